/**
 * Work this process starts right after a commit (a paid order's delivery, a mail), at most
 * `concurrency` at once. The work itself lives in rows written in the committing transaction;
 * this only decides when this process takes them up, so nothing here needs to survive a crash: a
 * sweep (`every`) finds what a dead process left.
 *
 * A key already running or waiting is not started twice. Past `maxWaiting` waiting keys, more
 * are left to the sweep instead of growing memory without end. While `yieldTo` answers true (the
 * process is busy serving callers), work about to start waits, each for at most `MOST_YIELD_MS`,
 * so that it is delayed under a crowd but never stopped by one.
 */
export function createRunner({ concurrency, maxWaiting = 10_000, onError, yieldTo }: { concurrency: number; maxWaiting?: number; onError: (err: unknown, key: string) => void; yieldTo?: () => boolean }) {
  const running = new Map<string, Promise<void>>();
  const waiting = new Map<string, () => Promise<unknown>>(); // insertion order is first come, first served
  let stopped = false;

  function launch(key: string, work: () => Promise<unknown>) {
    const done = yieldWhile(yieldTo)
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => onError(err, key),
      )
      .finally(() => {
        running.delete(key);
        next();
      });
    running.set(key, done);
  }

  function next() {
    for (const [key, work] of waiting) {
      if (stopped || running.size >= concurrency) return;
      waiting.delete(key);
      if (!running.has(key)) launch(key, work);
    }
  }

  return {
    /** Starts `work` for `key` now or when a place frees; false when it was left to the sweep. */
    start(key: string, work: () => Promise<unknown>): boolean {
      if (stopped) return false;
      if (running.has(key) || waiting.has(key)) return true;
      if (running.size < concurrency) {
        launch(key, work);
        return true;
      }
      if (waiting.size >= maxWaiting) return false;
      waiting.set(key, work);
      return true;
    },

    /** How many keys run or wait in this process. */
    load: () => running.size + waiting.size,

    /** Whether this process is working on `key` now. */
    isRunning: (key: string) => running.has(key) || waiting.has(key),

    /** Takes nothing new, forgets what waits (the sweep of the next process finds it) and lets the running work finish within `graceMs`. */
    async stop(graceMs: number) {
      stopped = true;
      waiting.clear();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(running.values()), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    },
  };
}
export type Runner = ReturnType<typeof createRunner>;

export const MOST_YIELD_MS = 1_000;
const YIELD_STEP_MS = 20;

async function yieldWhile(busy: (() => boolean) | undefined) {
  for (let waited = 0; busy?.() && waited < MOST_YIELD_MS; waited += YIELD_STEP_MS) await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
}

/**
 * `work` for everyone who asks, run once for many: a call while a run is in progress waits for
 * the next run, which starts when that one ends and serves every call made meanwhile. Each caller
 * is answered by a run that started after it asked (what it committed before asking is seen).
 */
export function coalesced(work: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const ask = (): Promise<void> => {
    if (!running) {
      running = work().then(() => undefined);
      const clear = () => (running = null);
      running.then(clear, clear);
      return running;
    }
    next ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = null;
      return ask();
    });
    return next;
  };
  return ask;
}

/**
 * Runs `task` now and then every `ms` after the previous run ended (never two at once), until
 * stopped: the sweep that takes up rows a dead process left, or whose retry time has come.
 */
export function every(ms: number, task: () => Promise<unknown>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = task()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, ms).unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/**
 * Sends the rows of an outbox (mails, pushes) from this process: each row the moment its change
 * commits (through `runner.start`), and every `sweepSeconds` the rows `due` claims (retries, and
 * what a stopped process left). The answer's `stop` takes nothing new and lets sends in flight
 * finish within a grace.
 */
export function workOutbox<R extends { id: string }>({
  what,
  concurrency,
  sweepSeconds,
  due,
  send,
  log,
  yieldTo,
}: {
  what: string;
  concurrency: number;
  sweepSeconds: number;
  due: () => Promise<R[]>;
  send: (row: R) => Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
  yieldTo?: () => boolean;
}) {
  const runner = createRunner({ concurrency, yieldTo, onError: (err, id) => log.warn({ err, id }, `${what} could not be sent`) });
  const sweep = every(
    sweepSeconds * 1000,
    async () => {
      for (const row of await due()) runner.start(row.id, () => send(row));
    },
    (err) => log.warn({ err }, `could not sweep the ${what} outbox`),
  );
  return {
    runner,
    async stop(graceMs: number) {
      await sweep.stop();
      await runner.stop(graceMs);
    },
  };
}

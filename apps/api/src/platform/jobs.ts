import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, SqlExecutor, Tx } from './database.js';

/**
 * Background jobs on pg-boss in the shop's own database (SKIP LOCKED, so any number of
 * instances share the work). A job that a state change starts is inserted in the same
 * transaction as the change: it exists if and only if the change committed.
 *
 * Workers do not poll hard for new jobs. Each new job sends a NOTIFY on JOBS_CHANNEL (inside its
 * transaction, so it arrives only once the job is committed), and every instance wakes its
 * workers for that queue at once. Polling every SAFETY_NET_POLL_SECONDS still finds scheduled
 * jobs, retries whose delay has passed and anything whose notification was lost. (Polling every
 * second cost 14% of a core on the embedded database, with nothing to do.)
 */
export type Jobs = {
  /** Adds a job inside the caller's transaction. */
  enqueue(tx: Tx, queue: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
  /** `workers` jobs of the queue run at once on this instance (deliveries wait on suppliers, not on us). */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>, options?: { workers?: number }): Promise<void>;
  schedule(queue: string, cron: string): Promise<void>;
  createQueue(queue: string, options?: Omit<PgBoss.Queue, 'name'>): Promise<void>;
  /** Removes the queue's jobs that never finished and answers their data (work that moved out of the job queue). */
  takeLeftovers<T extends object>(queue: string): Promise<T[]>;
  stop(graceMs?: number): Promise<void>;
};

export const JOBS_CHANNEL = 'shop_jobs';
const SAFETY_NET_POLL_SECONDS = 10;

export async function startJobs(
  database: Database,
  log: { error(obj: object, msg: string): void },
  { pollSeconds = SAFETY_NET_POLL_SECONDS }: { pollSeconds?: number } = {},
): Promise<Jobs> {
  const boss = new PgBoss({ db: database.raw as PgBoss.Db, schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // Its tables and queues are created once, however many instances start together.
  await database.duringStartup(() => boss.start());
  const workers = new Map<string, string[]>(); // queue -> this instance's worker ids
  await database.listen(JOBS_CHANNEL, (queue) => {
    const ids = queue === undefined ? [...workers.values()].flat() : (workers.get(queue) ?? []);
    for (const id of ids) boss.notifyWorker(id);
  });
  return {
    async enqueue(tx, queue, data, options = {}) {
      await boss.send(queue, data, { ...options, db: executorIn(tx) as PgBoss.Db });
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
    },
    async send(queue, data, options = {}) {
      await boss.send(queue, data, options);
      await database.raw.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, queue]);
    },
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>, { workers: count = 1 }: { workers?: number } = {}) {
      // Each worker runs one job at a time. pg-boss waits a whole poll interval after each job
      // unless woken meanwhile, so a worker that found a job wakes itself: a backlog (a burst of
      // orders) drains at once, not one job per poll.
      for (let i = 0; i < count; i++) {
        // Not const: the handler may run (and read it) before boss.work has answered the id.
        let id: string | undefined;
        // eslint-disable-next-line prefer-const
        id = await boss.work<T>(queue, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
          try {
            if (job) await handler(job.data);
          } finally {
            if (id) boss.notifyWorker(id);
          }
        });
        workers.set(queue, [...(workers.get(queue) ?? []), id]);
      }
    },
    async schedule(queue, cron) {
      await database.duringStartup(() => boss.schedule(queue, cron));
    },
    async createQueue(queue, options = {}) {
      await database.duringStartup(() => boss.createQueue(queue, { name: queue, ...options }));
    },
    async takeLeftovers<T extends object>(queue: string) {
      const { rows } = await database.raw.executeSql(`delete from pgboss.job where name = $1 and state in ('created', 'retry', 'active') returning data`, [queue]);
      return rows.map((row) => (row as { data: T }).data);
    },
    async stop(graceMs = 5_000) {
      // Running jobs (a delivery waiting on its supplier) finish within the grace; no new ones start.
      await boss.stop({ graceful: true, timeout: graceMs, wait: true });
    },
  };
}

/** pg-boss's $n-parameter SQL, run through a Drizzle transaction (on PGlite and PostgreSQL). */
function executorIn(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

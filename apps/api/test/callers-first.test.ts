import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRunner, MOST_YIELD_MS } from '../src/platform/background.js';
import { watchCallers } from '../src/platform/callers-first.js';

/**
 * Work started after a commit (deliveries, mails) gives way to callers while the process is busy
 * serving them, and is only delayed by it, never stopped.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work that gives way to callers', () => {
  it('waits while the process is busy with callers and starts as soon as it is not', async () => {
    let busy = true;
    let startedAt = 0;
    const runner = createRunner({ concurrency: 2, onError: () => {}, yieldTo: () => busy });
    const since = performance.now();
    runner.start('a', async () => void (startedAt = performance.now()));
    await sleep(200);
    expect(startedAt).toBe(0);
    busy = false;
    await expect.poll(() => startedAt).toBeGreaterThan(0);
    expect(startedAt - since).toBeGreaterThanOrEqual(200);
    expect(startedAt - since).toBeLessThan(MOST_YIELD_MS);
  });

  it('is delayed at most a second by callers that never stop', async () => {
    let startedAt = 0;
    const runner = createRunner({ concurrency: 2, onError: () => {}, yieldTo: () => true });
    const since = performance.now();
    runner.start('a', async () => void (startedAt = performance.now()));
    await expect.poll(() => startedAt, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(startedAt - since).toBeGreaterThanOrEqual(MOST_YIELD_MS - 50);
    expect(startedAt - since).toBeLessThan(MOST_YIELD_MS + 1_500);
  });
});

describe('the process busy with callers', () => {
  it('is a caller in progress while the event loop is busy, not either alone', async () => {
    const app = Fastify();
    const callers = watchCallers(app);
    // A call that keeps the one thread busy for 600 ms, letting timers run in between.
    app.get('/api/busy', async () => {
      const until = performance.now() + 600;
      while (performance.now() < until) {
        const slice = performance.now() + 15;
        while (performance.now() < slice);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { ok: true };
    });
    app.get('/api/idle', async () => {
      await sleep(600);
      return { ok: true };
    });
    await app.ready();
    const seen = async (path: string) => {
      let wasBusy = false;
      const call = app.inject({ method: 'GET', url: path });
      const watching = (async () => {
        for (let i = 0; i < 25; i++) {
          wasBusy ||= callers.busy();
          await sleep(20);
        }
      })();
      await Promise.all([call, watching]);
      return wasBusy;
    };
    expect(await seen('/api/busy')).toBe(true);
    await sleep(250);
    expect(callers.busy()).toBe(false);
    expect(await seen('/api/idle')).toBe(false);
    // A busy thread with nobody calling: work after a crowd catches up at full speed.
    const until = performance.now() + 300;
    let busyAlone = false;
    while (performance.now() < until) {
      const slice = performance.now() + 15;
      while (performance.now() < slice);
      busyAlone ||= callers.busy();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(busyAlone).toBe(false);
    await app.close();
  });
});

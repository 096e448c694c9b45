import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** How often the event loop's busyness is measured, and how busy counts as busy. */
const SAMPLE_MS = 100;
const BUSY_ABOVE = 0.8;

/**
 * Whether this process is busy serving callers: an API call is in progress and its one thread was
 * more than 80% busy over the last tenth of a second. Work started after a commit (a delivery, a
 * mail) waits while it is (`createRunner`'s `yieldTo`), so that a crowd at checkout gets the CPU
 * first and the deliveries catch up right after; a quiet shop or a busy one with nobody calling
 * does not hold them back.
 */
export function watchCallers(app: FastifyInstance) {
  let calls = 0;
  let utilization = 0;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, SAMPLE_MS).unref();
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/health')) {
      calls++;
      // 'close' comes once, when the answer is sent or the caller went away.
      reply.raw.once('close', () => calls--);
    }
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
  return { busy: () => calls > 0 && utilization > BUSY_ABOVE };
}

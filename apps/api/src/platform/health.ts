import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './database.js';
import type { RedisConnection } from './redis.js';

/** How long a readiness check waits for the database (or Redis) before calling it down. */
const READY_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);
}

/**
 * For a load balancer or an orchestrator: `/healthz` says the process answers (restart it when it
 * does not); `/readyz` says it can serve (the database and the job queue's tables answer within
 * two seconds, and Redis too when REDIS_URL is set), so traffic goes elsewhere while it cannot.
 * On the embedded database, calls over `embeddedMaxRequests` at once are turned away (below).
 */
export function registerHealthChecks(
  app: FastifyInstance,
  { database, redis = null, embeddedMaxRequests = 0 }: { database: Database; redis?: RedisConnection | null; embeddedMaxRequests?: number },
) {
  if (database.kind === 'pglite' && embeddedMaxRequests > 0) shedExcessRequests(app, embeddedMaxRequests);
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_req, reply) => {
    const checks: Record<string, 'ok' | string> = {};
    await Promise.all([
      within(READY_TIMEOUT_MS, database.raw.executeSql('select 1')).then(
        () => void (checks.database = 'ok'),
        (err: Error) => void (checks.database = `down: ${err.message.slice(0, 80)}`),
      ),
      within(READY_TIMEOUT_MS, database.raw.executeSql('select count(*) from pgboss.queue')).then(
        () => void (checks.jobs = 'ok'),
        (err: Error) => void (checks.jobs = `down: ${err.message.slice(0, 80)}`),
      ),
      redis &&
        within(READY_TIMEOUT_MS, redis.ping()).then(
          () => void (checks.redis = 'ok'),
          (err: Error) => void (checks.redis = `down: ${err.message.slice(0, 80)}`),
        ),
    ]);
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}

export const BUSY_MESSAGE = 'The shop is busy. Please try again in a moment.';

/**
 * The embedded database is one connection whose queries run on the process's only thread, so
 * calls take turns: at 50 connections a wallet order waited 0.4 s at the median and near 3 s at
 * p99, and more callers only wait longer. So at most `limit` API calls are in progress at once;
 * one more is answered 503 at once (Retry-After: 1), which a client can retry, instead of
 * waiting in a queue that grows until it times out. Health checks are not counted.
 */
function shedExcessRequests(app: FastifyInstance, limit: number) {
  let inProgress = 0;
  const refusals = refusalLog(app.log);
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return done();
    if (inProgress >= limit) {
      refusals.count(limit);
      const field = req.routeOptions.config?.errorField ?? 'message';
      reply.code(503).header('retry-after', '1').send({ [field]: BUSY_MESSAGE, code: 'UNAVAILABLE', requestId: req.id, ...req.routeOptions.config?.errorDefaults });
      return;
    }
    inProgress++;
    // 'close' comes once the answer is sent or the caller went away, whichever happens.
    reply.raw.once('close', () => inProgress--);
    done();
  });
}

/** A warning at the first refusal, then at most one a minute, with how many were refused since the last. */
function refusalLog(log: FastifyBaseLogger) {
  let refused = 0;
  let lastWarning = 0;
  return {
    count(limit: number) {
      refused++;
      if (Date.now() - lastWarning < 60_000) return;
      log.warn({ refused, limit }, 'the shop is busy: calls over EMBEDDED_DB_MAX_REQUESTS answered 503');
      lastWarning = Date.now();
      refused = 0;
    },
  };
}

import type { FastifyInstance } from 'fastify';
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
 */
export function registerHealthChecks(app: FastifyInstance, { database, redis = null }: { database: Database; redis?: RedisConnection | null }) {
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

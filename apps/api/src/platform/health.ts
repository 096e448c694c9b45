import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAdmission, type AdmissionSettings } from './admission.js';
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
 * On the embedded database, calls over `embeddedMaxRequests` at once wait their turn (below).
 */
export function registerHealthChecks(
  app: FastifyInstance,
  {
    database,
    redis = null,
    embeddedMaxRequests = 0,
    embeddedQueueMs = 5_000,
    embeddedQueueLength = 1_000,
  }: { database: Database; redis?: RedisConnection | null; embeddedMaxRequests?: number; embeddedQueueMs?: number; embeddedQueueLength?: number },
) {
  if (database.kind === 'pglite' && embeddedMaxRequests > 0) {
    admitInTurn(app, { limit: embeddedMaxRequests, maxWaitMs: embeddedQueueMs, maxQueue: embeddedQueueLength });
  }
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
 * p99, and more callers only wait longer. So at most `limit` API calls are in progress at once
 * and the others wait their turn in line (admission.ts): a burst is served a moment later instead
 * of refused. Only a call that waited `maxWaitMs`, or finds `maxQueue` already waiting, is
 * answered 503 with Retry-After, which the web app waits out and retries. Health checks neither
 * wait nor count.
 */
function admitInTurn(app: FastifyInstance, settings: AdmissionSettings) {
  const admission = createAdmission(settings);
  const retryAfter = String(admission.retryAfterSeconds);
  const refusals = refusalLog(app.log, settings);
  const refuse = (req: FastifyRequest, reply: FastifyReply) => {
    refusals.count();
    const field = req.routeOptions.config?.errorField ?? 'message';
    reply.code(503).header('retry-after', retryAfter).send({ [field]: BUSY_MESSAGE, code: 'UNAVAILABLE', requestId: req.id, ...req.routeOptions.config?.errorDefaults });
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return done();
    // Payment gateways' calls (webhooks, under /api/payments/) go ahead of the line instead of
    // into it. A webhook reports money a customer has already paid: refused, it comes back only
    // when the gateway retries, minutes later, while the order looks unpaid. And the sandbox
    // gateway delivers its webhook from inside the customer's own call, which holds a place: in
    // line, the webhook would wait for the call that waits for it. They still count, and past the
    // limit each takes room in the line, so forged ones cannot crowd the database more than a full
    // line would.
    if (admission.tryEnter(req.url.startsWith('/api/payments/'))) {
      // 'close' comes once, when the answer is sent or the caller went away, whichever happens.
      reply.raw.once('close', admission.release);
      return done();
    }
    const ticket = admission.wait(done, () => refuse(req, reply));
    if (!ticket) return refuse(req, reply);
    // A caller who goes away while waiting leaves the line (the call never runs).
    reply.raw.once('close', () => admission.leave(ticket));
  });
}

/** A warning at the first refusal, then at most one a minute, with how many were refused since the last. */
function refusalLog(log: FastifyBaseLogger, { limit, maxWaitMs, maxQueue }: AdmissionSettings) {
  let refused = 0;
  let lastWarning = 0;
  return {
    count() {
      refused++;
      if (Date.now() - lastWarning < 60_000) return;
      log.warn({ refused, limit, maxWaitMs, maxQueue }, 'the shop is busy: calls that waited EMBEDDED_DB_QUEUE_MS, or found EMBEDDED_DB_QUEUE_LENGTH waiting, answered 503');
      lastWarning = Date.now();
      refused = 0;
    },
  };
}

import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from './database.js';

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Prometheus metrics: request latency by route and status, deliveries by supplier and outcome,
 * payment webhooks by outcome, and, read when scraped, orders by status, the job queue's depth
 * and oldest job, and the last ledger audit. Served at `/metrics` with `METRICS_TOKEN`, or on
 * `METRICS_PORT` (a port the load balancer does not expose), or not at all.
 */
export function createMetrics({ database }: { database: Database }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_' });

  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'API and page requests by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'shop_deliveries_total',
    help: 'Supplier orders by supplier and what the supplier said (delivered, processing, failed, held, no-answer)',
    labelNames: ['supplier', 'outcome'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'shop_payment_webhooks_total',
    help: 'Payment gateway webhooks by gateway and outcome (accepted, refused, error)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
  });
  const ledgerDifferences = new Gauge({
    name: 'shop_ledger_audit_differences',
    help: 'Balances that differ from the sum of their ledger rows at the last audit (0 is healthy)',
    labelNames: ['ledger'] as const,
    registers: [registry],
  });
  const rows = async (text: string) => ((await database.raw.executeSql(text)) as { rows: Record<string, unknown>[] }).rows;
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows('select status, count(*)::int as n from orders group by status')) this.set({ status: String(row.status) }, Number(row.n));
    },
  });
  new Gauge({
    name: 'shop_mails_waiting',
    help: 'Mails not sent yet: waiting (to send or to try again) and given up (left for an operator)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const [row] = await rows('select count(*) filter (where attempts < 10)::int as waiting, count(*) filter (where attempts >= 10)::int as given_up from mail_outbox');
      this.set({ state: 'waiting' }, Number(row?.waiting ?? 0));
      this.set({ state: 'given-up' }, Number(row?.given_up ?? 0));
    },
  });
  new Gauge({
    name: 'shop_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting to retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows(`select name, count(*)::int as n from pgboss.job where state in ('created', 'retry') group by name`)) this.set({ queue: String(row.name) }, Number(row.n));
    },
  });
  new Gauge({
    name: 'shop_job_queue_oldest_seconds',
    help: 'Age of the oldest job waiting to run, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const oldest = await rows(`select name, extract(epoch from now() - min(created_on))::float as age from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`);
      for (const row of oldest) this.set({ queue: String(row.name) }, Number(row.age));
    },
  });

  // What the shop asked of its database, to divide by the orders placed (`npm run bench`).
  for (const [name, help, read] of [
    ['shop_db_statements_total', 'SQL statements this process sent to its database (BEGIN and COMMIT included)', () => database.work.statements],
    ['shop_db_round_trips_total', 'Calls this process made to its database and waited for', () => database.work.roundTrips],
  ] as const) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  return {
    registry,
    delivery: (supplier: string, outcome: string) => deliveries.inc({ supplier, outcome }),
    ledgerAudit: (ledger: string, differing: number) => ledgerDifferences.set({ ledger }, differing),

    /** Times every request by its route pattern (never the raw URL, which would grow without end). */
    register(app: FastifyInstance) {
      app.addHook('onResponse', async (req, reply) => {
        const route = req.routeOptions.url ?? 'unmatched';
        requests.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
        if (route.startsWith('/api/payments/webhook/')) {
          const gateway = (req.params as { provider?: string }).provider ?? route.split('/').at(-1) ?? 'unknown';
          webhooks.inc({ gateway, outcome: reply.statusCode < 300 ? 'accepted' : reply.statusCode < 500 ? 'refused' : 'error' });
        }
      });
    },
  };
}

/** `/metrics` behind a bearer token on the shop's own port. */
export function serveMetricsWithToken(app: FastifyInstance, metrics: Metrics, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.status(401).send({ message: 'A metrics token is required.', code: 'UNAUTHORIZED' });
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** `/metrics` on a port of its own (no token: keep the port private). */
export async function serveMetricsOnPort(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}

import type { FastifyInstance } from 'fastify';
import type { Metrics } from './platform/metrics.js';
import type { Services } from './services.js';
import { DELIVERIES_CHANNEL } from './fulfilment/delivery.js';
import { CLOSE_WEEK_QUEUE } from './leaderboard/service.js';
import { RECONCILE_QUEUE } from './payments/service.js';
import { auditLedger } from './wallet/service.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/database.js';

const LEDGER_AUDIT_QUEUE = 'ledger-audit';
const REFRESH_PRICES_QUEUE = 'refresh-supplier-prices';

/**
 * The work that runs beside requests: deliveries and mails (started after their commit, swept up
 * after a crash), and the scheduled jobs (payment reconciliation, the ledger audit, closing the
 * leaderboard's weeks). Only instances with WORKERS run them.
 */
export async function startWorkers({ app, config, database, metrics, services, callersBusy }: { app: FastifyInstance; config: Config; database: Database; metrics: Metrics; services: Services; callersBusy: () => boolean }) {
  const { jobs, delivery, notices, payments, points, referrals, leaderboard, webhooks, push, costs, costBook } = services;
  await jobs.createQueue(RECONCILE_QUEUE, { retryLimit: 0 });
  await jobs.createQueue(LEDGER_AUDIT_QUEUE, { retryLimit: 0 });
  await jobs.createQueue(CLOSE_WEEK_QUEUE, { retryLimit: 3 });
  await jobs.createQueue(REFRESH_PRICES_QUEUE, { retryLimit: 2 });
  if (config.WORKERS) {
    // Deliveries and mails start the moment their change commits, from the rows it wrote; sweeps
    // take up retries and what a stopped instance left. Orders paid on an instance without
    // workers are announced on DELIVERIES_CHANNEL.
    // Both give way to callers while the process is busy serving them (a crowd at checkout).
    const deliveries = delivery.work({ concurrency: config.DELIVERY_CONCURRENCY, yieldTo: callersBusy });
    const mails = notices.work({ yieldTo: callersBusy });
    const events = webhooks.work({ concurrency: config.WEBHOOK_CONCURRENCY });
    const pushes = push.work();
    app.addHook('onClose', () => Promise.all([deliveries.stop(config.SHUTDOWN_GRACE_MS - 2_000), mails.stop(5_000), events.stop(5_000), pushes.stop(5_000)]));
    await database.listen(DELIVERIES_CHANNEL, (orderId) => orderId && delivery.start(orderId));
    // Deliveries an earlier version of the shop queued as jobs.
    for (const { orderId } of await jobs.takeLeftovers<{ orderId?: string }>('deliver-order')) if (orderId) delivery.start(orderId);
    await jobs.work(RECONCILE_QUEUE, async () => void (await payments.reconcile()));
    await jobs.schedule(RECONCILE_QUEUE, '* * * * *');
    // The metrics' ledger audit result: every ledger, every ten minutes.
    await jobs.work(LEDGER_AUDIT_QUEUE, async () => {
      const audits = { wallets: () => auditLedger(database.db), points: () => points.audit(), referrals: () => referrals.audit() };
      for (const [ledger, audit] of Object.entries(audits)) metrics.ledgerAudit(ledger, (await audit()).differences.length);
    });
    await jobs.schedule(LEDGER_AUDIT_QUEUE, '*/10 * * * *');
    // Weeks end at Monday 00:00 IST; closing is idempotent, so a frequent check pays within minutes.
    await jobs.work(CLOSE_WEEK_QUEUE, async () => void (await leaderboard.closeEndedWeeks()));
    await jobs.schedule(CLOSE_WEEK_QUEUE, '*/10 * * * *');
    // Supplier price lists once a day (07:30 India time), then the packs they put below cost.
    await jobs.work(REFRESH_PRICES_QUEUE, async () => {
      await costs.refreshAll();
      await costs.checkBelowCost();
    });
    await jobs.schedule(REFRESH_PRICES_QUEUE, '0 2 * * *');
    // A price, a rate or a cost that changes (on any instance) may put packs below cost: checked
    // once the changes settle; the shop is told once per pack, whichever instance checks.
    let pending: NodeJS.Timeout | null = null;
    costBook.onChange(() => {
      if (pending) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = null;
        costs.checkBelowCost().catch((err: unknown) => app.log.warn({ err }, 'could not check for packs below cost'));
      }, 300);
      pending.unref();
    });
    app.addHook('onClose', async () => {
      if (pending) clearTimeout(pending);
    });
  }

}

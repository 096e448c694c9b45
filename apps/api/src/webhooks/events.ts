import { and, eq, isNull, sql } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import type { WebhookEventType } from '@shop/contract/reseller-api';
import { timelineOf } from '../orders/views.js';
import type { OrderRow } from '../orders/state.js';
import { toV1Order } from '../orders/v1.js';
import type { AccountSet } from '../platform/account-set.js';
import { BASE62, randomText } from '../platform/random-text.js';
import { afterCommit, type Db, type Tx } from '../platform/database.js';
import { webhookDeliveries, webhookEndpoints } from './tables.js';

/** Which accounts have an endpoint, and whether one of them has a low-balance alert. */
export type AccountsWithEndpoints = AccountSet<{ lowBalance: boolean }>;

/**
 * The events resellers' endpoints are told: what orders and wallets do, each written as a
 * delivery per endpoint inside the transaction of what happened, and sent once it commits.
 */
export function createWebhookEvents({
  db,
  withEndpoints,
  balancePaise,
  sendSoon,
  log,
}: {
  db: Db;
  withEndpoints: AccountsWithEndpoints;
  balancePaise: (userId: string) => Promise<number>;
  /** Starts sending once the event's transaction commits. */
  sendSoon: () => void;
  log: { warn(obj: object, msg: string): void };
}) {
  /** Writes one event for each of the account's endpoints (or the one given), in the caller's transaction. */
  async function queueEvent(tx: Tx, { userId, endpointId, type, orderId, data }: { userId: string; endpointId?: string; type: WebhookEventType; orderId: string | null; data: object }) {
    const eventId = `evt_${randomText(BASE62, 24)}`;
    const payload = JSON.stringify({ id: eventId, type, created_at: new Date().toISOString(), data });
    await tx.execute(sql`
      insert into ${webhookDeliveries} (endpoint_id, event_id, type, order_id, payload)
      select id, ${eventId}, ${type}, ${orderId}, ${payload} from ${webhookEndpoints}
      where user_id = ${userId} and enabled and deleted_at is null ${endpointId ? sql`and id = ${endpointId}` : sql``}`);
    afterCommit(tx, sendSoon);
  }

  /**
   * Tells the account's endpoints that the wallet fell below their threshold, once per fall: the
   * mark is cleared when a later check finds the wallet above it again. Runs after the change
   * that moved the balance committed, in its own transaction.
   */
  async function checkLowBalance(userId: string) {
    const balance = await balancePaise(userId);
    await db.transaction(async (tx) => {
      const fell = await tx
        .update(webhookEndpoints)
        .set({ lowBalanceTold: true })
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt), eq(webhookEndpoints.lowBalanceTold, false), sql`${webhookEndpoints.lowBalancePaise} > ${balance}`))
        .returning();
      await tx
        .update(webhookEndpoints)
        .set({ lowBalanceTold: false })
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.lowBalanceTold, true), sql`${webhookEndpoints.lowBalancePaise} <= ${balance}`));
      for (const endpoint of fell) {
        await queueEvent(tx, { userId, endpointId: endpoint.id, type: 'balance.low', orderId: null, data: { balance: paiseToRupees(balance), threshold: paiseToRupees(endpoint.lowBalancePaise!) } });
      }
    });
  }
  const checkLowBalanceSoon = (tx: Tx, userId: string) => afterCommit(tx, () => void checkLowBalance(userId).catch((err: unknown) => log.warn({ err, userId }, 'could not check the low-balance alert')));

  /** The order reaction for one kind of move: an event row when the order's owner has an endpoint. */
  const onOrder = (typeOf: (order: OrderRow) => WebhookEventType | null) => async (tx: Tx, order: OrderRow) => {
    const endpoints = await withEndpoints.get(tx, order.userId);
    const type = endpoints && typeOf(order);
    if (!type) return;
    await queueEvent(tx, { userId: order.userId, type, orderId: order.id, data: { order: toV1Order(order, timelineOf(order, [])) } });
    if (endpoints.lowBalance && (type === 'order.paid' || type === 'order.refunded' || type === 'order.cancelled')) checkLowBalanceSoon(tx, order.userId);
  };

  return {
    queueEvent,
    reactions: {
      paid: onOrder(() => 'order.paid'),
      completed: onOrder(() => 'order.completed'),
      undone: onOrder((o) => (o.status === 'Refunded' ? 'order.refunded' : o.status === 'Cancelled' ? 'order.cancelled' : null)),
      flagged: onOrder(() => 'order.needs_attention'),
      /** A top-up may lift the wallet above a threshold again. */
      async topupPaid(tx: Tx, topup: { userId: string }) {
        if ((await withEndpoints.get(tx, topup.userId))?.lowBalance) checkLowBalanceSoon(tx, topup.userId);
      },
    },
  };
}

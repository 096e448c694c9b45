import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { claimColumns, createdAt, idKey, moment, ownedRow, paise, reference } from '../platform/tables.js';

/**
 * Where a reseller wants their orders' events POSTed. The signing secret is kept sealed
 * (AES-256-GCM under a key derived from the shop's secret): the shop needs it back to sign.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...ownedRow(() => users.id),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    /** A `balance.low` event when the wallet falls below this; null for none. */
    lowBalancePaise: paise('low_balance_paise'),
    /** Set when the low-balance event was sent, cleared once the wallet is above the threshold again. */
    lowBalanceTold: boolean('low_balance_told').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    ...createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId), check('webhook_endpoints_low_balance', sql`${t.lowBalancePaise} is null or ${t.lowBalancePaise} > 0`)],
);

/**
 * One event to send to one endpoint, written in the transaction of the change it tells about.
 * Sent in `seq` order for each order (a later event of an order waits while an earlier one is
 * pending), retried with growing waits until `give_up_at` (a day after it was written).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...idKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    endpointId: reference('endpoint_id', () => webhookEndpoints.id),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The order the event is about: its events go out in order. */
    orderId: uuid('order_id'),
    /** The exact body sent (the signature covers these bytes). */
    payload: text('payload').notNull(),
    status: text('status').notNull().default('pending'),
    ...claimColumns(),
    giveUpAt: moment('give_up_at').notNull().default(sql`now() + interval '24 hours'`),
    ...createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The sweep reads pending deliveries in order and stops at the first few it may send: with a
    // backlog of thousands it must not sort them all each time.
    index('webhook_deliveries_pending_seq_idx').on(t.seq).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_order_idx').on(t.endpointId, t.orderId, t.seq).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.seq),
  ],
);

/** Each try of a delivery: what the receiver answered (or why nothing was sent), for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    ...idKey(),
    deliveryId: reference('delivery_id', () => webhookDeliveries.id),
    at: moment('at').notNull().defaultNow(),
    status: integer('status'),
    answer: text('answer').notNull(),
    ms: integer('ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

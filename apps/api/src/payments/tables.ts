import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idKey, moment, paise } from '../platform/tables.js';

/** The sandbox gateway's own book of payments. */
export const sandboxPayments = pgTable('sandbox_payments', {
  clientTxnId: text('client_txn_id').primaryKey(),
  amountPaise: paise('amount_paise').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  /** pending, success or failure */
  status: text('status').notNull().default('pending'),
  reference: text('reference'),
  ...createdAt(),
});

/** Webhook deliveries seen, by the gateway's event id: a delivery seen before is acknowledged and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    ...idKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    clientTxnId: text('client_txn_id'),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_idx').on(t.gateway, t.eventId)],
);

import { bigint, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The sandbox gateway's own book of payments. */
export const sandboxPayments = pgTable('sandbox_payments', {
  clientTxnId: text('client_txn_id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  /** pending, success or failure */
  status: text('status').notNull().default('pending'),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries seen, by the gateway's event id: a delivery seen before is acknowledged and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    clientTxnId: text('client_txn_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_idx').on(t.gateway, t.eventId)],
);

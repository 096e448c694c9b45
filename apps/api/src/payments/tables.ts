import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The sandbox gateway's own book of payments (ARCHITECTURE: sandbox contract). */
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

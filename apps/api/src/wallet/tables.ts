import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { orders } from '../orders/tables.js';
import { idKey, moment, paise, reference, timestamps } from '../platform/tables.js';

/** A customer's S-Coins balance in paise, kept in step with the Success rows of the ledger. */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balancePaise: paise('balance_paise').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_not_negative', sql`${t.balancePaise} >= 0`),
    // ₹100 crore (MAX_WALLET_BALANCE_RUPEES): the service refuses a credit past it with a message first.
    check('wallets_balance_at_most', sql`${t.balancePaise} <= 100000000000`),
  ],
);

/**
 * The wallet ledger: money that moved, and nothing else. Paid top-ups, admin credits, redeemed
 * points and referral earnings, leaderboard rewards and refunds are Credit or Refunded rows;
 * orders and reversals are Debit rows; every row is Success (a top-up awaiting payment lives in
 * `wallet_topups` until it is paid).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    ...idKey(),
    txnid: text('txnid').notNull().unique(),
    userId: reference('user_id', () => users.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    /** The wallet's balance right after this row moved it (rows written before it was kept have none). */
    balanceAfterPaise: paise('balance_after_paise'),
    orderId: uuid('order_id').references(() => orders.id),
    reason: text('reason'),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id'),
    /** The UPI reference (UTR) of a top-up. */
    reference: text('reference'),
    flag: text('flag'),
    /** The client's key of an admin credit or reversal: a retried request finds its first result. */
    idempotencyKey: text('idempotency_key'),
    /** The admin credit this debit reverses. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => walletTransactions.id),
    /** The admin who made an admin credit or reversal. */
    adminId: uuid('admin_id').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    check('wallet_transactions_type', sql`${t.type} in ('Credit', 'Debit', 'Refunded')`),
    check('wallet_transactions_status', sql`${t.status} = 'Success'`),
    check('wallet_transactions_amount_positive', sql`${t.amountPaise} > 0`),
    // One debit and at most one refund per order, whatever retries or races happen.
    uniqueIndex('wallet_transactions_order_type_idx').on(t.orderId, t.type).where(sql`${t.orderId} is not null`),
    uniqueIndex('wallet_transactions_idempotency_key_idx').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // A credit is reversed at most once.
    uniqueIndex('wallet_transactions_reverses_idx').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_transactions_created_idx').on(t.createdAt),
    index('wallet_transactions_type_created_idx').on(t.type, t.createdAt),
  ],
);

/**
 * Wallet top-ups paid by UPI, from request to outcome: Created while the customer pays, then
 * Success (which writes the one Credit row of the ledger) or Failed, once. The ledger holds money
 * only; a request that was never paid is not a movement of money.
 */
export const walletTopups = pgTable(
  'wallet_topups',
  {
    ...idKey(),
    txnid: text('txnid').notNull().unique(),
    userId: reference('user_id', () => users.id),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id'),
    /** The UPI reference (UTR). */
    reference: text('reference'),
    flag: text('flag'),
    ...timestamps(),
  },
  (t) => [
    check('wallet_topups_status', sql`${t.status} in ('Created', 'Success', 'Failed')`),
    check('wallet_topups_amount_positive', sql`${t.amountPaise} > 0`),
    index('wallet_topups_status_created_idx').on(t.status, t.createdAt),
    index('wallet_topups_user_created_idx').on(t.userId, t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The tables of the one ledger pattern for a balance that needs nothing more than amounts and
 * keys (reward points, referral earnings): entries plus a balance kept in step in the same
 * transaction, never below zero (a check constraint too), each entry applied once by its key. A
 * feature declares its two tables with `ledgerTables` in its own tables.ts and works them through
 * `createLedger`; the wallet has tables of its own shape and works them through the same
 * arithmetic (`ledgerOn`). `owner` is the customer column both tables refer to (the accounts'
 * users.id), given by the feature: the platform knows no feature's tables.
 */
export function ledgerTables(name: string, owner: () => AnyPgColumn) {
  const balances = pgTable(
    `${name}_balances`,
    {
      userId: uuid('user_id')
        .primaryKey()
        .references(owner),
      /** In the ledger's unit (hundredths of a point, paise). */
      balance: bigint('balance', { mode: 'number' }).notNull().default(0),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [check(`${name}_balances_not_negative`, sql`${t.balance} >= 0`)],
  );
  const entries = pgTable(
    `${name}_entries`,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(owner),
      kind: text('kind').notNull(),
      amount: bigint('amount', { mode: 'number' }).notNull(),
      balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
      /** What made it (`earn:<order id>`, `redeem:<client key>`): the same key never applies twice. */
      key: text('key').notNull(),
      reason: text('reason').notNull(),
      /** The order or other row it came from, for the customer's history. */
      ref: text('ref'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      check(`${name}_entries_kind`, sql`${t.kind} in ('credit', 'debit')`),
      check(`${name}_entries_amount_positive`, sql`${t.amount} > 0`),
      uniqueIndex(`${name}_entries_key_idx`).on(t.key),
      index(`${name}_entries_user_created_idx`).on(t.userId, t.createdAt),
    ],
  );
  return { balances, entries };
}

export type LedgerTables = ReturnType<typeof ledgerTables>;

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/*
 * The column groups most tables share, so that every table declares them the same way (the same
 * types, defaults and time zone handling). Each builder returns fresh columns: drizzle binds a
 * column to the one table it is spread into.
 */

/** A point in time; always with its time zone, so that India's and the server's clocks never mix. */
export function moment(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** Money in integer paise, read as a JavaScript number (exact far beyond any shop's amounts). */
export function paise(name: string) {
  return bigint(name, { mode: 'number' });
}

/** The random uuid key of a table whose rows have no natural key. */
export function idKey() {
  // Made here for the rows the shop writes; the database's own default stays for other writers.
  // The embedded database's gen_random_uuid() opens /dev/urandom through its emulated file system
  // on every call: six times per order, about 3% of the shop's CPU under load.
  return { id: uuid('id').primaryKey().defaultRandom().$defaultFn(() => randomUUID()) };
}

/** When the row was written. */
export function createdAt() {
  return { createdAt: moment('created_at').notNull().defaultNow() };
}

/** When the row was written and last changed. */
export function timestamps() {
  return { ...createdAt(), updatedAt: moment('updated_at').notNull().defaultNow() };
}

/** Who last changed a row an admin keeps (the admin's users.id, given by the feature) and when. */
export function lastChange(by: () => AnyPgColumn) {
  return { updatedBy: uuid('updated_by').references(by), updatedAt: moment('updated_at').notNull().defaultNow() };
}

/**
 * A required reference to another table's uuid (most often the customer: `user_id` to the
 * accounts' users.id, which the feature gives, since the platform knows no feature's tables).
 */
export function reference(name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) {
  return uuid(name).notNull().references(target, actions);
}

/** A row that belongs to one customer: its own key, and the customer (`user_id`) it is of. */
export function ownedRow(owner: () => AnyPgColumn, actions?: ReferenceConfig['actions']) {
  return { ...idKey(), userId: reference('user_id', owner, actions) };
}

/**
 * The columns of a row sent by a worker after its transaction commits and retried by a sweep: how
 * many tries were made, when the next may start, and until when a worker holds it (a crashed
 * worker's claim runs out and the sweep takes the row up again).
 */
export function claimColumns() {
  return {
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    claimedUntil: moment('claimed_until'),
  };
}

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
      updatedAt: moment('updated_at').notNull().defaultNow(),
    },
    (t) => [check(`${name}_balances_not_negative`, sql`${t.balance} >= 0`)],
  );
  const entries = pgTable(
    `${name}_entries`,
    {
      ...ownedRow(owner),
      kind: text('kind').notNull(),
      amount: bigint('amount', { mode: 'number' }).notNull(),
      balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
      /** What made it (`earn:<order id>`, `redeem:<client key>`): the same key never applies twice. */
      key: text('key').notNull(),
      reason: text('reason').notNull(),
      /** The order or other row it came from, for the customer's history. */
      ref: text('ref'),
      ...createdAt(),
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

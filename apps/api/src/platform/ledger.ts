import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database.js';
import type { LedgerTables } from './tables.js';

/**
 * The ledger's operations over a feature's two tables (declared with `ledgerTables`): credit and
 * debit in the caller's transaction, each once per key, the balance never below zero; balances
 * and the audit that every balance equals the sum of its entries.
 */
type Entry = { userId: string; amount: number; key: string; reason: string; ref?: string | null };
export type LedgerEntry = LedgerTables['entries']['$inferSelect'];

export function createLedger({ balances, entries }: LedgerTables) {
  return {
    /** The entry a key made, if any. */
    async entryByKey(executor: Db | Tx, key: string): Promise<LedgerEntry | undefined> {
      const [row] = await executor.select().from(entries).where(sql`${entries.key} = ${key}`).limit(1);
      return row;
    },

    /**
     * Adds to a balance inside the caller's transaction, once per key: answers the new entry, or
     * null when the key was applied before (nothing changes).
     */
    async credit(tx: Tx, entry: Entry): Promise<LedgerEntry | null> {
      const [claimed] = await tx
        .insert(entries)
        .values({ userId: entry.userId, kind: 'credit', amount: entry.amount, balanceAfter: 0, key: entry.key, reason: entry.reason, ref: entry.ref ?? null })
        .onConflictDoNothing({ target: entries.key })
        .returning({ id: entries.id });
      if (!claimed) return null;
      const [after] = await tx
        .insert(balances)
        .values({ userId: entry.userId, balance: entry.amount })
        .onConflictDoUpdate({ target: balances.userId, set: { balance: sql`${balances.balance} + ${entry.amount}`, updatedAt: new Date() } })
        .returning({ balance: balances.balance });
      const [row] = await tx.update(entries).set({ balanceAfter: after!.balance }).where(sql`${entries.id} = ${claimed.id}`).returning();
      return row!;
    },

    /**
     * Takes from a balance inside the caller's transaction, once per key. The conditional update
     * is the lock: of many debits at once only those the balance covers succeed. Answers the new
     * entry, null when the key was applied before, or 'insufficient'.
     */
    async debit(tx: Tx, entry: Entry): Promise<LedgerEntry | null | 'insufficient'> {
      const [claimed] = await tx
        .insert(entries)
        .values({ userId: entry.userId, kind: 'debit', amount: entry.amount, balanceAfter: 0, key: entry.key, reason: entry.reason, ref: entry.ref ?? null })
        .onConflictDoNothing({ target: entries.key })
        .returning({ id: entries.id });
      if (!claimed) return null;
      const [after] = await tx
        .update(balances)
        .set({ balance: sql`${balances.balance} - ${entry.amount}`, updatedAt: new Date() })
        .where(sql`${balances.userId} = ${entry.userId} and ${balances.balance} >= ${entry.amount}`)
        .returning({ balance: balances.balance });
      if (!after) return 'insufficient';
      const [row] = await tx.update(entries).set({ balanceAfter: after.balance }).where(sql`${entries.id} = ${claimed.id}`).returning();
      return row!;
    },

    async balanceOf(executor: Db | Tx, userId: string): Promise<number> {
      const [row] = await executor.select({ balance: balances.balance }).from(balances).where(sql`${balances.userId} = ${userId}`);
      return row?.balance ?? 0;
    },

    async entriesOf(db: Db, userId: string, limit = 500): Promise<LedgerEntry[]> {
      return db.select().from(entries).where(sql`${entries.userId} = ${userId}`).orderBy(sql`${entries.createdAt} desc`).limit(limit);
    },

    /** Every balance that differs from the sum of its entries (npm run audit:ledger). */
    async audit(db: Db) {
      const result = await db.execute(sql`
        with sums as (
          select user_id, sum(case when kind = 'debit' then -amount else amount end) as total from ${entries} group by user_id
        )
        select coalesce(b.user_id, s.user_id) as user_id, coalesce(b.balance, 0) as balance, coalesce(s.total, 0) as total
        from ${balances} b full outer join sums s on s.user_id = b.user_id
        where coalesce(b.balance, 0) <> coalesce(s.total, 0)`);
      const rows = (result as unknown as { rows: { user_id: string; balance: string | number; total: string | number }[] }).rows;
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(balances);
      return { checked: Number(n), differences: rows.map((r) => ({ userId: r.user_id, balance: Number(r.balance), ledger: Number(r.total) })) };
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

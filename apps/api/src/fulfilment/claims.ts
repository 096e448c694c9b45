import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { builtOnce, placeholdersToSet } from '../platform/built-once.js';
import { secondsFromNow, unclaimed } from '../platform/claims.js';
import type { Db, Tx } from '../platform/database.js';
import { supplierOrders } from './tables.js';

// Which worker talks to a supplier about a supplier order: a claim taken in one statement before
// the call, renewed while it lasts, and free again when it runs out (its worker died).

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

const open = ['new', 'sending', 'processing'];

/** The claim of a supplier order still in the status it was read in: built once, as every delivery runs it. */
const claimRow = builtOnce((db) =>
  db
    .update(supplierOrders)
    .set({
      ...placeholdersToSet(supplierOrders, ['status']),
      claimedUntil: secondsFromNow(sql.placeholder('claimSeconds')),
      attempts: sql`${supplierOrders.attempts} + 1`,
      sentAt: sql`coalesce(${supplierOrders.sentAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(supplierOrders.id, sql.placeholder('id')), eq(supplierOrders.status, sql.placeholder('was')), unclaimed(supplierOrders.claimedUntil)))
    .returning(),
);

export function createSupplierOrderClaims({ db, claimSeconds, maxAttempts }: { db: Db; claimSeconds: number; maxAttempts: number }) {
  return {
    /** An order's supplier orders in SKU order. */
    rowsOf: (executor: Db | Tx, orderId: string) => executor.select().from(supplierOrders).where(eq(supplierOrders.orderId, orderId)).orderBy(asc(supplierOrders.position)),

    /**
     * Takes a supplier order for this worker, as it was read (`status`): null when another worker
     * has it or it moved meanwhile. A new one is marked sending in the same statement.
     */
    async claim(row: SupplierOrderRow): Promise<SupplierOrderRow | null> {
      const [claimed] = await claimRow(db, { id: row.id, was: row.status, status: row.status === 'new' ? 'sending' : row.status, claimSeconds });
      return claimed ?? null;
    },

    /** Pushes a held claim forward (only while this worker still holds it). */
    async renew(row: SupplierOrderRow) {
      await db
        .update(supplierOrders)
        .set({ claimedUntil: secondsFromNow(claimSeconds) })
        .where(and(eq(supplierOrders.id, row.id), sql`${supplierOrders.claimedUntil} is not null`));
    },

    /** Paid orders with a supplier order whose retry time has come, unclaimed (its worker may have died). */
    async dueOrders(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ orderId: supplierOrders.orderId })
        .from(supplierOrders)
        .where(and(inArray(supplierOrders.status, open), lt(supplierOrders.attempts, maxAttempts), lte(supplierOrders.nextAttemptAt, sql`now()`), unclaimed(supplierOrders.claimedUntil)))
        .limit(200);
      return rows.map((r) => r.orderId);
    },
  };
}

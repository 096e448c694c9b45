import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.js';
import { claimColumns, idKey, moment, paise, reference, timestamps } from '../platform/tables.js';

/**
 * One supplier order per SKU of a paid order's pack. The row is written before the supplier is
 * called, so after a crash the shop knows a call may have reached the supplier and asks about
 * `reference` before placing anything again or giving money back.
 *
 * status: `new` (never sent), `sending` (a call is or was in flight: outcome unknown), `processing`
 * (accepted, not yet delivered), `delivered`, `failed` (the supplier confirmed nothing was
 * delivered: refundable), `held` (the supplier placed nothing because of the shop's side: an
 * admin retries), `unknown` (no answer, and the supplier cannot be asked: an admin looks).
 */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    ...idKey(),
    orderId: reference('order_id', () => orders.id),
    /** The SKU's place in the pack's itemidarray, from 1. */
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    /** Our reference, the same on every attempt: the order's client_txn_id and the position. */
    reference: text('reference').notNull().unique(),
    supplier: text('supplier').notNull(),
    supplierOrderId: text('supplier_order_id'),
    status: text('status').notNull().default('new'),
    /**
     * One delivery at a time per row: a worker owns the row until `claimed_until` (a crash frees
     * it). A sweep takes it up from `next_attempt_at`: a grace after it is written, then each
     * unfinished pass's retry time.
     */
    ...claimColumns(),
    /**
     * What the supplier charged for it, in its balance's currency, as the supplier wrote it
     * (MooGold's order total): the dashboard estimates what waiting orders of the same SKU will cost.
     */
    cost: text('cost'),
    /**
     * The charge in millionths of the supplier's unit (its answer, or its price list for a supplier
     * whose answer has none), the owner's rate when it was delivered, and the two multiplied, in
     * paise: the order keeps them whatever rate is set later.
     */
    costMicros: bigint('cost_micros', { mode: 'number' }),
    rupeesPerUnit: numeric('rupees_per_unit', { precision: 18, scale: 6 }),
    costPaise: paise('cost_paise'),
    /** What the supplier last said (or why it could not be asked), for the admin. */
    lastAnswer: text('last_answer'),
    sentAt: moment('sent_at'),
    deliveredAt: moment('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    check('supplier_orders_status', sql`${t.status} in ('new', 'sending', 'processing', 'delivered', 'failed', 'held', 'unknown')`),
    uniqueIndex('supplier_orders_order_position_idx').on(t.orderId, t.position),
    index('supplier_orders_status_idx').on(t.status, t.updatedAt),
    // The sweep's question: unfinished supplier orders whose time has come.
    index('supplier_orders_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('new', 'sending', 'processing')`),
  ],
);

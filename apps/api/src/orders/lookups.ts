import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/database.js';
import { orders } from './tables.js';

// Reads of orders that other features need (a wallet row names the order it paid; the delivery
// job delivers a paid order).

/** An order waiting to be delivered (Processing), or null. */
export async function orderToDeliver(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order?.status === 'Processing' ? order : null;
}

/** The client_txn_id of each of several orders (a wallet row names the order it paid). */
export async function clientTxnIdsOf(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, clientTxnId: orders.clientTxnId }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r.clientTxnId]));
}

/** The id of the order with a client_txn_id, as a subquery for another feature's filter. */
export function orderIdWithTxnId(db: Db, clientTxnId: string) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.clientTxnId, clientTxnId.toUpperCase()));
}

/** Of some orders, those still Processing (waiting to be delivered). */
export async function processingOrderIds(db: Db, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, orderIds), eq(orders.status, 'Processing')));
  return rows.map((r) => r.id);
}

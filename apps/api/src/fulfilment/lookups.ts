import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SupplierOrderView } from '@shop/contract/admin';
import type { Db } from '../platform/database.js';
import { supplierLabelOf } from './suppliers-from-config.js';
import { supplierOrders } from './tables.js';

// What other features read of deliveries: the customer's timeline and the admin's desk.

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/** Each paid order's supplier orders, for the admin's desk and the customer's timeline. */
export async function supplierOrdersOf(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, SupplierOrderRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(supplierOrders).where(inArray(supplierOrders.orderId, orderIds)).orderBy(asc(supplierOrders.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The delivery desk's view of each order's supplier orders. */
export async function deliveryViewsOf(db: Db, orderIds: string[]): Promise<Map<string, SupplierOrderView[]>> {
  const rows = await supplierOrdersOf(db, orderIds);
  return new Map(
    [...rows].map(([orderId, list]) => [
      orderId,
      list.map((r) => ({
        reference: r.reference,
        sku: r.sku,
        supplier: supplierLabelOf(r.supplier),
        status: r.status as SupplierOrderView['status'],
        attempts: r.attempts,
        supplier_order_id: r.supplierOrderId,
        last_answer: r.lastAnswer,
        sent_at: r.sentAt?.toISOString() ?? null,
        delivered_at: r.deliveredAt?.toISOString() ?? null,
      })),
    ]),
  );
}

/**
 * What a supplier charged the last time for each SKU it has delivered, in millionths of its unit:
 * the cost of a supplier without a price list (MooGold) is learnt from its charges.
 */
export async function latestCharges(db: Db, supplier: string): Promise<Map<string, number>> {
  const rows = await db
    .selectDistinctOn([supplierOrders.sku], { sku: supplierOrders.sku, costMicros: supplierOrders.costMicros })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.supplier, supplier), eq(supplierOrders.status, 'delivered'), isNotNull(supplierOrders.costMicros)))
    .orderBy(supplierOrders.sku, desc(supplierOrders.deliveredAt));
  return new Map(rows.map((r) => [r.sku, r.costMicros!]));
}

import type { PackForDelivery } from '../catalogue/service.js';
import type { OrderRow } from '../orders/state.js';
import { OutsideServiceDown } from '../platform/http.js';
import { NEEDS_ATTENTION, type Answer } from './outcomes.js';
import type { Supplier } from './supplier.js';
import { supplierLabels, type Suppliers } from './suppliers-from-config.js';
import type { supplierOrders } from './tables.js';

// Who delivers a paid order's pack, and one conversation with that supplier about one of its
// supplier orders: the delivery's decisions that need no claim and no database.

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/** The supplier, game and api type an order's supplier orders go to. */
export type Plan = { supplier: Supplier; supplierName: string; gameType: string; apiType: string | null };

/** The plan for a pack: a supplier, an admin (`manual`), or the keys it lacks. */
export function planFor(suppliers: Suppliers, pack: PackForDelivery | null): Plan | 'manual' | { missing: string } {
  if (!pack?.isApi || pack.skus.length === 0) return 'manual';
  const choice = suppliers.choose(pack.apiType);
  if (choice.kind === 'manual') return 'manual';
  if (choice.kind === 'missing') return { missing: `${NEEDS_ATTENTION}: no ${supplierLabels[choice.key]} keys (${choice.missing}); deliver it by hand or set them and retry` };
  return { supplier: choice.supplier, supplierName: supplierLabels[choice.key], gameType: pack.type, apiType: pack.apiType };
}

/** An order's supplier orders, one per SKU, each under a reference that stays the same on every attempt. */
export const newSupplierOrders = (order: OrderRow, plan: Plan, skus: string[]) =>
  skus.map((sku, i) => ({ orderId: order.id, position: i + 1, sku, reference: `${order.clientTxnId}-${i + 1}`, supplier: plan.supplier.name }));

/**
 * One pass for a claimed supplier order: find out what happened to an earlier call (it was left
 * `before` sending or processing), else place it.
 */
export async function ask(plan: Plan, order: OrderRow, row: SupplierOrderRow, before: string): Promise<Answer> {
  const { supplier } = plan;
  try {
    if (before === 'sending' || before === 'processing') {
      // The supplier cannot be asked and may have delivered: placing again could deliver twice.
      if (!supplier.orderStatus) return { status: 'unknown', supplier: supplier.name };
      const known = await supplier.orderStatus(row.reference);
      if (known.status !== 'not-found') return known;
    }
    const result = await supplier.placeOrder({ reference: row.reference, sku: row.sku, userid: order.input1, zoneid: order.input2, gameType: plan.gameType, apiType: plan.apiType });
    // Accepted orders are often delivered within the second: one look now saves the customer a
    // retry's wait.
    const now = result.status === 'processing' && supplier.orderStatus ? await supplier.orderStatus(row.reference) : result;
    return now.status === 'not-found' ? result : now;
  } catch (err) {
    if (!(err instanceof OutsideServiceDown)) throw err;
    return { status: 'no-answer', reason: err.reason };
  }
}

import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contract/orders';
import type { Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { markCouponUsed, releaseCoupon } from '../coupons/service.js';
import { creditWallet } from '../wallet/service.js';
import { orders } from './tables.js';

export type OrderRow = typeof orders.$inferSelect;

/** The order state machine (ARCHITECTURE: Orders). Nothing else writes `orders.status`. */
const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  Created: ['Processing', 'Failed'],
  Processing: ['Completed', 'Refunded', 'Cancelled'],
  Completed: [],
  Failed: [],
  Refunded: [],
  Cancelled: [],
};

/** Reads an order with its row locked for the rest of the transaction. */
export async function lockOrder(tx: Tx, where: { id: string } | { clientTxnId: string }): Promise<OrderRow | null> {
  const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.clientTxnId, where.clientTxnId);
  const [row] = await tx.select().from(orders).where(condition).limit(1).for('update');
  return row ?? null;
}

/** Moves a locked order to its next state, with the fields that change with it. */
export async function moveOrder(tx: Tx, order: OrderRow, to: OrderStatus, changes: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  if (!allowed[order.status as OrderStatus].includes(to)) {
    throw new AppError('CONFLICT', `An order that is ${order.status} cannot become ${to}.`);
  }
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  // A coupon's use counts once the order is paid and goes back when the order does not stand.
  if (order.couponCode) {
    if (to === 'Processing') await markCouponUsed(tx, order.id);
    if (to === 'Failed' || to === 'Refunded' || to === 'Cancelled') await releaseCoupon(tx, order.id);
  }
  return row!;
}

/** Marks an order for an admin to look at, without changing its state. */
export async function flagOrder(tx: Tx, orderId: string, flag: string) {
  await tx.update(orders).set({ flag, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Processing -> Refunded: the price goes back to the customer's wallet, once (a unique ledger row). */
export async function refundOrder(tx: Tx, order: OrderRow, reason: string): Promise<OrderRow> {
  const refunded = await moveOrder(tx, order, 'Refunded', { reason });
  await creditWallet(tx, {
    userId: order.userId,
    amountPaise: order.pricePaise,
    type: 'Refunded',
    txnid: `${order.clientTxnId}-R`,
    orderId: order.id,
    reason: `Refund for order ${order.clientTxnId}: ${reason}`,
  });
  return refunded;
}

import { and, eq } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import type { Db } from '../platform/database.js';
import { isTopupTxnId } from '../platform/txn-ids.js';
import type { OpenPayment, PaymentOwner, SettledPayment } from '../payments/service.js';
import type { OrderStates } from './state.js';
import { orders } from './tables.js';

/**
 * Orders paid by UPI, as their payment's owner: a paid order becomes Processing (its paid
 * reactions, delivery among them, run in the same transaction); a failed payment, or one of the wrong amount (flagged
 * for an admin), fails it.
 */
export function createOrderPayments({ db, states, log }: { db: Db; states: OrderStates; log: { warn(obj: object, msg: string): void } }): PaymentOwner {
  const paymentOfRow = (row: { clientTxnId: string; gatewayOrderId: string | null; createdAt: Date }): OpenPayment => ({
    clientTxnId: row.clientTxnId,
    gatewayOrderId: row.gatewayOrderId,
    createdAt: row.createdAt,
  });
  return {
    owns: (clientTxnId) => !isTopupTxnId(clientTxnId),

    async settlePayment(clientTxnId: string, verdict: SettledPayment) {
      await db.transaction(async (tx) => {
        const order = await states.lock(tx, { clientTxnId });
        if (!order || order.status !== 'Created') return;
        if (verdict.state === 'failed') {
          await states.move(tx, order, 'Failed', { reason: verdict.reason });
          return;
        }
        // Points paid the rest of the price when the order was placed.
        const duePaise = order.pricePaise - order.pointsPaise;
        if (verdict.amountPaise !== duePaise) {
          log.warn({ clientTxnId, paid: verdict.amountPaise, expected: duePaise }, 'paid amount differs from the order');
          await states.move(tx, order, 'Failed', {
            reason: 'The amount paid did not match the order. Our team will contact you.',
            flag: `Paid ₹${paiseToRupees(verdict.amountPaise)}, expected ₹${paiseToRupees(duePaise)} (UPI ref ${verdict.reference ?? 'none'})`,
            upiTxnId: verdict.reference,
          });
          return;
        }
        await states.move(tx, order, 'Processing', { paidAt: new Date(), upiTxnId: verdict.reference });
      });
    },

    async paymentOf(clientTxnId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.clientTxnId, clientTxnId));
      return row ? paymentOfRow(row) : null;
    },

    async openPayments() {
      const rows = await db
        .select({ clientTxnId: orders.clientTxnId, gatewayOrderId: orders.gatewayOrderId, createdAt: orders.createdAt })
        .from(orders)
        .where(and(eq(orders.status, 'Created'), eq(orders.paymentMode, 'upi')));
      return rows.map(paymentOfRow);
    },
  };
}

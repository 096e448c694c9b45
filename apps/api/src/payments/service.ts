import { and, eq } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import { DELIVERY_QUEUE } from '../orders/service.js';
import { lockOrder, moveOrder } from '../orders/state.js';
import { orders, paymentEvents } from '../orders/tables.js';
import type { Db } from '../platform/database.js';
import { notFound } from '../platform/errors.js';
import type { Jobs } from '../platform/jobs.js';
import { addToBalance } from '../wallet/service.js';
import { walletTransactions } from '../wallet/tables.js';
import type { PaymentGateway, PaymentState, WebhookRequest } from './gateway.js';
import { isTopupTxnId } from './references.js';

/** Unpaid payments fail after 30 minutes (issue 4). */
export const PAYMENT_TIMEOUT_MS = 30 * 60_000;
export const RECONCILE_QUEUE = 'reconcile-payments';

export type Payments = ReturnType<typeof createPayments>;

/**
 * Applies what the gateway says about a payment, exactly once, whichever way it arrives: the
 * return page's status call, the webhook or the reconciliation job, in any order, any number of
 * times. Each settlement locks the order (or top-up) row and acts only while it is Created.
 */
export function createPayments({ db, gateway, jobs, log }: { db: Db; gateway: PaymentGateway; jobs: Jobs; log: { warn(obj: object, msg: string): void } }) {
  async function settle(clientTxnId: string, verdict: PaymentState): Promise<void> {
    if (verdict.state === 'pending') return;
    if (isTopupTxnId(clientTxnId)) return settleTopup(clientTxnId, verdict);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, { clientTxnId });
      if (!order || order.status !== 'Created') return;
      if (verdict.state === 'failed') {
        await moveOrder(tx, order, 'Failed', { reason: verdict.reason });
        return;
      }
      if (verdict.amountPaise !== order.pricePaise) {
        log.warn({ clientTxnId, paid: verdict.amountPaise, expected: order.pricePaise }, 'paid amount differs from the order');
        await moveOrder(tx, order, 'Failed', {
          reason: 'The amount paid did not match the order. Our team will contact you.',
          flag: `Paid ₹${paiseToRupees(verdict.amountPaise)}, expected ₹${paiseToRupees(order.pricePaise)} (UPI ref ${verdict.reference ?? 'none'})`,
          upiTxnId: verdict.reference,
        });
        return;
      }
      const paid = await moveOrder(tx, order, 'Processing', { paidAt: new Date(), upiTxnId: verdict.reference });
      await jobs.enqueue(tx, DELIVERY_QUEUE, { orderId: paid.id }, { singletonKey: paid.id });
    });
  }

  async function settleTopup(txnid: string, verdict: Exclude<PaymentState, { state: 'pending' }>) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.txnid, txnid)).limit(1).for('update');
      if (!row || row.status !== 'Created') return;
      const now = new Date();
      if (verdict.state === 'failed') {
        await tx.update(walletTransactions).set({ status: 'Failed', reason: verdict.reason, updatedAt: now }).where(eq(walletTransactions.id, row.id));
        return;
      }
      if (verdict.amountPaise !== row.amountPaise) {
        log.warn({ txnid, paid: verdict.amountPaise, expected: row.amountPaise }, 'paid amount differs from the top-up');
        await tx
          .update(walletTransactions)
          .set({
            status: 'Failed',
            reason: 'The amount paid did not match the top-up. Our team will contact you.',
            flag: `Paid ₹${paiseToRupees(verdict.amountPaise)}, expected ₹${paiseToRupees(row.amountPaise)}`,
            reference: verdict.reference,
            updatedAt: now,
          })
          .where(eq(walletTransactions.id, row.id));
        return;
      }
      await tx.update(walletTransactions).set({ status: 'Success', reference: verdict.reference, updatedAt: now }).where(eq(walletTransactions.id, row.id));
      await addToBalance(tx, row.userId, row.amountPaise);
    });
  }

  /** Asks the gateway about one payment and applies the answer. */
  async function refresh(payment: { clientTxnId: string; gatewayOrderId: string | null; createdAt: Date }) {
    await settle(payment.clientTxnId, await gateway.check(payment));
  }

  return {
    settle,
    refresh,

    /** A webhook: authenticated by the gateway's rules, duplicates dropped, unsigned claims re-checked. */
    async handleWebhook(provider: string, request: WebhookRequest) {
      if (provider !== gateway.name) throw notFound(`No payment gateway named ${provider} is in use.`);
      const notice = await gateway.readWebhook(request);
      const clientTxnId = notice.clientTxnId;
      if (!clientTxnId) return;
      if (notice.eventId) {
        const fresh = await db.insert(paymentEvents).values({ gateway: gateway.name, eventId: notice.eventId, clientTxnId }).onConflictDoNothing().returning();
        if (fresh.length === 0) return; // delivered before
      }
      try {
        if (notice.claimed) return await settle(clientTxnId, notice.claimed);
        const payment = await paymentOf(clientTxnId);
        if (payment) await refresh(payment);
      } catch (err) {
        // Not applied: forget the event so that the gateway's redelivery is not dropped.
        if (notice.eventId) await db.delete(paymentEvents).where(and(eq(paymentEvents.gateway, gateway.name), eq(paymentEvents.eventId, notice.eventId)));
        throw err;
      }
    },

    /**
     * The reconciliation job: re-checks every payment still Created, and fails those unpaid for
     * 30 minutes. Top-ups and orders alike.
     */
    async reconcile(now = new Date()) {
      const open = [
        ...(await db.select({ clientTxnId: orders.clientTxnId, gatewayOrderId: orders.gatewayOrderId, createdAt: orders.createdAt }).from(orders).where(and(eq(orders.status, 'Created'), eq(orders.paymentMode, 'upi')))),
        ...(await db
          .select({ clientTxnId: walletTransactions.txnid, gatewayOrderId: walletTransactions.gatewayOrderId, createdAt: walletTransactions.createdAt })
          .from(walletTransactions)
          .where(eq(walletTransactions.status, 'Created'))),
      ];
      for (const payment of open) {
        try {
          await refresh(payment);
          if (now.getTime() - payment.createdAt.getTime() >= PAYMENT_TIMEOUT_MS) {
            await settle(payment.clientTxnId, { state: 'failed', reason: 'Payment not received within 30 minutes.' });
          }
        } catch (err) {
          log.warn({ err, clientTxnId: payment.clientTxnId }, 'reconciliation could not check a payment');
        }
      }
      return { checked: open.length };
    },
  };

  async function paymentOf(clientTxnId: string) {
    if (isTopupTxnId(clientTxnId)) {
      const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.txnid, clientTxnId));
      return row ? { clientTxnId, gatewayOrderId: row.gatewayOrderId, createdAt: row.createdAt } : null;
    }
    const [row] = await db.select().from(orders).where(eq(orders.clientTxnId, clientTxnId));
    return row ? { clientTxnId, gatewayOrderId: row.gatewayOrderId, createdAt: row.createdAt } : null;
  }
}


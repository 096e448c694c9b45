import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/database.js';
import { notFound } from '../platform/errors.js';
import type { PaymentGateway, PaymentState, WebhookRequest } from './gateway.js';
import { paymentEvents } from './tables.js';

/** Unpaid payments fail after 30 minutes. */
export const PAYMENT_TIMEOUT_MS = 30 * 60_000;
export const RECONCILE_QUEUE = 'reconcile-payments';

/** A payment the gateway has decided: paid (with the amount and UPI reference) or failed. */
export type SettledPayment = Exclude<PaymentState, { state: 'pending' }>;
export type OpenPayment = { clientTxnId: string; gatewayOrderId: string | null; createdAt: Date };

/**
 * What a payment pays for (an order, a wallet top-up) belongs to another feature, which applies
 * a decided payment to its own rows: payments never reads or writes them.
 */
export type PaymentOwner = {
  /** Whether a payment's client_txn_id is one of this owner's (its prefix says). */
  owns(clientTxnId: string): boolean;
  /** Applies a decided payment exactly once: in one transaction, only while the row is Created. */
  settlePayment(clientTxnId: string, verdict: SettledPayment): Promise<void>;
  /** The payment of one row, to ask the gateway about. */
  paymentOf(clientTxnId: string): Promise<OpenPayment | null>;
  /** Every payment still awaited, for reconciliation. */
  openPayments(): Promise<OpenPayment[]>;
};

export type Payments = ReturnType<typeof createPayments>;

/**
 * Applies what the gateway says about a payment, exactly once, whichever way it arrives: the
 * return page's status call, the webhook or the reconciliation job, in any order, any number of
 * times. The owner of what was paid locks its row and acts only while it is Created.
 */
export function createPayments({ db, gateway, owners, log }: { db: Db; gateway: PaymentGateway; owners: PaymentOwner[]; log: { warn(obj: object, msg: string): void } }) {
  const ownerOf = (clientTxnId: string) => owners.find((o) => o.owns(clientTxnId));

  async function settle(clientTxnId: string, verdict: PaymentState): Promise<void> {
    if (verdict.state === 'pending') return;
    await ownerOf(clientTxnId)?.settlePayment(clientTxnId, verdict);
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
        const payment = await ownerOf(clientTxnId)?.paymentOf(clientTxnId);
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
      const open = (await Promise.all(owners.map((o) => o.openPayments()))).flat();
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
}

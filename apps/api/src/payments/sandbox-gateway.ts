import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paiseText, paiseToRupees } from '@shop/contract/money';
import type { Db } from '../platform/database.js';
import { AppError, badRequest, notFound } from '../platform/errors.js';
import type { PaymentGateway, PaymentState, WebhookNotice } from './gateway.js';
import { isTopupTxnId } from '../platform/txn-ids.js';
import { sandboxPayments } from './tables.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

type SandboxWebhook = { event_id: string; client_txn_id: string; status: 'success' | 'failure'; amount: number; reference: string | null };

/**
 * The sandbox UPI gateway (ARCHITECTURE: sandbox contract): its payment page is served by the
 * shop at /sandbox/pay/{client_txn_id}; Pay and Fail settle the payment and send a webhook
 * signed like a real gateway's, which the shop verifies like any other.
 */
export function createSandboxGateway({ db, key, deliverWebhook }: { db: Db; key: Uint8Array; deliverWebhook: (body: string, signature: string) => Promise<void> }) {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('hex');

  const gateway: PaymentGateway = {
    name: 'sandbox',
    async create(request) {
      await db
        .insert(sandboxPayments)
        .values({ clientTxnId: request.clientTxnId, amountPaise: request.amountPaise, description: request.description, returnUrl: request.returnUrl })
        .onConflictDoNothing();
      return { paymentUrl: `/sandbox/pay/${request.clientTxnId}`, gatewayOrderId: request.clientTxnId };
    },
    async check({ clientTxnId }): Promise<PaymentState> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      if (!row || row.status === 'pending') return { state: 'pending' };
      if (row.status === 'failure') return { state: 'failed', reason: 'The payment was declined.' };
      return { state: 'paid', amountPaise: row.amountPaise, reference: row.reference };
    },
    async readWebhook({ headers, rawBody }): Promise<WebhookNotice> {
      const given = Buffer.from(String(headers[SANDBOX_SIGNATURE_HEADER] ?? ''), 'hex');
      const expected = Buffer.from(sign(rawBody.toString('utf8')), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
      let notice: SandboxWebhook;
      try {
        notice = JSON.parse(rawBody.toString('utf8')) as SandboxWebhook;
      } catch {
        throw badRequest('Unreadable webhook');
      }
      return {
        clientTxnId: notice.client_txn_id,
        eventId: notice.event_id,
        claimed: notice.status === 'success' ? { state: 'paid', amountPaise: notice.amount, reference: notice.reference } : { state: 'failed', reason: 'The payment was declined.' },
      };
    },
  };

  return {
    gateway,

    /** The payment page's details. */
    async payment(clientTxnId: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      if (!row) throw notFound('Payment not found');
      return {
        client_txn_id: row.clientTxnId,
        amount: paiseToRupees(row.amountPaise),
        purpose: isTopupTxnId(row.clientTxnId) ? ('topup' as const) : ('order' as const),
        description: row.description,
        status: row.status as 'pending' | 'success' | 'failure',
        upiUri: `upi://pay?pa=sstore@sandbox&pn=S-Store&am=${paiseText(row.amountPaise)}&cu=INR&tr=${row.clientTxnId}&tn=${encodeURIComponent(row.description)}`,
        returnUrl: row.returnUrl,
      };
    },

    /** Pay or Fail on the sandbox page: settles once, then sends the signed webhook. */
    async pay(clientTxnId: string, outcome: 'success' | 'failure') {
      const reference = outcome === 'success' ? String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999)) : null;
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      if (!row) throw notFound('Payment not found');
      if (row.status === 'pending') {
        await db.update(sandboxPayments).set({ status: outcome, reference }).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      }
      const [settled] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      const body = JSON.stringify({
        event_id: `evt_${clientTxnId}_${settled!.status}`,
        client_txn_id: clientTxnId,
        status: settled!.status as 'success' | 'failure',
        amount: settled!.amountPaise,
        reference: settled!.reference,
      } satisfies SandboxWebhook);
      await deliverWebhook(body, sign(body));
      return { returnUrl: settled!.returnUrl };
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

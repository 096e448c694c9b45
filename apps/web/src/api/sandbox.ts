import type { SandboxPayRequest } from '@shop/contract/orders';
import { apiRequest } from './client';

// The sandbox UPI gateway (ARCHITECTURE: sandbox contract). The schemas are imported on first use.
const contract = () => import('@shop/contract/orders');
const returnUrlAnswer = async () => {
  const { z } = await import('zod');
  return z.object({ returnUrl: z.string() });
};

/** The payment page's details: amount, what is paid for, the UPI link and where to return. */
export const getSandboxPayment = (clientTxnId: string, signal?: AbortSignal) =>
  apiRequest(`/sandbox/payments/${encodeURIComponent(clientTxnId)}`, async () => (await contract()).sandboxPaymentResponse, { signal });

/** Pay or Fail: settles the payment once and answers the shop's confirmation address. */
export const settleSandboxPayment = (clientTxnId: string, outcome: SandboxPayRequest['outcome']) =>
  apiRequest(`/sandbox/pay/${encodeURIComponent(clientTxnId)}`, returnUrlAnswer, { method: 'POST', body: { outcome } satisfies SandboxPayRequest });

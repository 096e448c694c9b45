import type { createOrderRequest, OrderStatusRequest, PaymentMode } from '@shop/contract/orders';
import type { z } from 'zod';
import { apiRequest } from './client';

// The schemas are imported on first use: see SchemaSource in client.ts.
const contract = () => import('@shop/contract/orders');

/** The spec's order payload less the payment mode, which createOrder adds; the server prices it, never the browser. */
export type OrderDraft = Omit<z.input<typeof createOrderRequest>, 'paymentmode' | 'key'>;

/**
 * Places an order paid by UPI or from the wallet. The Idempotency-Key makes a retry of the same
 * attempt answer the same order instead of creating a second one.
 */
export function createOrder(draft: OrderDraft, paymentmode: PaymentMode, idempotencyKey: string) {
  const options = { method: 'POST' as const, body: { ...draft, paymentmode }, headers: { 'Idempotency-Key': idempotencyKey } };
  return paymentmode === 'upi'
    ? apiRequest('/order/createOrder', async () => (await contract()).createUpiOrderResponse, options)
    : apiRequest('/order/createWalletOrder', async () => (await contract()).createWalletOrderResponse, options);
}

/** An order's live state; while it awaits UPI payment the server asks the gateway first. */
export const getOrderStatus = (clientTxnId: string, signal?: AbortSignal) =>
  apiRequest('/order/orderstatus', async () => (await contract()).orderStatusResponse, { method: 'POST', body: { client_txn_id: clientTxnId } satisfies OrderStatusRequest, signal });

/** The signed-in customer's orders (user view). */
export const getMyOrders = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/order/${encodeURIComponent(userid)}`, async () => (await contract()).ordersResponse, { signal });

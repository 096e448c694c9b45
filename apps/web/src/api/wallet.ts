import type { OrderStatusRequest, TopupRequest } from '@shop/contract/orders';
import { apiRequest } from './client';

// S-Coins wallet calls. The schemas are imported on first use.
const contract = () => import('@shop/contract/orders');

export const getWalletBalance = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/wallet/getbalance/${encodeURIComponent(userid)}`, async () => (await contract()).balanceResponse, { signal });

export const getWalletTransactions = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/wallet/gettransactions/${encodeURIComponent(userid)}`, async () => (await contract()).walletTransactionsResponse, { signal });

/** Starts a UPI top-up of whole rupees; the browser then goes to payment_url. */
export const startTopup = (request: TopupRequest) =>
  apiRequest('/wallet/topup', async () => (await contract()).topupResponse, { method: 'POST', body: request });

/** A top-up's live state; while it awaits payment the server asks the gateway first. */
export const getTopupStatus = (clientTxnId: string, signal?: AbortSignal) =>
  apiRequest('/wallet/txnstatus', async () => (await contract()).txnStatusResponse, { method: 'POST', body: { client_txn_id: clientTxnId } satisfies OrderStatusRequest, signal });

import type { RedeemPointsRequest } from '@shop/contract/points';
import { apiRequest } from './client';

// Reward points calls. The schemas are imported on first use (see SchemaSource in client.ts): the
// product page's payment sheet reads the balance, and that page keeps zod out of its first render.
const contract = () => import('@shop/contract/points');

export const getPointsBalance = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/points/getbalance/${encodeURIComponent(userid)}`, async () => (await contract()).pointsBalanceResponse, { signal });

/** The customer's moves of points, newest first. */
export const getPointsHistory = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/points/history/${encodeURIComponent(userid)}`, async () => (await contract()).pointsHistoryResponse, { signal });

/**
 * Moves points into S-Coins. The Idempotency-Key makes a retry of the same attempt answer the
 * first redemption instead of redeeming twice.
 */
export const redeemPoints = (request: RedeemPointsRequest, idempotencyKey: string) =>
  apiRequest('/points/redeempoints', async () => (await contract()).redeemPointsResponse, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

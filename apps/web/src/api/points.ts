import { pointsBalanceResponse, redeemPointsResponse } from '@shop/contract/points';
import { apiRequest } from './client';

// Reward points calls. Imported statically: the screens that call these already load the points
// contract for its number format, so a lazy import would save nothing.

export const getPointsBalance = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/points/getbalance/${encodeURIComponent(userid)}`, pointsBalanceResponse, { signal });

/**
 * Moves points into S-Coins. The Idempotency-Key makes a retry of the same attempt answer the
 * first redemption instead of redeeming twice.
 */
export const redeemPoints = (request: { value: number; userid: string }, idempotencyKey: string) =>
  apiRequest('/points/redeempoints', redeemPointsResponse, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

import { redeemEarningsResponse, referralCodeResponse, referralStatsResponse, referralTransactionsResponse } from '@shop/contract/referrals';
import { apiRequest } from './client';

// Refer-and-earn calls. The server reads whose data it is from the session, so every body is
// empty. Imported statically: only the lazily loaded referral screens use them.

const post = { method: 'POST' as const, body: {} };

export const getReferralCode = (signal?: AbortSignal) => apiRequest('/referral/get-referral', referralCodeResponse, { ...post, signal });

/** Answers the existing code when there is one, so a second click changes nothing. */
export const generateReferralCode = () => apiRequest('/referral/generate-referral', referralCodeResponse, post);

export const getReferralStats = (signal?: AbortSignal) => apiRequest('/referral/referral-stats', referralStatsResponse, { ...post, signal });

export const getReferralTransactions = (signal?: AbortSignal) =>
  apiRequest('/referral/get-referral-transactions', referralTransactionsResponse, { ...post, signal });

/** The Idempotency-Key makes a repeated request of the same click answer the first redemption. */
export const redeemReferralEarnings = (idempotencyKey: string) =>
  apiRequest('/referral/redeem-earnings', redeemEarningsResponse, { ...post, headers: { 'Idempotency-Key': idempotencyKey } });

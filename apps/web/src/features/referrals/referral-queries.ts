import { queryOptions } from '@tanstack/react-query';
import { getReferralCode, getReferralStats, getReferralTransactions } from '../../api/referrals';

// The server answers for the session's user; the user id in each key keeps one account's
// answers from showing to the next account signed in on the same device.

export const referralCodeQuery = (userid: string) =>
  queryOptions({ queryKey: ['referral-code', userid], queryFn: ({ signal }) => getReferralCode(signal), staleTime: 60_000 });

// Earnings arrive whenever a referred friend tops up: read afresh on every visit.
export const referralStatsQuery = (userid: string) =>
  queryOptions({ queryKey: ['referral-stats', userid], queryFn: ({ signal }) => getReferralStats(signal), staleTime: 0 });

export const referralTransactionsQuery = (userid: string) =>
  queryOptions({ queryKey: ['referral-transactions', userid], queryFn: ({ signal }) => getReferralTransactions(signal), staleTime: 0 });

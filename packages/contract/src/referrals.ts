// Refer and earn: the referrer earns 2% of each of a referred customer's first three paid wallet
// top-ups, credited to their referral earnings, which they redeem into S-Coins.
import { z } from 'zod';
import { count, totalRupees, walletRupees } from './amounts.js';

export const REFERRAL_PERCENT = 2;
export const REFERRAL_TOPUPS = 3;

export const referralCodeResponse = z.object({ referralCode: z.string().nullable(), msg: z.string().optional() });
export const referralStatsResponse = z.object({
  totalEarnings: totalRupees,
  /** Shown as "Available": earned and not yet redeemed. */
  pendingEarnings: totalRupees,
  redeemedEarnings: totalRupees,
  totalReferrals: count,
});
export const referralTransaction = z.object({
  _id: z.string(),
  /** The referred customer's top-up. */
  orderId: z.string(),
  /** Masked, so that a referrer learns no one's address: r***@example.com. */
  userEmail: z.string(),
  orderAmount: walletRupees,
  /** Spelled as the spec spells it. */
  commision: walletRupees,
  createdAt: z.string(),
});
export const referralTransactionsResponse = z.array(referralTransaction);
export const redeemEarningsResponse = z.object({ msg: z.string(), redeemed: totalRupees, walletBalance: walletRupees });

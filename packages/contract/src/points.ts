// Reward points: 1 point = ₹1, earned at 1% of the price paid for a completed order, redeemed
// into S-Coins. Balances travel as points with up to two decimals; the server keeps hundredths.
import { z } from 'zod';
import { totalRupees, walletRupees } from './amounts.js';
import { idempotencyKey, rupees } from './input.js';
import { formatIndianNumber, MAX_TOTAL_RUPEES } from './money.js';

/** Points earned per rupee paid: 1%, rounded down to the hundredth of a point. */
export const POINTS_PERCENT = 1;
export const REDEEM_QUICK_AMOUNTS = [50, 100, 250, 500] as const;
/** The most one redemption may move (far above real balances; a bound, not a rule of the scheme). */
export const MAX_REDEEM_POINTS = 10_00_000;

/** Points in the Indian number format: 1,23,456.5. */
export const formatPoints = formatIndianNumber;

export const invalidPointsMessage = 'Please enter a valid points amount';
export const insufficientPointsMessage = (available: number) => `Insufficient points. You have ${formatPoints(available)} points available.`;

/** Points, like sums of rupees (1 point = ₹1), stay within what a JSON number holds exactly to the hundredth. */
export const pointsBalanceResponse = z.object({ balance: totalRupees });
export const redeemPointsRequest = z.object({
  value: rupees({ message: invalidPointsMessage, min: 0.01, max: MAX_REDEEM_POINTS, maxMessage: `At most ${formatPoints(MAX_REDEEM_POINTS)} points at once.` }),
  userid: z.string().trim().min(1).max(64),
});
export type RedeemPointsRequest = z.input<typeof redeemPointsRequest>;
export const redeemHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });
export const redeemPointsResponse = z.object({
  msg: z.string(),
  /** Points left. */
  balance: totalRupees,
  /** The wallet's balance in rupees after the redemption. */
  walletBalance: walletRupees,
});

/** One move of a customer's points, newest first on the points page. */
export const pointsEntry = z.object({
  id: z.string(),
  /** Points in (positive) or out (negative). */
  amount: z.number().min(-MAX_TOTAL_RUPEES).max(MAX_TOTAL_RUPEES),
  balanceAfter: totalRupees,
  reason: z.string(),
  /** The order it concerns, when it concerns one. */
  orderid: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;
export const pointsHistoryResponse = z.object({ entries: z.array(pointsEntry) });

// The weekly spend leaderboard: a week is India's Monday 00:00 to Sunday 23:59:59; the top three
// of a closed week are paid their rewards into the wallet.
import { z } from 'zod';
import { rupeesUpTo, totalRupees } from './amounts.js';
import { rupees } from './input.js';

export const PODIUM_PLACES = 3;
/** Rewards for places 1 to 3 until an admin sets them, rupees. */
export const DEFAULT_LEADERBOARD_REWARDS = [500, 300, 100] as const;
/** How many of the week's spenders the live board lists. */
export const LIVE_BOARD_SIZE = 50;
/** The most one place's reward may be. */
export const MAX_REWARD_RUPEES = 10_00_000;

export const leaderboardEntry = z.object({ _id: z.string(), name: z.string(), totalSpent: totalRupees });
export const liveLeaderboardResponse = z.object({
  success: z.boolean(),
  data: z.array(leaderboardEntry),
  msg: z.string(),
  /** When the week (and the challenge) resets: Monday 00:00 IST, as an ISO instant. */
  resetsAt: z.string(),
});
export const winnersGroup = z.object({
  /** The ISO week of the year. */
  weekNumber: z.number().int().min(1).max(53),
  /** The week's Monday, India's date (yyyy-mm-dd). */
  weekStart: z.string(),
  winners: z.array(leaderboardEntry.extend({ rewardAmount: rupeesUpTo(MAX_REWARD_RUPEES) })),
});
export const leaderboardWinnersResponse = z.object({ success: z.boolean(), data: z.array(winnersGroup), msg: z.string() });

const reward = (place: string) => rupees({ message: `Please enter the ${place} place's reward`, min: 0, max: MAX_REWARD_RUPEES, maxMessage: 'At most ₹10,00,000 a place' });
export const leaderboardRewardsBody = z.object({ first: reward('first'), second: reward('second'), third: reward('third') });
export type LeaderboardRewardsBody = z.input<typeof leaderboardRewardsBody>;
export type LeaderboardRewards = z.infer<typeof leaderboardRewardsBody>;
const rewardRupees = rupeesUpTo(MAX_REWARD_RUPEES);
export const leaderboardRewardsResponse = z.object({ first: rewardRupees, second: rewardRupees, third: rewardRupees });

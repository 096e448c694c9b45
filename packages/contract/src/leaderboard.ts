// The weekly spend leaderboard: a week is India's Monday 00:00 to Sunday 23:59:59; the top three
// of a closed week are paid their rewards into the wallet.
import { z } from 'zod';
import { rupees } from './input.js';

export const PODIUM_PLACES = 3;
/** Rewards for places 1 to 3 until an admin sets them, rupees. */
export const DEFAULT_LEADERBOARD_REWARDS = [500, 300, 100] as const;
/** How many of the week's spenders the live board lists. */
export const LIVE_BOARD_SIZE = 50;

export const leaderboardEntry = z.object({ _id: z.string(), name: z.string(), totalSpent: z.number() });
export const liveLeaderboardResponse = z.object({
  success: z.boolean(),
  data: z.array(leaderboardEntry),
  msg: z.string(),
  /** When the week (and the challenge) resets: Monday 00:00 IST, as an ISO instant. */
  resetsAt: z.string(),
});
export const winnersGroup = z.object({
  weekNumber: z.number().int(),
  /** The week's Monday, India's date (yyyy-mm-dd). */
  weekStart: z.string(),
  winners: z.array(leaderboardEntry.extend({ rewardAmount: z.number() })),
});
export const leaderboardWinnersResponse = z.object({ success: z.boolean(), data: z.array(winnersGroup), msg: z.string() });

const reward = (place: string) => rupees({ message: `Please enter the ${place} place's reward`, min: 0, max: 10_00_000, maxMessage: 'At most ₹10,00,000 a place' });
export const leaderboardRewardsBody = z.object({ first: reward('first'), second: reward('second'), third: reward('third') });
export const leaderboardRewardsResponse = z.object({ first: z.number(), second: z.number(), third: z.number() });

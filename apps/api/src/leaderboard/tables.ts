import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { createdAt, moment, paise, reference } from '../platform/tables.js';

/**
 * Each customer's spend in each week (India's Monday to Sunday), kept by the completed-order
 * reaction: the live board reads the top of one week from an index, however many orders there are.
 */
export const weeklySpend = pgTable(
  'weekly_spend',
  {
    weekStart: moment('week_start').notNull(),
    userId: reference('user_id', () => users.id),
    totalPaise: paise('total_paise').notNull(),
    orders: integer('orders').notNull().default(0),
    /** When the total last grew: of two equal totals, the one reached first ranks higher. */
    reachedAt: moment('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] }), index('weekly_spend_rank_idx').on(t.weekStart, t.totalPaise.desc().nullsFirst(), t.reachedAt)],
);

/** A closed week's top three and what each was paid, once. */
export const leaderboardWinners = pgTable(
  'leaderboard_winners',
  {
    weekStart: moment('week_start').notNull(),
    rank: integer('rank').notNull(),
    userId: reference('user_id', () => users.id),
    totalPaise: paise('total_paise').notNull(),
    rewardPaise: paise('reward_paise').notNull(),
    ...createdAt(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.rank] }), check('leaderboard_winners_rank', sql`${t.rank} between 1 and 3`)],
);

/** The rewards for places 1 to 3, set by an admin. */
export const leaderboardRewards = pgTable(
  'leaderboard_rewards',
  {
    rank: integer('rank').primaryKey(),
    rewardPaise: paise('reward_paise').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [check('leaderboard_rewards_rank', sql`${t.rank} between 1 and 3`), check('leaderboard_rewards_not_negative', sql`${t.rewardPaise} >= 0`)],
);

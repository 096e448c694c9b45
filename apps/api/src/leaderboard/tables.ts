import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';

/**
 * Each customer's spend in each week (India's Monday to Sunday), kept by the completed-order
 * reaction: the live board reads the top of one week from an index, however many orders there are.
 */
export const weeklySpend = pgTable(
  'weekly_spend',
  {
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull().default(0),
    /** When the total last grew: of two equal totals, the one reached first ranks higher. */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] }), index('weekly_spend_rank_idx').on(t.weekStart, t.totalPaise.desc().nullsFirst(), t.reachedAt)],
);

/** A closed week's top three and what each was paid, once. */
export const leaderboardWinners = pgTable(
  'leaderboard_winners',
  {
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    rank: integer('rank').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    rewardPaise: bigint('reward_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.rank] }), check('leaderboard_winners_rank', sql`${t.rank} between 1 and 3`)],
);

/** The rewards for places 1 to 3, set by an admin. */
export const leaderboardRewards = pgTable(
  'leaderboard_rewards',
  {
    rank: integer('rank').primaryKey(),
    rewardPaise: bigint('reward_paise', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('leaderboard_rewards_rank', sql`${t.rank} between 1 and 3`), check('leaderboard_rewards_not_negative', sql`${t.rewardPaise} >= 0`)],
);

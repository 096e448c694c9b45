import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { ledgerTables } from '../platform/tables.js';

/** Referral earnings in paise: `referral_balances` and `referral_entries` (earned, redeemed). */
export const { balances: referralBalances, entries: referralEntries } = ledgerTables('referral', () => users.id);

/** One cashback per paid top-up of a referred customer: what was topped up and what it earned. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    /** The top-up's transaction id: a top-up earns at most once. */
    topupTxnId: text('topup_txn_id').primaryKey(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id),
    referredId: uuid('referred_id')
      .notNull()
      .references(() => users.id),
    topupPaise: bigint('topup_paise', { mode: 'number' }).notNull(),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt), index('referral_rewards_referred_idx').on(t.referredId)],
);

/** Each customer's own referral code, made when they first ask for it on the Refer & Earn page. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who referred a customer: written once, in the registration's transaction, from a valid code. */
export const referralLinks = pgTable(
  'referral_links',
  {
    referredId: uuid('referred_id')
      .primaryKey()
      .references(() => users.id),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_links_referrer_idx').on(t.referrerId)],
);

import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { createdAt, ledgerTables, paise, reference } from '../platform/tables.js';

/** Referral earnings in paise: `referral_balances` and `referral_entries` (earned, redeemed). */
export const { balances: referralBalances, entries: referralEntries } = ledgerTables('referral', () => users.id);

/** One cashback per paid top-up of a referred customer: what was topped up and what it earned. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    /** The top-up's transaction id: a top-up earns at most once. */
    topupTxnId: text('topup_txn_id').primaryKey(),
    referrerId: reference('referrer_id', () => users.id),
    referredId: reference('referred_id', () => users.id),
    topupPaise: paise('topup_paise').notNull(),
    commissionPaise: paise('commission_paise').notNull(),
    ...createdAt(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt), index('referral_rewards_referred_idx').on(t.referredId)],
);

/** Each customer's own referral code, made when they first ask for it on the Refer & Earn page. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  code: text('code').notNull().unique(),
  ...createdAt(),
});

/** Who referred a customer: written once, in the registration's transaction, from a valid code. */
export const referralLinks = pgTable(
  'referral_links',
  {
    referredId: uuid('referred_id')
      .primaryKey()
      .references(() => users.id),
    referrerId: reference('referrer_id', () => users.id),
    ...createdAt(),
  },
  (t) => [index('referral_links_referrer_idx').on(t.referrerId)],
);

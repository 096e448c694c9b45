import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { REFERRAL_PERCENT, REFERRAL_TOPUPS } from '@shop/contract/referrals';
import { formatBalance, paiseToRupees } from '@shop/contract/money';
import { namesOf, peopleOf } from '../accounts/lookups.js';
import { ensureReferralCode, referralCodeOf, referredCount, referrerIdOf } from './codes.js';
import type { Caller } from '../accounts/session.js';
import type { Db, Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { createLedger } from '../platform/ledger.js';
import { redemptionTxnId } from '../platform/txn-ids.js';
import { creditWallet, entryByTxnid } from '../wallet/service.js';
import type { PaidTopup } from '../wallet/topups.js';
import { referralEntries, referralBalances, referralRewards } from './tables.js';

export type Referrals = ReturnType<typeof createReferrals>;

/** r***@example.com: enough for a referrer to recognise a friend, not to learn an address. */
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * Refer and earn on the shared ledger pattern: the paid-top-up reaction credits the referrer 2%
 * of each of the referred customer's first three top-ups, once per top-up; the referrer redeems
 * earnings into S-Coins in one transaction on both ledgers.
 */
export function createReferrals({ db }: { db: Db }) {
  const ledger = createLedger({ balances: referralBalances, entries: referralEntries });

  return {
    /** The paid-top-up reaction (inside the payment's transaction). */
    async rewardTopup(tx: Tx, topup: PaidTopup) {
      const referrerId = await referrerIdOf(tx, topup.userId);
      if (!referrerId || referrerId === topup.userId) return;
      // Top-ups of one customer paid at the same moment take turns, so "the first three" is exact.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral:${topup.userId}`}))`);
      const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(referralRewards).where(eq(referralRewards.referredId, topup.userId));
      if ((counted?.n ?? 0) >= REFERRAL_TOPUPS) return;
      const commissionPaise = Math.floor((topup.amountPaise * REFERRAL_PERCENT) / 100);
      if (commissionPaise <= 0) return;
      const [reward] = await tx
        .insert(referralRewards)
        .values({ topupTxnId: topup.txnid, referrerId, referredId: topup.userId, topupPaise: topup.amountPaise, commissionPaise })
        .onConflictDoNothing()
        .returning();
      if (!reward) return;
      await ledger.credit(tx, { userId: referrerId, amount: commissionPaise, key: `topup:${topup.txnid}`, reason: `${REFERRAL_PERCENT}% of a referred top-up`, ref: topup.txnid });
    },

    async code(caller: Caller) {
      return { referralCode: await referralCodeOf(db, caller.id) };
    },

    async generate(caller: Caller) {
      return { referralCode: await ensureReferralCode(db, caller.id, (await namesOf(db, [caller.id])).get(caller.id) ?? ''), msg: 'Referral code generated successfully!' };
    },

    async stats(caller: Caller) {
      const [totals] = await db
        .select({
          earned: sql<string>`coalesce(sum(${referralEntries.amount}) filter (where ${referralEntries.kind} = 'credit'), 0)`,
          redeemed: sql<string>`coalesce(sum(${referralEntries.amount}) filter (where ${referralEntries.kind} = 'debit'), 0)`,
        })
        .from(referralEntries)
        .where(eq(referralEntries.userId, caller.id));
      return {
        totalEarnings: paiseToRupees(Number(totals?.earned ?? 0)),
        pendingEarnings: paiseToRupees(await ledger.balanceOf(db, caller.id)),
        redeemedEarnings: paiseToRupees(Number(totals?.redeemed ?? 0)),
        totalReferrals: await referredCount(db, caller.id),
      };
    },

    async transactions(caller: Caller) {
      const rows = await db.select().from(referralRewards).where(eq(referralRewards.referrerId, caller.id)).orderBy(desc(referralRewards.createdAt)).limit(500);
      const people = await peopleOf(db, rows.map((r) => r.referredId));
      return rows.map((r) => ({
        _id: r.topupTxnId,
        orderId: r.topupTxnId,
        userEmail: maskEmail(people.get(r.referredId)?.email ?? ''),
        orderAmount: paiseToRupees(r.topupPaise),
        commision: paiseToRupees(r.commissionPaise),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /**
     * Moves every available rupee of earnings into S-Coins, in one transaction on both ledgers.
     * Sent twice (a double click, a retry with its key, two tabs), it moves them once.
     */
    async redeem(caller: Caller, idempotencyKey: string | null) {
      const key = `redeem:${caller.id}:${idempotencyKey ?? randomBytes(12).toString('hex')}`;
      const earlier = await ledger.entryByKey(db, key);
      if (earlier) return { msg: 'Earnings redeemed successfully!', redeemed: paiseToRupees(earlier.amount), walletBalance: await walletAfter(earlier.id) };
      return db.transaction(async (tx) => {
        const available = await ledger.balanceOf(tx, caller.id);
        if (available <= 0) throw new AppError('CONFLICT', 'There are no earnings to redeem yet.');
        const debit = await ledger.debit(tx, { userId: caller.id, amount: available, key, reason: 'Redeemed into S-Coins' });
        if (debit === 'insufficient' || debit === null) throw new AppError('CONFLICT', 'There are no earnings to redeem yet.');
        const { balancePaise } = await creditWallet(tx, {
          userId: caller.id,
          amountPaise: available,
          type: 'Credit',
          txnid: redemptionTxnId('referral', debit.id),
          reason: `Referral earnings of ${formatBalance(paiseToRupees(available))} redeemed`,
        });
        return { msg: 'Earnings redeemed successfully!', redeemed: paiseToRupees(available), walletBalance: paiseToRupees(balancePaise) };
      });
    },

    audit: () => ledger.audit(db),
  };

  /** The wallet balance right after a redemption's credit (for a repeated request's answer). */
  async function walletAfter(entryId: string): Promise<number> {
    const row = await entryByTxnid(db, redemptionTxnId('referral', entryId));
    return paiseToRupees(row?.balanceAfterPaise ?? 0);
  }
}

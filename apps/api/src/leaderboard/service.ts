import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_LEADERBOARD_REWARDS, LIVE_BOARD_SIZE, PODIUM_PLACES } from '@shop/contract/leaderboard';
import { istDate, istWeekStart, nextIstWeekStart } from '@shop/contract/india-time';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { namesOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import { builtOnce, placeholders, placeholdersToSet } from '../platform/built-once.js';
import type { Db, Tx } from '../platform/database.js';
import { leaderboardTxnId } from '../platform/txn-ids.js';
import { creditWallet } from '../wallet/service.js';
import { leaderboardRewards, leaderboardWinners, weeklySpend } from './tables.js';

export const CLOSE_WEEK_QUEUE = 'close-leaderboard-week';
/** Any fixed number: two instances closing the same week take turns. */
const CLOSE_LOCK = 7_300_001;

export type Leaderboard = ReturnType<typeof createLeaderboard>;

/** ISO week number of India's week that starts at `weekStart`. */
function isoWeekNumber(weekStart: Date): number {
  const monday = new Date(`${istDate(weekStart)}T00:00:00Z`);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
}

/** A completed order's price added to its customer's week: built once, as every completion runs it. */
const addToWeek = builtOnce((db) =>
  db
    .insert(weeklySpend)
    .values({ ...placeholders(['weekStart', 'userId', 'totalPaise', 'reachedAt']), orders: sql`1` })
    .onConflictDoUpdate({
      target: [weeklySpend.weekStart, weeklySpend.userId],
      set: { ...placeholdersToSet(weeklySpend, ['reachedAt']), totalPaise: sql`${weeklySpend.totalPaise} + ${sql.placeholder('totalPaise')}`, orders: sql`${weeklySpend.orders} + 1` },
    }),
);

/**
 * The weekly spend race: the completed-order reaction adds each order to its week's row, the
 * live board reads the week's top from an index, and a job closes ended weeks, paying the top
 * three into their wallets exactly once.
 */
export function createLeaderboard({ db, audit }: { db: Db; audit: AuditTrail }) {
  async function rewardsPaise(executor: Db | Tx): Promise<number[]> {
    const rows = await executor.select().from(leaderboardRewards);
    return DEFAULT_LEADERBOARD_REWARDS.map((rupees, i) => rows.find((r) => r.rank === i + 1)?.rewardPaise ?? rupeesToPaise(rupees));
  }

  return {
    /** The completed-order reaction: the price paid counts toward the week the order completed in. */
    async recordCompletion(tx: Tx, order: { userId: string; pricePaise: number; completedAt: Date | null }) {
      const at = order.completedAt ?? new Date();
      await addToWeek(tx, { weekStart: istWeekStart(at), userId: order.userId, totalPaise: order.pricePaise, reachedAt: at });
    },

    /** This week's spenders, highest first; of equal totals, who reached it first. */
    async liveBoard(now = new Date()) {
      const rows = await db
        .select()
        .from(weeklySpend)
        .where(eq(weeklySpend.weekStart, istWeekStart(now)))
        .orderBy(desc(weeklySpend.totalPaise), asc(weeklySpend.reachedAt))
        .limit(LIVE_BOARD_SIZE);
      const names = await namesOf(db, rows.map((r) => r.userId));
      return {
        success: true,
        data: rows.map((r) => ({ _id: r.userId, name: names.get(r.userId) ?? 'Gamer', totalSpent: paiseToRupees(r.totalPaise) })),
        msg: rows.length ? 'Leaderboard fetched successfully' : 'Competition Starts Soon',
        resetsAt: nextIstWeekStart(now).toISOString(),
      };
    },

    /** Closed weeks with their top three and rewards, newest first (the last 12 weeks). */
    async winners() {
      const rows = await db.select().from(leaderboardWinners).orderBy(desc(leaderboardWinners.weekStart), asc(leaderboardWinners.rank)).limit(12 * PODIUM_PLACES);
      const names = await namesOf(db, rows.map((r) => r.userId));
      const weeks = new Map<number, typeof rows>();
      for (const row of rows) weeks.set(row.weekStart.getTime(), [...(weeks.get(row.weekStart.getTime()) ?? []), row]);
      return {
        success: true,
        data: [...weeks.entries()].map(([start, winners]) => ({
          weekNumber: isoWeekNumber(new Date(start)),
          weekStart: istDate(new Date(start)),
          winners: winners.map((w) => ({ _id: w.userId, name: names.get(w.userId) ?? 'Gamer', totalSpent: paiseToRupees(w.totalPaise), rewardAmount: paiseToRupees(w.rewardPaise) })),
        })),
        msg: rows.length ? 'Winners fetched successfully' : 'No previous winners found.',
      };
    },

    /**
     * Closes every ended week that has spenders and no winners yet: records its top three and
     * credits each reward to the wallet, in one transaction per week. Run again (a retry, a
     * second instance), it finds the week closed and pays nothing.
     */
    async closeEndedWeeks(now = new Date()) {
      const open = await db
        .selectDistinct({ weekStart: weeklySpend.weekStart })
        .from(weeklySpend)
        .where(and(lt(weeklySpend.weekStart, istWeekStart(now)), sql`not exists (select 1 from ${leaderboardWinners} w where w.week_start = ${weeklySpend.weekStart})`));
      let closed = 0;
      for (const { weekStart } of open) {
        const done = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK}::bigint)`);
          const [already] = await tx.select({ rank: leaderboardWinners.rank }).from(leaderboardWinners).where(eq(leaderboardWinners.weekStart, weekStart)).limit(1);
          if (already) return false;
          const top = await tx
            .select()
            .from(weeklySpend)
            .where(eq(weeklySpend.weekStart, weekStart))
            .orderBy(desc(weeklySpend.totalPaise), asc(weeklySpend.reachedAt))
            .limit(PODIUM_PLACES);
          const rewards = await rewardsPaise(tx);
          for (const [i, winner] of top.entries()) {
            const rewardPaise = rewards[i] ?? 0;
            await tx.insert(leaderboardWinners).values({ weekStart, rank: i + 1, userId: winner.userId, totalPaise: winner.totalPaise, rewardPaise });
            if (rewardPaise > 0) {
              await creditWallet(tx, { userId: winner.userId, amountPaise: rewardPaise, type: 'Credit', txnid: leaderboardTxnId(weekStart, i + 1), reason: `Weekly leaderboard: place ${i + 1} in the week of ${istDate(weekStart)}` });
            }
          }
          return true;
        });
        if (done) closed++;
      }
      return { closed };
    },

    async rewards() {
      const [first, second, third] = (await rewardsPaise(db)).map(paiseToRupees);
      return { first: first!, second: second!, third: third! };
    },

    /** An admin sets the rewards for places 1 to 3 (paid when a week closes). Audited. */
    async setRewards(admin: Caller, request: { first: number; second: number; third: number }) {
      const next = [request.first, request.second, request.third].map(rupeesToPaise);
      await db.transaction(async (tx) => {
        const before = await rewardsPaise(tx);
        for (const [i, rewardPaise] of next.entries()) {
          await tx.insert(leaderboardRewards).values({ rank: i + 1, rewardPaise }).onConflictDoUpdate({ target: leaderboardRewards.rank, set: { rewardPaise, updatedAt: new Date() } });
        }
        await audit(tx, { adminId: admin.id, action: 'leaderboard.rewards', target: 'Weekly leaderboard rewards', details: { before: { rewardsPaise: before }, after: { rewardsPaise: next } } });
      });
      return this.rewards();
    },
  };
}

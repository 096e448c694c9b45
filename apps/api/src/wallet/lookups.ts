import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../platform/database.js';
import { txnPrefix } from '../platform/txn-ids.js';
import { walletTransactions } from './tables.js';

/**
 * What the shop credited to wallets as gifts between two instants, in paise, by kind: reward
 * points redeemed into S-Coins, referral earnings redeemed, and weekly leaderboard rewards (each
 * kind's credits carry its own txnid prefix). The owner's profit report shows them as their own lines.
 */
export async function giftsBetween(db: Db, from: Date, to: Date): Promise<{ points: number; referral: number; leaderboard: number }> {
  const kinds = { points: txnPrefix('points'), referral: txnPrefix('referral'), leaderboard: txnPrefix('leaderboard') };
  const rows = await db
    .select({ prefix: sql<string>`left(${walletTransactions.txnid}, 2)`, paise: sql<string>`sum(${walletTransactions.amountPaise})` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.type, 'Credit'),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, to),
        sql`left(${walletTransactions.txnid}, 2) in (${kinds.points}, ${kinds.referral}, ${kinds.leaderboard})`,
      ),
    )
    .groupBy(sql`left(${walletTransactions.txnid}, 2)`);
  const of = (prefix: string) => Number(rows.find((r) => r.prefix === prefix)?.paise ?? 0);
  return { points: of(kinds.points), referral: of(kinds.referral), leaderboard: of(kinds.leaderboard) };
}

import { and, desc, eq, ne } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import { accountFor } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { clientTxnIdsOf } from '../orders/lookups.js';
import type { Db } from '../platform/database.js';
import { toWalletTransaction } from './service.js';
import { walletTopups, walletTransactions } from './tables.js';

export type WalletHistory = ReturnType<typeof createWalletHistory>;

/** A wallet's history as its owner reads it: the money that moved (the ledger) and the top-ups that have not moved any. */
export function createWalletHistory({ db }: { db: Db }) {
  async function transactionsOf(userId: string): Promise<WalletTransaction[]> {
    // Top-ups awaiting payment (the history offers Verify Payment) or failed are not ledger rows.
    const [rows, pending] = await Promise.all([
      db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId)).orderBy(desc(walletTransactions.createdAt)).limit(500),
      db
        .select()
        .from(walletTopups)
        .where(and(eq(walletTopups.userId, userId), ne(walletTopups.status, 'Success')))
        .orderBy(desc(walletTopups.createdAt))
        .limit(500),
    ]);
    const orderTxnIds = await clientTxnIdsOf(db, rows.flatMap((r) => (r.orderId ? [r.orderId] : [])));
    return [...rows.map((r) => toWalletTransaction(r, r.orderId ? (orderTxnIds.get(r.orderId) ?? null) : null)), ...pending.map(topupAsTransaction)]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 500);
  }

  return {
    transactionsOf,
    /** A wallet's history for its owner, or for an admin. */
    transactionsFor: async (caller: Caller, userid: string) => transactionsOf(await accountFor(db, caller, userid)),
  };
}

/** A top-up as the wallet's history shows it (the spec's wallet transaction). */
export function topupAsTransaction(row: typeof walletTopups.$inferSelect): WalletTransaction {
  return {
    _id: row.id,
    txnid: row.txnid,
    type: 'Credit',
    status: row.status as WalletTransaction['status'],
    amount: paiseToRupees(row.amountPaise),
    orderid: null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

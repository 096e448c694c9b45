import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import type { Db, Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { wallets, walletTransactions } from './tables.js';

type TxnRow = typeof walletTransactions.$inferSelect;

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

export type Wallet = ReturnType<typeof createWallet>;

/** S-Coins: every change is a ledger row written in the same transaction as the balance. */
export function createWallet({ db }: { db: Db }) {
  return {
    async balancePaise(userId: string): Promise<number> {
      const [row] = await db.select({ balancePaise: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, userId));
      return row?.balancePaise ?? 0;
    },

    /** Balances in rupees for several users at once (admin users screen). */
    async balancesOf(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select().from(wallets).where(inArray(wallets.userId, userIds));
      return new Map(rows.map((r) => [r.userId, paiseToRupees(r.balancePaise)]));
    },

    async transactionsOf(userId: string): Promise<WalletTransaction[]> {
      const rows = await db
        .select({ txn: walletTransactions, orderTxnId: sql<string | null>`(select client_txn_id from orders where orders.id = ${walletTransactions.orderId})` })
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(desc(walletTransactions.createdAt))
        .limit(500);
      return rows.map((r) => toWalletTransaction(r.txn, r.orderTxnId));
    },
  };
}

/** Adds money to a wallet inside the caller's transaction: a Success row and the balance. */
export async function creditWallet(
  tx: Tx,
  credit: { userId: string; amountPaise: number; type: 'Credit' | 'Refunded'; txnid: string; orderId?: string | null; reason: string },
) {
  await tx.insert(walletTransactions).values({
    txnid: credit.txnid,
    userId: credit.userId,
    type: credit.type,
    status: 'Success',
    amountPaise: credit.amountPaise,
    orderId: credit.orderId ?? null,
    reason: credit.reason,
  });
  await addToBalance(tx, credit.userId, credit.amountPaise);
}

export async function addToBalance(tx: Tx, userId: string, amountPaise: number) {
  await tx
    .insert(wallets)
    .values({ userId, balancePaise: amountPaise })
    .onConflictDoUpdate({ target: wallets.userId, set: { balancePaise: sql`${wallets.balancePaise} + ${amountPaise}`, updatedAt: new Date() } });
}

/**
 * Takes money from a wallet inside the caller's transaction. The conditional update is the
 * lock: of many debits at once, only those the balance covers succeed, and the balance can
 * never go below zero (the table's check constraint says so too).
 */
export async function debitWallet(tx: Tx, debit: { userId: string; amountPaise: number; txnid: string; orderId: string; reason: string }) {
  const updated = await tx
    .update(wallets)
    .set({ balancePaise: sql`${wallets.balancePaise} - ${debit.amountPaise}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, debit.userId), sql`${wallets.balancePaise} >= ${debit.amountPaise}`))
    .returning({ balancePaise: wallets.balancePaise });
  if (updated.length === 0) throw new AppError('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE);
  await tx.insert(walletTransactions).values({
    txnid: debit.txnid,
    userId: debit.userId,
    type: 'Debit',
    status: 'Success',
    amountPaise: debit.amountPaise,
    orderId: debit.orderId,
    reason: debit.reason,
  });
}

export function toWalletTransaction(row: TxnRow, orderTxnId: string | null): WalletTransaction {
  return {
    _id: row.id,
    txnid: row.txnid,
    type: row.type as WalletTransaction['type'],
    status: row.status as WalletTransaction['status'],
    amount: paiseToRupees(row.amountPaise),
    orderid: orderTxnId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every wallet whose balance differs from the sum of its Success ledger rows (npm run audit:ledger). */
export async function auditLedger(db: Db) {
  const result = await db.execute(sql`
    with ledger as (
      select user_id,
             sum(case when type = 'Debit' then -amount_paise else amount_paise end) filter (where status = 'Success') as ledger_paise
      from wallet_transactions group by user_id
    )
    select coalesce(w.user_id, l.user_id) as user_id, coalesce(w.balance_paise, 0) as balance_paise, coalesce(l.ledger_paise, 0) as ledger_paise
    from wallets w full outer join ledger l on l.user_id = w.user_id
    where coalesce(w.balance_paise, 0) <> coalesce(l.ledger_paise, 0)`);
  const rows = (result as unknown as { rows: { user_id: string; balance_paise: number | string; ledger_paise: number | string }[] }).rows;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(wallets);
  return {
    walletsChecked: Number(count),
    differences: rows.map((r) => ({ userId: r.user_id, balancePaise: Number(r.balance_paise), ledgerPaise: Number(r.ledger_paise) })),
  };
}

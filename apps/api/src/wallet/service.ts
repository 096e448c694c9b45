import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatRupees, MAX_WALLET_BALANCE_RUPEES, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import { accountFor } from '../accounts/service.js';
import { clientTxnIdsOf } from '../orders/lookups.js';
import type { Caller } from '../accounts/session.js';
import type { Db, Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { topupAsTransaction } from './topups.js';
import { wallets, walletTopups, walletTransactions } from './tables.js';

type TxnRow = typeof walletTransactions.$inferSelect;

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
const MAX_WALLET_BALANCE_PAISE = rupeesToPaise(MAX_WALLET_BALANCE_RUPEES);
export const WALLET_FULL = `A wallet can hold at most ${formatRupees(MAX_WALLET_BALANCE_RUPEES)}; this credit would take it past that.`;

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

    /** A wallet's balance for its owner, or for an admin. */
    async balanceFor(caller: Caller, userid: string) {
      return { balance: paiseToRupees(await this.balancePaise(await accountFor(db, caller, userid))) };
    },

    /** A wallet's history for its owner, or for an admin. */
    async transactionsFor(caller: Caller, userid: string) {
      return this.transactionsOf(await accountFor(db, caller, userid));
    },

    async transactionsOf(userId: string): Promise<WalletTransaction[]> {
      // The money that moved, and the top-ups that have not (yet) moved any: awaiting payment
      // (the history offers Verify Payment) or failed.
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
    },
  };
}

type LedgerEntry = {
  userId: string;
  amountPaise: number;
  txnid: string;
  orderId?: string | null;
  reason: string;
  /** An admin's credit or reversal: who made it, and the key that makes a retry count once. */
  adminId?: string | null;
  idempotencyKey?: string | null;
  /** The admin credit a debit reverses. */
  reversesId?: string | null;
  /** The UPI reference (UTR) of a paid top-up. */
  reference?: string | null;
};

/**
 * Adds money to a wallet inside the caller's transaction: a Success row and the balance, which
 * may not pass the most a wallet holds (a 409 here; the table's check says so too). Answers the
 * row and the balance after it.
 */
export async function creditWallet(tx: Tx, credit: LedgerEntry & { type: 'Credit' | 'Refunded' }) {
  const balancePaise = await addToBalance(tx, credit.userId, credit.amountPaise);
  const [row] = await tx.insert(walletTransactions).values({ ...ledgerValues(credit), type: credit.type, balanceAfterPaise: balancePaise }).returning();
  return { row: row!, balancePaise };
}

/** Raises a balance (creating the wallet on its first credit), within the most a wallet holds. */
export async function addToBalance(tx: Tx, userId: string, amountPaise: number): Promise<number> {
  const [row] = await tx
    .insert(wallets)
    .values({ userId, balancePaise: amountPaise })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balancePaise: sql`${wallets.balancePaise} + ${amountPaise}`, updatedAt: new Date() },
      where: sql`${wallets.balancePaise} + ${amountPaise} <= ${MAX_WALLET_BALANCE_PAISE}`,
    })
    .returning({ balancePaise: wallets.balancePaise });
  if (!row || amountPaise > MAX_WALLET_BALANCE_PAISE) throw new AppError('CONFLICT', WALLET_FULL);
  return row.balancePaise;
}

/**
 * Takes money from a wallet inside the caller's transaction. The conditional update is the
 * lock: of many debits at once, only those the balance covers succeed, and the balance can
 * never go below zero (the table's check constraint says so too). Answers the balance after.
 */
export async function debitWallet(tx: Tx, debit: LedgerEntry) {
  const updated = await tx
    .update(wallets)
    .set({ balancePaise: sql`${wallets.balancePaise} - ${debit.amountPaise}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, debit.userId), sql`${wallets.balancePaise} >= ${debit.amountPaise}`))
    .returning({ balancePaise: wallets.balancePaise });
  if (updated.length === 0) throw new AppError('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE);
  const balancePaise = updated[0]!.balancePaise;
  const [row] = await tx.insert(walletTransactions).values({ ...ledgerValues(debit), type: 'Debit', balanceAfterPaise: balancePaise }).returning();
  return { row: row!, balancePaise };
}

const ledgerValues = (e: LedgerEntry) => ({
  txnid: e.txnid,
  userId: e.userId,
  status: 'Success',
  amountPaise: e.amountPaise,
  orderId: e.orderId ?? null,
  reason: e.reason,
  adminId: e.adminId ?? null,
  idempotencyKey: e.idempotencyKey ?? null,
  reversesId: e.reversesId ?? null,
  reference: e.reference ?? null,
});

/** The wallet ledger row a client key made, if any (a retried admin credit or reversal). */
export async function entryByKey(executor: Db | Tx, idempotencyKey: string) {
  const [row] = await executor.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

/** A ledger row by its transaction id, locked for the caller's transaction. */
export async function lockEntry(tx: Tx, txnid: string) {
  const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.txnid, txnid)).for('update').limit(1);
  return row;
}

/** The reversal of a credit, if it was reversed. */
export async function reversalOf(executor: Db | Tx, creditId: string) {
  const [row] = await executor.select().from(walletTransactions).where(eq(walletTransactions.reversesId, creditId)).limit(1);
  return row;
}

/** A balance locked for the caller's transaction (0 for a customer without a wallet yet). */
export async function lockBalance(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ balancePaise: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return row?.balancePaise ?? 0;
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

/** A ledger row by its transaction id. */
export async function entryByTxnid(executor: Db | Tx, txnid: string) {
  const [row] = await executor.select().from(walletTransactions).where(eq(walletTransactions.txnid, txnid)).limit(1);
  return row;
}

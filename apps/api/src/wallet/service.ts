import { eq, inArray, sql } from 'drizzle-orm';
import { formatRupees, MAX_WALLET_BALANCE_RUPEES, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import { accountFor } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import type { Db, Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { ledgerOn } from '../platform/ledger.js';
import { wallets, walletTransactions } from './tables.js';

type TxnRow = typeof walletTransactions.$inferSelect;

export const INSUFFICIENT_BALANCE = 'Insufficient balance';
const MAX_WALLET_BALANCE_PAISE = rupeesToPaise(MAX_WALLET_BALANCE_RUPEES);
export const WALLET_FULL = `A wallet can hold at most ${formatRupees(MAX_WALLET_BALANCE_RUPEES)}; this credit would take it past that.`;

export type Wallet = ReturnType<typeof createWallet>;

/** S-Coins: every change is a ledger row written in the same transaction as the balance. */
export function createWallet({ db }: { db: Db }) {
  return {
    balancePaise: (userId: string) => ledger.balanceOf(db, userId),

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
 * The wallet on the shared ledger arithmetic: its own tables and columns, and the most a wallet
 * holds (the table's check says so too). It has no key column: a repeated txnid, order, client
 * key or reversal fails on the ledger's unique indexes and rolls the caller's transaction back,
 * which the callers rely on (an admin's retried request finds the first result that way).
 */
const ledger = ledgerOn({
  balances: wallets,
  balance: wallets.balancePaise,
  max: MAX_WALLET_BALANCE_PAISE,
  entries: walletTransactions,
  amount: walletTransactions.amountPaise,
  balanceAfter: walletTransactions.balanceAfterPaise,
  // Every row is Success (the table's check says so), so every row counts.
  isDebit: sql`${walletTransactions.type} = 'Debit'`,
});

/**
 * Adds money to a wallet inside the caller's transaction: a Success row and the balance, which
 * may not pass the most a wallet holds (a 409). Answers the row and the balance after it.
 */
export async function creditWallet(tx: Tx, credit: LedgerEntry & { type: 'Credit' | 'Refunded' }) {
  const row = await ledger.credit(tx, { ...ledgerValues(credit), type: credit.type });
  if (row === 'full') throw new AppError('CONFLICT', WALLET_FULL);
  return { row, balancePaise: row.balanceAfterPaise! };
}

/**
 * Takes money from a wallet inside the caller's transaction; of many debits at once only those
 * the balance covers succeed, and it never goes below zero. Answers the row and the balance after.
 */
export async function debitWallet(tx: Tx, debit: LedgerEntry) {
  const row = await ledger.debit(tx, { ...ledgerValues(debit), type: 'Debit' });
  if (row === 'insufficient') throw new AppError('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE);
  return { row, balancePaise: row.balanceAfterPaise! };
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
export const lockBalance = (tx: Tx, userId: string) => ledger.lockBalance(tx, userId);

/** A wallet's row locked for the caller's transaction, made empty first when the customer has none. */
export const lockWalletRow = (tx: Tx, userId: string) => ledger.lockBalanceRow(tx, userId);

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

/** Every wallet whose balance differs from the sum of its ledger rows (npm run audit:ledger). */
export const auditLedger = (db: Db) => ledger.audit(db);

/** A ledger row by its transaction id. */
export async function entryByTxnid(executor: Db | Tx, txnid: string) {
  const [row] = await executor.select().from(walletTransactions).where(eq(walletTransactions.txnid, txnid)).limit(1);
  return row;
}

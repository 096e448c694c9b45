import { randomBytes } from 'node:crypto';
import { formatPoints, insufficientPointsMessage, type PointsEntry } from '@shop/contract/points';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { accountFor, assertSelf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { together, type Db, type Tx } from '../platform/database.js';
import { badRequest } from '../platform/errors.js';
import { createLedger } from '../platform/ledger.js';
import { redemptionTxnId } from '../platform/txn-ids.js';
import { creditWallet, entryByKey as walletEntryByKey, lockWalletRow } from '../wallet/service.js';
import { pointsBalances, pointsEntries } from './tables.js';

export type Points = ReturnType<typeof createPoints>;

/** The points ledger's shape is the platform's; one instance serves the service and the order's own spending. */
const pointsLedger = createLedger({ balances: pointsBalances, entries: pointsEntries });

/**
 * The one order in which a transaction that moves both a customer's wallet and their points takes
 * the two balance rows: the wallet's first, then the points'. Called first in every such
 * transaction (a redemption, a wallet order paid partly with points, a refund of one), so that
 * two of them at once wait for each other instead of each holding the row the other needs (a
 * deadlock, which PostgreSQL ends by failing one). A row the customer has not got yet is made
 * empty first, so that there is always a row to take (a missing one would lock nothing, and be
 * taken later, when another transaction made it meanwhile). The statements go out together.
 */
export async function lockWalletThenPoints(tx: Tx, userId: string) {
  await together([lockWalletRow(tx, userId), pointsLedger.lockBalanceRow(tx, userId)]);
}

/**
 * Pays part or all of an order with points, inside the order's creating transaction: once per
 * order (its key), never below zero; too few points throw, which rolls the order back with it.
 */
export async function spendPointsOnOrder(tx: Tx, order: { id: string; userId: string; clientTxnId: string; pointsPaise: number }) {
  const debit = await pointsLedger.debit(tx, { userId: order.userId, amount: order.pointsPaise, key: `spend:${order.id}`, reason: `Paid for order ${order.clientTxnId}`, ref: order.clientTxnId });
  if (debit === 'insufficient') throw badRequest(insufficientPointsMessage(toPoints(await pointsLedger.balanceOf(tx, order.userId))));
}

/** Hundredths of a point are paise: 1 point = ₹1. */
const toPoints = (hundredths: number) => hundredths / 100;

/**
 * Reward points on the shared ledger pattern: earned once per completed order (1% of the price
 * paid, rounded down to the hundredth), redeemed into S-Coins in one transaction on both ledgers.
 */
export function createPoints({ db }: { db: Db }) {
  const ledger = pointsLedger;

  const answer = (redeemed: number, balance: number, walletPaise: number) => ({
    msg: `${formatPoints(toPoints(redeemed))} points redeemed: ₹${formatPoints(toPoints(redeemed))} added to your wallet.`,
    balance: toPoints(balance),
    walletBalance: paiseToRupees(walletPaise),
  });

  return {
    /** The completed-order reaction: 1% of what was paid, once per order. A refunded or cancelled order never completes. */
    async earnForOrder(tx: Tx, order: { id: string; userId: string; pricePaise: number; pointsPaise?: number; clientTxnId: string }) {
      // Earned on the money paid, not on the points spent.
      const hundredths = Math.floor((order.pricePaise - (order.pointsPaise ?? 0)) / 100);
      if (hundredths <= 0) return;
      // An order completes once (the state machine's conditional move), so its reward is one statement.
      await ledger.creditOnce(tx, { userId: order.userId, amount: hundredths, key: `earn:${order.id}`, reason: `Reward for order ${order.clientTxnId}`, ref: order.clientTxnId });
    },

    /** The undone-order reaction: points an order was paid with go back, once, whatever else is returned. */
    async returnForOrder(tx: Tx, order: { id: string; userId: string; pointsPaise: number; clientTxnId: string; status: string }) {
      if (order.pointsPaise <= 0) return;
      await ledger.credit(tx, { userId: order.userId, amount: order.pointsPaise, key: `return:${order.id}`, reason: `Returned from order ${order.clientTxnId} (${order.status.toLowerCase()})`, ref: order.clientTxnId });
    },

    /** A customer's moves of points, newest first (their own, or anyone's for an admin). */
    async historyFor(caller: Caller, userid: string): Promise<PointsEntry[]> {
      const rows = await ledger.entriesOf(db, await accountFor(db, caller, userid), 200);
      return rows.map((r) => ({
        id: r.id,
        amount: toPoints(r.kind === 'debit' ? -r.amount : r.amount),
        balanceAfter: toPoints(r.balanceAfter),
        reason: r.reason,
        orderid: r.ref,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async balanceFor(caller: Caller, userid: string) {
      return { balance: toPoints(await ledger.balanceOf(db, await accountFor(db, caller, userid))) };
    },

    /**
     * Moves points into S-Coins: a points debit and a wallet credit in one transaction. With the
     * app's key, a double click or a retry redeems once and answers the first result.
     */
    async redeem(caller: Caller, request: { value: number; userid: string }, idempotencyKey: string | null) {
      assertSelf(caller, request.userid);
      // Hundredths of a point convert exactly as paise do: 1 point = ₹1.
      const hundredths = rupeesToPaise(request.value);
      const key = `redeem:${caller.id}:${idempotencyKey ?? randomBytes(12).toString('hex')}`;
      // The same key again: the first redemption's answer, from its two ledger rows.
      const replay = async () => {
        const [first, credit] = await Promise.all([ledger.entryByKey(db, key), walletEntryByKey(db, key)]);
        return first ? answer(first.amount, first.balanceAfter, credit?.balanceAfterPaise ?? 0) : null;
      };
      const result = await db.transaction(async (tx) => {
        await lockWalletThenPoints(tx, caller.id);
        const debit = await ledger.debit(tx, { userId: caller.id, amount: hundredths, key, reason: 'Redeemed into S-Coins' });
        if (debit === null) return null;
        if (debit === 'insufficient') throw badRequest(insufficientPointsMessage(toPoints(await ledger.balanceOf(tx, caller.id))));
        const { balancePaise } = await creditWallet(tx, {
          userId: caller.id,
          amountPaise: hundredths,
          type: 'Credit',
          txnid: redemptionTxnId('points', debit.id),
          reason: `Redeemed ${formatPoints(toPoints(hundredths))} reward points`,
          idempotencyKey: key,
        });
        return answer(hundredths, debit.balanceAfter, balancePaise);
      });
      return result ?? (await replay())!;
    },

    audit: () => ledger.audit(db),
  };
}

import { eq } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Caller } from '../accounts/session.js';
import { assertSelf, contactOf } from '../accounts/lookups.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { isTopupTxnId, newClientTxnId } from '../platform/txn-ids.js';
import type { OpenPayment, PaymentOwner, SettledPayment } from '../payments/service.js';
import { type Db, together, type Tx } from '../platform/database.js';
import { forbidden, notFound } from '../platform/errors.js';
import { creditWallet } from './service.js';
import { walletTopups } from './tables.js';

export type Topups = ReturnType<typeof createTopups>;

/**
 * Wallet top-ups as their payment's owner: a paid top-up becomes Success and writes its one
 * Credit row to the ledger, once; a failed one, or one of the wrong amount (flagged), becomes
 * Failed and moves no money.
 */
/** A paid top-up as its reactions see it. */
export type PaidTopup = { id: string; txnid: string; userId: string; amountPaise: number };
/** Runs inside the payment's transaction (referral cashback): it commits with it, or neither does. */
export type TopupReaction = (tx: Tx, topup: PaidTopup) => Promise<void>;

export function createTopupPayments({ db, log }: { db: Db; log: { warn(obj: object, msg: string): void } }): PaymentOwner & { onPaid(reaction: TopupReaction): void } {
  const reactions: TopupReaction[] = [];
  const paymentOfRow = (row: { txnid: string; gatewayOrderId: string | null; createdAt: Date }): OpenPayment => ({
    clientTxnId: row.txnid,
    gatewayOrderId: row.gatewayOrderId,
    createdAt: row.createdAt,
  });
  return {
    /** Registers a reaction to a paid top-up; called at start-up. The reactions start in registration order and run together. */
    onPaid(reaction: TopupReaction) {
      reactions.push(reaction);
    },

    owns: isTopupTxnId,

    async settlePayment(txnid: string, verdict: SettledPayment) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(walletTopups).where(eq(walletTopups.txnid, txnid)).limit(1).for('update');
        if (!row || row.status !== 'Created') return;
        const now = new Date();
        if (verdict.state === 'failed') {
          await tx.update(walletTopups).set({ status: 'Failed', reason: verdict.reason, updatedAt: now }).where(eq(walletTopups.id, row.id));
          return;
        }
        if (verdict.amountPaise !== row.amountPaise) {
          log.warn({ txnid, paid: verdict.amountPaise, expected: row.amountPaise }, 'paid amount differs from the top-up');
          await tx
            .update(walletTopups)
            .set({
              status: 'Failed',
              reason: 'The amount paid did not match the top-up. Our team will contact you.',
              flag: `Paid ₹${paiseToRupees(verdict.amountPaise)}, expected ₹${paiseToRupees(row.amountPaise)}`,
              reference: verdict.reference,
              updatedAt: now,
            })
            .where(eq(walletTopups.id, row.id));
          return;
        }
        await tx.update(walletTopups).set({ status: 'Success', reference: verdict.reference, updatedAt: now }).where(eq(walletTopups.id, row.id));
        await creditWallet(tx, { userId: row.userId, amountPaise: row.amountPaise, type: 'Credit', txnid: row.txnid, reason: 'Wallet top-up', reference: verdict.reference });
        const paid = { id: row.id, txnid: row.txnid, userId: row.userId, amountPaise: row.amountPaise };
        await together(reactions.map((reaction) => reaction(tx, paid)));
      });
    },

    async paymentOf(txnid: string) {
      const [row] = await db.select().from(walletTopups).where(eq(walletTopups.txnid, txnid));
      return row ? paymentOfRow(row) : null;
    },

    async openPayments() {
      const rows = await db
        .select({ txnid: walletTopups.txnid, gatewayOrderId: walletTopups.gatewayOrderId, createdAt: walletTopups.createdAt })
        .from(walletTopups)
        .where(eq(walletTopups.status, 'Created'));
      return rows.map(paymentOfRow);
    },
  };
}

/** Wallet top-ups paid by UPI: a Created request that a confirmed payment turns to Success once. */
export function createTopups({ db, gateway, publicUrl }: { db: Db; gateway: PaymentGateway; publicUrl: string }) {
  return {
    async startTopup({ caller, userid, rupees }: { caller: Caller; userid: string; rupees: number }) {
      assertSelf(caller, userid);
      const amountPaise = rupeesToPaise(rupees);
      const [row] = await db
        .insert(walletTopups)
        .values({ txnid: newClientTxnId('topup'), userId: caller.id, status: 'Created', amountPaise, gateway: gateway.name, reason: 'Wallet top-up' })
        .returning();
      const customer = await contactOf(db, caller.id);
      try {
        const payment = await gateway.create({
          clientTxnId: row!.txnid,
          amountPaise,
          description: `S-Coins top-up of ₹${rupees}`,
          customer,
          returnUrl: `${publicUrl}/walletconfirmation?client_txn_id=${row!.txnid}`,
          createdAt: row!.createdAt,
        });
        await db.update(walletTopups).set({ gatewayOrderId: payment.gatewayOrderId }).where(eq(walletTopups.id, row!.id));
        return { status: true as const, msg: 'Redirecting you to the payment page', payment_url: payment.paymentUrl, client_txn_id: row!.txnid };
      } catch (err) {
        await db.update(walletTopups).set({ status: 'Failed', reason: 'The payment could not be started.', updatedAt: new Date() }).where(eq(walletTopups.id, row!.id));
        throw err;
      }
    },

    /** A top-up for its owner or an admin. */
    async topupFor(caller: Caller, txnid: string) {
      const [row] = await db.select().from(walletTopups).where(eq(walletTopups.txnid, txnid)).limit(1);
      if (!row) throw notFound('Transaction not found');
      if (row.userId !== caller.id && caller.role !== 'admin') throw forbidden('This transaction belongs to another account.');
      return row;
    },
  };
}

import { eq } from 'drizzle-orm';
import { rupeesToPaise } from '@shop/contract/money';
import { users } from '../accounts/tables.js';
import type { Caller } from '../accounts/session.js';
import { assertSelf } from '../accounts/service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { newClientTxnId } from '../payments/references.js';
import type { Db } from '../platform/database.js';
import { forbidden, notFound } from '../platform/errors.js';
import { walletTransactions } from './tables.js';

export type Topups = ReturnType<typeof createTopups>;

/** Wallet top-ups paid by UPI: a Created credit row that a confirmed payment turns to Success once. */
export function createTopups({ db, gateway, publicUrl }: { db: Db; gateway: PaymentGateway; publicUrl: string }) {
  return {
    async startTopup({ caller, userid, rupees }: { caller: Caller; userid: string; rupees: number }) {
      assertSelf(caller, userid);
      const amountPaise = rupeesToPaise(rupees);
      const [row] = await db
        .insert(walletTransactions)
        .values({ txnid: newClientTxnId('topup'), userId: caller.id, type: 'Credit', status: 'Created', amountPaise, gateway: gateway.name, reason: 'Wallet top-up' })
        .returning();
      const [customer] = await db.select().from(users).where(eq(users.id, caller.id));
      try {
        const payment = await gateway.create({
          clientTxnId: row!.txnid,
          amountPaise,
          description: `S-Coins top-up of ₹${rupees}`,
          customer: { name: customer!.name, email: customer!.email, mobile: customer!.mobilenumber },
          returnUrl: `${publicUrl}/walletconfirmation?client_txn_id=${row!.txnid}`,
          createdAt: row!.createdAt,
        });
        await db.update(walletTransactions).set({ gatewayOrderId: payment.gatewayOrderId }).where(eq(walletTransactions.id, row!.id));
        return { status: true as const, msg: 'Redirecting you to the payment page', payment_url: payment.paymentUrl, client_txn_id: row!.txnid };
      } catch (err) {
        await db.update(walletTransactions).set({ status: 'Failed', reason: 'The payment could not be started.', updatedAt: new Date() }).where(eq(walletTransactions.id, row!.id));
        throw err;
      }
    },

    /** A top-up for its owner or an admin. */
    async topupFor(caller: Caller, txnid: string) {
      const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.txnid, txnid)).limit(1);
      if (!row) throw notFound('Transaction not found');
      if (row.userId !== caller.id && caller.role !== 'admin') throw forbidden('This transaction belongs to another account.');
      return row;
    },
  };
}

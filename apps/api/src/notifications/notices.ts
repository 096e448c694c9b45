import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { contactOf } from '../accounts/service.js';
import type { OrderRow } from '../orders/state.js';
import type { Db, Tx } from '../platform/database.js';
import type { Jobs } from '../platform/jobs.js';
import type { PaidTopup } from '../wallet/topups.js';
import type { MailSender } from './senders.js';

export const MAIL_QUEUE = 'send-mail';

/** A mail to send: to a customer (looked up when sent) or to the shop's own address. */
type MailJob = { userId?: string; to?: string; subject: string; text: string };

export type Notices = ReturnType<typeof createNotices>;

/**
 * What the shop tells people when an order or a top-up moves. Each notice is a job added in the
 * transaction of the change that causes it, so it is sent if and only if the change committed,
 * and a mail server that is down delays it instead of undoing the change.
 */
export function createNotices({
  db,
  jobs,
  mail,
  storefrontUrl,
  adminUrl,
  shopAlertEmail,
}: {
  db: Db;
  jobs: Jobs;
  mail: MailSender;
  /** Customers' links (the storefront may be on another origin); the admin console's. */
  storefrontUrl: string;
  adminUrl: string;
  shopAlertEmail: string | undefined;
}) {
  const queue = (tx: Tx, job: MailJob) => jobs.enqueue(tx, MAIL_QUEUE, job, { retryLimit: 10, retryDelay: 60, retryBackoff: true });
  const orderLink = (order: OrderRow) => `${storefrontUrl}/confirmation?client_txn_id=${order.clientTxnId}`;
  const what = (order: OrderRow) => `${order.productName} – ${order.itemName}`;
  const toShop = (tx: Tx, subject: string, text: string) => (shopAlertEmail ? queue(tx, { to: shopAlertEmail, subject, text }) : Promise.resolve());

  return {
    /** Sends one queued mail (the job's work). */
    async send(job: MailJob) {
      const to = job.to ?? (job.userId ? (await contactOf(db, job.userId)).email : null);
      if (!to) return;
      await mail.send({ to, subject: job.subject, text: job.text });
    },

    orderCompleted: (tx: Tx, order: OrderRow) =>
      queue(tx, {
        userId: order.userId,
        subject: `Order ${order.clientTxnId} delivered`,
        text: `Your order ${order.clientTxnId} (${what(order)}) for player ${order.input1}${order.input2 ? ` (${order.input2})` : ''} has been delivered.${order.reason ? `\n\n${order.reason}` : ''}\n\nDetails: ${orderLink(order)}`,
      }),

    async orderUndone(tx: Tx, order: OrderRow) {
      // A failed payment took no money; the customer saw it fail on the payment page.
      if (order.status !== 'Refunded' && order.status !== 'Cancelled') return;
      const money =
        order.refundedVia === 'wallet'
          ? `${formatRupees(paiseToRupees(order.pricePaise))} has been returned to your S-Coins wallet.`
          : order.refundedVia === 'outside'
            ? `${formatRupees(paiseToRupees(order.pricePaise))} has been refunded to you${order.refundReference ? ` (reference ${order.refundReference})` : ''}.`
            : '';
      await queue(tx, {
        userId: order.userId,
        subject: `Order ${order.clientTxnId} ${order.status === 'Refunded' ? 'refunded' : 'cancelled'}`,
        text: `Your order ${order.clientTxnId} (${what(order)}) was ${order.status === 'Refunded' ? 'refunded' : 'cancelled'}.${order.reason ? `\n\nReason: ${order.reason}` : ''}\n\n${money}\n\nDetails: ${orderLink(order)}`,
      });
    },

    topupSucceeded: (tx: Tx, topup: PaidTopup) =>
      queue(tx, {
        userId: topup.userId,
        subject: 'Wallet top-up successful',
        text: `${formatRupees(paiseToRupees(topup.amountPaise))} has been added to your S-Coins wallet (reference ${topup.txnid}).\n\nWallet: ${storefrontUrl}/wallet`,
      }),

    orderFlagged: (tx: Tx, order: OrderRow) =>
      toShop(tx, `Order ${order.clientTxnId} needs attention`, `${order.flag ?? 'An order needs attention.'}\n\n${what(order)}, player ${order.input1} ${order.input2}, ${formatRupees(paiseToRupees(order.pricePaise))}.\n\nPending Orders: ${adminUrl}/admin/orders`),

    manualOrderWaits: (tx: Tx, order: OrderRow) =>
      toShop(tx, `Order ${order.clientTxnId} waits for delivery`, `A paid order waits for the shop to deliver it by hand (${what(order)}, player ${order.input1} ${order.input2}, ${formatRupees(paiseToRupees(order.pricePaise))}).\n\nPending Orders: ${adminUrl}/admin/orders`),
  };
}

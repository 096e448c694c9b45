import { randomUUID } from 'node:crypto';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { eq, sql } from 'drizzle-orm';
import { emailOfUser } from '../accounts/lookups.js';
import { moneyBackWords, type OrderRow } from '../orders/state.js';
import { type Runner, workOutbox } from '../platform/background.js';
import { builtOnce, builtOncePerShape, placeholders } from '../platform/built-once.js';
import { claimDue, secondsFromNow } from '../platform/claims.js';
import { afterCommit, type Db, type Tx } from '../platform/database.js';
import type { PaidTopup } from '../wallet/topups.js';
import type { MailSender } from './senders.js';
import { mailOutbox } from './tables.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** A mail to send: to a customer (their address when the change commits) or to the shop's own address. */
type Mail = { userId?: string; to?: string; subject: string; text: string };

/** Tries per mail before it is left for an operator (about 17 hours of waits in all). */
const MOST_ATTEMPTS = 10;
const RETRY_SECONDS = 60;
/** How long the process that claimed a mail may take to send it before a sweep takes it. */
const CLAIM_SECONDS = 120;

/**
 * A mail into the outbox, to an address or to an account's email, claimed by this process when it
 * sends mails: built once for each of those shapes, as every order queues one.
 */
const insertMail = builtOncePerShape(
  ({ toAccount, claimed }: { toAccount: boolean; claimed: boolean }) => `${toAccount}:${claimed}`,
  (db, { toAccount, claimed }) =>
    db
      .insert(mailOutbox)
      .values({
        ...placeholders(['id', 'subject', 'text']),
        to: toAccount ? emailOfUser(sql.placeholder('userId')) : sql.placeholder('to'),
        claimedUntil: claimed ? secondsFromNow(sql.placeholder('claimSeconds')) : null,
      })
      .returning(),
);
const deleteMail = builtOnce((db) => db.delete(mailOutbox).where(eq(mailOutbox.id, sql.placeholder('id'))));

export type Notices = ReturnType<typeof createNotices>;

/**
 * What the shop tells people when an order or a top-up moves. Each notice is a row written in
 * the transaction of the change that causes it (`mail_outbox`), so it is sent if and only if the
 * change committed, and a mail server that is down delays it instead of undoing the change.
 */
export function createNotices({
  db,
  mail,
  storefrontUrl,
  adminUrl,
  shopAlertEmail,
  log,
}: {
  db: Db;
  mail: MailSender;
  /** Customers' links (the storefront may be on another origin); the admin console's. */
  storefrontUrl: string;
  adminUrl: string;
  shopAlertEmail: string | undefined;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  /** Set by `work`: this process sends mails, starting each the moment its change commits. */
  let runner: Runner | null = null;

  async function queue(tx: Tx, job: Mail) {
    const shape = { toAccount: job.to === undefined, claimed: runner !== null };
    const [row] = await insertMail(tx, shape, { id: randomUUID(), to: job.to, userId: job.userId, subject: job.subject, text: job.text, claimSeconds: CLAIM_SECONDS });
    if (runner) afterCommit(tx, () => void runner?.start(row!.id, () => send(row!)));
  }

  /** Sends one claimed mail: its row goes once sent; a failure waits longer after each try. */
  async function send(row: OutboxRow) {
    try {
      if (row.to) await mail.send({ to: row.to, subject: row.subject, text: row.text });
    } catch (err) {
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      if (attempts >= MOST_ATTEMPTS) log.error({ mailId: row.id, attempts, err: message }, 'a mail could not be sent; it stays in mail_outbox');
      else log.warn({ mailId: row.id, attempts, err: message }, 'a mail could not be sent; trying again later');
      await db
        .update(mailOutbox)
        .set({ attempts, lastError: message.slice(0, 500), claimedUntil: null, nextAttemptAt: secondsFromNow(RETRY_SECONDS * 2 ** (attempts - 1)) })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    await deleteMail(db, { id: row.id });
  }

  /** Claims the mails whose time has come (failed before, or left by a process that died). */
  function due(): Promise<OutboxRow[]> {
    return claimDue(db, mailOutbox, { claimSeconds: CLAIM_SECONDS, mostAttempts: MOST_ATTEMPTS });
  }

  const orderLink = (order: OrderRow) => `${storefrontUrl}/confirmation?client_txn_id=${order.clientTxnId}`;
  const what = (order: OrderRow) => `${order.productName} – ${order.itemName}`;
  const toShop = (tx: Tx, subject: string, text: string) => (shopAlertEmail ? queue(tx, { to: shopAlertEmail, subject, text }) : Promise.resolve());

  return {
    /**
     * Sends mails from this process, `concurrency` at once: each right after its change commits,
     * and every `sweepSeconds` those whose time has come. The answer stops it, letting mails in
     * flight finish within a grace.
     */
    work({ concurrency = 4, sweepSeconds = 5, yieldTo }: { concurrency?: number; sweepSeconds?: number; yieldTo?: () => boolean } = {}) {
      const working = workOutbox({ what: 'mail', concurrency, sweepSeconds, due, send, log, yieldTo });
      runner = working.runner;
      return working;
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
          ? moneyBackWords(order)
          : order.refundedVia === 'outside'
            ? moneyBackWords(order, `refunded to you${order.refundReference ? ` (reference ${order.refundReference})` : ''}`)
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

    /** Packs whose customer or reseller price just went below what they cost: told once per pack. */
    packsBelowCost: (tx: Tx, packs: { productName: string; name: string; itemid: number; costPaise: number; pricePaise: number; resellPaise: number }[]) =>
      toShop(
        tx,
        `${packs.length} pack${packs.length === 1 ? '' : 's'} now sell${packs.length === 1 ? 's' : ''} below cost`,
        `${packs
          .map((p) => `${p.productName} – ${p.name} (${p.itemid}): costs ${formatRupees(paiseToRupees(p.costPaise))}, sells at ${formatRupees(paiseToRupees(p.pricePaise))} (resellers ${formatRupees(paiseToRupees(p.resellPaise))})`)
          .join('\n')}\n\nPrices and margins: ${adminUrl}/admin/price`,
      ),

    manualOrderWaits: (tx: Tx, order: OrderRow) =>
      toShop(tx, `Order ${order.clientTxnId} waits for delivery`, `A paid order waits for the shop to deliver it by hand (${what(order)}, player ${order.input1} ${order.input2}, ${formatRupees(paiseToRupees(order.pricePaise))}).\n\nPending Orders: ${adminUrl}/admin/orders`),
  };
}

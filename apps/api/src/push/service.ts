import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushMessage, PushSubscribeRequest } from '@shop/contract/push';
import { lockAccount } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import type { OrderRow } from '../orders/state.js';
import { createAccountSet } from '../platform/account-set.js';
import { type Runner, workOutbox } from '../platform/background.js';
import { claimDue, secondsFromNow } from '../platform/claims.js';
import { afterCommit, type Database, type Tx } from '../platform/database.js';
import { AppError, badRequest } from '../platform/errors.js';
import type { Outbound } from '../platform/outbound.js';
import { PrivateAddressError, publicAddressesOf, type AddressPolicy } from '../platform/public-address.js';
import { pushOutbox, pushSubscriptions } from './tables.js';

export const PUSH_CHANNEL = 'push_subscriptions_changed';
/** Tries per push; a notice hours late is no longer news. */
const MOST_ATTEMPTS = 6;
const CLAIM_SECONDS = 60;
/** How long a push service keeps a push for a phone that is off. */
const TTL_SECONDS = 24 * 60 * 60;
/**
 * Devices one account may have told of its orders; a new one beyond it replaces the oldest. It is
 * also the most one notice is sent to: each is an encrypted POST (retried) to a host the customer
 * named, so an account must not turn one ₹17 order into hundreds of them.
 */
export const MAX_PUSH_DEVICES = 10;
export const PUSH_ENDPOINT_TAKEN = 'This device gets notifications for another account. Turn them off there first.';
const NOT_REACHABLE = 'This is not a push service the shop can reach.';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID key pair: from the settings, or in development made once and kept in DATA_DIR (so
 * that subscriptions survive a restart). Production without settings sends no pushes.
 */
export function loadVapidKeys(config: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined; VAPID_SUBJECT?: string | undefined; NODE_ENV: string; DATA_DIR: string; publicUrl: string }): VapidKeys | null {
  const subject = config.VAPID_SUBJECT ?? (config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:shop@example.invalid');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.NODE_ENV === 'production') return null;
  const path = join(config.DATA_DIR, 'vapid-keys.json');
  if (!existsSync(path)) writeFileSync(path, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  const keys = JSON.parse(readFileSync(path, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

type OutboxRow = typeof pushOutbox.$inferSelect;

export type Push = Awaited<ReturnType<typeof createPush>>;

/**
 * Web Push to customers who said yes: a notice when an order completes, is refunded or cancelled,
 * or needs attention. Each is a row written in the transaction of the move; the accounts with a
 * subscription are kept in memory, so an order of anyone else costs no statement.
 */
export async function createPush({ database, vapid, outbound, policy, storefrontUrl, log }: { database: Database; vapid: VapidKeys | null; outbound: Outbound; policy: AddressPolicy; storefrontUrl: string; log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void } }) {
  const { db } = database;
  let runner: Runner | null = null;
  const subscribed = await createAccountSet({
    database,
    channel: PUSH_CHANNEL,
    log,
    load: (executor) =>
      executor
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .then((rows) => new Map(rows.map((r) => [r.userId, true]))),
  });

  async function queue(tx: Tx, userId: string, message: PushMessage) {
    if (!vapid || !(await subscribed.get(tx, userId))) return;
    const rows = await tx.execute(sql`
      insert into ${pushOutbox} (subscription_id, payload, claimed_until)
      select id, ${JSON.stringify(message)}, ${runner ? secondsFromNow(CLAIM_SECONDS) : null} from ${pushSubscriptions} where user_id = ${userId}
      order by created_at desc, id limit ${MAX_PUSH_DEVICES}
      returning id, subscription_id, payload, attempts`);
    const queued = (rows as unknown as { rows: { id: string }[] }).rows;
    if (runner) afterCommit(tx, () => queued.forEach((row) => runner?.start(row.id, () => sendById(row.id))));
  }

  async function sendById(id: string) {
    const [row] = await db.select().from(pushOutbox).where(eq(pushOutbox.id, id)).limit(1);
    if (row) await send(row);
  }

  /** Sends one claimed push; a subscription the push service no longer knows (404, 410) goes. */
  async function send(row: OutboxRow) {
    const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId)).limit(1);
    if (!subscription || !vapid) return void (await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id)));
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, row.payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'high',
    });
    const result = await outbound.post(request.endpoint, request.body ?? '', request.headers as Record<string, string>);
    if (result.status !== null && result.status >= 200 && result.status < 300) return void (await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id)));
    if (result.status === 404 || result.status === 410) {
      // The browser dropped the subscription (uninstalled, permission taken back): forget the device.
      await db.transaction(async (tx) => {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        await subscribed.changed(tx);
      });
      return;
    }
    const attempts = row.attempts + 1;
    log.warn({ pushId: row.id, attempts, status: result.status, answer: result.answer.slice(0, 200) }, 'a push was not taken; trying again later');
    if (attempts >= MOST_ATTEMPTS) return void (await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id)));
    await db
      .update(pushOutbox)
      .set({ attempts, lastError: `${result.status ?? 'no answer'}: ${result.answer}`.slice(0, 500), claimedUntil: null, nextAttemptAt: secondsFromNow(30 * 2 ** (attempts - 1)) })
      .where(eq(pushOutbox.id, row.id));
  }

  function due(): Promise<OutboxRow[]> {
    return claimDue(db, pushOutbox, { claimSeconds: CLAIM_SECONDS });
  }

  const link = (order: OrderRow) => `${storefrontUrl}/confirmation?client_txn_id=${order.clientTxnId}`;
  const what = (order: OrderRow) => `${order.productName} – ${order.itemName}`;

  return {
    publicKey(): string {
      if (!vapid) throw new AppError('NOT_FOUND', 'Notifications are not set up in this shop.');
      return vapid.publicKey;
    },

    /**
     * Keeps a device's subscription for the caller, the account's newest: beyond MAX_PUSH_DEVICES
     * the oldest goes. A device signed in to another account now tells this one only when it
     * proves it is the same browser: the same keys (the auth secret is never shown to anyone but
     * that browser's own account). An endpoint alone is not enough, or whoever learned another
     * device's endpoint could take that account's notices away from it.
     */
    async subscribe(caller: Caller, request: PushSubscribeRequest) {
      if (!vapid) throw new AppError('NOT_FOUND', 'Notifications are not set up in this shop.');
      const url = new URL(request.endpoint);
      // Push services never need credentials in the address; the shop sends none to a host it was given.
      if (url.username || url.password) throw badRequest(NOT_REACHABLE);
      try {
        await publicAddressesOf(url.hostname, policy);
      } catch (err) {
        if (err instanceof PrivateAddressError) throw badRequest(NOT_REACHABLE);
        throw err;
      }
      await db.transaction(async (tx) => {
        // Subscriptions at once are counted one after the other.
        await lockAccount(tx, caller.id);
        // Its time is taken under the lock (a transaction's now() is when it began, maybe before
        // another's that committed first): the device just told is the newest, never the one to go.
        const now = new Date();
        const kept = await tx
          .insert(pushSubscriptions)
          .values({ userId: caller.id, endpoint: request.endpoint, p256dh: request.keys.p256dh, auth: request.keys.auth, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId: caller.id, p256dh: request.keys.p256dh, auth: request.keys.auth, createdAt: now },
            setWhere: sql`${pushSubscriptions.userId} = ${caller.id} or (${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`,
          })
          .returning({ id: pushSubscriptions.id });
        if (kept.length === 0) throw new AppError('CONFLICT', PUSH_ENDPOINT_TAKEN);
        const newest = tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, caller.id)).orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id)).limit(MAX_PUSH_DEVICES);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, caller.id), sql`${pushSubscriptions.id} not in (${newest})`));
        await subscribed.changed(tx);
      });
    },

    async unsubscribe(caller: Caller, endpoint: string) {
      await db.transaction(async (tx) => {
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, caller.id), eq(pushSubscriptions.endpoint, endpoint)));
        await subscribed.changed(tx);
      });
    },

    reactions: {
      completed: (tx: Tx, order: OrderRow) => queue(tx, order.userId, { title: 'Delivered', body: `${what(order)} for ${order.input1} is delivered.`, url: link(order), tag: order.clientTxnId }),
      undone: (tx: Tx, order: OrderRow) =>
        order.status === 'Refunded' || order.status === 'Cancelled'
          ? queue(tx, order.userId, { title: order.status === 'Refunded' ? 'Refunded' : 'Cancelled', body: `${what(order)}: ${order.reason ?? `your order was ${order.status.toLowerCase()}`}`.slice(0, 200), url: link(order), tag: order.clientTxnId })
          : Promise.resolve(),
      flagged: (tx: Tx, order: OrderRow) => queue(tx, order.userId, { title: 'We are looking at your order', body: `${what(order)} needs a check by our team. We will update you soon.`, url: link(order), tag: order.clientTxnId }),
    },

    /** Sends from this process: each push right after its move commits, and a sweep every `sweepSeconds`. */
    work({ concurrency = 8, sweepSeconds = 5 }: { concurrency?: number; sweepSeconds?: number } = {}) {
      const working = workOutbox({ what: 'push', concurrency, sweepSeconds, due, send, log });
      runner = working.runner;
      return working;
    },
  };
}

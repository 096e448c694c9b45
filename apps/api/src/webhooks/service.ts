import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { MAX_WEBHOOK_ENDPOINTS, type CreateWebhookRequest, type UpdateWebhookRequest, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@shop/contract/reseller-api';
import type { Caller } from '../accounts/session.js';
import type { OrderRow } from '../orders/state.js';
import { timelineOf } from '../orders/service.js';
import { toV1Order } from '../orders/v1.js';
import { createRunner, every, type Runner } from '../platform/background.js';
import { createAccountSet } from '../platform/account-set.js';
import { afterCommit, type Database, type Tx } from '../platform/database.js';
import { AppError, badRequest, forbidden, notFound } from '../platform/errors.js';
import { PrivateAddressError, publicAddressesOf, type AddressPolicy, type Lookup } from '../platform/public-address.js';
import type { WebhookSender } from './sender.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables.js';

/** Every instance reloads its list of accounts with endpoints when one changes. */
export const WEBHOOKS_CHANNEL = 'webhooks_changed';
/** How long a process may take to send a claimed delivery before a sweep takes it. */
const CLAIM_SECONDS = 60;
/** Waits between tries: 10 s, 30 s, 1.5 min, 4.5 min … growing threefold up to 6 hours, for a day. */
const retryAfterSeconds = (attempts: number) => Math.min(10 * 3 ** (attempts - 1), 6 * 60 * 60);

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
/** A claimed delivery with what sending it needs of its endpoint. */
type Due = DeliveryRow & { url: string; sealedSecret: string; live: boolean };

const base62 = (bytes: number) => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return [...randomBytes(bytes)].map((b) => alphabet[b % 62]).join('');
};

/** Resellers' webhooks: endpoints, the events their orders and wallets cause, and sending them. */
export async function createWebhooks({
  database,
  key,
  policy,
  lookup,
  sender,
  balancePaise,
  log,
}: {
  database: Database;
  /** 32 bytes that seal the signing secrets at rest. */
  key: Uint8Array;
  policy: AddressPolicy;
  lookup?: Lookup | undefined;
  sender: WebhookSender;
  balancePaise: (userId: string) => Promise<number>;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db } = database;
  let runner: Runner | null = null;
  let drainNow: () => void = () => {};

  // The accounts with an endpoint (and whether one has a low-balance alert): an order of anyone
  // else costs no statement.
  const withEndpoints = await createAccountSet({
    database,
    channel: WEBHOOKS_CHANNEL,
    log,
    load: (executor) =>
      executor
        .select({ userId: webhookEndpoints.userId, lowBalance: sql<boolean>`bool_or(${webhookEndpoints.lowBalancePaise} is not null)` })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)))
        .groupBy(webhookEndpoints.userId)
        .then((rows) => new Map(rows.map((r) => [r.userId, { lowBalance: r.lowBalance }]))),
  });
  const announceChange = (tx: Tx) => withEndpoints.changed(tx);

  const seal = (secret: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  };
  const unseal = (value: string) => {
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  };

  const mayHave = (caller: Caller) => {
    if (caller.role !== 'reseller' && caller.role !== 'admin') throw forbidden('Webhooks are for resellers.');
  };
  async function ownEndpoint(caller: Caller, id: string): Promise<EndpointRow> {
    mayHave(caller);
    const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt))).limit(1);
    if (!row || row.userId !== caller.id) throw notFound('Webhook not found.');
    return row;
  }
  /** Refuses, with a sentence, an address the shop would never call. */
  async function assertCallable(url: string) {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) throw badRequest('The address may not carry a user name or password.');
    try {
      await publicAddressesOf(parsed.hostname, policy, lookup);
    } catch (err) {
      if (err instanceof PrivateAddressError) throw badRequest(err.message);
      throw err;
    }
  }
  const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
    id: row.id,
    url: row.url,
    lowBalance: row.lowBalancePaise === null ? null : paiseToRupees(row.lowBalancePaise),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  });

  /** Writes one event for each of the account's endpoints (or the one given), in the caller's transaction. */
  async function queueEvent(tx: Tx, { userId, endpointId, type, orderId, data }: { userId: string; endpointId?: string; type: WebhookEventType; orderId: string | null; data: object }) {
    const eventId = `evt_${base62(24)}`;
    const payload = JSON.stringify({ id: eventId, type, created_at: new Date().toISOString(), data });
    await tx.execute(sql`
      insert into ${webhookDeliveries} (endpoint_id, event_id, type, order_id, payload)
      select id, ${eventId}, ${type}, ${orderId}, ${payload} from ${webhookEndpoints}
      where user_id = ${userId} and enabled and deleted_at is null ${endpointId ? sql`and id = ${endpointId}` : sql``}`);
    afterCommit(tx, () => drainNow());
  }

  /**
   * Tells the account's endpoints that the wallet fell below their threshold, once per fall: the
   * mark is cleared when a later check finds the wallet above it again. Runs after the change
   * that moved the balance committed, in its own transaction.
   */
  async function checkLowBalance(userId: string) {
    const balance = await balancePaise(userId);
    await db.transaction(async (tx) => {
      const fell = await tx
        .update(webhookEndpoints)
        .set({ lowBalanceTold: true })
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt), eq(webhookEndpoints.lowBalanceTold, false), sql`${webhookEndpoints.lowBalancePaise} > ${balance}`))
        .returning();
      await tx
        .update(webhookEndpoints)
        .set({ lowBalanceTold: false })
        .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.lowBalanceTold, true), sql`${webhookEndpoints.lowBalancePaise} <= ${balance}`));
      for (const endpoint of fell) {
        await queueEvent(tx, { userId, endpointId: endpoint.id, type: 'balance.low', orderId: null, data: { balance: paiseToRupees(balance), threshold: paiseToRupees(endpoint.lowBalancePaise!) } });
      }
    });
  }
  const checkLowBalanceSoon = (tx: Tx, userId: string) => afterCommit(tx, () => void checkLowBalance(userId).catch((err: unknown) => log.warn({ err, userId }, 'could not check the low-balance alert')));

  /** The order reaction for one kind of move: an event row when the order's owner has an endpoint. */
  const onOrder = (typeOf: (order: OrderRow) => WebhookEventType | null) => async (tx: Tx, order: OrderRow) => {
    const endpoints = await withEndpoints.get(tx, order.userId);
    const type = endpoints && typeOf(order);
    if (!type) return;
    await queueEvent(tx, { userId: order.userId, type, orderId: order.id, data: { order: toV1Order(order, timelineOf(order, [])) } });
    if (endpoints.lowBalance && (type === 'order.paid' || type === 'order.refunded' || type === 'order.cancelled')) checkLowBalanceSoon(tx, order.userId);
  };

  /** Claims the deliveries whose time has come, never one while an earlier one of its order waits. */
  async function due(limit: number): Promise<Due[]> {
    const claimed = await db.execute(sql`
      update ${webhookDeliveries} set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      where id in (
        select d.id from ${webhookDeliveries} d
        where d.status = 'pending' and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
          and not exists (
            select 1 from ${webhookDeliveries} e
            where e.endpoint_id = d.endpoint_id and e.order_id = d.order_id and e.status = 'pending' and e.seq < d.seq)
        order by d.seq limit ${limit}
        for update skip locked)
      returning id`);
    const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (!ids.length) return [];
    // Each claimed delivery with what sending it needs of its endpoint, in one read.
    const rows = await db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, sealedSecret: webhookEndpoints.sealedSecret, live: sql<boolean>`${webhookEndpoints.enabled} and ${webhookEndpoints.deletedAt} is null` })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids))
      .orderBy(webhookDeliveries.seq);
    return rows.map((r) => ({ ...r.delivery, url: r.url, sealedSecret: r.sealedSecret, live: r.live }));
  }

  /**
   * Sends one claimed delivery and records the attempt with the delivery's new state in one
   * statement: sent on a 2xx, else tried again later until it gives up.
   */
  async function deliver(row: Due) {
    const result = row.live
      ? await sender.send({ url: row.url, secret: unseal(row.sealedSecret), body: row.payload, headers: { 'shop-event-id': row.eventId, 'shop-event-type': row.type } })
      : { status: null, answer: 'Not sent: the webhook was turned off or deleted.', ms: 0 };
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const attempts = row.attempts + 1;
    const next = new Date(Date.now() + retryAfterSeconds(attempts) * 1000);
    const givesUp = !ok && (!row.live || Date.now() >= row.giveUpAt.getTime());
    // The last try comes at the moment it gives up, not after it.
    const nextAttemptAt = next > row.giveUpAt ? row.giveUpAt : next;
    await db.execute(sql`
      with attempt as (
        insert into ${webhookAttempts} (delivery_id, status, answer, ms) values (${row.id}, ${result.status}, ${result.answer}, ${result.ms})
      )
      update ${webhookDeliveries}
      set attempts = ${attempts}, claimed_until = null, status = ${ok ? 'sent' : givesUp ? 'failed' : 'pending'}, next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz
      where id = ${row.id}`);
    // A place is free, and the next event of the same order may go now.
    drainNow();
  }

  return {
    reactions: {
      paid: onOrder(() => 'order.paid'),
      completed: onOrder(() => 'order.completed'),
      undone: onOrder((o) => (o.status === 'Refunded' ? 'order.refunded' : o.status === 'Cancelled' ? 'order.cancelled' : null)),
      flagged: onOrder(() => 'order.needs_attention'),
      /** A top-up may lift the wallet above a threshold again. */
      async topupPaid(tx: Tx, topup: { userId: string }) {
        if ((await withEndpoints.get(tx, topup.userId))?.lowBalance) checkLowBalanceSoon(tx, topup.userId);
      },
    },

    /** Sends from this process, `concurrency` at once, right after each event commits and every `sweepSeconds`. */
    work({ concurrency = 8, sweepSeconds = 5 }: { concurrency?: number; sweepSeconds?: number } = {}) {
      const sending = createRunner({ concurrency, onError: (err, deliveryId) => log.warn({ err, deliveryId }, 'a webhook could not be sent') });
      runner = sending;
      let draining = false;
      let again = false;
      const drain = async () => {
        if (draining) return void (again = true);
        draining = true;
        try {
          do {
            again = false;
            // Claims no more than this process can start soon: a claim held in a long line
            // would expire and let another instance send the same event again.
            const room = concurrency * 2 - sending.load();
            if (room > 0) for (const row of await due(room)) sending.start(row.id, () => deliver(row));
          } while (again);
        } finally {
          draining = false;
        }
      };
      // Kicks that come together (every commit, every delivery sent) make one look at the table.
      let kick: NodeJS.Timeout | null = null;
      drainNow = () => {
        kick ??= setTimeout(() => {
          kick = null;
          drain().catch((err: unknown) => log.warn({ err }, 'could not take up webhooks'));
        }, 20);
      };
      const sweep = every(sweepSeconds * 1000, drain, (err) => log.warn({ err }, 'could not sweep webhooks'));
      return {
        async stop(graceMs: number) {
          drainNow = () => {};
          if (kick) clearTimeout(kick);
          await sweep.stop();
          await sending.stop(graceMs);
        },
      };
    },

    isWorking: () => runner !== null,

    async list(caller: Caller): Promise<WebhookEndpoint[]> {
      mayHave(caller);
      const rows = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.userId, caller.id), isNull(webhookEndpoints.deletedAt))).orderBy(webhookEndpoints.createdAt);
      return rows.map(toEndpoint);
    },

    async create(caller: Caller, request: { url: string; lowBalance?: number | null | undefined }): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      mayHave(caller);
      await assertCallable(request.url);
      const secret = `whsec_${base62(32)}`;
      const row = await db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(and(eq(webhookEndpoints.userId, caller.id), isNull(webhookEndpoints.deletedAt)));
        if (n >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('CONFLICT', `An account may have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks.`);
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({ userId: caller.id, url: request.url, sealedSecret: seal(secret), lowBalancePaise: request.lowBalance == null ? null : rupeesToPaise(request.lowBalance) })
          .returning();
        await announceChange(tx);
        return created!;
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async update(caller: Caller, id: string, request: { url?: string | undefined; lowBalance?: number | null | undefined; enabled?: boolean | undefined }): Promise<WebhookEndpoint> {
      await ownEndpoint(caller, id);
      if (request.url !== undefined) await assertCallable(request.url);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({
            ...(request.url !== undefined ? { url: request.url } : {}),
            ...(request.lowBalance !== undefined ? { lowBalancePaise: request.lowBalance === null ? null : rupeesToPaise(request.lowBalance), lowBalanceTold: false } : {}),
            ...(request.enabled !== undefined ? { enabled: request.enabled } : {}),
          })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        await announceChange(tx);
        return toEndpoint(row!);
      });
    },

    async remove(caller: Caller, id: string) {
      await ownEndpoint(caller, id);
      await db.transaction(async (tx) => {
        await tx.update(webhookEndpoints).set({ deletedAt: new Date(), enabled: false }).where(eq(webhookEndpoints.id, id));
        await announceChange(tx);
      });
    },

    async secretOf(caller: Caller, id: string): Promise<string> {
      return unseal((await ownEndpoint(caller, id)).sealedSecret);
    },

    /** The endpoint's last 50 deliveries, newest first, each with its last attempts. */
    async deliveries(caller: Caller, id: string): Promise<WebhookDelivery[]> {
      await ownEndpoint(caller, id);
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.seq)).limit(50);
      const attempts = rows.length ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, rows.map((r) => r.id))).orderBy(desc(webhookAttempts.at)) : [];
      const orderIds = rows.map((r) => r.payload).map((p) => (JSON.parse(p) as { data?: { order?: { id?: string } } }).data?.order?.id ?? null);
      return rows.map((r, i) => ({
        id: r.id,
        eventId: r.eventId,
        type: r.type as WebhookEventType,
        orderId: orderIds[i] ?? null,
        status: r.status as WebhookDelivery['status'],
        attempts: attempts
          .filter((a) => a.deliveryId === r.id)
          .slice(0, 10)
          .map((a) => ({ at: a.at.toISOString(), status: a.status, answer: a.answer, ms: a.ms })),
        nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
        createdAt: r.createdAt.toISOString(),
        payload: r.payload,
      }));
    },

    async sendTest(caller: Caller, id: string) {
      const endpoint = await ownEndpoint(caller, id);
      if (!endpoint.enabled) throw new AppError('CONFLICT', 'Turn the webhook on to send it a test event.');
      await db.transaction((tx) => queueEvent(tx, { userId: caller.id, endpointId: id, type: 'test', orderId: null, data: { message: 'A test event from the shop.' } }));
    },

    /** Sends a delivery's event again, as a new delivery with the same event id. */
    async resend(caller: Caller, deliveryId: string) {
      mayHave(caller);
      const [row] = await db
        .select({ delivery: webhookDeliveries, userId: webhookEndpoints.userId, enabled: webhookEndpoints.enabled, deletedAt: webhookEndpoints.deletedAt })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId))
        .limit(1);
      if (!row || row.userId !== caller.id || row.deletedAt) throw notFound('Delivery not found.');
      if (!row.enabled) throw new AppError('CONFLICT', 'Turn the webhook on to send it events.');
      const { delivery } = row;
      await db.transaction(async (tx) => {
        await tx.insert(webhookDeliveries).values({ endpointId: delivery.endpointId, eventId: delivery.eventId, type: delivery.type, orderId: delivery.orderId, payload: delivery.payload });
        afterCommit(tx, () => drainNow());
      });
    },
  };
}
export type Webhooks = Awaited<ReturnType<typeof createWebhooks>>;
export type { CreateWebhookRequest, UpdateWebhookRequest };

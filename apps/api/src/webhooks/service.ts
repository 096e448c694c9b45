import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { MAX_WEBHOOK_ENDPOINTS, type CreateWebhookRequest, type UpdateWebhookRequest, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@shop/contract/reseller-api';
import { lockAccount } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { createAccountSet } from '../platform/account-set.js';
import { afterCommit, type Database, type Tx } from '../platform/database.js';
import { AppError, badRequest, forbidden, notFound } from '../platform/errors.js';
import { PrivateAddressError, publicAddressesOf, type AddressPolicy, type Lookup } from '../platform/public-address.js';
import { tryAgainIn, type RateLimiter, type RateRule } from '../platform/rate-limit.js';
import { BASE62, randomText } from '../platform/random-text.js';
import { createWebhookEvents } from './events.js';
import { createSecretBox } from './secrets.js';
import type { WebhookSender } from './sender.js';
import { createWebhookSending } from './sending.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables.js';

/** Every instance reloads its list of accounts with endpoints when one changes. */
export const WEBHOOKS_CHANNEL = 'webhooks_changed';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * Test events and resends a webhook may be sent, together: each is a POST to the reseller's
 * server that the shop makes on request, so a loop of clicks or a script must not make the shop
 * a cannon pointed at a host.
 */
export const WEBHOOK_SENDS_ON_REQUEST: RateRule = {
  limit: 5,
  windowMs: 60_000,
  message: (ms) => `At most 5 test events and resends a minute for one webhook. ${tryAgainIn(ms)}`,
};

export const NOTHING_TO_CHANGE = 'Send what to change: url, lowBalance or enabled.';

/**
 * Resellers' webhooks: their endpoints (here), the events their orders and wallets cause
 * (events.ts) and sending them (sending.ts).
 */
export async function createWebhooks({
  database,
  key,
  policy,
  lookup,
  sender,
  balancePaise,
  limiter,
  log,
}: {
  database: Database;
  /** 32 bytes that seal the signing secrets at rest. */
  key: Uint8Array;
  policy: AddressPolicy;
  lookup?: Lookup | undefined;
  sender: WebhookSender;
  balancePaise: (userId: string) => Promise<number>;
  limiter: RateLimiter;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db } = database;
  const secrets = createSecretBox(key);
  const sending = createWebhookSending({ db, sender, unseal: secrets.unseal, log });

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
  const events = createWebhookEvents({ db, withEndpoints, balancePaise, sendSoon: sending.kick, log });

  const isReseller = (caller: Caller) => caller.role === 'reseller' || caller.role === 'admin';
  const mayHave = (caller: Caller) => {
    if (!isReseller(caller)) throw forbidden('Webhooks are for resellers.');
  };
  /**
   * The caller's own endpoint, whatever their role now: a reseller made a customer again still
   * sees, switches off and deletes the webhooks they added (events of their orders still go to
   * them until they do); adding, switching on and sending need the reseller role.
   */
  async function ownEndpoint(caller: Caller, id: string): Promise<EndpointRow> {
    const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt))).limit(1);
    if (!row || row.userId !== caller.id) throw notFound('Webhook not found.');
    return row;
  }
  /** One more test event or resend for this webhook, or 429. */
  const countSendOnRequest = (endpointId: string) => limiter.hit(`webhook-sends:${endpointId}`, WEBHOOK_SENDS_ON_REQUEST);

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

  return {
    reactions: events.reactions,
    work: sending.work,
    isWorking: sending.isWorking,

    /** The caller's webhooks (none for a customer who never was a reseller). */
    async list(caller: Caller): Promise<WebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.userId, caller.id), isNull(webhookEndpoints.deletedAt))).orderBy(webhookEndpoints.createdAt);
      return rows.map(toEndpoint);
    },

    async create(caller: Caller, request: { url: string; lowBalance?: number | null | undefined }): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      mayHave(caller);
      await assertCallable(request.url);
      const secret = `whsec_${randomText(BASE62, 32)}`;
      const row = await db.transaction(async (tx) => {
        await lockAccount(tx, caller.id);
        const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(and(eq(webhookEndpoints.userId, caller.id), isNull(webhookEndpoints.deletedAt)));
        if (n >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('CONFLICT', `An account may have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks.`);
        const [created] = await tx
          .insert(webhookEndpoints)
          .values({ userId: caller.id, url: request.url, sealedSecret: secrets.seal(secret), lowBalancePaise: request.lowBalance == null ? null : rupeesToPaise(request.lowBalance) })
          .returning();
        await announceChange(tx);
        return created!;
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async update(caller: Caller, id: string, request: { url?: string | undefined; lowBalance?: number | null | undefined; enabled?: boolean | undefined } | undefined): Promise<WebhookEndpoint> {
      // An empty body, {} or only unknown fields: nothing to write, and a 400 rather than an empty update.
      if (!request || (request.url === undefined && request.lowBalance === undefined && request.enabled === undefined)) throw badRequest(NOTHING_TO_CHANGE);
      await ownEndpoint(caller, id);
      if (request.url !== undefined || request.enabled === true) mayHave(caller);
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
      return secrets.unseal((await ownEndpoint(caller, id)).sealedSecret);
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
      mayHave(caller);
      const endpoint = await ownEndpoint(caller, id);
      if (!endpoint.enabled) throw new AppError('CONFLICT', 'Turn the webhook on to send it a test event.');
      await countSendOnRequest(id);
      await db.transaction((tx) => events.queueEvent(tx, { userId: caller.id, endpointId: id, type: 'test', orderId: null, data: { message: 'A test event from the shop.' } }));
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
      await countSendOnRequest(delivery.endpointId);
      await db.transaction(async (tx) => {
        await tx.insert(webhookDeliveries).values({ endpointId: delivery.endpointId, eventId: delivery.eventId, type: delivery.type, orderId: delivery.orderId, payload: delivery.payload });
        afterCommit(tx, sending.kick);
      });
    },
  };
}
export type Webhooks = Awaited<ReturnType<typeof createWebhooks>>;
export type { CreateWebhookRequest, UpdateWebhookRequest };

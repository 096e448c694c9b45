import { eq, inArray, sql } from 'drizzle-orm';
import { createRunner, every, type Runner } from '../platform/background.js';
import { secondsFromNow } from '../platform/claims.js';
import type { Db } from '../platform/database.js';
import type { WebhookSender } from './sender.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './tables.js';

/** How long a process may take to send a claimed delivery before a sweep takes it. */
const CLAIM_SECONDS = 60;
/** Waits between tries: 10 s, 30 s, 1.5 min, 4.5 min … growing threefold up to 6 hours, for a day. */
const retryAfterSeconds = (attempts: number) => Math.min(10 * 3 ** (attempts - 1), 6 * 60 * 60);

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
/** A claimed delivery with what sending it needs of its endpoint. */
type Due = DeliveryRow & { url: string; sealedSecret: string; live: boolean };

/**
 * Sending the deliveries the events wrote: claimed in order (never one while an earlier one of
 * its order waits), sent, and recorded with their attempt; tried again later until they give up.
 */
export function createWebhookSending({ db, sender, unseal, log }: { db: Db; sender: WebhookSender; unseal: (sealed: string) => string; log: { warn(obj: object, msg: string): void } }) {
  let runner: Runner | null = null;
  let drainNow: () => void = () => {};

  /** Claims the deliveries whose time has come, never one while an earlier one of its order waits. */
  async function due(limit: number): Promise<Due[]> {
    const claimed = await db.execute(sql`
      update ${webhookDeliveries} set claimed_until = ${secondsFromNow(CLAIM_SECONDS)}
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
    /** Looks for deliveries to send soon: after an event commits (a no-op where this process does not send). */
    kick: () => drainNow(),

    isWorking: () => runner !== null,

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
  };
}

import { randomUUID } from 'node:crypto';
import { eq, inArray, is, SQL, sql } from 'drizzle-orm';
import { packForDelivery, type Catalogue } from '../catalogue/service.js';
import { orderToDeliver } from '../orders/lookups.js';
import type { OrderReaction, OrderRow, OrderStates } from '../orders/state.js';
import { createRunner, every } from '../platform/background.js';
import { builtOncePerShape, numberedPlaceholders, numberedValues, placeholdersToSet } from '../platform/built-once.js';
import { secondsFromNow } from '../platform/claims.js';
import { afterCommit, type Db, type Tx } from '../platform/database.js';
import { createSupplierOrderClaims } from './claims.js';
import { changesFor, decide, settled, type Answer, type ChargeOf, type DeliveryOutcome } from './outcomes.js';
import { ask, newSupplierOrders, planFor, type Plan } from './plan.js';
import type { Suppliers } from './suppliers-from-config.js';
import { supplierOrders } from './tables.js';

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
export type { Charge, ChargeOf, DeliveryOutcome } from './outcomes.js';

/** How long after its payment a supplier order waits for the process that wrote it before a sweep may take it. */
const NEW_ROW_GRACE_SECONDS = 2;

/** A paid order's supplier orders, written with the payment: built once for each number of SKUs. */
const insertSupplierOrders = builtOncePerShape(
  (skus: number) => String(skus),
  (db, skus) =>
    db
      .insert(supplierOrders)
      .values(numberedPlaceholders(['id', 'orderId', 'position', 'sku', 'reference', 'supplier'], skus).map((row) => ({ ...row, nextAttemptAt: secondsFromNow(sql.placeholder('graceSeconds')) })))
      .onConflictDoNothing()
      .returning(),
);

type SupplierOrderChanges = ReturnType<typeof changesFor>;
/** An answer recorded on its supplier order, built once for each set of columns (when every change is a value, not SQL). */
const updateSupplierOrder = builtOncePerShape(
  (columns: (keyof SupplierOrderChanges & string)[]) => columns.join(),
  (db, columns) =>
    db
      .update(supplierOrders)
      .set(placeholdersToSet(supplierOrders, columns))
      .where(eq(supplierOrders.id, sql.placeholder('id')))
      .returning(),
);
function recordChanges(on: Db | Tx, id: string, changes: SupplierOrderChanges) {
  const columns = (Object.keys(changes) as (keyof SupplierOrderChanges & string)[]).filter((column) => changes[column] !== undefined);
  if (columns.some((column) => is(changes[column], SQL))) return on.update(supplierOrders).set(changes).where(eq(supplierOrders.id, id)).returning();
  return updateSupplierOrder(on, columns, { ...changes, id });
}

/** Where an instance without workers announces a paid order to the instances that deliver. */
export const DELIVERIES_CHANNEL = 'shop_deliveries';

/**
 * Delivers paid orders through their suppliers, one supplier order per SKU, each recorded before
 * the supplier is called. Nothing is placed twice: a worker claims a supplier order before it
 * talks to the supplier (a crash frees the claim after `claimSeconds`), and a supplier order
 * whose earlier call had no answer is first looked up by its reference; where the supplier
 * cannot be asked, an admin is. Nothing is refunded that the supplier did not confirm as failed.
 *
 * Delivery is driven by the supplier orders themselves: the paid order's transaction writes them
 * (`orderPaid`), this process starts on them the moment it commits, and a sweep every
 * `sweepSeconds` takes up those whose retry time has come or whose worker died. No job queue
 * polls for them.
 */
export function createDelivery({
  db,
  states,
  suppliers,
  catalogue,
  log,
  claimSeconds = 60,
  maxAttempts = 8,
  retrySeconds = 15,
  observe = () => {},
  chargeOf = async () => null,
}: {
  db: Db;
  states: OrderStates;
  suppliers: Suppliers;
  catalogue: Pick<Catalogue, 'cachedPackForDelivery'>;
  log: { warn(obj: object, msg: string): void };
  claimSeconds?: number;
  /** Passes over an unfinished supplier order before the order is flagged instead of tried again. */
  maxAttempts?: number;
  /** The wait before the first pass over an unfinished supplier order, doubling after each. */
  retrySeconds?: number;
  /** Told each supplier answer (the metrics). */
  observe?: (supplier: string, outcome: string) => void;
  chargeOf?: ChargeOf;
}) {
  const { rowsOf, claim, renew: renewClaim, dueOrders } = createSupplierOrderClaims({ db, claimSeconds, maxAttempts });
  const manualReactions: OrderReaction[] = [];
  /** Set by `work`: how this process starts deliveries, or null where it does not run them. */
  let startHere: ((orderId: string, given?: Given) => void) | null = null;
  type Given = { order: OrderRow; rows: SupplierOrderRow[]; plan: Plan };

  /** When an unfinished supplier order is looked at again: 15 s, 30 s, 1 min... after each pass. */
  const retryAt = (attempts: number) => secondsFromNow(retrySeconds * 2 ** Math.max(0, Math.min(attempts - 1, 10)));

  /**
   * Records an answer and, once every supplier order of the order is settled, decides the order,
   * in one transaction: no crash can leave an order whose supplier orders are all answered
   * undecided. With several SKUs the order is locked first, so two workers recording the last two
   * answers at once cannot both see the other's as unfinished.
   */
  async function record(order: OrderRow, plan: Plan, row: SupplierOrderRow, answer: Answer, skus: number): Promise<DeliveryOutcome> {
    // A delivered supplier order keeps what it cost at this moment's rate.
    const charge = answer.status === 'delivered' ? await chargeOf(row.supplier, row.sku, answer.cost ?? row.cost) : null;
    observe(row.supplier, answer.status);
    const changes = changesFor(row, answer, charge, retryAt);
    const stillOpen = answer.status === 'processing' || answer.status === 'not-found' || answer.status === 'no-answer';
    if (stillOpen && skus === 1 && row.attempts < maxAttempts) {
      await recordChanges(db, row.id, changes);
      return 'waiting';
    }
    return db.transaction(async (tx) => {
      if (skus > 1) await states.lock(tx, { id: order.id });
      const [updated] = await recordChanges(tx, row.id, changes);
      return decide(tx, { states, log, maxAttempts }, order, plan.supplierName, skus > 1 ? await rowsOf(tx, order.id) : [updated!]);
    });
  }

  /**
   * One delivery pass over a paid order. Right after the payment's commit the caller hands over
   * what it just wrote (`given`); a sweep, an admin's Retry or a test reads it all here.
   */
  async function deliverOrder(orderId: string, given?: Given): Promise<DeliveryOutcome> {
    const order = given?.order ?? (await orderToDeliver(db, orderId));
    if (!order) return 'done';
    // A flagged order waits for an admin, who may clear the flag by retrying.
    if (order.flag) return 'flagged';
    let plan = given?.plan;
    let rows = given?.rows ?? (await rowsOf(db, order.id));
    if (!plan) {
      const pack = await packForDelivery(db, order.productId, order.itemId);
      const planned = planFor(suppliers, pack);
      if (planned === 'manual') return 'manual';
      if ('missing' in planned) {
        await db.transaction((tx) => states.flag(tx, order.id, planned.missing));
        return 'flagged';
      }
      plan = planned;
      // Orders paid before their supplier orders were written with the payment (an admin's
      // Retry after a supplier's keys were set) get them now.
      if (rows.length === 0) {
        await db.insert(supplierOrders).values(newSupplierOrders(order, plan, pack!.skus)).onConflictDoNothing();
        rows = await rowsOf(db, order.id);
      }
    }

    let outcome: DeliveryOutcome = 'waiting';
    for (const row of rows) {
      if (settled.has(row.status)) continue;
      const claimed = await claim(row);
      if (!claimed) return 'busy';
      // While this worker talks to the supplier it keeps renewing its claim, so the claim can be
      // short: a worker that dies stops renewing, and another instance takes over within seconds.
      const heartbeat = setInterval(() => void renewClaim(claimed).catch(() => undefined), (claimSeconds * 1000) / 3);
      let answer: Answer;
      try {
        answer = await ask(plan, order, claimed, row.status);
      } finally {
        clearInterval(heartbeat);
      }
      outcome = await record(order, plan, claimed, answer, rows.length);
    }
    return outcome;
  }

  /** Starts a delivery in this process, or leaves it to the instances that run deliveries. */
  function start(orderId: string, given?: Given) {
    startHere?.(orderId, given);
  }

  return {
    deliverOrder,

    start,

    /** Registers what happens when a paid order waits for an admin to deliver it by hand. */
    onManual(reaction: OrderReaction) {
      manualReactions.push(reaction);
    },

    /**
     * The reaction to a paid order, in its payment's transaction: a pack an admin delivers runs
     * the manual reactions; a supplier's pack gets its supplier orders, which this process starts
     * on once the payment commits (or, where it runs no deliveries, a sweep elsewhere does).
     */
    async orderPaid(tx: Tx, order: OrderRow) {
      const pack = catalogue.cachedPackForDelivery(order.productId, order.itemId) ?? (await packForDelivery(tx, order.productId, order.itemId));
      const plan = planFor(suppliers, pack);
      if (plan === 'manual') {
        for (const reaction of manualReactions) await reaction(tx, order);
        return;
      }
      if ('missing' in plan) {
        await states.flag(tx, order.id, plan.missing);
        return;
      }
      // A sweep takes them up only after a short grace, so that it seldom races this process for
      // them (a race costs a claim that fails, never a second supplier order).
      if (!startHere) await tx.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, ${order.id})`);
      const fresh = newSupplierOrders(order, plan, pack!.skus).map((row) => ({ id: randomUUID(), ...row }));
      const rows = await insertSupplierOrders(tx, fresh.length, { ...numberedValues(fresh), graceSeconds: NEW_ROW_GRACE_SECONDS });
      afterCommit(tx, () => start(order.id, { order, rows, plan }));
    },

    /** Starts another pass once the caller's transaction commits (an admin's Retry). */
    startAfterCommit(tx: Tx, orderId: string) {
      afterCommit(tx, () => start(orderId));
    },

    /**
     * Runs deliveries in this process, `concurrency` orders at once, and sweeps every
     * `sweepSeconds` for supplier orders whose time has come (retries, and those of a worker that
     * died). The answer stops both, letting running deliveries finish within a grace.
     */
    work({ concurrency, sweepSeconds = 5, yieldTo }: { concurrency: number; sweepSeconds?: number; yieldTo?: () => boolean }) {
      const runner = createRunner({ concurrency, yieldTo, onError: (err, orderId) => log.warn({ err, orderId }, 'delivery pass failed; the sweep tries again') });
      startHere = (orderId, given) => void runner.start(orderId, () => deliverOrder(orderId, given));
      const sweep = every(
        sweepSeconds * 1000,
        async () => {
          for (const orderId of await dueOrders()) if (!runner.isRunning(orderId)) start(orderId);
        },
        (err) => log.warn({ err }, 'could not sweep for deliveries'),
      );
      return {
        async stop(graceMs: number) {
          await sweep.stop();
          await runner.stop(graceMs);
        },
      };
    },

    /**
     * An admin's Retry: the supplier orders it confirmed as not placed (refused, or held for the
     * shop's side) start again under the same references, and the order's flag is cleared.
     * Answers false when nothing is retryable (a supplier order with an unknown outcome is never
     * placed again blindly).
     */
    async prepareRetry(orderId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const order = await states.lock(tx, { id: orderId });
        if (!order || order.status !== 'Processing') return false;
        const rows = await tx.select().from(supplierOrders).where(eq(supplierOrders.orderId, orderId)).for('update');
        if (rows.some((r) => r.status === 'unknown' || r.status === 'sending')) return false;
        const retry = rows.filter((r) => r.status === 'failed' || r.status === 'held' || (r.status !== 'delivered' && r.attempts >= maxAttempts));
        // No supplier order yet: retryable only when the delivery stopped before placing any
        // (flagged, say for a supplier without keys); a manual order has nothing to retry.
        if (rows.length === 0 ? !order.flag || planFor(suppliers, await packForDelivery(tx, order.productId, order.itemId)) === 'manual' : retry.length === 0) return false;
        if (retry.length > 0) {
          await tx
            .update(supplierOrders)
            .set({ status: sql`case when ${supplierOrders.status} in ('failed', 'held') then 'new' else ${supplierOrders.status} end`, attempts: 0, claimedUntil: null, nextAttemptAt: sql`now()`, updatedAt: new Date() })
            .where(inArray(supplierOrders.id, retry.map((r) => r.id)));
        }
        await states.flag(tx, orderId, null);
        return true;
      });
    },
  };
}
export type Delivery = ReturnType<typeof createDelivery>;

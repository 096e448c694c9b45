import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { packForDelivery, type Catalogue, type PackForDelivery } from '../catalogue/service.js';
import { orderToDeliver } from '../orders/lookups.js';
import type { OrderReaction, OrderRow, OrderStates } from '../orders/state.js';
import { createRunner, every } from '../platform/background.js';
import { afterCommit, type Db, type Tx } from '../platform/database.js';
import { OutsideServiceDown } from '../platform/http.js';
import { changesFor, decide, NEEDS_ATTENTION, settled, type Answer, type ChargeOf, type DeliveryOutcome } from './outcomes.js';
import type { Supplier } from './supplier.js';
import { supplierLabels, type Suppliers } from './suppliers-from-config.js';
import { supplierOrders } from './tables.js';

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
export type { Charge, ChargeOf, DeliveryOutcome } from './outcomes.js';

const open = ['new', 'sending', 'processing'];

/** How long after its payment a supplier order waits for the process that wrote it before a sweep may take it. */
const NEW_ROW_GRACE_SECONDS = 2;

/** Where an instance without workers announces a paid order to the instances that deliver. */
export const DELIVERIES_CHANNEL = 'shop_deliveries';


/** The supplier, game and api type an order's supplier orders go to. */
type Plan = { supplier: Supplier; supplierName: string; gameType: string; apiType: string | null };

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
  const rowsOf = (executor: Db | Tx, orderId: string) => executor.select().from(supplierOrders).where(eq(supplierOrders.orderId, orderId)).orderBy(asc(supplierOrders.position));
  const manualReactions: OrderReaction[] = [];
  /** Set by `work`: how this process starts deliveries, or null where it does not run them. */
  let startHere: ((orderId: string, given?: Given) => void) | null = null;
  type Given = { order: OrderRow; rows: SupplierOrderRow[]; plan: Plan };

  /** The plan for a pack: a supplier, an admin (`manual`), or the keys it lacks. */
  function planFor(pack: PackForDelivery | null): Plan | 'manual' | { missing: string } {
    if (!pack?.isApi || pack.skus.length === 0) return 'manual';
    const choice = suppliers.choose(pack.apiType);
    if (choice.kind === 'manual') return 'manual';
    if (choice.kind === 'missing') return { missing: `${NEEDS_ATTENTION}: no ${supplierLabels[choice.key]} keys (${choice.missing}); deliver it by hand or set them and retry` };
    return { supplier: choice.supplier, supplierName: supplierLabels[choice.key], gameType: pack.type, apiType: pack.apiType };
  }

  const newRows = (order: OrderRow, plan: Plan, skus: string[]) =>
    skus.map((sku, i) => ({ orderId: order.id, position: i + 1, sku, reference: `${order.clientTxnId}-${i + 1}`, supplier: plan.supplier.name }));

  /** When an unfinished supplier order is looked at again: 15 s, 30 s, 1 min... after each pass. */
  const retryAt = (attempts: number) => sql`now() + make_interval(secs => ${retrySeconds * 2 ** Math.max(0, Math.min(attempts - 1, 10))})`;

  /**
   * Takes a supplier order for this worker, as it was read (`status`): null when another worker
   * has it or it moved meanwhile. A new one is marked sending in the same statement.
   */
  async function claim(row: SupplierOrderRow): Promise<SupplierOrderRow | null> {
    const [claimed] = await db
      .update(supplierOrders)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
        attempts: sql`${supplierOrders.attempts} + 1`,
        status: row.status === 'new' ? 'sending' : row.status,
        sentAt: sql`coalesce(${supplierOrders.sentAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(supplierOrders.id, row.id), eq(supplierOrders.status, row.status), or(isNull(supplierOrders.claimedUntil), lt(supplierOrders.claimedUntil, sql`now()`))))
      .returning();
    return claimed ?? null;
  }

  /** Pushes a held claim forward (only while this worker still holds it). */
  async function renewClaim(row: SupplierOrderRow) {
    await db
      .update(supplierOrders)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
      .where(and(eq(supplierOrders.id, row.id), sql`${supplierOrders.claimedUntil} is not null`));
  }

  /** One pass for a claimed supplier order: find out what happened to an earlier call, else place it. */
  async function ask(plan: Plan, order: OrderRow, row: SupplierOrderRow, before: string): Promise<Answer> {
    const { supplier } = plan;
    try {
      if (before === 'sending' || before === 'processing') {
        // The supplier cannot be asked and may have delivered: placing again could deliver twice.
        if (!supplier.orderStatus) return { status: 'unknown', supplier: supplier.name };
        const known = await supplier.orderStatus(row.reference);
        if (known.status !== 'not-found') return known;
      }
      const result = await supplier.placeOrder({ reference: row.reference, sku: row.sku, userid: order.input1, zoneid: order.input2, gameType: plan.gameType, apiType: plan.apiType });
      // Accepted orders are often delivered within the second: one look now saves the customer a
      // retry's wait.
      const now = result.status === 'processing' && supplier.orderStatus ? await supplier.orderStatus(row.reference) : result;
      return now.status === 'not-found' ? result : now;
    } catch (err) {
      if (!(err instanceof OutsideServiceDown)) throw err;
      return { status: 'no-answer', reason: err.reason };
    }
  }

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
      await db.update(supplierOrders).set(changes).where(eq(supplierOrders.id, row.id));
      return 'waiting';
    }
    return db.transaction(async (tx) => {
      if (skus > 1) await states.lock(tx, { id: order.id });
      const [updated] = await tx.update(supplierOrders).set(changes).where(eq(supplierOrders.id, row.id)).returning();
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
      const planned = planFor(pack);
      if (planned === 'manual') return 'manual';
      if ('missing' in planned) {
        await db.transaction((tx) => states.flag(tx, order.id, planned.missing));
        return 'flagged';
      }
      plan = planned;
      // Orders paid before their supplier orders were written with the payment (an admin's
      // Retry after a supplier's keys were set) get them now.
      if (rows.length === 0) {
        await db.insert(supplierOrders).values(newRows(order, plan, pack!.skus)).onConflictDoNothing();
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

  /** Paid orders with a supplier order whose retry time has come, unclaimed (its worker may have died). */
  async function dueOrders(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ orderId: supplierOrders.orderId })
      .from(supplierOrders)
      .where(
        and(
          inArray(supplierOrders.status, open),
          lt(supplierOrders.attempts, maxAttempts),
          lte(supplierOrders.nextAttemptAt, sql`now()`),
          or(isNull(supplierOrders.claimedUntil), lt(supplierOrders.claimedUntil, sql`now()`)),
        ),
      )
      .limit(200);
    return rows.map((r) => r.orderId);
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
      const plan = planFor(pack);
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
      const rows = await tx
        .insert(supplierOrders)
        .values(newRows(order, plan, pack!.skus).map((row) => ({ ...row, nextAttemptAt: sql`now() + make_interval(secs => ${NEW_ROW_GRACE_SECONDS})` })))
        .onConflictDoNothing()
        .returning();
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
    work({ concurrency, sweepSeconds = 5 }: { concurrency: number; sweepSeconds?: number }) {
      const runner = createRunner({ concurrency, onError: (err, orderId) => log.warn({ err, orderId }, 'delivery pass failed; the sweep tries again') });
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
        if (rows.length === 0 ? !order.flag || planFor(await packForDelivery(tx, order.productId, order.itemId)) === 'manual' : retry.length === 0) return false;
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

import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SupplierOrderView } from '@shop/contract/admin';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { packForDelivery } from '../catalogue/service.js';
import { orderToDeliver, processingOrderIds } from '../orders/lookups.js';
import type { OrderRow, OrderStates } from '../orders/state.js';
import type { Db, Tx } from '../platform/database.js';
import { OutsideServiceDown } from '../platform/http.js';
import type { Supplier, SupplierOrderResult, SupplierOrderStatus } from './supplier.js';
import { supplierLabelOf, supplierLabels, type Suppliers } from './suppliers-from-config.js';
import { supplierOrders } from './tables.js';

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/**
 * What one delivery pass ended with. `busy` (another worker holds a supplier order) and
 * `waiting` (the supplier has not finished, or did not answer) are tried again later by the job;
 * the others are final for this pass.
 */
export type DeliveryOutcome = 'done' | 'manual' | 'flagged' | 'busy' | 'waiting';

/** Statuses after which nothing more happens to a supplier order without an admin. */
const settled = new Set(['delivered', 'failed', 'held', 'unknown']);

export const NEEDS_ATTENTION = 'Needs attention';

/**
 * Delivers paid orders through their suppliers, one supplier order per SKU, each recorded before
 * the supplier is called. Nothing is placed twice: a worker claims a supplier order before it
 * talks to the supplier (a crash frees the claim after `claimSeconds`), and a supplier order
 * whose earlier call had no answer is first looked up by its reference; where the supplier
 * cannot be asked, an admin is. Nothing is refunded that the supplier did not confirm as failed.
 */
export function createDelivery({
  db,
  states,
  suppliers,
  log,
  claimSeconds = 60,
  maxAttempts = 8,
  observe = () => {},
}: {
  db: Db;
  states: OrderStates;
  suppliers: Suppliers;
  log: { warn(obj: object, msg: string): void };
  claimSeconds?: number;
  /** Passes over an unfinished supplier order before the order is flagged instead of tried again. */
  maxAttempts?: number;
  /** Told each supplier answer (the metrics). */
  observe?: (supplier: string, outcome: string) => void;
}) {
  const rowsOf = (orderId: string) => db.select().from(supplierOrders).where(eq(supplierOrders.orderId, orderId)).orderBy(asc(supplierOrders.position));

  async function update(row: SupplierOrderRow, changes: Partial<typeof supplierOrders.$inferInsert>) {
    await db
      .update(supplierOrders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(supplierOrders.id, row.id));
  }

  /** Takes a supplier order for this worker; null when another worker has it. */
  async function claim(row: SupplierOrderRow): Promise<SupplierOrderRow | null> {
    const [claimed] = await db
      .update(supplierOrders)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`, attempts: sql`${supplierOrders.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(supplierOrders.id, row.id), or(isNull(supplierOrders.claimedUntil), lt(supplierOrders.claimedUntil, sql`now()`))))
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

  const costOf = (result: { cost?: string }) => (result.cost !== undefined ? { cost: result.cost } : {});
  const record = (row: SupplierOrderRow, result: SupplierOrderResult | SupplierOrderStatus) => {
    observe(row.supplier, result.status);
    switch (result.status) {
      case 'delivered':
        return update(row, { status: 'delivered', supplierOrderId: result.supplierOrderId, deliveredAt: new Date(), lastAnswer: 'Delivered', claimedUntil: null, ...costOf(result) });
      case 'processing':
        return update(row, { status: 'processing', supplierOrderId: result.supplierOrderId, lastAnswer: 'Accepted, being delivered', claimedUntil: null, ...costOf(result) });
      case 'failed':
        return update(row, { status: 'failed', lastAnswer: result.message, claimedUntil: null });
      case 'held':
        return update(row, { status: 'held', lastAnswer: result.message, claimedUntil: null });
      case 'not-found':
        return update(row, { status: 'new', lastAnswer: 'The supplier has no such order', claimedUntil: null });
    }
  };

  /** One step for a claimed supplier order: find out what happened to an earlier call, else place it. */
  async function advance(supplier: Supplier, order: OrderRow, gameType: string, apiType: string | null, row: SupplierOrderRow) {
    try {
      if (row.status === 'sending' || row.status === 'processing') {
        if (!supplier.orderStatus) {
          // The supplier cannot be asked and may have delivered: placing again could deliver twice.
          await update(row, { status: 'unknown', claimedUntil: null, lastAnswer: `No answer from ${supplier.name} for ${row.reference}; it may have been delivered` });
          return;
        }
        const known = await supplier.orderStatus(row.reference);
        if (known.status !== 'not-found') return await record(row, known);
      }
      await update(row, { status: 'sending', sentAt: row.sentAt ?? new Date() });
      const result = await supplier.placeOrder({ reference: row.reference, sku: row.sku, userid: order.input1, zoneid: order.input2, gameType, apiType });
      // Accepted orders are often delivered within the second: one look now saves the customer a
      // retry's wait.
      const now = result.status === 'processing' && supplier.orderStatus ? await supplier.orderStatus(row.reference) : result;
      await record(row, now.status === 'not-found' ? result : now);
    } catch (err) {
      if (!(err instanceof OutsideServiceDown)) throw err;
      // The outcome is unknown: the row stays as it was (sending or processing) for the next pass.
      observe(row.supplier, 'no-answer');
      await update(row, { claimedUntil: null, lastAnswer: `No answer: ${err.reason}` });
    }
  }

  /** Decides the order from its supplier orders, in one transaction with the order locked. */
  async function settle(order: OrderRow, supplierName: string, rows: SupplierOrderRow[]): Promise<DeliveryOutcome> {
    const open = rows.filter((r) => !settled.has(r.status));
    if (open.length > 0) {
      if (open.every((r) => r.attempts < maxAttempts)) return 'waiting';
      await flagOrder(order.id, `${NEEDS_ATTENTION}: ${supplierName} gave no final answer after ${maxAttempts} attempts`);
      return 'flagged';
    }
    const by = (status: string) => rows.filter((r) => r.status === status);
    const [delivered, failed, held, unknown] = [by('delivered'), by('failed'), by('held'), by('unknown')];
    if (delivered.length === rows.length) {
      return db.transaction(async (tx) => {
        const locked = await states.lock(tx, { id: order.id });
        if (locked?.status === 'Processing') await states.move(tx, locked, 'Completed', { flag: null });
        return 'done' as const;
      });
    }
    if (unknown.length > 0) {
      await flagOrder(order.id, `${NEEDS_ATTENTION}: ${supplierName} did not answer and cannot be asked; check with ${supplierName} whether it delivered, then complete or refund`);
      return 'flagged';
    }
    if (held.length > 0) {
      await flagOrder(order.id, `${NEEDS_ATTENTION}: ${supplierName} placed nothing: ${held[0]!.lastAnswer ?? 'refused'}. Fix it, then retry the delivery`);
      return 'flagged';
    }
    if (delivered.length === 0) {
      const why = failed[0]!.lastAnswer ?? 'the supplier refused it';
      return db.transaction(async (tx) => {
        const locked = await states.lock(tx, { id: order.id });
        if (locked?.status === 'Processing') {
          await states.refund(tx, locked, `We could not deliver this pack: ${why}. ${formatRupees(paiseToRupees(locked.pricePaise))} has been refunded to your wallet.`);
        }
        return 'done' as const;
      });
    }
    const part = delivered.map((r) => `${r.sku} (${r.supplierOrderId ?? 'no id'})`).join(', ');
    log.warn({ orderId: order.id, delivered: delivered.length, failed: failed.length }, 'order partly delivered');
    await flagOrder(order.id, `Partly delivered: ${delivered.length} of ${rows.length} delivered by ${supplierName} (${part}); not delivered: ${failed.map((r) => `${r.sku}: ${r.lastAnswer}`).join('; ')}`);
    return 'flagged';
  }

  const flagOrder = (orderId: string, flag: string) => db.transaction((tx) => states.flag(tx, orderId, flag));

  async function deliverOrder(orderId: string): Promise<DeliveryOutcome> {
    const order = await orderToDeliver(db, orderId);
    if (!order) return 'done';
    const pack = await packForDelivery(db, order.productId, order.itemId);
    if (!pack?.isApi || pack.skus.length === 0) return 'manual';
    const choice = suppliers.choose(pack.apiType);
    if (choice.kind === 'manual') return 'manual';
    if (choice.kind === 'missing') {
      await flagOrder(order.id, `${NEEDS_ATTENTION}: no ${supplierLabels[choice.key]} keys (${choice.missing}); deliver it by hand or set them and retry`);
      return 'flagged';
    }
    // A flagged order waits for an admin, who may clear the flag by retrying.
    if (order.flag) return 'flagged';
    const { supplier } = choice;
    const supplierName = supplierLabels[choice.key];

    await db
      .insert(supplierOrders)
      .values(pack.skus.map((sku, i) => ({ orderId: order.id, position: i + 1, sku, reference: `${order.clientTxnId}-${i + 1}`, supplier: supplier.name })))
      .onConflictDoNothing();

    for (const row of await rowsOf(order.id)) {
      if (settled.has(row.status)) continue;
      const claimed = await claim(row);
      if (!claimed) return 'busy';
      if (settled.has(claimed.status)) {
        await update(claimed, { claimedUntil: null });
        continue;
      }
      // While this worker talks to the supplier it keeps renewing its claim, so the claim can be
      // short: a worker that dies stops renewing, and another instance takes over within seconds.
      const heartbeat = setInterval(() => void renewClaim(claimed).catch(() => undefined), (claimSeconds * 1000) / 3);
      try {
        await advance(supplier, order, pack.type, pack.apiType, claimed);
      } finally {
        clearInterval(heartbeat);
      }
    }
    return settle(order, supplierName, await rowsOf(order.id));
  }

  /** Whether a paid order waits for an admin to deliver it by hand (no supplier for its pack). */
  async function isManual(tx: Tx, order: OrderRow): Promise<boolean> {
    const pack = await packForDelivery(tx, order.productId, order.itemId);
    return !pack?.isApi || pack.skus.length === 0 || suppliers.choose(pack.apiType).kind === 'manual';
  }

  return {
    deliverOrder,

    isManual,

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
        if (rows.length === 0 ? !order.flag || (await isManual(tx, order)) : retry.length === 0) return false;
        if (retry.length > 0) {
          await tx
            .update(supplierOrders)
            .set({ status: sql`case when ${supplierOrders.status} in ('failed', 'held') then 'new' else ${supplierOrders.status} end`, attempts: 0, claimedUntil: null, updatedAt: new Date() })
            .where(inArray(supplierOrders.id, retry.map((r) => r.id)));
        }
        await states.flag(tx, orderId, null);
        return true;
      });
    },

    /**
     * Paid API orders whose delivery stopped without an answer (a worker killed mid-call): their
     * claims have expired. The job queue would retry them only after its own, much longer lease.
     * `taken` are delivery jobs a worker has held for longer than a claim: its instance may have
     * died between steps, where no claim is held (before the supplier orders were written, or
     * after the supplier's answer was recorded and before the order was settled). Those whose
     * order has no supplier order claimed now are stalled too; a worker that was only slow
     * meets a repeated job that finds the order settled, or the claim taken (`busy`).
     */
    async stalledOrders(taken: { orderId?: unknown }[] = []): Promise<string[]> {
      const heldIds = [...new Set(taken.map((job) => job.orderId).filter((id): id is string => typeof id === 'string'))];
      const claimedNow = heldIds.length
        ? await db
            .selectDistinct({ orderId: supplierOrders.orderId })
            .from(supplierOrders)
            .where(and(inArray(supplierOrders.orderId, heldIds), gt(supplierOrders.claimedUntil, sql`now()`)))
        : [];
      const busy = new Set(claimedNow.map((r) => r.orderId));
      const rows = await db
        .selectDistinct({ orderId: supplierOrders.orderId })
        .from(supplierOrders)
        .where(
          and(
            inArray(supplierOrders.status, ['new', 'sending', 'processing']),
            or(isNull(supplierOrders.claimedUntil), lt(supplierOrders.claimedUntil, sql`now()`)),
            lt(supplierOrders.updatedAt, sql`now() - make_interval(secs => ${claimSeconds})`),
          ),
        )
        .limit(500);
      return processingOrderIds(db, [...new Set([...rows.map((r) => r.orderId), ...heldIds.filter((id) => !busy.has(id))])]);
    },
  };
}
export type Delivery = ReturnType<typeof createDelivery>;

/** Each paid order's supplier orders, for the admin's desk and the customer's timeline. */
export async function supplierOrdersOf(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, SupplierOrderRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(supplierOrders).where(inArray(supplierOrders.orderId, orderIds)).orderBy(asc(supplierOrders.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The delivery desk's view of each order's supplier orders. */
export async function deliveryViewsOf(db: Db, orderIds: string[]): Promise<Map<string, SupplierOrderView[]>> {
  const rows = await supplierOrdersOf(db, orderIds);
  return new Map(
    [...rows].map(([orderId, list]) => [
      orderId,
      list.map((r) => ({
        reference: r.reference,
        sku: r.sku,
        supplier: supplierLabelOf(r.supplier),
        status: r.status as SupplierOrderView['status'],
        attempts: r.attempts,
        supplier_order_id: r.supplierOrderId,
        last_answer: r.lastAnswer,
        sent_at: r.sentAt?.toISOString() ?? null,
        delivered_at: r.deliveredAt?.toISOString() ?? null,
      })),
    ]),
  );
}

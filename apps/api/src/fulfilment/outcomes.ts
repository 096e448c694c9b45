import type { SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { moneyBackWords, type OrderRow, type OrderStates } from '../orders/state.js';
import type { Tx } from '../platform/database.js';
import type { SupplierOrderResult, SupplierOrderStatus } from './supplier.js';
import { supplierLabelOf } from './suppliers-from-config.js';
import type { supplierOrders } from './tables.js';

// What a supplier's answer does to its supplier order, and what a paid order's supplier orders,
// once answered, make of the order: the delivery's rules, apart from its workers and claims.

type SupplierOrderRow = typeof supplierOrders.$inferSelect;

/**
 * What one delivery pass ended with. `busy` (another worker holds a supplier order) and
 * `waiting` (the supplier has not finished, or did not answer) are taken up again by the sweep
 * once their retry time comes; the others are final for this pass.
 */
export type DeliveryOutcome = 'done' | 'manual' | 'flagged' | 'busy' | 'waiting';

/** Statuses after which nothing more happens to a supplier order without an admin. */
export const settled = new Set(['delivered', 'failed', 'held', 'unknown']);

export const NEEDS_ATTENTION = 'Needs attention';

/** What a supplier said to one pass over a supplier order, or that it could not be asked. */
export type Answer = SupplierOrderResult | SupplierOrderStatus | { status: 'no-answer'; reason: string } | { status: 'unknown'; supplier: string };

/**
 * What a delivered supplier order cost: the charge in millionths of the supplier's unit, the
 * owner's rate of the moment and the two multiplied, in paise (null without a rate). The costs
 * feature decides.
 */
export type Charge = { costMicros: number; rupeesPerUnit: string | null; costPaise: number | null };
/** The charge for a supplier order, from what the supplier answered or its price list; null when unknown. */
export type ChargeOf = (supplier: string, sku: string, answered: string | null) => Promise<Charge | null>;

/** What an answer changes on its supplier order; unfinished ones get their next pass's time. */
export function changesFor(row: SupplierOrderRow, answer: Answer, charge: Charge | null, retryAt: (attempts: number) => SQL): PgUpdateSetSource<typeof supplierOrders> {
  const cost = { ...('cost' in answer && answer.cost !== undefined ? { cost: answer.cost } : {}), ...(charge ?? {}) };
  const base = { claimedUntil: null, updatedAt: new Date() };
  switch (answer.status) {
    case 'delivered':
      return { ...base, status: 'delivered', supplierOrderId: answer.supplierOrderId, deliveredAt: new Date(), lastAnswer: 'Delivered', ...cost };
    case 'processing':
      return { ...base, status: 'processing', supplierOrderId: answer.supplierOrderId, lastAnswer: 'Accepted, being delivered', nextAttemptAt: retryAt(row.attempts), ...cost };
    case 'failed':
      return { ...base, status: 'failed', lastAnswer: answer.message };
    case 'held':
      return { ...base, status: 'held', lastAnswer: answer.message };
    case 'not-found':
      return { ...base, status: 'new', lastAnswer: 'The supplier has no such order', nextAttemptAt: retryAt(row.attempts) };
    case 'unknown':
      return { ...base, status: 'unknown', lastAnswer: `No answer from ${supplierLabelOf(answer.supplier)} for ${row.reference}; it may have been delivered` };
    case 'no-answer':
      // The outcome is unknown: the status stays (sending or processing) for the next pass.
      return { ...base, lastAnswer: `No answer: ${answer.reason}`, nextAttemptAt: retryAt(row.attempts) };
  }
}

/** Decides the order from its supplier orders, inside the caller's transaction. */
export async function decide(tx: Tx, { states, log, maxAttempts }: { states: OrderStates; log: { warn(obj: object, msg: string): void }; maxAttempts: number }, order: OrderRow, supplierName: string, rows: SupplierOrderRow[]): Promise<DeliveryOutcome> {
  const unfinished = rows.filter((r) => !settled.has(r.status));
  if (unfinished.length > 0) {
    if (unfinished.every((r) => r.attempts < maxAttempts)) return 'waiting';
    await states.flag(tx, order.id, `${NEEDS_ATTENTION}: ${supplierName} gave no final answer after ${maxAttempts} attempts`);
    return 'flagged';
  }
  const by = (status: string) => rows.filter((r) => r.status === status);
  const [delivered, failed, held, unknown] = [by('delivered'), by('failed'), by('held'), by('unknown')];
  if (delivered.length === rows.length) {
    // The order's cost is its supplier orders' when every one of them is known.
    const costPaise = rows.every((r) => r.costPaise !== null) ? rows.reduce((sum, r) => sum + r.costPaise!, 0) : null;
    await states.moveIf(tx, order.id, 'Processing', 'Completed', { flag: null, costPaise });
    return 'done';
  }
  if (unknown.length > 0) {
    await states.flag(tx, order.id, `${NEEDS_ATTENTION}: ${supplierName} did not answer and cannot be asked; check with ${supplierName} whether it delivered, then complete or refund`);
    return 'flagged';
  }
  if (held.length > 0) {
    await states.flag(tx, order.id, `${NEEDS_ATTENTION}: ${supplierName} placed nothing: ${held[0]!.lastAnswer ?? 'refused'}. Fix it, then retry the delivery`);
    return 'flagged';
  }
  if (delivered.length === 0) {
    const why = failed[0]!.lastAnswer ?? 'the supplier refused it';
    const locked = await states.lock(tx, { id: order.id });
    if (locked?.status === 'Processing') {
      await states.refund(tx, locked, `We could not deliver this pack: ${why}. ${moneyBackWords(locked, 'refunded to your wallet')}`);
    }
    return 'done';
  }
  const part = delivered.map((r) => `${r.sku} (${r.supplierOrderId ?? 'no id'})`).join(', ');
  log.warn({ orderId: order.id, delivered: delivered.length, failed: failed.length }, 'order partly delivered');
  await states.flag(tx, order.id, `Partly delivered: ${delivered.length} of ${rows.length} delivered by ${supplierName} (${part}); not delivered: ${failed.map((r) => `${r.sku}: ${r.lastAnswer}`).join('; ')}`);
  return 'flagged';
}


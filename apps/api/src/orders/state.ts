import { and, eq, sql } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import type { OrderStatus } from '@shop/contract/orders';
import { formatPoints } from '@shop/contract/points';
import { builtOncePerShape, placeholdersToSet } from '../platform/built-once.js';
import { together, type Tx } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import { lockWalletThenPoints } from '../points/service.js';
import { creditWallet } from '../wallet/service.js';
import { orders } from './tables.js';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The moments other features react to: paid (Processing), completed, undone (failed, refunded,
 * cancelled), and flagged (an admin must look at it).
 */
export type OrderTransition = 'paid' | 'completed' | 'undone' | 'flagged';
/** A reaction runs inside the transition's transaction: it commits with it, or neither does. */
export type OrderReaction = (tx: Tx, order: OrderRow) => Promise<void>;

/** The order state machine. Nothing else writes `orders.status`. */
const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  Created: ['Processing', 'Failed'],
  Processing: ['Completed', 'Refunded', 'Cancelled'],
  Completed: [],
  Failed: [],
  Refunded: [],
  Cancelled: [],
};

const transitionInto = (to: OrderStatus): OrderTransition | null =>
  to === 'Processing' ? 'paid' : to === 'Completed' ? 'completed' : to === 'Failed' || to === 'Refunded' || to === 'Cancelled' ? 'undone' : null;

export type OrderStates = ReturnType<typeof createOrderStates>;

type OrderChanges = Partial<typeof orders.$inferInsert>;

/**
 * The update of an order's state with the columns that change with it, built once for each set of
 * columns: by its id, or (`onlyFrom`) by its id while it is still in the state it is moving from.
 */
const updateOrder = builtOncePerShape(
  ({ columns, onlyFrom }: { columns: (keyof OrderChanges)[]; onlyFrom: boolean }) => `${onlyFrom}:${columns.join()}`,
  (db, { columns, onlyFrom }) => {
    const byId = eq(orders.id, sql.placeholder('orderId'));
    return db
      .update(orders)
      .set(placeholdersToSet(orders, columns))
      .where(onlyFrom ? and(byId, eq(orders.status, sql.placeholder('from'))) : byId)
      .returning();
  },
);

function updateOrderRow(tx: Tx, orderId: string, from: OrderStatus | null, changes: OrderChanges) {
  const columns = (Object.keys(changes) as (keyof OrderChanges)[]).filter((column) => changes[column] !== undefined);
  return updateOrder(tx, { columns, onlyFrom: from !== null }, { ...changes, orderId, from });
}

/**
 * The state machine with the reactions other features registered at start-up (coupons, reward
 * points, referrals, the leaderboard). It imports none of them: each transition runs what was
 * registered for it, started in registration order, inside the transition's own transaction. The
 * reactions of one transition do not read what another one writes.
 */
export function createOrderStates() {
  const reactions: Record<OrderTransition, OrderReaction[]> = { paid: [], completed: [], undone: [], flagged: [] };

  // The reactions start in registration order and run together: their statements go to the
  // database one behind the other without waiting for each other's answers.
  const react = (tx: Tx, transition: OrderTransition, order: OrderRow) => together(reactions[transition].map((reaction) => reaction(tx, order)));

  const check = (from: string, to: OrderStatus) => {
    if (!allowed[from as OrderStatus].includes(to)) throw new AppError('CONFLICT', `An order that is ${from} cannot become ${to}.`);
  };
  const changesInto = (to: OrderStatus, changes: OrderChanges): OrderChanges => {
    const now = new Date();
    return { ...changes, status: to, updatedAt: now, ...(to === 'Completed' ? { completedAt: now } : {}) };
  };
  async function reactTo(tx: Tx, to: OrderStatus, row: OrderRow) {
    const transition = transitionInto(to);
    if (transition) await react(tx, transition, row);
  }

  /** Moves a locked order to its next state, with the fields that change with it, and runs its reactions. */
  async function move(tx: Tx, order: OrderRow, to: OrderStatus, changes: OrderChanges = {}): Promise<OrderRow> {
    check(order.status, to);
    const [row] = await updateOrderRow(tx, order.id, null, changesInto(to, changes));
    await reactTo(tx, to, row!);
    return row!;
  }

  /**
   * Moves an order that is `from` now to `to`, and runs its reactions; null (nothing changes)
   * when it is no longer `from`. The conditional update is its own lock: one statement where
   * reading the order locked and then moving it would be two.
   */
  async function moveIf(tx: Tx, orderId: string, from: OrderStatus, to: OrderStatus, changes: OrderChanges = {}): Promise<OrderRow | null> {
    check(from, to);
    const [row] = await updateOrderRow(tx, orderId, from, changesInto(to, changes));
    if (row) await reactTo(tx, to, row);
    return row ?? null;
  }

  return {
    /** Registers a reaction to a transition; called at start-up, before any order moves. */
    on(transition: OrderTransition, reaction: OrderReaction) {
      reactions[transition].push(reaction);
    },

    /** Reads an order with its row locked for the rest of the transaction. */
    async lock(tx: Tx, where: { id: string } | { clientTxnId: string }): Promise<OrderRow | null> {
      const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.clientTxnId, where.clientTxnId);
      const [row] = await tx.select().from(orders).where(condition).limit(1).for('update');
      return row ?? null;
    },

    move,

    moveIf,

    /** An order born paid (from the wallet, in its creation's transaction): the paid reactions run. */
    bornPaid: (tx: Tx, order: OrderRow) => react(tx, 'paid', order),

    /** Processing -> Refunded: the price goes back to the customer's wallet, once (a unique ledger row). */
    async refund(tx: Tx, order: OrderRow, reason: string): Promise<OrderRow> {
      await lockMoneyBack(tx, order);
      const refunded = await move(tx, order, 'Refunded', { reason, refundedVia: 'wallet' });
      await returnToWallet(tx, order, reason);
      return refunded;
    },

    /**
     * Processing -> Cancelled, saying how the money went back: to the wallet (credited here, once),
     * or outside the shop (a bank or UPI refund the admin made), with its reference.
     */
    async cancel(tx: Tx, order: OrderRow, { reason, moneyBack, reference }: { reason: string; moneyBack: 'wallet' | 'outside'; reference?: string | null }): Promise<OrderRow> {
      if (moneyBack === 'wallet') await lockMoneyBack(tx, order);
      const cancelled = await move(tx, order, 'Cancelled', { reason, refundedVia: moneyBack, refundReference: moneyBack === 'outside' ? (reference ?? null) : null });
      if (moneyBack === 'wallet') await returnToWallet(tx, order, reason);
      return cancelled;
    },

    /**
     * Marks an order for an admin to look at (or clears the mark with null), without changing its
     * state. Setting a new flag runs the flagged reactions (the shop is told); the same flag again
     * does nothing.
     */
    async flag(tx: Tx, orderId: string, flag: string | null) {
      const [row] = await tx
        .update(orders)
        .set({ flag, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), sql`${orders.flag} is distinct from ${flag}`))
        .returning();
      if (row && flag !== null) await react(tx, 'flagged', row);
    },
  };
}

/** What a refund gives back, in words: "₹110 has been returned to your wallet" and the points, if any. */
export function moneyBackWords(order: Pick<OrderRow, 'pricePaise' | 'pointsPaise'>, where = 'returned to your S-Coins wallet'): string {
  const money = order.pricePaise - order.pointsPaise;
  const parts = [money > 0 ? `${formatRupees(paiseToRupees(money))} has been ${where}` : null, order.pointsPaise > 0 ? `${formatPoints(paiseToRupees(order.pointsPaise))} reward points have been returned to your points` : null];
  return `${parts.filter(Boolean).join(', and ')}.`;
}

/** An order paid with both money and points gives both back: their rows are taken first, in the shop's one order. */
async function lockMoneyBack(tx: Tx, order: OrderRow) {
  if (order.pointsPaise > 0 && order.pricePaise > order.pointsPaise) await lockWalletThenPoints(tx, order.userId);
}

/** The money part goes back to the wallet; points an order was paid with go back through the points' own reaction. */
async function returnToWallet(tx: Tx, order: OrderRow, reason: string) {
  const moneyPaise = order.pricePaise - order.pointsPaise;
  if (moneyPaise <= 0) return;
  await creditWallet(tx, {
    userId: order.userId,
    amountPaise: moneyPaise,
    type: 'Refunded',
    txnid: `${order.clientTxnId}-R`,
    orderId: order.id,
    reason: `Refund for order ${order.clientTxnId}: ${reason}`,
  });
}

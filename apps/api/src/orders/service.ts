import { and, desc, eq, sql } from 'drizzle-orm';
import { checkIdTypes, INDO_ID_MESSAGE, playerInputProblem } from '@shop/contract/catalogue';
import { paiseToRupees } from '@shop/contract/money';
import type { CreateOrderRequest, Order, TimelineStep } from '@shop/contract/orders';
import type { Caller } from '../accounts/session.js';
import { assertSelf, contactOf } from '../accounts/lookups.js';
import type { Catalogue } from '../catalogue/service.js';
import type { PlayerCheck } from '../fulfilment/service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { newClientTxnId } from '../platform/txn-ids.js';
import { type Db, type Tx, isUniqueViolation } from '../platform/database.js';
import { assertMayUseCoupons, type Coupons } from '../coupons/service.js';
import { AppError, badRequest, forbidden, notFound } from '../platform/errors.js';
import { debitWallet } from '../wallet/service.js';
import type { OrderRow, OrderStates } from './state.js';
import { orders } from './tables.js';

export type OrderPlaced =
  | { paymentmode: 'upi'; clientTxnId: string; paymentUrl: string }
  | { paymentmode: 'wallet'; clientTxnId: string; redirectUrl: string };

export type Orders = ReturnType<typeof createOrders>;

/** What the delivery of a paid order did, per supplier order (from the fulfilment feature). */
export type DeliveryFact = { sentAt: Date | null; deliveredAt: Date | null; supplierOrderId: string | null };
export type DeliveryFacts = (orderIds: string[]) => Promise<Map<string, DeliveryFact[]>>;

export function createOrders(deps: {
  db: Db;
  states: OrderStates;
  catalogue: Catalogue;
  coupons: Coupons;
  playerCheck: PlayerCheck;
  gateway: PaymentGateway;
  publicUrl: string;
  deliveryFacts: DeliveryFacts;
}) {
  const { db, states, catalogue, coupons, playerCheck, gateway, publicUrl, deliveryFacts } = deps;

  async function withTimelines(rows: OrderRow[], email: string): Promise<Order[]> {
    const facts = await deliveryFacts(rows.filter((r) => r.paidAt).map((r) => r.id));
    return rows.map((r) => ({ ...toOrder(r, email), timeline: timelineOf(r, facts.get(r.id) ?? []) }));
  }

  const answerFor = (order: OrderRow, paymentUrl: string | null): OrderPlaced =>
    order.paymentMode === 'wallet'
      ? { paymentmode: 'wallet', clientTxnId: order.clientTxnId, redirectUrl: `/confirmation?client_txn_id=${order.clientTxnId}` }
      : { paymentmode: 'upi', clientTxnId: order.clientTxnId, paymentUrl: paymentUrl ?? `/confirmation?client_txn_id=${order.clientTxnId}` };

  async function existingFor(userId: string, idempotencyKey: string): Promise<OrderPlaced | null> {
    // A repeat of a UPI order answers the same payment page, which the first request may still
    // be opening with the gateway: wait for it a little.
    for (let attempt = 0; attempt < 25; attempt++) {
      const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey))).limit(1);
      if (!row) return null;
      if (row.paymentMode === 'wallet' || row.paymentUrl || row.status !== 'Created') return answerFor(row, row.paymentUrl);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new AppError('CONFLICT', 'This order is still being created. Please check My Orders.');
  }

  return {
    /**
     * Places an order: the server prices the pack for the caller, checks stock, inputs and the
     * player id, then either debits the wallet (-> Processing, with the paid reactions, one transaction)
     * or opens a UPI payment (-> Created). The same idempotency key answers the same order.
     */
    async placeOrder({ caller, request, idempotencyKey }: { caller: Caller; request: CreateOrderRequest; idempotencyKey: string | null }): Promise<OrderPlaced> {
      assertSelf(caller, request.userid);
      if (idempotencyKey) {
        const earlier = await existingFor(caller.id, idempotencyKey);
        if (earlier) return earlier;
      }
      const packRef = request.item_id ?? request.itemid;
      if (packRef === undefined) throw badRequest('Please select a pack.');
      const { product, pack, pricePaise } = await catalogue.packForPurchase(request.product_id, packRef, caller.role);
      if (!pack.inStock) throw new AppError('CONFLICT', 'This pack is out of stock.');
      const input1 = request.input1.trim();
      const input2 = (request.input2 ?? '').trim();
      const problem = playerInputProblem(product.type, input1, input2, product.inputs.length);
      if (problem) throw badRequest(problem);
      const couponCode = request.couponCode || null;
      if (couponCode) assertMayUseCoupons(caller.role);

      let username: string | null = null;
      if (product.isApi && checkIdTypes.includes(product.type)) {
        // The name check is repeated here: the browser's earlier check proves nothing.
        const check = await playerCheck.lookUp({ productId: product._id, itemId: pack.id, userid: input1, zoneid: input2 });
        if (check?.use === 'b') throw badRequest(INDO_ID_MESSAGE);
        username = check?.username ?? null;
      }

      const values = {
        clientTxnId: newClientTxnId('order'),
        userId: caller.id,
        productId: product._id,
        itemId: pack.id,
        productName: product.name,
        itemName: pack.name,
        input1,
        input2,
        username,
        pricePaise,
        couponCode,
        paymentMode: request.paymentmode,
        idempotencyKey,
      };

      /** Inserts the order and, with a coupon, prices it by the coupon's rules in the same transaction. */
      const insertOrder = async (tx: Tx, extra: { gateway?: string; status?: 'Created' | 'Processing'; paidAt?: Date }) => {
        const [created] = await tx.insert(orders).values({ status: 'Created', ...values, ...extra }).returning();
        if (!couponCode) return created!;
        const price = await coupons.redeemInOrder(tx, { caller, code: couponCode, pricePaise, orderId: created!.id });
        const [priced] = await tx.update(orders).set({ pricePaise: price.finalPaise, discountPaise: price.discountPaise, couponCode: price.code }).where(eq(orders.id, created!.id)).returning();
        return priced!;
      };

      try {
        if (request.paymentmode === 'wallet') {
          const order = await db.transaction(async (tx) => {
            // Paid from the wallet in the same transaction, so it is born Processing. The debit
            // comes last: the wallet row stays locked only from it to the commit.
            const paid = await insertOrder(tx, { status: 'Processing', paidAt: new Date() });
            await states.bornPaid(tx, paid);
            await debitWallet(tx, { userId: caller.id, amountPaise: paid.pricePaise, txnid: `${paid.clientTxnId}-D`, orderId: paid.id, reason: `${pack.name} (${product.name})` });
            return paid;
          });
          return answerFor(order, null);
        }

        const order = await db.transaction((tx) => insertOrder(tx, { gateway: gateway.name }));
        const customer = await contactOf(db, caller.id);
        try {
          const payment = await gateway.create({
            clientTxnId: order.clientTxnId,
            amountPaise: order.pricePaise,
            description: `${pack.name} - ${product.name}`,
            customer: { name: customer!.name, email: customer!.email, mobile: customer!.mobile },
            returnUrl: `${publicUrl}/confirmation?client_txn_id=${order.clientTxnId}`,
            createdAt: order.createdAt,
          });
          await db.update(orders).set({ gatewayOrderId: payment.gatewayOrderId, paymentUrl: payment.paymentUrl }).where(eq(orders.id, order.id));
          return { paymentmode: 'upi', clientTxnId: order.clientTxnId, paymentUrl: payment.paymentUrl };
        } catch (err) {
          await db.transaction(async (tx) => {
            const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
            if (locked?.status === 'Created') await states.move(tx, locked, 'Failed', { reason: 'The payment could not be started.' });
          });
          throw err;
        }
      } catch (err) {
        // A client that follows redirect_url (as the spec's browser does) shows Insufficient Balance.
        if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE') throw new AppError(err.code, err.message, { redirect_url: '/balanceerror' });
        // The same key at the same moment: the other request made the order; answer it.
        if (idempotencyKey && isUniqueViolation(err)) {
          const earlier = await existingFor(caller.id, idempotencyKey);
          if (earlier) return earlier;
        }
        throw err;
      }
    },

    /** One order for its owner or an admin. */
    async orderFor(caller: Caller, clientTxnId: string): Promise<OrderRow> {
      const [row] = await db.select().from(orders).where(eq(orders.clientTxnId, clientTxnId)).limit(1);
      if (!row) throw notFound('Order not found');
      if (row.userId !== caller.id && caller.role !== 'admin') throw forbidden('This order belongs to another account.');
      return row;
    },

    async emailOf(userId: string): Promise<string> {
      return (await contactOf(db, userId)).email;
    },

    async ordersOf(caller: Caller, userid: string): Promise<Order[]> {
      assertSelf(caller, userid);
      const rows = await db.select().from(orders).where(eq(orders.userId, caller.id)).orderBy(desc(orders.createdAt)).limit(1000);
      return withTimelines(rows, caller.email);
    },

    /** An order as its customer reads it, with its timeline. */
    async describe(row: OrderRow, email: string): Promise<Order> {
      return (await withTimelines([row], email))[0]!;
    },

    async orderCounts(userId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${orders.status} = 'Completed'))::int`,
          refunded: sql<number>`(count(*) filter (where ${orders.status} = 'Refunded'))::int`,
        })
        .from(orders)
        .where(eq(orders.userId, userId));
      return { total_order: row?.total ?? 0, completed: row?.completed ?? 0, refunded: row?.refunded ?? 0 };
    },
  };
}

/**
 * The order's history as it happened: placed; paid (with the UPI reference); sent to the
 * supplier; then delivered (with the supplier's order ids or the shop's note), refunded,
 * cancelled (and how the money went back) or failed, with the reason.
 */
export function timelineOf(row: OrderRow, deliveries: DeliveryFact[]): TimelineStep[] {
  const at = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const steps: TimelineStep[] = [{ step: 'placed', at: at(row.createdAt), detail: null }];
  if (row.paidAt) {
    const paid = row.paymentMode === 'wallet' ? 'Paid from your wallet' : row.upiTxnId ? `Paid by UPI, reference ${row.upiTxnId}` : 'Paid by UPI';
    steps.push({ step: 'paid', at: at(row.paidAt), detail: paid });
  }
  const sent = deliveries.map((d) => d.sentAt).filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
  if (sent) steps.push({ step: 'sent', at: at(sent), detail: 'Sent to the supplier' });
  const ids = deliveries.map((d) => d.supplierOrderId).filter(Boolean);
  switch (row.status) {
    case 'Completed':
      steps.push({ step: 'delivered', at: at(row.completedAt), detail: [ids.length ? `Supplier order ${ids.join(', ')}` : null, row.reason].filter(Boolean).join('. ') || null });
      break;
    case 'Refunded':
      steps.push({ step: 'refunded', at: at(row.updatedAt), detail: row.reason });
      break;
    case 'Cancelled': {
      const via = row.refundedVia === 'wallet' ? 'The amount was returned to your wallet.' : row.refundedVia === 'outside' ? `Refunded outside the shop${row.refundReference ? `, reference ${row.refundReference}` : ''}.` : null;
      steps.push({ step: 'cancelled', at: at(row.updatedAt), detail: [row.reason, via].filter(Boolean).join(' ') || null });
      break;
    }
    case 'Failed':
      steps.push({ step: 'failed', at: at(row.updatedAt), detail: row.reason });
      break;
  }
  return steps;
}

export function toOrder(row: OrderRow, useremail: string): Order {
  return {
    _id: row.id,
    orderid: row.clientTxnId,
    client_txn_id: row.clientTxnId,
    productname: row.productName,
    itemname: row.itemName,
    paymentmode: row.paymentMode as Order['paymentmode'],
    status: row.status as Order['status'],
    input1: row.input1,
    input2: row.input2,
    username: row.username,
    value: paiseToRupees(row.pricePaise),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reason: row.reason,
    useremail,
    upi_txn_id: row.upiTxnId,
  };
}

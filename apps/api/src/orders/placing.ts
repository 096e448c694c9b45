import { createHash, randomUUID } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { checkIdTypes, INDO_ID_MESSAGE, playerInputProblem } from '@shop/contract/catalogue';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { CreateOrderRequest } from '@shop/contract/orders';
import { formatPoints } from '@shop/contract/points';
import { assertSelf, contactOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import type { Catalogue } from '../catalogue/service.js';
import { assertMayUseCoupons, type Coupons } from '../coupons/service.js';
import type { PlayerCheck } from '../fulfilment/service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { lockWalletThenPoints, spendPointsOnOrder } from '../points/service.js';
import { builtOnce, placeholders } from '../platform/built-once.js';
import { type Db, together, type Tx } from '../platform/database.js';
import { AppError, badRequest } from '../platform/errors.js';
import { newClientTxnId } from '../platform/txn-ids.js';
import { debitWallet } from '../wallet/service.js';
import type { OrderRow, OrderStates } from './state.js';
import { orders } from './tables.js';

export type OrderPlaced =
  | { paymentmode: 'upi'; clientTxnId: string; paymentUrl: string }
  | { paymentmode: 'wallet'; clientTxnId: string; redirectUrl: string; order?: OrderRow; rehearsed?: OrderRow };

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another order. Use a new key for a new order.';
const REHEARSAL = new Error('rehearsal: rolled back on purpose');

/** What a keyed request asked for, so that a retry is told apart from a new order under an old key. */
function requestDigest(request: CreateOrderRequest): string {
  const packRef = request.item_id ?? request.itemid;
  const asked = [request.product_id, String(packRef ?? ''), request.input1.trim(), (request.input2 ?? '').trim(), request.paymentmode, request.couponCode || '', request.points ?? 0];
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

/**
 * Every column of an order: a new one is written whole, so that what the shop does next with it
 * (its payment, its reactions) needs no answer from the insert.
 */
const ORDER_COLUMNS = Object.keys(getTableColumns(orders)) as (keyof OrderRow)[];
const insertNewOrder = builtOnce((db) => db.insert(orders).values(placeholders(ORDER_COLUMNS)));

/**
 * Placing an order: the checks of what is bought and for whom, the one transaction that writes it
 * (paid from the wallet or by points at once), or the UPI payment it waits for.
 */
export type OrderPlacingDeps = {
  db: Db;
  states: OrderStates;
  catalogue: Catalogue;
  coupons: Coupons;
  playerCheck: PlayerCheck;
  gateway: PaymentGateway;
  /** Where the customer comes back to after paying. */
  publicUrl: string;
};

export function createOrderPlacing({ db, states, catalogue, coupons, playerCheck, gateway, publicUrl }: OrderPlacingDeps) {
  const answerFor = (order: OrderRow, paymentUrl: string | null): OrderPlaced =>
    order.paymentMode !== 'upi'
      ? { paymentmode: 'wallet', clientTxnId: order.clientTxnId, redirectUrl: `/confirmation?client_txn_id=${order.clientTxnId}` }
      : { paymentmode: 'upi', clientTxnId: order.clientTxnId, paymentUrl: paymentUrl ?? `/confirmation?client_txn_id=${order.clientTxnId}` };

  async function existingFor(userId: string, idempotencyKey: string, digest: string): Promise<OrderPlaced | null> {
    // A repeat of a UPI order answers the same payment page, which the first request may still
    // be opening with the gateway: wait for it a little.
    for (let attempt = 0; attempt < 25; attempt++) {
      const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey))).limit(1);
      if (!row) return null;
      // Rows from before digests were kept have none: they answer as before.
      if (row.requestDigest && row.requestDigest !== digest) throw new AppError('CONFLICT', IDEMPOTENCY_KEY_REUSED);
      if (row.paymentMode !== 'upi' || row.paymentUrl || row.status !== 'Created') return { ...answerFor(row, row.paymentUrl), ...(row.paymentMode !== 'upi' ? { order: row } : {}) };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new AppError('CONFLICT', 'This order is still being created. Please check My Orders.');
  }

  /** `attempt.madeOrder` is set once this call's own order is committed (a UPI order, before its payment page). */
  async function place(
    { caller, request, idempotencyKey, rehearse, digest }: { caller: Caller; request: CreateOrderRequest; idempotencyKey: string | null; rehearse: boolean; digest: string },
    attempt: { madeOrder: boolean },
  ): Promise<OrderPlaced> {
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
    // Points first (1 point = ₹1, so hundredths of a point are paise), the rest by the chosen mode.
    const pointsPaise = request.points === undefined ? 0 : rupeesToPaise(request.points);
    const tooManyPoints = (price: number) => badRequest(`At most ${formatPoints(paiseToRupees(price))} points can pay for this order.`);
    if (pointsPaise > pricePaise) throw tooManyPoints(pricePaise);
    const modeFor = (price: number) => (pointsPaise === price ? 'points' : request.paymentmode);

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
      pointsPaise,
      couponCode,
      buyerKind: caller.role === 'reseller' ? ('reseller' as const) : ('customer' as const),
      paymentMode: modeFor(pricePaise),
      idempotencyKey: rehearse ? null : idempotencyKey,
      requestDigest: idempotencyKey && !rehearse ? digest : null,
    };

    /** The new order as it is written: the columns it does not set yet are empty. */
    const newOrder = (set: Partial<OrderRow>): OrderRow => {
      const now = new Date();
      const empty = { discountPaise: 0, costPaise: null, reason: null, gateway: null, gatewayOrderId: null, paymentUrl: null, upiTxnId: null, completedAt: null, flag: null, refundedVia: null, refundReference: null, paidAt: null };
      return { id: randomUUID(), status: 'Created', createdAt: now, updatedAt: now, ...empty, ...values, ...set };
    };

    /**
     * Writes the order and, with a coupon, prices it by the coupon's rules (after the insert's
     * answer), and spends its points, all in the same transaction; answers the order as written.
     */
    const insertOrder = async (tx: Tx, born: OrderRow): Promise<OrderRow> => {
      const inserted = insertNewOrder(tx, born);
      if (!couponCode) {
        await together([inserted, pointsPaise > 0 ? spendPointsOnOrder(tx, born) : undefined]);
        return born;
      }
      await inserted;
      const price = await coupons.redeemInOrder(tx, { caller, code: couponCode, pricePaise, orderId: born.id });
      if (pointsPaise > price.finalPaise) throw tooManyPoints(price.finalPaise);
      const [priced] = await tx
        .update(orders)
        .set({ pricePaise: price.finalPaise, discountPaise: price.discountPaise, couponCode: price.code, paymentMode: modeFor(price.finalPaise) })
        .where(eq(orders.id, born.id))
        .returning();
      if (pointsPaise > 0) await spendPointsOnOrder(tx, priced!);
      return priced!;
    };

    try {
      if (request.paymentmode === 'wallet' || pointsPaise === pricePaise) {
        let rehearsed: OrderRow | null = null;
        const order = await db
          .transaction(async (tx) => {
            // Paid from the wallet in the same transaction, so it is born Processing. Without a
            // coupon its price is known before it is written: the order, its payment and its paid
            // reactions go to the database together, none waiting for the answer to the one before.
            const born = newOrder({ status: 'Processing', paidAt: new Date() });
            // Paid with both wallet and points: both balance rows are taken first, in the shop's one order.
            // With a coupon the insert is awaited before the debit: the locks are too, so that none is left behind a failure.
            const locked = pointsPaise > 0 && pointsPaise < pricePaise ? lockWalletThenPoints(tx, caller.id) : undefined;
            if (couponCode) await locked;
            const written = insertOrder(tx, born);
            const paid = couponCode ? await written : born;
            const moneyPaise = paid.pricePaise - paid.pointsPaise;
            const debit = moneyPaise > 0 ? debitWallet(tx, { userId: caller.id, amountPaise: moneyPaise, txnid: `${paid.clientTxnId}-D`, orderId: paid.id, reason: `${pack.name} (${product.name})` }) : undefined;
            await together([locked, written, debit, states.bornPaid(tx, paid)]);
            // A rehearsal (a test key's order) goes through every check and effect, then rolls back.
            if (rehearse) {
              rehearsed = paid;
              throw REHEARSAL;
            }
            return paid;
          })
          .catch((err: unknown) => {
            if (err === REHEARSAL && rehearsed) return rehearsed;
            throw err;
          });
        return { ...answerFor(order, null), ...(rehearse ? { rehearsed: order } : { order }) };
      }
      if (rehearse) throw badRequest('Only wallet orders can be rehearsed.');

      const order = await db.transaction(async (tx) => {
        const created = await insertOrder(tx, newOrder({ gateway: gateway.name }));
        // A coupon and points that together leave nothing to pay: paid now, no payment page.
        return created.paymentMode === 'points' ? states.move(tx, created, 'Processing', { paidAt: new Date() }) : created;
      });
      attempt.madeOrder = true;
      if (order.paymentMode === 'points') return answerFor(order, null);
      const customer = await contactOf(db, caller.id);
      try {
        const payment = await gateway.create({
          clientTxnId: order.clientTxnId,
          amountPaise: order.pricePaise - order.pointsPaise,
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
      throw err;
    }
  }

  return {
    /**
     * Places an order: the server prices the pack for the caller, checks stock, inputs and the
     * player id, then either debits the wallet (-> Processing, with the paid reactions, one transaction)
     * or opens a UPI payment (-> Created). The same idempotency key answers the same order.
     */
    async placeOrder({ caller, request, idempotencyKey, rehearse = false }: { caller: Caller; request: CreateOrderRequest; idempotencyKey: string | null; rehearse?: boolean }): Promise<OrderPlaced> {
      assertSelf(caller, request.userid);
      const digest = requestDigest(request);
      const attempt = { madeOrder: false };
      try {
        return await place({ caller, request, idempotencyKey, rehearse, digest }, attempt);
      } catch (err) {
        // A repeat of a keyed request (a retry, or the same request twice at once) answers the
        // order the first one made, whatever this attempt ran into: its insert failed on the key,
        // or a check failed that the first one passed (the pack sold out since). Looking only
        // then, rather than before every order, saves every new order a statement. A failure
        // after this call made its own order (its payment could not be started) is its answer.
        if (idempotencyKey && !rehearse && !attempt.madeOrder) {
          const earlier = await existingFor(caller.id, idempotencyKey, digest);
          if (earlier) return earlier;
        }
        throw err;
      }
    },
  };
}

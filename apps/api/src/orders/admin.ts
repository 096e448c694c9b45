import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOrder, allTxnQuery, DecideOrderRequest, SupplierOrderView } from '@shop/contract/admin';
import { paiseToRupees } from '@shop/contract/money';
import { accountsMatching, peopleOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import type { Db } from '../platform/database.js';
import { AppError, notFound } from '../platform/errors.js';
import type { OrderRow, OrderStates } from './state.js';
import { orders } from './tables.js';
import { looksLikeTxnId } from '../platform/txn-ids.js';
import { istDateSql } from '../platform/india-time.js';
import { istDayStart, istDaysUpTo, nextIstDayStart } from '@shop/contract/india-time';

/**
 * The search box takes an order or transaction id or the start of an email. Ids have a shape of
 * their own (payments/references.ts: ST or TU and a yymmdd date; admin credits AD), so each search
 * uses one index instead of an OR the planner cannot combine well.
 */


export type OrderAdmin = ReturnType<typeof createOrderAdmin>;

/** The admin console's orders: stats, Pending Orders and their decisions, All Orders. */
/** The supplier orders of some paid orders, as the delivery desk shows them (from the fulfilment feature). */
export type DeliveryViews = (orderIds: string[]) => Promise<Map<string, SupplierOrderView[]>>;

export function createOrderAdmin({ db, states, audit, deliveryViews }: { db: Db; states: OrderStates; audit: AuditTrail; deliveryViews: DeliveryViews }) {
  return {
    async stats() {
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${orders.status} = 'Completed'))::int`,
          refunded: sql<number>`(count(*) filter (where ${orders.status} = 'Refunded'))::int`,
          processing: sql<number>`(count(*) filter (where ${orders.status} = 'Processing'))::int`,
          salePaise: sql<string>`coalesce(sum(${orders.pricePaise}) filter (where ${orders.status} = 'Completed'), 0)`,
        })
        .from(orders);
      const since = new Date(Date.now() - 30 * 24 * 60 * 60_000);
      const days = await db.execute(sql`
        select to_char(${istDateSql(sql`created_at`)}, 'YYYY-MM-DD') as day,
               coalesce(sum(price_paise) filter (where status = 'Completed'), 0)::bigint as sale_paise,
               count(*)::int as orders
        from orders where created_at >= ${since} group by 1 order by 1`);
      const byDay = new Map((days as unknown as { rows: { day: string; sale_paise: string | number; orders: number }[] }).rows.map((r) => [r.day, r]));
      const daily = istDaysUpTo(new Date(), 30).map((date) => {
        const row = byDay.get(date);
        return { date, sales: paiseToRupees(Number(row?.sale_paise ?? 0)), orders: Number(row?.orders ?? 0) };
      });
      return {
        total_order: totals?.total ?? 0,
        completed: totals?.completed ?? 0,
        refunded: totals?.refunded ?? 0,
        processing: totals?.processing ?? 0,
        total_sale: paiseToRupees(Number(totals?.salePaise ?? 0)),
        daily,
      };
    },

    async pendingOrders(): Promise<AdminOrder[]> {
      const rows = await db.select().from(orders).where(eq(orders.status, 'Processing')).orderBy(orders.createdAt).limit(1000);
      const [people, deliveries] = await Promise.all([peopleOf(db, rows.map((r) => r.userId)), deliveryViews(rows.map((r) => r.id))]);
      return rows.map((r) => ({ ...toAdminOrder(r, people.get(r.userId)?.email ?? ''), deliveries: deliveries.get(r.id) ?? [] }));
    },

    /**
     * Pending Orders: an admin completes (with a note the customer reads), refunds (the price back
     * to the wallet, once) or cancels (saying how the money went back) an order that is
     * Processing. Audited.
     */
    async decideOrder(admin: Caller, decision: Omit<DecideOrderRequest, 'order'> & { order: string }) {
      const ref = decision.order;
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
      const text = decision.reason?.trim() || null;
      const to = decision.status;
      const updated = await db.transaction(async (tx) => {
        const order = await states.lock(tx, byId ? { id: ref } : { clientTxnId: ref });
        if (!order) throw notFound('Order not found.');
        if (order.status !== 'Processing') throw new AppError('CONFLICT', `Only pending (Processing) orders can be changed here; this one is ${order.status}.`);
        const row =
          to === 'Refunded'
            ? await states.refund(tx, order, text ?? 'Refunded by the shop.')
            : to === 'Cancelled'
              ? await states.cancel(tx, order, { reason: text ?? 'Cancelled by the shop.', moneyBack: decision.moneyBack ?? 'wallet', reference: decision.reference ?? null })
              : await states.move(tx, order, 'Completed', { reason: text, flag: null });
        await audit(tx, {
          adminId: admin.id,
          action: `order.${to.toLowerCase()}`,
          target: order.clientTxnId,
          customerId: order.userId,
          reason: text,
          details: {
            pricePaise: order.pricePaise,
            before: { status: order.status, flag: order.flag },
            after: { status: row.status, reason: row.reason, refundedVia: row.refundedVia, refundReference: row.refundReference },
          },
        });
        return row;
      });
      return this.described(updated, `Order ${updated.clientTxnId} is now ${updated.status}.`);
    },

    /** An order as the desk shows it after a change, with its supplier orders. */
    async described(row: OrderRow, message: string) {
      const [people, deliveries] = await Promise.all([peopleOf(db, [row.userId]), deliveryViews([row.id])]);
      return { message, order: { ...toAdminOrder(row, people.get(row.userId)?.email ?? ''), deliveries: deliveries.get(row.id) ?? [] } };
    },

    /** A pending order by its id or client_txn_id, for the desk's other actions. */
    async pendingOrder(ref: string): Promise<OrderRow> {
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
      const [row] = await db.select().from(orders).where(byId ? eq(orders.id, ref) : eq(orders.clientTxnId, ref.toUpperCase())).limit(1);
      if (!row) throw notFound('Order not found.');
      if (row.status !== 'Processing') throw new AppError('CONFLICT', `Only pending (Processing) orders can be changed here; this one is ${row.status}.`);
      return row;
    },

    async allOrders(query: z.infer<typeof allTxnQuery>) {
      const where: SQL[] = [];
      if (query.search) where.push(looksLikeTxnId(query.search) ? eq(orders.clientTxnId, query.search.toUpperCase()) : inArray(orders.userId, accountsMatching(db, query.search)));
      if (query.status) where.push(eq(orders.status, query.status));
      if (query.input) where.push(or(eq(orders.input1, query.input), eq(orders.input2, query.input))!);
      if (query.paymentmode) where.push(eq(orders.paymentMode, query.paymentmode));
      if (query.from) where.push(gte(orders.createdAt, istDayStart(query.from)));
      if (query.to) where.push(lt(orders.createdAt, nextIstDayStart(query.to)));
      const condition = where.length ? and(...where) : undefined;
      // Filter and page the orders alone (indexes), then fetch the page's emails.
      const [rows, [count]] = await Promise.all([
        db.select().from(orders).where(condition).orderBy(desc(orders.createdAt), desc(orders.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(condition),
      ]);
      const people = await peopleOf(db, rows.map((r) => r.userId));
      return { transactions: rows.map((r) => toAdminOrder(r, people.get(r.userId)?.email ?? '')), totalTxns: count?.n ?? 0 };
    },
  };
}

export function toAdminOrder(row: OrderRow, useremail: string): AdminOrder {
  return {
    _id: row.id,
    transactionid: row.clientTxnId,
    orderid: row.clientTxnId,
    productname: row.productName,
    itemname: row.itemName,
    status: row.status as AdminOrder['status'],
    input1: row.input1,
    input2: row.input2,
    username: row.username,
    value: paiseToRupees(row.pricePaise),
    discount: paiseToRupees(row.discountPaise),
    couponCode: row.couponCode,
    paymentmode: row.paymentMode as AdminOrder['paymentmode'],
    useremail,
    reason: row.reason,
    flag: row.flag,
    upi_txn_id: row.upiTxnId,
    refunded_via: row.refundedVia as AdminOrder['refunded_via'],
    refund_reference: row.refundReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

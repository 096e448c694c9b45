import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder } from '@shop/contract/admin';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { z } from 'zod';
import type { allTxnQuery, allWalletTxnQuery } from '@shop/contract/admin';
import { users } from '../accounts/tables.js';
import type { Caller } from '../accounts/session.js';
import { lockOrder, moveOrder, refundOrder, type OrderRow } from '../orders/state.js';
import { orders } from '../orders/tables.js';
import type { Db } from '../platform/database.js';
import { AppError, badRequest, notFound } from '../platform/errors.js';
import { creditWallet } from '../wallet/service.js';
import { wallets, walletTransactions } from '../wallet/tables.js';
import { recordAudit } from './audit.js';

/**
 * The search box takes an order or transaction id or the start of an email. Ids have a shape of
 * their own (payments/references.ts: ST or TU and a yymmdd date; admin credits AD), so each search
 * uses one index instead of an OR the planner cannot combine well.
 */
const looksLikeTxnId = (search: string) => /^(ST\d{6}|TU\d{6}|AD)[0-9A-Z]+(-[DR])?$/i.test(search);

const IST_OFFSET = "interval '5 hours 30 minutes'";
/** A yyyy-mm-dd day in IST as its first instant. */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextIstDay = (day: string) => new Date(istDayStart(day).getTime() + 24 * 60 * 60_000);

export type MoneyDesk = ReturnType<typeof createMoneyDesk>;

/** The admin's money desk: stats, pending orders, all orders, wallet transactions, top-ups. */
export function createMoneyDesk({ db }: { db: Db }) {
  /** Users whose email starts with the search (an index on lower(email) answers it). */
  const usersByEmailPrefix = (search: string) =>
    db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) like ${`${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);

  /** The email and customer id of each user on a page. */
  async function peopleOf(userIds: string[]) {
    if (userIds.length === 0) return new Map<string, { email: string; userid: number }>();
    const rows = await db.select({ id: users.id, email: users.email, userid: users.userid }).from(users).where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((r) => [r.id, r]));
  }

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
        select to_char((created_at + ${sql.raw(IST_OFFSET)})::date, 'YYYY-MM-DD') as day,
               coalesce(sum(price_paise) filter (where status = 'Completed'), 0)::bigint as sale_paise,
               count(*)::int as orders
        from orders where created_at >= ${since} group by 1 order by 1`);
      const byDay = new Map((days as unknown as { rows: { day: string; sale_paise: string | number; orders: number }[] }).rows.map((r) => [r.day, r]));
      const daily = Array.from({ length: 30 }, (_, i) => {
        const date = new Date(Date.now() + 330 * 60_000 - (29 - i) * 24 * 60 * 60_000).toISOString().slice(0, 10);
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
      const people = await peopleOf(rows.map((r) => r.userId));
      return rows.map((r) => toAdminOrder(r, people.get(r.userId)?.email ?? ''));
    },

    /**
     * Pending Orders: an admin completes, refunds (the price back to the wallet, once) or cancels
     * an order that is Processing, with the reason the customer then reads. Audited.
     */
    async decideOrder(admin: Caller, ref: string, to: 'Completed' | 'Refunded' | 'Cancelled', reason: string | undefined) {
      const byId = /^[0-9a-f-]{36}$/i.test(ref);
      const text = reason?.trim() || null;
      const updated = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, byId ? { id: ref } : { clientTxnId: ref });
        if (!order) throw notFound('Order not found.');
        if (order.status !== 'Processing') throw new AppError('CONFLICT', `Only pending (Processing) orders can be changed here; this one is ${order.status}.`);
        const row =
          to === 'Refunded'
            ? await refundOrder(tx, order, text ?? 'Refunded by the shop.')
            : await moveOrder(tx, order, to, { reason: text ?? (to === 'Cancelled' ? 'Cancelled by the shop.' : null) });
        await recordAudit(tx, { adminId: admin.id, action: `order.${to.toLowerCase()}`, target: order.clientTxnId, reason: text, details: { from: order.status, pricePaise: order.pricePaise } });
        return row;
      });
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, updated.userId));
      return { message: `Order ${updated.clientTxnId} is now ${updated.status}.`, order: toAdminOrder(updated, user?.email ?? '') };
    },

    async allOrders(query: z.infer<typeof allTxnQuery>) {
      const where: SQL[] = [];
      if (query.search) where.push(looksLikeTxnId(query.search) ? eq(orders.clientTxnId, query.search.toUpperCase()) : inArray(orders.userId, usersByEmailPrefix(query.search)));
      if (query.status) where.push(eq(orders.status, query.status));
      if (query.input) where.push(or(eq(orders.input1, query.input), eq(orders.input2, query.input))!);
      if (query.paymentmode) where.push(eq(orders.paymentMode, query.paymentmode));
      if (query.from) where.push(gte(orders.createdAt, istDayStart(query.from)));
      if (query.to) where.push(lt(orders.createdAt, nextIstDay(query.to)));
      const condition = where.length ? and(...where) : undefined;
      // Filter and page the orders alone (indexes), then fetch the page's emails.
      const [rows, [count]] = await Promise.all([
        db.select().from(orders).where(condition).orderBy(desc(orders.createdAt), desc(orders.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(condition),
      ]);
      const people = await peopleOf(rows.map((r) => r.userId));
      return { transactions: rows.map((r) => toAdminOrder(r, people.get(r.userId)?.email ?? '')), totalTxns: count?.n ?? 0 };
    },

    async allWalletTransactions(query: z.infer<typeof allWalletTxnQuery>) {
      const where: SQL[] = [];
      if (query.search) where.push(looksLikeTxnId(query.search) ? eq(walletTransactions.txnid, query.search.toUpperCase()) : inArray(walletTransactions.userId, usersByEmailPrefix(query.search)));
      if (query.type) where.push(eq(walletTransactions.type, query.type));
      if (query.status) where.push(eq(walletTransactions.status, query.status));
      if (query.orderid) where.push(sql`${walletTransactions.orderId} = (select id from orders where client_txn_id = ${query.orderid.toUpperCase()})`);
      if (query.from) where.push(gte(walletTransactions.createdAt, istDayStart(query.from)));
      if (query.to) where.push(lt(walletTransactions.createdAt, nextIstDay(query.to)));
      const condition = where.length ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ txn: walletTransactions, orderTxnId: orders.clientTxnId })
          .from(walletTransactions)
          .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
          .where(condition)
          .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions).where(condition),
      ]);
      const byId = await peopleOf(rows.map((r) => r.txn.userId));
      const totalItems = count?.n ?? 0;
      return {
        transactions: rows.map(({ txn, orderTxnId }) => ({
          _id: txn.id,
          txnid: txn.txnid,
          type: txn.type as 'Credit' | 'Debit' | 'Refunded',
          status: txn.status as 'Created' | 'Processing' | 'Success' | 'Failed',
          amount: paiseToRupees(txn.amountPaise),
          orderid: orderTxnId,
          userid: String(byId.get(txn.userId)?.userid ?? ''),
          useremail: byId.get(txn.userId)?.email ?? '',
          reason: txn.reason,
          flag: txn.flag,
          updatedAt: txn.updatedAt.toISOString(),
          createdAt: txn.createdAt.toISOString(),
        })),
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
        totalItems,
      };
    },

    /** Users Top-Up: credits a wallet through the ledger. Audited. */
    async addUserBalance(admin: Caller, request: { userId: string; amount: number; reason?: string | undefined }) {
      const byUuid = /^[0-9a-f-]{36}$/i.test(request.userId);
      if (!byUuid && !/^\d+$/.test(request.userId)) throw badRequest('Invalid user id');
      const [user] = await db.select().from(users).where(byUuid ? eq(users.id, request.userId) : eq(users.userid, Number(request.userId))).limit(1);
      if (!user) throw notFound('User not found.');
      const amountPaise = rupeesToPaise(request.amount);
      const balance = await db.transaction(async (tx) => {
        const txnid = `AD${Date.now().toString(36).toUpperCase()}${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
        await creditWallet(tx, { userId: user.id, amountPaise, type: 'Credit', txnid, reason: request.reason?.trim() || `Added by admin ${admin.email}` });
        await recordAudit(tx, { adminId: admin.id, action: 'wallet.credit', target: user.email, reason: request.reason ?? null, details: { amountPaise, txnid } });
        const [w] = await tx.select({ balancePaise: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, user.id));
        return w?.balancePaise ?? 0;
      });
      return { message: `Successfully added ${formatRupees(request.amount)} to ${user.name}'s wallet`, balance: paiseToRupees(balance) };
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder } from '@shop/contract/admin';
import { formatBalance, formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { z } from 'zod';
import type { allTxnQuery, allWalletTxnQuery, auditLogQuery } from '@shop/contract/admin';
import { users } from '../accounts/tables.js';
import type { Caller } from '../accounts/session.js';
import { lockOrder, moveOrder, refundOrder, type OrderRow } from '../orders/state.js';
import { orders } from '../orders/tables.js';
import type { Db } from '../platform/database.js';
import { AppError, badRequest, notFound } from '../platform/errors.js';
import { creditWallet, debitWallet, entryByKey, lockBalance, lockEntry, reversalOf } from '../wallet/service.js';
import { walletTransactions } from '../wallet/tables.js';
import { isUniqueViolation } from '../accounts/service.js';
import { auditLog, recordAudit } from './audit.js';
import { adminAuditLog } from './tables.js';

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
        await recordAudit(tx, {
          adminId: admin.id,
          action: `order.${to.toLowerCase()}`,
          target: order.clientTxnId,
          customerId: order.userId,
          reason: text,
          details: { pricePaise: order.pricePaise, before: { status: order.status }, after: { status: row.status, reason: row.reason } },
        });
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

    /**
     * Users Top-Up: credits a wallet through the ledger, audited in the same transaction. With a
     * key, the same key again (a double click, a retried request) credits nothing more and
     * answers the first credit's result.
     */
    async addUserBalance(admin: Caller, request: { userId: string; amount: number; reason?: string | undefined }, idempotencyKey: string | null) {
      const user = await customerByRef(request.userId);
      const amountPaise = rupeesToPaise(request.amount);
      const answer = (txnid: string, balancePaise: number) => ({
        message: `Successfully added ${formatRupees(paiseToRupees(amountPaise))} to ${user.name}'s wallet`,
        balance: paiseToRupees(balancePaise),
        txnid,
      });
      const replay = async () => {
        const earlier = idempotencyKey ? await entryByKey(db, idempotencyKey) : undefined;
        if (!earlier) return null;
        if (earlier.userId !== user.id || earlier.amountPaise !== amountPaise || earlier.type !== 'Credit') throw reusedKey();
        return answer(earlier.txnid, await balanceAfter(earlier.txnid));
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        return await db.transaction(async (tx) => {
          const before = await lockBalance(tx, user.id);
          const txnid = `AD${Date.now().toString(36).toUpperCase()}${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
          const reason = request.reason?.trim() || `Added by admin ${admin.email}`;
          const { balancePaise } = await creditWallet(tx, { userId: user.id, amountPaise, type: 'Credit', txnid, reason, adminId: admin.id, idempotencyKey });
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'wallet.credit',
            target: user.email,
            customerId: user.id,
            reason: request.reason?.trim() || null,
            details: { txnid, amountPaise, before: { balancePaise: before }, after: { balancePaise } },
          });
          return answer(txnid, balancePaise);
        });
      } catch (err) {
        // The same key at the same moment: the other request credited; answer its result.
        if (idempotencyKey && isUniqueViolation(err)) {
          const first = await replay();
          if (first) return first;
        }
        throw err;
      }
    },

    /**
     * Reverses an admin credit made by mistake: a debit of its amount (or less) with the reason
     * the customer reads, never below zero, at most once per credit, audited in the same
     * transaction. A key makes a retried request answer the first reversal.
     */
    async reverseCredit(admin: Caller, request: { txnid: string; amount?: number | undefined; reason: string }, idempotencyKey: string | null) {
      const txnid = request.txnid.trim();
      const replay = async () => {
        const earlier = idempotencyKey ? await entryByKey(db, idempotencyKey) : undefined;
        if (!earlier) return null;
        if (earlier.type !== 'Debit' || earlier.txnid !== `${txnid}-R`) throw reusedKey();
        return reversalAnswer(earlier.amountPaise, earlier.txnid, await balanceAfter(earlier.txnid));
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        const reversed = await db.transaction(async (tx) => {
          const credit = await lockEntry(tx, txnid);
          if (!credit) throw notFound('No wallet transaction has this id.');
          if (credit.type !== 'Credit' || !credit.txnid.startsWith('AD') || credit.status !== 'Success') throw badRequest('Only a credit made by an admin can be reversed here.');
          const prior = await reversalOf(tx, credit.id);
          // The same request, sent again while the first held the credit's lock: answer the first.
          if (prior && idempotencyKey && prior.idempotencyKey === idempotencyKey) return null;
          if (prior) throw new AppError('CONFLICT', 'This credit has already been reversed.');
          const amountPaise = request.amount === undefined ? credit.amountPaise : rupeesToPaise(request.amount);
          if (amountPaise > credit.amountPaise) throw badRequest(`At most the credit's ${formatRupees(paiseToRupees(credit.amountPaise))} can be reversed.`);
          const before = await lockBalance(tx, credit.userId);
          if (before < amountPaise) {
            throw new AppError('CONFLICT', `The wallet holds ${formatBalance(paiseToRupees(before))}; a reversal cannot take it below zero. Reverse at most that much.`);
          }
          const reason = `Reversal of ${credit.txnid}: ${request.reason.trim()}`;
          const { row, balancePaise } = await debitWallet(tx, { userId: credit.userId, amountPaise, txnid: `${credit.txnid}-R`, reason, adminId: admin.id, idempotencyKey, reversesId: credit.id });
          const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, credit.userId));
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'wallet.reverse',
            target: user?.email ?? credit.userId,
            customerId: credit.userId,
            reason: request.reason.trim(),
            details: { txnid: row.txnid, reverses: credit.txnid, amountPaise, before: { balancePaise: before }, after: { balancePaise } },
          });
          return reversalAnswer(amountPaise, row.txnid, balancePaise);
        });
        return reversed ?? (await replay())!;
      } catch (err) {
        if (idempotencyKey && isUniqueViolation(err)) {
          const first = await replay();
          if (first) return first;
        }
        throw err;
      }
    },

    auditLog: (query: z.infer<typeof auditLogQuery>) => auditLog(db, query),
  };

  /** A customer by numeric customer id or _id. */
  async function customerByRef(ref: string) {
    const byUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
    if (!byUuid && !/^\d{1,12}$/.test(ref)) throw badRequest('Invalid user id');
    const [user] = await db.select().from(users).where(byUuid ? eq(users.id, ref) : eq(users.userid, Number(ref))).limit(1);
    if (!user) throw notFound('User not found.');
    return user;
  }

  /** The balance right after an admin's credit or reversal, as its audit entry recorded it. */
  async function balanceAfter(txnid: string): Promise<number> {
    const [entry] = await db
      .select({ details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.kind, 'wallet'), sql`${adminAuditLog.details}->>'txnid' = ${txnid}`))
      .limit(1);
    const after = (entry?.details as { after?: { balancePaise?: number } } | undefined)?.after?.balancePaise;
    return typeof after === 'number' ? after : 0;
  }
}

const reusedKey = () => new AppError('CONFLICT', 'This request key was already used for a different request. Reload the page and try again.');
const reversalAnswer = (amountPaise: number, txnid: string, balancePaise: number) => ({
  message: `Reversed ${formatRupees(paiseToRupees(amountPaise))}. The customer sees the reason in their wallet history.`,
  balance: paiseToRupees(balancePaise),
  txnid,
});

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

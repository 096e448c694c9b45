import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { between, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_GST_RATE, financialYearOf, type Invoice, type InvoiceSettings, type ProfitResponse } from '@shop/contract/books';
import { istDate, istDayStart, nextIstDayStart } from '@shop/contract/india-time';
import { paiseToRupees } from '@shop/contract/money';
import { billingNamesOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { productNamesOf } from '../catalogue/pricing.js';
import type { OrderRow } from '../orders/state.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import { coalesced } from '../platform/background.js';
import { afterCommit, type Db, type Tx } from '../platform/database.js';
import { notFound } from '../platform/errors.js';
import { giftsBetween } from '../wallet/lookups.js';
import { profitReport, salesRegister } from './reports.js';
import { invoices, invoiceSellers, profitDays } from './tables.js';
import { periodsBetween, periodOf, profitLineOf, type ProfitSums } from './periods.js';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The shop's books: a GST invoice for every paid order, numbered without gaps per Indian
 * financial year; the profit kept per day, product and kind of buyer as the order's reactions
 * (paid, completed, undone) change its invoice, so that the dashboard never scans orders.
 */
export function createBooks({
  db,
  audit,
  manualCostOf,
  shopName,
  log,
}: {
  db: Db;
  audit: AuditTrail;
  manualCostOf: (itemId: string) => Promise<number | null>;
  shopName: () => Promise<string | null>;
  log: { warn(obj: object, msg: string): void };
}) {
  /**
   * Numbers every invoice still without one (`number_invoices()`, migration 0026), in one
   * statement and one transaction for all the payments committed since the last run. Numbering
   * inside each payment's transaction locked the year's counter row until that commit reached the
   * disk, so a crowd's payments committed one at a time.
   */
  const numberInvoices = coalesced(() => db.execute(sql`select number_invoices()`));

  async function currentSeller(executor: Db | Tx = db) {
    const [row] = await executor.select().from(invoiceSellers).orderBy(desc(invoiceSellers.createdAt)).limit(1);
    return row ?? null;
  }

  return {
    reactions: {
      /**
       * The paid reaction, in the payment's transaction: the invoice, with what it says copied from
       * the order. The day's sale is added as the transaction commits (migration 0026's trigger);
       * the number right after the commit, before the payment's caller is answered: a rolled back
       * payment never had one, so numbers have neither gaps nor duplicates.
       */
      async paid(tx: Tx, order: OrderRow) {
        afterCommit(tx, () => numberInvoices().catch((err: unknown) => log.warn({ err }, 'could not number invoices (the next payment or a reader will)')));
        const at = order.paidAt ?? new Date();
        const day = istDate(at);
        const total = order.pricePaise;
        await tx.execute(sql`
          with seller as (select id, gst_rate from invoice_sellers order by created_at desc limit 1),
          terms as (select (select id from seller) as seller_id, coalesce((select gst_rate from seller), ${DEFAULT_GST_RATE}) as rate)
          insert into invoices (id, order_id, financial_year, day, issued_at, user_id, buyer_kind, seller_id, product_id, client_txn_id,
                                product_name, item_name, payment_mode, upi_reference, total_paise, discount_paise, points_paise, gst_rate, taxable_paise, gst_paise)
          select ${randomUUID()}::uuid, ${order.id}::uuid, ${financialYearOf(day)}, ${day}::date, ${at.toISOString()}::timestamptz,
                 ${order.userId}::uuid, ${order.buyerKind}, t.seller_id, ${order.productId}::uuid, ${order.clientTxnId}, ${order.productName}, ${order.itemName},
                 ${order.paymentMode}, ${order.upiTxnId}, ${total}::bigint, ${order.discountPaise}::bigint, ${order.pointsPaise}::bigint, t.rate,
                 round(${total}::numeric * 100 / (100 + t.rate))::bigint, ${total}::bigint - round(${total}::numeric * 100 / (100 + t.rate))::bigint
          from terms t`);
      },

      /** The completed reaction: the order's cost goes on its invoice; its day's profit follows at the commit. */
      async completed(tx: Tx, order: OrderRow) {
        const cost = order.costPaise ?? (await manualCostOf(order.itemId));
        await tx.execute(sql`update invoices set cost_paise = ${cost}::bigint, completed = true where order_id = ${order.id}::uuid`);
      },

      /** The undone reaction: a paid order's invoice is cancelled (its number is never given again); its sale nets out at the commit. */
      async undone(tx: Tx, order: OrderRow) {
        if (!order.paidAt) return;
        await tx.execute(sql`update invoices set status = 'cancelled', cancelled_at = now() where order_id = ${order.id}::uuid and status = 'issued'`);
      },
    },

    /** Revenue, cost and profit by day, week or month, by product and by kind of buyer, with what was given away. */
    async profit({ by, from, to }: { by: 'day' | 'week' | 'month'; from?: string | undefined; to?: string | undefined }): Promise<ProfitResponse> {
      const until = to ?? istDate(new Date());
      const back = { day: 29, week: 7 * 12 - 1, month: 365 }[by];
      const since = from ?? istDate(new Date(istDayStart(until).getTime() - back * 86_400_000));
      const [rows, gifts] = await Promise.all([db.select().from(profitDays).where(between(profitDays.day, since, until)), giftsBetween(db, istDayStart(since), nextIstDayStart(until))]);
      const sums = <K extends string>(keyOf: (row: (typeof rows)[number]) => K) => {
        const map = new Map<K, ProfitSums>();
        for (const row of rows) {
          const key = keyOf(row);
          const sum = map.get(key) ?? { orders: 0, sales: 0, refunded: 0, refunds: 0, completed: 0, costed: 0, cost: 0 };
          sum.orders += row.orders;
          sum.sales += row.salesPaise;
          sum.refunded += row.refunded;
          sum.refunds += row.refundsPaise;
          sum.completed += row.completed;
          sum.costed += row.costed;
          sum.cost += row.costPaise;
          map.set(key, sum);
        }
        return map;
      };
      const [periods, products, kinds, all] = [sums((r) => periodOf(r.day, by)), sums((r) => r.productId), sums((r) => r.buyerKind as 'customer' | 'reseller'), sums(() => 'all')];
      const names = await productNamesOf(db, [...products.keys()]);
      const empty = { orders: 0, sales: 0, refunded: 0, refunds: 0, completed: 0, costed: 0, cost: 0 };
      const total = (pick: (r: (typeof rows)[number]) => number) => paiseToRupees(rows.reduce((n, r) => n + pick(r), 0));
      return {
        by,
        from: since,
        to: until,
        totals: profitLineOf(all.get('all') ?? empty),
        periods: periodsBetween(since, until, by).map((period) => ({ period, ...profitLineOf(periods.get(period) ?? empty) })),
        products: [...products].map(([productId, s]) => ({ productId, name: names.get(productId) ?? 'A deleted product', ...profitLineOf(s) })).sort((a, b) => b.revenue - a.revenue),
        kinds: (['customer', 'reseller'] as const).map((kind) => ({ kind, ...profitLineOf(kinds.get(kind) ?? empty) })),
        giveaways: {
          couponDiscounts: total((r) => r.discountPaise),
          pointsAtCheckout: total((r) => r.pointsPaise),
          pointsRedeemed: paiseToRupees(gifts.points),
          referralCashback: paiseToRupees(gifts.referral),
          leaderboardRewards: paiseToRupees(gifts.leaderboard),
        },
      };
    },

    /** An order's invoice, for its customer or an admin; 404 for anyone else, as for an order without one. */
    async invoiceFor(caller: Caller, orderid: string): Promise<Invoice> {
      const read = () => db.select().from(invoices).where(eq(invoices.clientTxnId, orderid)).limit(1);
      let [row] = await read();
      if (!row || (row.userId !== caller.id && caller.role !== 'admin')) throw notFound('No invoice for this order.');
      // Its payment's process stopped between the commit and the numbering: number it now.
      if (row.number === null) [row] = await numberInvoices().then(read);
      return invoiceView(row!);
    },

    /**
     * A month's sales register or profit report as CSV, streamed. Both list invoices by number, so
     * one a stopped process left unnumbered is numbered first.
     */
    async report(kind: 'sales-register' | 'profit', month: string): Promise<Readable> {
      await numberInvoices();
      return kind === 'sales-register' ? salesRegister(db, month) : profitReport(db, month);
    },

    async settings() {
      const seller = await currentSeller();
      return seller
        ? { legalName: seller.legalName, address: seller.address, gstin: seller.gstin, gstRate: seller.gstRate, configured: true }
        : { legalName: (await shopName()) ?? '', address: '', gstin: '', gstRate: DEFAULT_GST_RATE, configured: false };
    },

    /** An admin saves the seller's details: invoices issued from now on show them (earlier ones keep theirs). Audited. */
    async saveSettings(admin: Caller, body: InvoiceSettings) {
      await db.transaction(async (tx) => {
        const before = await currentSeller(tx);
        await tx.insert(invoiceSellers).values({ ...body, savedBy: admin.id });
        await audit(tx, {
          adminId: admin.id,
          action: 'settings.invoices',
          target: 'Invoice details',
          details: { before: before ? { legalName: before.legalName, address: before.address, gstin: before.gstin, gstRate: before.gstRate } : null, after: body },
        });
      });
      return this.settings();
    },
  };

  async function invoiceView(row: InvoiceRow): Promise<Invoice> {
    const [seller, customers] = await Promise.all([
      row.sellerId ? db.select().from(invoiceSellers).where(eq(invoiceSellers.id, row.sellerId)).then((r) => r[0] ?? null) : Promise.resolve(null),
      billingNamesOf(db, [row.userId]),
    ]);
    if (row.number === null) throw new Error(`invoice ${row.id} has no number`);
    return {
      number: row.number,
      financialYear: row.financialYear,
      issuedAt: row.issuedAt.toISOString(),
      status: row.status as Invoice['status'],
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      seller: seller ? { legalName: seller.legalName, address: seller.address, gstin: seller.gstin } : { legalName: (await shopName()) ?? 'The shop', address: '', gstin: '' },
      customer: customers.get(row.userId) ?? { name: '', email: '' },
      orderid: row.clientTxnId,
      productname: row.productName,
      itemname: row.itemName,
      paymentmode: row.paymentMode as Invoice['paymentmode'],
      upiReference: row.upiReference,
      taxableValue: paiseToRupees(row.taxablePaise),
      gstRate: row.gstRate,
      gst: paiseToRupees(row.gstPaise),
      discount: paiseToRupees(row.discountPaise),
      total: paiseToRupees(row.totalPaise),
    };
  }
}
export type Books = ReturnType<typeof createBooks>;


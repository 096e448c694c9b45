import { Readable } from 'node:stream';
import { and, asc, between, sql } from 'drizzle-orm';
import { paiseText } from '@shop/contract/money';
import { billingNamesOf } from '../accounts/lookups.js';
import { csvLine } from '../platform/csv.js';
import type { Db } from '../platform/database.js';
import { invoices } from './tables.js';

/**
 * What the reports print of an invoice (and the keyset's day, year and number): only that is read.
 * `books.report` numbers any invoice still without a number before they read.
 */
const columns = {
  number: sql<string>`${invoices.number}`,
  day: invoices.day,
  financialYear: invoices.financialYear,
  sequence: sql<number>`${invoices.sequence}`,
  status: invoices.status,
  userId: invoices.userId,
  buyerKind: invoices.buyerKind,
  clientTxnId: invoices.clientTxnId,
  productName: invoices.productName,
  itemName: invoices.itemName,
  paymentMode: invoices.paymentMode,
  upiReference: invoices.upiReference,
  totalPaise: invoices.totalPaise,
  discountPaise: invoices.discountPaise,
  gstRate: invoices.gstRate,
  taxablePaise: invoices.taxablePaise,
  gstPaise: invoices.gstPaise,
  costPaise: invoices.costPaise,
};

/** Rows read at a time, and written at a time: the report is streamed, and never all in memory. */
const BATCH = 1000;
const WRITE = 100;

/** A batch's lines in groups of WRITE, so that the socket takes them as they are made. */
function* inGroups(lines: string[]): Generator<string> {
  for (let i = 0; i < lines.length; i += WRITE) yield lines.slice(i, i + WRITE).join('');
}

/** The first and last India calendar days of a month (yyyy-mm). */
function monthDays(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** One batch of a month's invoices in number order, after the last one of the batch before. */
function batchOf(db: Db, [first, last]: [string, string], after: { day: string; financialYear: string; sequence: number } | null) {
  return db
    .select(columns)
    .from(invoices)
    .where(and(between(invoices.day, first, last), after ? sql`(${invoices.day}, ${invoices.financialYear}, ${invoices.sequence}) > (${after.day}::date, ${after.financialYear}, ${after.sequence})` : undefined))
    .orderBy(asc(invoices.day), asc(invoices.financialYear), asc(invoices.sequence))
    .limit(BATCH);
}
type InvoiceRow = Awaited<ReturnType<typeof batchOf>>[number];

/**
 * A month's invoices in number order (by day, then financial year and number), a batch at a time.
 * The first batch is read before anything is answered: a query the database refuses fails the
 * request with its status and message, not a report cut off after its header line.
 */
async function invoicesOf(db: Db, month: string): Promise<AsyncGenerator<InvoiceRow[]>> {
  const days = monthDays(month);
  const first = await batchOf(db, days, null);
  return (async function* () {
    for (let batch: InvoiceRow[] = first; batch.length > 0; batch = await batchOf(db, days, batch[batch.length - 1]!)) {
      yield batch;
      if (batch.length < BATCH) return;
    }
  })();
}

const rupees = (paise: number | null) => (paise === null ? null : paiseText(paise));

/**
 * A month's sales register as CSV, one row per invoice (cancelled ones marked, their numbers kept):
 * what an accountant files. Streamed from the database a batch at a time.
 */
export async function salesRegister(db: Db, month: string): Promise<Readable> {
  const batches = await invoicesOf(db, month);
  return Readable.from(
    (async function* () {
      yield csvLine(['Invoice number', 'Date', 'Status', 'Customer', 'Customer email', 'Product', 'Pack', 'Order id', 'Taxable value', 'GST rate %', 'GST', 'Total', 'Discount', 'Payment mode', 'UPI reference']);
      for await (const batch of batches) {
        const customers = await billingNamesOf(db, batch.map((r) => r.userId));
        yield* inGroups(
          batch.map((r) =>
            csvLine([r.number, r.day, r.status === 'cancelled' ? 'Cancelled' : 'Issued', customers.get(r.userId)?.name ?? '', customers.get(r.userId)?.email ?? '', r.productName, r.itemName, r.clientTxnId, rupees(r.taxablePaise), r.gstRate, rupees(r.gstPaise), rupees(r.totalPaise), rupees(r.discountPaise), r.paymentMode, r.upiReference]),
          ),
        );
      }
    })(),
  );
}

/** A month's profit per invoice as CSV: revenue (nothing for a cancelled one), cost, gross profit and margin. */
export async function profitReport(db: Db, month: string): Promise<Readable> {
  const batches = await invoicesOf(db, month);
  return Readable.from(
    (async function* () {
      yield csvLine(['Invoice number', 'Date', 'Status', 'Order id', 'Product', 'Pack', 'Buyer', 'Revenue', 'Cost', 'Gross profit', 'Margin %']);
      for await (const batch of batches) {
        yield* inGroups(
          batch.map((r) => {
            const revenue = r.status === 'cancelled' ? 0 : r.totalPaise;
            const profit = r.costPaise === null || r.status === 'cancelled' ? null : revenue - r.costPaise;
            const margin = profit === null || revenue === 0 ? null : (Math.round((profit * 1000) / revenue) / 10).toFixed(1);
            return csvLine([r.number, r.day, r.status === 'cancelled' ? 'Cancelled' : 'Issued', r.clientTxnId, r.productName, r.itemName, r.buyerKind, rupees(revenue), rupees(r.costPaise), profit === null ? null : signed(profit), margin]);
          }),
        );
      }
    })(),
  );
}

/** Paise as rupee text, negative ones too (a pack sold below cost). */
const signed = (paise: number) => (paise < 0 ? `-${paiseText(-paise)}` : paiseText(paise));

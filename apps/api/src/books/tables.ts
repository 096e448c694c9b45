import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { products } from '../catalogue/tables.js';
import { orders } from '../orders/tables.js';
import { createdAt, idKey, moment, paise, reference } from '../platform/tables.js';

/**
 * The last number given in each Indian financial year. Invoices are numbered once their payment
 * has committed, by `number_invoices()` (migration 0026), which locks the year's row, numbers
 * every invoice still without a number in the order they were issued and moves the row on by as
 * many, in one transaction: a payment that rolls back never had a number to lose, so there is
 * never a gap nor a duplicate, with any number of instances.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/** The seller's details for invoices, each saved version kept: an invoice shows the version of its day. */
export const invoiceSellers = pgTable(
  'invoice_sellers',
  {
    ...idKey(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    gstin: text('gstin').notNull(),
    gstRate: integer('gst_rate').notNull(),
    savedBy: uuid('saved_by').references(() => users.id),
    ...createdAt(),
  },
  (t) => [check('invoice_sellers_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`)],
);

/**
 * One tax invoice per paid order, issued in the payment's transaction (money received is the
 * time of supply of a prepaid top-up) and cancelled, never deleted nor renumbered, when the order
 * is refunded or cancelled. What it says is copied here when it is issued, so it reads the same
 * for ever; the cost is added when the order completes and is never shown to the customer.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...idKey(),
    orderId: reference('order_id', () => orders.id),
    financialYear: text('financial_year').notNull(),
    /** Given by `number_invoices()` just after the payment commits (the paying request waits for it). */
    sequence: integer('sequence'),
    number: text('number'),
    /** India's calendar day it was issued: the day its sale counts toward. */
    day: date('day', { mode: 'string' }).notNull(),
    issuedAt: moment('issued_at').notNull(),
    status: text('status').notNull().default('issued'),
    cancelledAt: moment('cancelled_at'),
    userId: reference('user_id', () => users.id),
    buyerKind: text('buyer_kind').notNull(),
    sellerId: uuid('seller_id').references(() => invoiceSellers.id),
    productId: reference('product_id', () => products.id),
    clientTxnId: text('client_txn_id').notNull(),
    productName: text('product_name').notNull(),
    itemName: text('item_name').notNull(),
    paymentMode: text('payment_mode').notNull(),
    upiReference: text('upi_reference'),
    totalPaise: paise('total_paise').notNull(),
    discountPaise: paise('discount_paise').notNull(),
    pointsPaise: paise('points_paise').notNull(),
    gstRate: integer('gst_rate').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    gstPaise: paise('gst_paise').notNull(),
    costPaise: paise('cost_paise'),
    /** The order was completed (its cost, when known, is in cost_paise). */
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [
    check('invoices_status', sql`${t.status} in ('issued', 'cancelled')`),
    check('invoices_split', sql`${t.taxablePaise} + ${t.gstPaise} = ${t.totalPaise}`),
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_client_txn_idx').on(t.clientTxnId),
    uniqueIndex('invoices_number_idx').on(t.financialYear, t.sequence),
    // The monthly register reads a month's invoices in number order.
    index('invoices_day_idx').on(t.day, t.financialYear, t.sequence),
    // Numbering's question: the invoices still without a number (a handful at any moment).
    index('invoices_unnumbered_idx').on(t.financialYear).where(sql`${t.number} is null`),
  ],
);

/**
 * Money per India day, product and kind of buyer: what its invoices add up to, kept as each
 * invoice is issued, completed or cancelled (migration 0026's trigger, as that transaction commits),
 * so the dashboard sums a few rows a day, however many orders there are.
 */
export const profitDays = pgTable(
  'profit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: reference('product_id', () => products.id),
    buyerKind: text('buyer_kind').notNull(),
    orders: integer('orders').notNull().default(0),
    salesPaise: paise('sales_paise').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    refundsPaise: paise('refunds_paise').notNull().default(0),
    /** Orders completed, and of them those whose cost is known. */
    completed: integer('completed').notNull().default(0),
    costed: integer('costed').notNull().default(0),
    costPaise: paise('cost_paise').notNull().default(0),
    discountPaise: paise('discount_paise').notNull().default(0),
    pointsPaise: paise('points_paise').notNull().default(0),
    /**
     * Which of a few rows of the same day, product and kind this is. A transaction adds to a slot
     * no other open transaction holds (migration 0026's trigger), so a crowd buying one pack never
     * waits for another's commit on its day's row; there are as many slots as commits were ever
     * at the same moment, and readers add them up.
     */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.buyerKind, t.slot] })],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { items, products } from '../catalogue/tables.js';
import { idKey, moment, paise, reference, timestamps } from '../platform/tables.js';

/**
 * An order. Its `client_txn_id` is the order id customers see and the idempotency key from
 * the payment gateway through to the supplier. Only the orders service moves `status`.
 */
export const orders = pgTable(
  'orders',
  {
    ...idKey(),
    clientTxnId: text('client_txn_id').notNull().unique(),
    userId: reference('user_id', () => users.id),
    productId: reference('product_id', () => products.id),
    itemId: reference('item_id', () => items.id),
    // What was bought, as it was named when bought.
    productName: text('product_name').notNull(),
    itemName: text('item_name').notNull(),
    input1: text('input1').notNull(),
    input2: text('input2').notNull().default(''),
    /** The in-game name the supplier reported for the player id. */
    username: text('username'),
    /** What the customer pays, paise, after any coupon. */
    pricePaise: paise('price_paise').notNull(),
    discountPaise: paise('discount_paise').notNull().default(0),
    /** The part of the price paid with reward points (hundredths of a point are paise); the rest by `payment_mode`. */
    pointsPaise: paise('points_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    /** Who bought it: a reseller pays the reseller price (the owner's profit is told by kind). */
    buyerKind: text('buyer_kind').notNull().default('customer'),
    /**
     * What the suppliers charged for it, in paise at the owner's rate when each supplier order was
     * delivered; null for a pack an admin delivers or a cost that was not known.
     */
    costPaise: paise('cost_paise'),
    paymentMode: text('payment_mode').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id'),
    /** Where the customer pays; a repeated request (same idempotency key) answers it again. */
    paymentUrl: text('payment_url'),
    /** The UPI reference (UTR) of the payment. */
    upiTxnId: text('upi_txn_id'),
    /** When it became Completed: the week a completed order counts toward. */
    completedAt: moment('completed_at'),
    /** Set when a payment did not match the order (e.g. a different amount): for an admin to look at. */
    flag: text('flag'),
    /** How the money of a refunded or cancelled order went back: to the wallet, or outside the shop (with its reference). */
    refundedVia: text('refunded_via'),
    refundReference: text('refund_reference'),
    idempotencyKey: text('idempotency_key'),
    /** A digest of what the keyed request asked for: the same key with another request is refused. */
    requestDigest: text('request_digest'),
    ...timestamps(),
    paidAt: moment('paid_at'),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('Created', 'Processing', 'Completed', 'Failed', 'Refunded', 'Cancelled')`),
    check('orders_refunded_via', sql`${t.refundedVia} is null or ${t.refundedVia} in ('wallet', 'outside')`),
    check('orders_buyer_kind', sql`${t.buyerKind} in ('customer', 'reseller')`),
    check('orders_payment_mode', sql`${t.paymentMode} in ('upi', 'wallet', 'points')`),
    check('orders_price_positive', sql`${t.pricePaise} > 0 and ${t.discountPaise} >= 0`),
    check('orders_points_within_price', sql`${t.pointsPaise} >= 0 and ${t.pointsPaise} <= ${t.pricePaise}`),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The admin's All Orders page: newest first, by payment method, by what the customer typed.
    index('orders_created_idx').on(t.createdAt),
    index('orders_payment_mode_created_idx').on(t.paymentMode, t.createdAt),
    index('orders_input1_idx').on(t.input1),
    index('orders_input2_idx').on(t.input2),
  ],
);

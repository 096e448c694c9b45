import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { orders } from '../orders/tables.js';
import { createdAt, idKey, moment, paise, reference, timestamps } from '../platform/tables.js';

export const coupons = pgTable(
  'coupons',
  {
    ...idKey(),
    /** Stored upper-cased (spec: "couponCode uppercased on create"). */
    couponCode: text('coupon_code').notNull().unique(),
    discountType: text('discount_type').notNull(),
    discountAmountPaise: paise('discount_amount_paise').notNull().default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    expiryDate: moment('expiry_date').notNull(),
    minimumItemQuantity: integer('minimum_item_quantity').notNull().default(0),
    minPurchaseAmountPaise: paise('min_purchase_amount_paise').notNull().default(0),
    maxDiscountAmountPaise: paise('max_discount_amount_paise').notNull().default(0),
    usageLimit: integer('usage_limit').notNull(),
    /** Uses by paid orders. */
    usedCount: integer('used_count').notNull().default(0),
    userLimit: integer('user_limit').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.couponCode} = upper(${t.couponCode})`),
    check('coupons_discount_type', sql`${t.discountType} in ('percentage', 'fixed')`),
    check('coupons_percentage_range', sql`${t.discountPercentage} between 0 and 100`),
    check('coupons_limits', sql`${t.usageLimit} >= 1 and ${t.userLimit} >= 1 and ${t.usedCount} >= 0`),
  ],
);

/**
 * One coupon use per order: `held` while a UPI order awaits payment (it occupies a place under
 * the limits so that no more orders are priced with the coupon than it allows), `used` once
 * paid, `released` when the order fails, is refunded or cancelled.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    ...idKey(),
    couponId: reference('coupon_id', () => coupons.id, { onDelete: 'cascade' }),
    userId: reference('user_id', () => users.id),
    orderId: reference('order_id', () => orders.id),
    status: text('status').notNull(),
    discountPaise: paise('discount_paise').notNull(),
    ...createdAt(),
  },
  (t) => [
    check('coupon_redemptions_status', sql`${t.status} in ('held', 'used', 'released')`),
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

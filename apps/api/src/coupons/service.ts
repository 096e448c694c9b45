import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { couponDiscount, type Coupon, type CouponInput } from '@shop/contract/coupons';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Caller } from '../accounts/session.js';
import type { Catalogue } from '../catalogue/service.js';

import { changesBetween, type AuditTrail } from '../platform/audit-trail.js';
import { tryAgainIn, type RateLimiter, type RateRule } from '../platform/rate-limit.js';
import { conflictOnUnique, type Db, type Tx } from '../platform/database.js';
import { AppError, badRequest, forbidden, notFound } from '../platform/errors.js';
import { couponRedemptions, coupons } from './tables.js';
import type { Role } from '@shop/contract/accounts';

type CouponRow = typeof coupons.$inferSelect;

/** Orders hold one pack; the spec's minimum item quantity is checked against it. */
const ITEMS_PER_ORDER = 1;

export const couponMessages = {
  login: 'Please login to apply a coupon.',
  reseller: 'Resellers cannot apply coupons.',
  empty: 'Please enter a coupon code.',
  unknown: 'Invalid coupon code.',
  inactive: 'This coupon is not active.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  userLimit: 'You have already used this coupon the maximum number of times.',
} as const;

export type CouponPrice = { couponId: string; code: string; originalPaise: number; discountPaise: number; finalPaise: number };

export type Coupons = ReturnType<typeof createCoupons>;

/** Wrong codes are limited like wrong passwords, so that codes cannot be found by guessing. */
const guessRules = {
  perAccount: { limit: 10, windowMs: 15 * 60_000, message: (ms) => `Too many wrong coupon codes. ${tryAgainIn(ms)}` },
  perAddress: { limit: 30, windowMs: 15 * 60_000, message: (ms) => `Too many wrong coupon codes. ${tryAgainIn(ms)}` },
} satisfies Record<string, RateRule>;

export function createCoupons({ db, catalogue, audit, limiter }: { db: Db; catalogue: Catalogue; audit: AuditTrail; limiter: RateLimiter }) {
  /**
   * Every rule of a coupon for a price. Inside a transaction with the coupon row locked, the
   * counts are exact even when many orders use the coupon at once.
   */
  async function priceWith(executor: Db | Tx, row: CouponRow | undefined, caller: Caller, pricePaise: number): Promise<CouponPrice> {
    assertMayUseCoupons(caller.role);
    if (!row) throw notFound(couponMessages.unknown);
    if (!row.isActive) throw badRequest(couponMessages.inactive);
    if (row.expiryDate.getTime() <= Date.now()) throw badRequest(couponMessages.expired);
    if (pricePaise < row.minPurchaseAmountPaise) throw badRequest(`Minimum purchase of ${formatRupees(paiseToRupees(row.minPurchaseAmountPaise))} is required for this coupon.`);
    if (ITEMS_PER_ORDER < row.minimumItemQuantity) throw badRequest(`This coupon needs at least ${row.minimumItemQuantity} items in one order.`);
    const [counts] = await executor
      .select({
        taken: sql<number>`(count(*) filter (where ${couponRedemptions.status} in ('held', 'used')))::int`,
        mine: sql<number>`(count(*) filter (where ${couponRedemptions.status} in ('held', 'used') and ${couponRedemptions.userId} = ${caller.id}))::int`,
      })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, row.id));
    if ((counts?.taken ?? 0) >= row.usageLimit) throw new AppError('CONFLICT', couponMessages.usedUp);
    if ((counts?.mine ?? 0) >= row.userLimit) throw new AppError('CONFLICT', couponMessages.userLimit);
    const { discountPaise, finalPaise } = couponDiscount(pricePaise, {
      discountType: row.discountType as 'percentage' | 'fixed',
      discountPercentage: row.discountPercentage,
      discountAmountPaise: row.discountAmountPaise,
      maxDiscountAmountPaise: row.maxDiscountAmountPaise,
    });
    return { couponId: row.id, code: row.couponCode, originalPaise: pricePaise, discountPaise, finalPaise };
  }

  const byCode = async (executor: Db | Tx, code: string, lock: boolean) => {
    const query = executor.select().from(coupons).where(eq(coupons.couponCode, code.trim().toUpperCase())).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };

  return {
    /** Check a coupon for a pack (the product page's Apply): the same rules the order uses. */
    async validateCoupon(caller: Caller, code: string, itemId: string, address: string) {
      const keys = [`coupon-guess:account:${caller.id}`, `coupon-guess:address:${address}`] as const;
      await limiter.check(keys[0], guessRules.perAccount);
      await limiter.check(keys[1], guessRules.perAddress);
      const pricePaise = await catalogue.packPricePaise(itemId, caller.role);
      const row = await byCode(db, code, false);
      if (!row) {
        await limiter.hit(keys[0], guessRules.perAccount);
        await limiter.hit(keys[1], guessRules.perAddress);
      }
      const price = await priceWith(db, row, caller, pricePaise);
      return {
        success: true as const,
        message: 'Coupon applied successfully!',
        originalPrice: paiseToRupees(price.originalPaise),
        appliedDiscount: paiseToRupees(price.discountPaise),
        finalPrice: paiseToRupees(price.finalPaise),
      };
    },

    /**
     * Prices an order with a coupon inside the order's transaction and takes a place under the
     * coupon's limits: held until the order is paid (the paid reaction counts it as used).
     */
    async redeemInOrder(tx: Tx, options: { caller: Caller; code: string; pricePaise: number; orderId: string }): Promise<CouponPrice> {
      const row = await byCode(tx, options.code, true);
      const price = await priceWith(tx, row, options.caller, options.pricePaise);
      await tx.insert(couponRedemptions).values({ couponId: price.couponId, userId: options.caller.id, orderId: options.orderId, status: 'held', discountPaise: price.discountPaise });
      return price;
    },

    // Admin.
    async listCoupons(): Promise<Coupon[]> {
      return (await db.select().from(coupons).orderBy(asc(coupons.createdAt))).map(toCoupon);
    },
    /** Each change is audited inside its own transaction, with what it changed. */
    async createCoupon(admin: Caller, input: CouponInput): Promise<Coupon> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(coupons).values(toRow(input)).onConflictDoNothing({ target: coupons.couponCode }).returning();
        if (!row) throw new AppError('CONFLICT', `A coupon with the code ${input.couponCode} already exists.`);
        const created = toCoupon(row);
        await audit(tx, { adminId: admin.id, action: 'coupon.create', target: created.couponCode, details: { after: created } });
        return created;
      });
    },
    async editCoupon(admin: Caller, id: string, input: CouponInput): Promise<Coupon> {
      return db
        .transaction(async (tx) => {
          const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
          if (!current) throw notFound('Coupon not found.');
          const [row] = await tx.update(coupons).set({ ...toRow(input), updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
          const edited = toCoupon(row!);
          await audit(tx, { adminId: admin.id, action: 'coupon.edit', target: edited.couponCode, details: changesBetween(toCoupon(current), edited) });
          return edited;
        })
        .catch(conflictOnUnique(`A coupon with the code ${input.couponCode} already exists.`));
    },
    async deleteCoupon(admin: Caller, id: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
        if (!row) throw notFound('Coupon not found.');
        const deleted = toCoupon(row);
        await audit(tx, { adminId: admin.id, action: 'coupon.delete', target: deleted.couponCode, details: { before: deleted } });
        return deleted;
      });
    },
  };
}

/** An order as the coupon reactions read it: only an order placed with a coupon has a use to count. */
type OrderWithCoupon = { id: string; couponCode: string | null };

/** Resellers buy at their own prices and use no coupons: the one answer for every call that meets a reseller's coupon. */
export function assertMayUseCoupons(role: Role) {
  if (role === 'reseller') throw forbidden(couponMessages.reseller);
}

/** Paid: a held use becomes a counted use (inside the payment's transaction). */
export async function markCouponUsed(tx: Tx, order: OrderWithCoupon) {
  if (!order.couponCode) return;
  const [use] = await tx.update(couponRedemptions).set({ status: 'used' }).where(and(eq(couponRedemptions.orderId, order.id), eq(couponRedemptions.status, 'held'))).returning();
  if (use) await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, use.couponId));
}

/** Failed, refunded or cancelled: the use goes back to the coupon. */
export async function releaseCoupon(tx: Tx, order: OrderWithCoupon) {
  if (!order.couponCode) return;
  const [use] = await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(eq(couponRedemptions.orderId, order.id), inArray(couponRedemptions.status, ['held', 'used'])))
    .returning({ couponId: couponRedemptions.couponId });
  if (!use) return;
  // used_count only ever counted paid uses; recount rather than guess what the row was.
  await tx
    .update(coupons)
    .set({ usedCount: sql`(select count(*)::int from coupon_redemptions where coupon_id = ${use.couponId} and status = 'used')` })
    .where(eq(coupons.id, use.couponId));
}

function toRow(input: CouponInput) {
  return {
    couponCode: input.couponCode,
    discountType: input.discountType,
    discountAmountPaise: rupeesToPaise(input.discountAmount),
    discountPercentage: input.discountPercentage,
    expiryDate: input.expiryDate,
    minimumItemQuantity: input.minimumItemQuantity,
    minPurchaseAmountPaise: rupeesToPaise(input.minPurchaseAmount),
    maxDiscountAmountPaise: rupeesToPaise(input.maxDiscountAmount),
    usageLimit: input.usageLimit,
    userLimit: input.userLimit,
    isActive: input.isActive,
    description: input.description,
  };
}

function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    couponCode: row.couponCode,
    discountType: row.discountType as Coupon['discountType'],
    discountAmount: paiseToRupees(row.discountAmountPaise),
    discountPercentage: row.discountPercentage,
    expiryDate: row.expiryDate.toISOString(),
    minimumItemQuantity: row.minimumItemQuantity,
    minPurchaseAmount: paiseToRupees(row.minPurchaseAmountPaise),
    maxDiscountAmount: paiseToRupees(row.maxDiscountAmountPaise),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    userLimit: row.userLimit,
    isActive: row.isActive,
    description: row.description,
  };
}

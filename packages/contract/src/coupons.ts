import { z } from 'zod';
import { count, priceRupees } from './amounts.js';
import { oneLine, rupees, wholeNumber } from './input.js';
import { MAX_PRICE_RUPEES } from './money.js';

export const discountTypes = ['percentage', 'fixed'] as const;

export const validateCouponRequest = z.object({
  couponCode: oneLine(32, 'Invalid coupon code.', 'Please enter a coupon code.').transform((v) => v.trim().toUpperCase()).pipe(z.string().min(1, 'Please enter a coupon code.')),
  item_id: z.uuid({ error: 'Please select a pack.' }),
});
export type ValidateCouponRequest = z.input<typeof validateCouponRequest>;
export const validateCouponResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Rupees. The discount is rounded up and the total down to whole rupees. */
  originalPrice: priceRupees,
  appliedDiscount: priceRupees,
  finalPrice: priceRupees,
});

/** A coupon as the admin screens show it; money in rupees. */
export const coupon = z.object({
  _id: z.string(),
  couponCode: z.string(),
  discountType: z.enum(discountTypes),
  discountAmount: priceRupees,
  discountPercentage: z.number().min(0).max(100),
  expiryDate: z.string(),
  minimumItemQuantity: count,
  minPurchaseAmount: priceRupees,
  maxDiscountAmount: priceRupees,
  usageLimit: count,
  usedCount: count,
  userLimit: count,
  isActive: z.boolean(),
  description: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

/** The admin form sends numbers, or empty text for a field left blank. */
const blankIsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const maxPrice = `At most ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}`;
const requiredRupees = (message: string) => z.preprocess(blankIsMissing, rupees({ message, min: 0, max: MAX_PRICE_RUPEES, maxMessage: maxPrice }));
/** Counts of items and uses: whole numbers up to a million. */
const requiredCount = (message: string, min = 0) => z.preprocess(blankIsMissing, wholeNumber({ message, min, max: 1_000_000, maxMessage: `${message.replace(/ is required$/, '')} is at most 10,00,000` }));
const trueFalse = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const percentage = 'Valid Discount Percentage is required (0-100)';

/** Create coupon: each field with the spec's message. */
export const couponInput = z
  .object({
    couponCode: oneLine(32, 'At most 32 characters', 'Coupon Code is required').transform((v) => v.trim().toUpperCase()).pipe(z.string().min(1, 'Coupon Code is required').regex(/^[A-Z0-9_-]+$/, 'Coupon Code may only hold letters, digits, - and _')),
    discountType: z.enum(discountTypes, { error: 'Discount Type must be percentage or fixed' }).default('percentage'),
    discountAmount: z.preprocess(blankIsMissing, rupees({ message: 'Valid Discount Amount is required', min: 0, max: MAX_PRICE_RUPEES, maxMessage: maxPrice }).default(0)),
    discountPercentage: z.preprocess(blankIsMissing, rupees({ message: percentage, min: 0, max: 100, maxMessage: percentage }).default(0)),
    expiryDate: z
      .union([z.string().max(40), z.date()], { error: 'Expiry Date is required' })
      .pipe(z.coerce.date({ error: 'Expiry Date is required' }))
      .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 9999, 'Expiry Date is required'),
    minimumItemQuantity: requiredCount('Minimum Item Quantity is required'),
    minPurchaseAmount: requiredRupees('Minimum Purchase Amount is required'),
    maxDiscountAmount: requiredRupees('Maximum Discount Amount is required'),
    usageLimit: requiredCount('Usage Limit is required', 1),
    userLimit: requiredCount('User Limit is required', 1),
    isActive: trueFalse.default(true),
    description: z.string().trim().max(300).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'percentage' && !(c.discountPercentage > 0)) ctx.addIssue({ code: 'custom', path: ['discountPercentage'], message: percentage });
    if (c.discountType === 'fixed' && !(c.discountAmount > 0)) ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: 'Valid Discount Amount is required' });
  });
export type CouponInput = z.infer<typeof couponInput>;

export const couponMessage = z.object({ message: z.string(), coupon: coupon.optional() });
export const couponList = z.array(coupon);

/**
 * The discount for a price (paise): percentage capped by the maximum, or a fixed amount; the
 * discount rounded up and the total rounded down to whole rupees, never below ₹1.
 */
export function couponDiscount(pricePaise: number, c: { discountType: 'percentage' | 'fixed'; discountPercentage: number; discountAmountPaise: number; maxDiscountAmountPaise: number }) {
  let raw = c.discountType === 'percentage' ? (pricePaise * c.discountPercentage) / 100 : c.discountAmountPaise;
  if (c.discountType === 'percentage' && c.maxDiscountAmountPaise > 0) raw = Math.min(raw, c.maxDiscountAmountPaise);
  let discountPaise = Math.ceil(raw / 100) * 100;
  let finalPaise = Math.floor((pricePaise - discountPaise) / 100) * 100;
  if (finalPaise < 100) {
    finalPaise = 100;
    discountPaise = Math.max(0, pricePaise - finalPaise);
  }
  return { discountPaise, finalPaise };
}

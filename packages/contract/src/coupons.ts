import { z } from 'zod';

export const discountTypes = ['percentage', 'fixed'] as const;

export const validateCouponRequest = z.object({
  couponCode: z.string({ error: 'Please enter a coupon code.' }).trim().toUpperCase().min(1, 'Please enter a coupon code.').max(32, 'Invalid coupon code.'),
  item_id: z.uuid({ error: 'Please select a pack.' }),
});
export const validateCouponResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Rupees. The discount is rounded up and the total down to whole rupees (spec shopper-side 9). */
  originalPrice: z.number(),
  appliedDiscount: z.number(),
  finalPrice: z.number(),
});

/** A coupon as the admin screens show it; money in rupees. */
export const coupon = z.object({
  _id: z.string(),
  couponCode: z.string(),
  discountType: z.enum(discountTypes),
  discountAmount: z.number(),
  discountPercentage: z.number(),
  expiryDate: z.string(),
  minimumItemQuantity: z.number().int(),
  minPurchaseAmount: z.number(),
  maxDiscountAmount: z.number(),
  usageLimit: z.number().int(),
  usedCount: z.number().int(),
  userLimit: z.number().int(),
  isActive: z.boolean(),
  description: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

const requiredNumber = (message: string, min = 0) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n >= min, message));
const trueFalse = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** Create coupon (spec accounts-money-admin 5): each field with the spec's message. */
export const couponInput = z
  .object({
    couponCode: z.string({ error: 'Coupon Code is required' }).trim().toUpperCase().min(1, 'Coupon Code is required').max(32).regex(/^[A-Z0-9_-]+$/, 'Coupon Code may only hold letters, digits, - and _'),
    discountType: z.enum(discountTypes, { error: 'Discount Type must be percentage or fixed' }).default('percentage'),
    discountAmount: z.coerce.number().min(0, 'Valid Discount Amount is required').default(0),
    discountPercentage: z.coerce.number().min(0, 'Valid Discount Percentage is required (0-100)').max(100, 'Valid Discount Percentage is required (0-100)').default(0),
    expiryDate: z.coerce.date({ error: 'Expiry Date is required' }),
    minimumItemQuantity: requiredNumber('Minimum Item Quantity is required'),
    minPurchaseAmount: requiredNumber('Minimum Purchase Amount is required'),
    maxDiscountAmount: requiredNumber('Maximum Discount Amount is required'),
    usageLimit: requiredNumber('Usage Limit is required', 1),
    userLimit: requiredNumber('User Limit is required', 1),
    isActive: trueFalse.default(true),
    description: z.string().trim().max(300).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'percentage' && !(c.discountPercentage > 0)) ctx.addIssue({ code: 'custom', path: ['discountPercentage'], message: 'Valid Discount Percentage is required (0-100)' });
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

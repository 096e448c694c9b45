import type { Coupon, CouponBody } from '../../api/admin-coupons';
import { istDay } from './admin-format';

/** The coupon form as typed (numbers stay text until they are checked). */
export type CouponValues = {
  couponCode: string;
  discountType: 'percentage' | 'fixed';
  discountAmount: string;
  discountPercentage: string;
  /** yyyy-mm-dd */
  expiryDate: string;
  minimumItemQuantity: string;
  minPurchaseAmount: string;
  maxDiscountAmount: string;
  usageLimit: string;
  userLimit: string;
  isActive: boolean;
  description: string;
};
export type CouponErrors = Partial<Record<keyof CouponValues, string>>;

export const emptyCoupon: CouponValues = {
  couponCode: '',
  discountType: 'percentage',
  discountAmount: '',
  discountPercentage: '',
  expiryDate: '',
  minimumItemQuantity: '',
  minPurchaseAmount: '',
  maxDiscountAmount: '',
  usageLimit: '',
  userLimit: '',
  isActive: true,
  description: '',
};

/** The field order, for focusing the first one that is wrong. */
export const couponFields: (keyof CouponValues)[] = [
  'couponCode',
  'discountType',
  'discountPercentage',
  'discountAmount',
  'expiryDate',
  'minimumItemQuantity',
  'minPurchaseAmount',
  'maxDiscountAmount',
  'usageLimit',
  'userLimit',
  'isActive',
  'description',
];

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The spec's rules (accounts-money-admin 5: create coupon, edit coupon) and its messages. Both
 * forms need every field the server needs; the server checks again with the same words.
 */
export function couponErrors(values: CouponValues): CouponErrors {
  const errors: CouponErrors = {};
  const code = values.couponCode.trim();
  if (!code) errors.couponCode = 'Coupon Code is required';
  else if (!/^[A-Z0-9_-]+$/i.test(code)) errors.couponCode = 'Coupon Code may only hold letters, digits, - and _';
  else if (code.length > 32) errors.couponCode = 'Coupon Code may be at most 32 characters';

  if (values.discountType === 'percentage') {
    const percentage = numberOf(values.discountPercentage);
    if (!(percentage > 0 && percentage <= 100)) errors.discountPercentage = 'Valid Discount Percentage is required (0-100)';
  } else {
    const amount = numberOf(values.discountAmount);
    if (!(amount > 0)) errors.discountAmount = 'Valid Discount Amount is required';
  }

  if (!values.expiryDate) errors.expiryDate = 'Expiry Date is required';

  const required = [
    ['minimumItemQuantity', 'Minimum Item Quantity is required'],
    ['minPurchaseAmount', 'Minimum Purchase Amount is required'],
    ['maxDiscountAmount', 'Maximum Discount Amount is required'],
  ] as const;
  for (const [field, message] of required) {
    const n = numberOf(values[field]);
    if (!(Number.isFinite(n) && n >= 0)) errors[field] = message;
  }

  // Usage and user limits: at least 1 (spec 9).
  const limits = [
    ['usageLimit', 'Usage Limit'],
    ['userLimit', 'User Limit'],
  ] as const;
  for (const [field, name] of limits) {
    const n = numberOf(values[field]);
    if (Number.isNaN(n)) errors[field] = `${name} is required`;
    else if (!(Number.isInteger(n) && n >= 1)) errors[field] = `${name} must be a whole number, at least 1`;
  }

  if (values.description.length > 300) errors.description = 'Description may be at most 300 characters';
  return errors;
}

/**
 * What the server gets. The code goes upper case (spec 5); the coupon is valid to the end of
 * its expiry day, India time.
 */
export function couponBody(values: CouponValues): CouponBody {
  const percentage = values.discountType === 'percentage';
  return {
    couponCode: values.couponCode.trim().toUpperCase(),
    discountType: values.discountType,
    discountPercentage: percentage ? Number(values.discountPercentage) : 0,
    discountAmount: percentage ? 0 : Number(values.discountAmount),
    expiryDate: `${values.expiryDate}T23:59:59.999+05:30`,
    minimumItemQuantity: Number(values.minimumItemQuantity),
    minPurchaseAmount: Number(values.minPurchaseAmount),
    maxDiscountAmount: Number(values.maxDiscountAmount),
    usageLimit: Number(values.usageLimit),
    userLimit: Number(values.userLimit),
    isActive: values.isActive,
    description: values.description.trim(),
  };
}

/** A stored coupon back in the form. */
export function couponValues(coupon: Coupon): CouponValues {
  return {
    couponCode: coupon.couponCode,
    discountType: coupon.discountType,
    discountAmount: String(coupon.discountAmount),
    discountPercentage: String(coupon.discountPercentage),
    expiryDate: istDay(coupon.expiryDate),
    minimumItemQuantity: String(coupon.minimumItemQuantity),
    minPurchaseAmount: String(coupon.minPurchaseAmount),
    maxDiscountAmount: String(coupon.maxDiscountAmount),
    usageLimit: String(coupon.usageLimit),
    userLimit: String(coupon.userLimit),
    isActive: coupon.isActive,
    description: coupon.description,
  };
}

import { couponInput, type CouponInput } from '@shop/contract/coupons';
import type { Resolver } from 'react-hook-form';
import type { Coupon, CouponBody } from '../../../api/admin-coupons';
import { istDay } from '../kit/admin-format';
import { contractResolver } from '../kit/form-kit';
import { istDayEndIso } from '@shop/contract/india-time';

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
export const couponFields = [
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
] as const satisfies readonly (keyof CouponValues)[];

/**
 * What the server gets. The code goes upper case; the coupon is valid to the end of
 * its expiry day, India time.
 */
export function couponBody(values: CouponValues): CouponBody {
  const percentage = values.discountType === 'percentage';
  return {
    couponCode: values.couponCode.trim().toUpperCase(),
    discountType: values.discountType,
    discountPercentage: percentage ? Number(values.discountPercentage) : 0,
    discountAmount: percentage ? 0 : Number(values.discountAmount),
    expiryDate: istDayEndIso(values.expiryDate),
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

/**
 * What the contract checks: the typed text as it is (blank stays blank, so "required" can be
 * told from "wrong"), the hidden discount field left out, the expiry day as the server reads it.
 */
const toCheck = (values: CouponValues) => ({
  ...values,
  discountAmount: values.discountType === 'fixed' ? values.discountAmount : '',
  discountPercentage: values.discountType === 'percentage' ? values.discountPercentage : '',
  expiryDate: values.expiryDate ? istDayEndIso(values.expiryDate) : '',
});
const byContract = contractResolver<CouponValues, typeof couponInput>(couponInput, toCheck);

/** Values the contract accepts, to ask it about the discount alone. */
const accepted: CouponValues = {
  ...emptyCoupon,
  couponCode: 'SAMPLE',
  expiryDate: '2030-01-01',
  minimumItemQuantity: '0',
  minPurchaseAmount: '0',
  maxDiscountAmount: '0',
  usageLimit: '1',
  userLimit: '1',
};

const limits = [
  ['usageLimit', 'Usage Limit'],
  ['userLimit', 'User Limit'],
] as const;

/**
 * The coupon forms check with the contract's couponInput, the same rules and words as the
 * server. Two additions, both about wording only: zod runs the contract's discount rule (a
 * positive amount or percentage) only once every other field passes, so on a half-filled form it
 * is asked about the discount alone; and a limit that was typed but is not a whole number from 1
 * says so, where the contract says "required" either way.
 */
export const couponResolver: Resolver<CouponValues, unknown, CouponInput> = async (values, context, options) => {
  const result = await byContract(values, context, options);
  if (!Object.keys(result.errors).length) return result;
  const errors = { ...result.errors };
  if (!errors.discountAmount && !errors.discountPercentage) {
    const discount = await byContract({ ...accepted, discountType: values.discountType, discountAmount: values.discountAmount, discountPercentage: values.discountPercentage }, context, options);
    if (discount.errors.discountAmount) errors.discountAmount = discount.errors.discountAmount;
    if (discount.errors.discountPercentage) errors.discountPercentage = discount.errors.discountPercentage;
  }
  for (const [field, name] of limits) {
    const error = errors[field];
    if (error && values[field].trim() !== '' && error.message === `${name} is required`) errors[field] = { ...error, message: `${name} must be a whole number, at least 1` };
  }
  return { values: {}, errors };
};

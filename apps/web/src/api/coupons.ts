import type { ValidateCouponRequest } from '@shop/contract/coupons';
import { apiRequest } from './client';

/** Checks a coupon for a pack, priced for the caller: original price, discount and final price. */
export const validateCoupon = (request: ValidateCouponRequest) =>
  apiRequest('/coupon/validatecoupon', async () => (await import('@shop/contract/coupons')).validateCouponResponse, { method: 'POST', body: request });

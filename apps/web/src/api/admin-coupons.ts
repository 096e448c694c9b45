import type { Coupon } from '@shop/contract/coupons';
import { apiRequest } from './client';

// The admin coupon calls. Their errors travel in `error`.
const coupons = () => import('@shop/contract/coupons');

export type { Coupon };

/** The body of create and edit: every coupon field but the id and the use count. */
export type CouponBody = Omit<Coupon, '_id' | 'usedCount'>;

export const getAllCoupons = (signal?: AbortSignal) => apiRequest('/admin/getallcoupon', async () => (await coupons()).couponList, { signal });

export const createCoupon = (body: CouponBody) =>
  apiRequest('/admin/createcoupon', async () => (await coupons()).couponMessage, { method: 'POST', body });

export const editCoupon = (id: string, body: CouponBody) =>
  apiRequest(`/admin/editcoupon/${encodeURIComponent(id)}`, async () => (await coupons()).couponMessage, { method: 'POST', body });

export const deleteCoupon = (id: string) =>
  apiRequest(`/admin/deletecoupon/${encodeURIComponent(id)}`, async () => (await coupons()).couponMessage, { method: 'POST' });

import { validateCouponRequest, validateCouponResponse } from '@shop/contract/coupons';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import { unauthenticated } from '../platform/errors.js';
import { couponMessages, type Coupons } from './service.js';

export function couponRoutes(app: App, { coupons, guards }: { coupons: Coupons; guards: Guards }) {
  app.post(
    '/coupon/validatecoupon',
    {
      // Spec: the app shows the server's `error` text; `message` and success:false travel too.
      onRequest: async (req) => {
        if (!req.headers.authorization) throw unauthenticated(couponMessages.login);
        await guards.signedIn(req);
      },
      config: { errorField: 'error', errorDefaults: { success: false }, errors: [403, 404, 409, 429] },
      schema: { tags: ['coupons'], security: [{ bearer: [] }], body: validateCouponRequest, response: { 200: validateCouponResponse } },
    },
    (req) => coupons.validateCoupon(callerOf(req), req.body.couponCode, req.body.item_id, req.ip),
  );
}

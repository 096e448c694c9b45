import { z } from 'zod';
import { createOrderRequest, createUpiOrderResponse, createWalletOrderResponse, orderStatusRequest, orderStatusResponse, ordersResponse } from '@shop/contract/orders';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { Payments } from '../payments/service.js';
import type { App } from '../platform/app-types.js';
import type { Orders } from './service.js';

const idempotencyKeyOf = (headers: Record<string, unknown>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : null;
};

export function orderRoutes(app: App, { orders, payments, guards }: { orders: Orders; payments: Payments; guards: Guards }) {
  const tags = ['orders'];
  const security = [{ bearer: [] }];
  const headers = z.object({ 'idempotency-key': z.string().optional() });

  app.post(
    '/order/createOrder',
    { onRequest: guards.signedIn, config: { errorField: 'error', errors: [403, 404, 409, 422] }, schema: { tags, security, headers, body: createOrderRequest, response: { 200: createUpiOrderResponse } } },
    async (req) => {
      const placed = await orders.placeOrder({ caller: callerOf(req), request: { ...req.body, paymentmode: 'upi' }, idempotencyKey: idempotencyKeyOf(req.headers) });
      // Points that covered the whole price paid it already: the "payment page" is the order's own.
      const paymentUrl = placed.paymentmode === 'upi' ? placed.paymentUrl : placed.redirectUrl;
      return { status: true as const, payment_url: paymentUrl, client_txn_id: placed.clientTxnId };
    },
  );

  app.post(
    '/order/createWalletOrder',
    { onRequest: guards.signedIn, config: { errorField: 'msg', errors: [402, 403, 404, 409, 422] }, schema: { tags, security, headers, body: createOrderRequest, response: { 200: createWalletOrderResponse } } },
    async (req) => {
      const placed = await orders.placeOrder({ caller: callerOf(req), request: { ...req.body, paymentmode: 'wallet' }, idempotencyKey: idempotencyKeyOf(req.headers) });
      if (placed.paymentmode !== 'wallet') throw new Error('unreachable: a wallet order answered a UPI order');
      return { msg: 'Order placed successfully', redirect_url: placed.redirectUrl, client_txn_id: placed.clientTxnId };
    },
  );

  app.post(
    '/order/orderstatus',
    { onRequest: guards.signedIn, config: { errors: [403, 404] }, schema: { tags, security, body: orderStatusRequest, response: { 200: orderStatusResponse } } },
    async (req) => {
      const caller = callerOf(req);
      let order = await orders.orderFor(caller, req.body.client_txn_id);
      if (order.status === 'Created' && order.paymentMode === 'upi') {
        await payments.refresh({ clientTxnId: order.clientTxnId, gatewayOrderId: order.gatewayOrderId, createdAt: order.createdAt });
        order = await orders.orderFor(caller, req.body.client_txn_id);
      }
      const email = order.userId === caller.id ? caller.email : await orders.emailOf(order.userId);
      return { status: true, data: await orders.describe(order, email) };
    },
  );

  app.get(
    '/order/:userId',
    { onRequest: guards.signedIn, config: { errors: [403] }, schema: { tags, security, params: z.object({ userId: z.string().trim().min(1).max(64) }), response: { 200: ordersResponse } } },
    (req) => orders.ordersOf(callerOf(req), req.params.userId),
  );
}

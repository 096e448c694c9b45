import { z } from 'zod';
import {
  addUserBalanceRequest,
  addUserBalanceResponse,
  adminKeyHeaders,
  adminStats,
  allTxnQuery,
  allTxnResponse,
  allWalletTxnQuery,
  allWalletTxnResponse,
  auditLogQuery,
  auditLogResponse,
  pendingOrdersResponse,
  reverseCreditRequest,
  reverseCreditResponse,
  updateOrderParams,
  decideOrderRequest,
  updateOrderResponse,
} from '@shop/contract/admin';
import { couponInput, couponList, couponMessage } from '@shop/contract/coupons';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { Coupons } from '../coupons/service.js';
import type { App } from '../platform/app-types.js';
import type { OrderAdmin } from '../orders/admin.js';
import type { Db } from '../platform/database.js';
import type { WalletAdmin } from '../wallet/admin.js';
import { auditLog } from './audit.js';

/** The admin console's money desk and coupons; every route is admins only (401, then 403). */
export function adminRoutes(app: App, { db, orderAdmin, walletAdmin, coupons, guards }: { db: Db; orderAdmin: OrderAdmin; walletAdmin: WalletAdmin; coupons: Coupons; guards: Guards }) {
  const admin = { onRequest: guards.admin } as const;
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get('/admin/stats', { ...admin, schema: { tags, security, response: { 200: adminStats } } }, () => orderAdmin.stats());
  app.get('/admin/auditlog', { ...admin, schema: { tags, security, querystring: auditLogQuery, response: { 200: auditLogResponse } } }, (req) => auditLog(db, req.query));
  app.get('/admin/processing', { ...admin, schema: { tags, security, response: { 200: pendingOrdersResponse } } }, () => orderAdmin.pendingOrders());
  // A GET that changes an order, as the spec's browser calls it; guarded like every admin call.
  app.get('/admin/updateorder/:id/:status/:reason', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, params: updateOrderParams, response: { 200: updateOrderResponse } } }, (req) =>
    // The spec's browser cannot say where a cancelled order's money went: it goes back to the wallet.
    orderAdmin.decideOrder(callerOf(req), { order: req.params.id, status: req.params.status, ...(req.params.reason === '-' ? {} : { reason: req.params.reason }), moneyBack: 'wallet' }),
  );
  app.get('/admin/updateorder/:id/:status', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, params: updateOrderParams.omit({ reason: true }), response: { 200: updateOrderResponse } } }, (req) =>
    orderAdmin.decideOrder(callerOf(req), { order: req.params.id, status: req.params.status, moneyBack: 'wallet' }),
  );
  app.post('/admin/orders/decide', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, body: decideOrderRequest, response: { 200: updateOrderResponse } } }, (req) => orderAdmin.decideOrder(callerOf(req), req.body));
  app.get('/admin/alltxn', { ...admin, schema: { tags, security, querystring: allTxnQuery, response: { 200: allTxnResponse } } }, (req) => orderAdmin.allOrders(req.query));
  app.get('/admin/allwallettxn', { ...admin, schema: { tags, security, querystring: allWalletTxnQuery, response: { 200: allWalletTxnResponse } } }, (req) =>
    walletAdmin.allWalletTransactions(req.query),
  );
  app.post('/admin/adduserbalance', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, headers: adminKeyHeaders, body: addUserBalanceRequest, response: { 200: addUserBalanceResponse } } }, (req) =>
    walletAdmin.addUserBalance(callerOf(req), req.body, req.headers['idempotency-key'] ?? null),
  );
  app.post('/admin/reversecredit', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, headers: adminKeyHeaders, body: reverseCreditRequest, response: { 200: reverseCreditResponse } } }, (req) =>
    walletAdmin.reverseCredit(callerOf(req), req.body, req.headers['idempotency-key'] ?? null),
  );

  const idParams = z.object({ _id: z.uuid({ error: 'Invalid coupon id' }) });
  app.get('/admin/getallcoupon', { ...admin, schema: { tags, security, response: { 200: couponList } } }, () => coupons.listCoupons());
  app.post('/admin/createcoupon', { ...admin, config: { errorField: 'error', errors: [409] }, schema: { tags, security, body: couponInput, response: { 201: couponMessage } } }, async (req, reply) =>
    reply.status(201).send({ message: 'Coupon created successfully!', coupon: await coupons.createCoupon(callerOf(req), req.body) }),
  );
  app.post('/admin/editcoupon/:_id', { ...admin, config: { errorField: 'message', errors: [404, 409] }, schema: { tags, security, params: idParams, body: couponInput, response: { 200: couponMessage } } }, async (req) => ({
    message: 'Coupon edited successfully!',
    coupon: await coupons.editCoupon(callerOf(req), req.params._id, req.body),
  }));
  app.post('/admin/deletecoupon/:_id', { ...admin, config: { errorField: 'error', errors: [404] }, schema: { tags, security, params: idParams, response: { 200: couponMessage } } }, async (req) => ({
    message: 'Coupon deleted successfully',
    coupon: await coupons.deleteCoupon(callerOf(req), req.params._id),
  }));
}

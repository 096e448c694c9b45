import { checkSkusRequest, checkSkusResponse, queryPointsResponse, retryDeliveryRequest, supplierBalancesResponse, updateOrderResponse } from '@shop/contract/admin';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { DeliveryDesk } from './desk.js';

export function deliveryDeskRoutes(app: App, { desk, guards }: { desk: DeliveryDesk; guards: Guards }) {
  const admin = { onRequest: guards.admin };
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.post('/admin/orders/retry', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, body: retryDeliveryRequest, response: { 200: updateOrderResponse } } }, (req) => desk.retry(callerOf(req), req.body.order));
  app.post('/admin/querypoints', { ...admin, schema: { tags, security, response: { 200: queryPointsResponse } } }, () => desk.smilePoints('br'));
  app.post('/admin/querypoints/ph', { ...admin, schema: { tags, security, response: { 200: queryPointsResponse } } }, () => desk.smilePoints('ph'));
  app.post('/admin/checkskus', { ...admin, schema: { tags, security, body: checkSkusRequest, response: { 200: checkSkusResponse } } }, (req) => desk.checkSkus(req.body));
  app.get('/admin/supplierbalances', { ...admin, schema: { tags, security, response: { 200: supplierBalancesResponse } } }, () => desk.balances());
}

import { z } from 'zod';
import { applyRepricingRequest, costsResponse, marginsResponse, packCostRequest, productRef, refreshPricesRequest, refreshPricesResponse, repricingApplied, repricingPreview, saveRuleRequest, setRateRequest } from '@shop/contract/books';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Repricing } from './repricing.js';
import type { Costs } from './service.js';

const message = z.object({ message: z.string() });

/** The owner's costs, margins and repricing; admins only (401, then 403). */
export function costRoutes(app: App, { costs, repricing, guards }: { costs: Costs; repricing: Repricing; guards: Guards }) {
  const admin = { onRequest: guards.admin } as const;
  const tags = ['admin: costs'];
  const security = [{ bearer: [] }];
  app.get('/admin/costs', { ...admin, schema: { tags, security, description: 'Each supplier’s rate in rupees per unit with its history, and its price list.', response: { 200: costsResponse } } }, () => costs.view());
  app.post('/admin/costs/rate', { ...admin, schema: { tags, security, description: 'Sets a supplier’s rate: orders delivered from now on are costed at it.', body: setRateRequest, response: { 200: costsResponse } } }, (req) =>
    costs.setRate(callerOf(req), req.body),
  );
  app.post('/admin/costs/refresh', { ...admin, schema: { tags, security, description: 'Fetches a supplier’s price list now.', body: refreshPricesRequest, response: { 200: refreshPricesResponse } } }, (req) =>
    costs.refreshPrices(req.body.supplier),
  );
  app.post('/admin/costs/pack', { ...admin, config: { errors: [404] }, schema: { tags, security, description: 'The cost of a pack an admin delivers by hand (null clears it).', body: packCostRequest, response: { 200: message } } }, (req) =>
    costs.setPackCost(callerOf(req), req.body),
  );
  app.get('/admin/margins', { ...admin, schema: { tags, security, description: 'Every pack’s cost, prices and margins; packs below cost are flagged.', response: { 200: marginsResponse } } }, () => costs.margins());
  app.post('/admin/repricing/rule', { ...admin, config: { errors: [404] }, schema: { tags, security, body: saveRuleRequest, response: { 200: message } } }, (req) =>
    repricing.saveRule(callerOf(req), req.body.productId, req.body.rule),
  );
  app.post('/admin/repricing/preview', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, description: 'Every pack’s old and new prices under the product’s rule.', body: productRef, response: { 200: repricingPreview } } }, (req) =>
    repricing.preview(req.body.productId),
  );
  app.post('/admin/repricing/apply', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, description: 'Applies the previewed prices in one transaction; 409 when they changed since.', body: applyRepricingRequest, response: { 200: repricingApplied } } }, (req) =>
    repricing.apply(callerOf(req), req.body.productId, req.body.preview),
  );
  app.post('/admin/repricing/undo', { ...admin, config: { errors: [404, 409] }, schema: { tags, security, description: 'Puts back the prices of the product’s last apply.', body: productRef, response: { 200: repricingApplied } } }, (req) =>
    repricing.undo(callerOf(req), req.body.productId),
  );
}

import { z } from 'zod';
import { createdWebhookResponse, createWebhookRequest, updateWebhookRequest, webhookDeliveriesResponse, webhookResponse, webhookSecretResponse, webhooksResponse } from '@shop/contract/reseller-api';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Webhooks } from './service.js';

const endpointId = z.object({ id: z.uuid({ error: 'Webhook not found.' }) });
const deliveryId = z.object({ id: z.uuid({ error: 'Delivery not found.' }) });
const done = z.object({ message: z.string() });

/** A reseller's webhooks on their dashboard: addresses, secrets, the delivery log, tests and resends. */
export function webhookRoutes(app: App, { webhooks, guards }: { webhooks: Webhooks; guards: Guards }) {
  const tags = ['reseller API'];
  const security = [{ bearer: [] }];
  const onRequest = guards.signedIn;

  app.get('/reseller/webhooks', { onRequest, schema: { tags, security, response: { 200: webhooksResponse } } }, async (req) => ({ endpoints: await webhooks.list(callerOf(req)) }));

  app.post('/reseller/webhooks', { onRequest, config: { errors: [409] }, schema: { tags, security, body: createWebhookRequest, response: { 200: createdWebhookResponse } } }, async (req) => ({
    message: 'Webhook added. Copy its signing secret now.',
    ...(await webhooks.create(callerOf(req), req.body)),
  }));

  app.post('/reseller/webhooks/:id', { onRequest, config: { errors: [404] }, schema: { tags, security, params: endpointId, body: updateWebhookRequest, response: { 200: webhookResponse } } }, async (req) => ({
    message: 'Webhook saved.',
    endpoint: await webhooks.update(callerOf(req), req.params.id, req.body),
  }));

  app.post('/reseller/webhooks/:id/delete', { onRequest, config: { errors: [404] }, schema: { tags, security, params: endpointId, response: { 200: done } } }, async (req) => {
    await webhooks.remove(callerOf(req), req.params.id);
    return { message: 'Webhook deleted.' };
  });

  app.get('/reseller/webhooks/:id/secret', { onRequest, config: { errors: [404] }, schema: { tags, security, params: endpointId, response: { 200: webhookSecretResponse } } }, async (req) => ({
    secret: await webhooks.secretOf(callerOf(req), req.params.id),
  }));

  app.get('/reseller/webhooks/:id/deliveries', { onRequest, config: { errors: [404] }, schema: { tags, security, params: endpointId, response: { 200: webhookDeliveriesResponse } } }, async (req) => ({
    deliveries: await webhooks.deliveries(callerOf(req), req.params.id),
  }));

  app.post('/reseller/webhooks/:id/test', { onRequest, config: { errors: [404, 409, 429] }, schema: { tags, security, params: endpointId, response: { 200: done } } }, async (req) => {
    await webhooks.sendTest(callerOf(req), req.params.id);
    return { message: 'Test event queued.' };
  });

  app.post('/reseller/webhooks/deliveries/:id/resend', { onRequest, config: { errors: [404, 409, 429] }, schema: { tags, security, params: deliveryId, response: { 200: done } } }, async (req) => {
    await webhooks.resend(callerOf(req), req.params.id);
    return { message: 'Event queued again.' };
  });
}

import { pushDoneResponse, pushKeyResponse, pushSubscribeRequest, pushUnsubscribeRequest } from '@shop/contract/push';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import type { Push } from './service.js';

/** A customer's consent to notifications, one device at a time. */
export function pushRoutes(app: App, { push, guards }: { push: Push; guards: Guards }) {
  const tags = ['accounts'];
  const security = [{ bearer: [] }];
  app.get('/push/key', { config: { errors: [404] }, schema: { tags, response: { 200: pushKeyResponse } } }, async () => ({ publicKey: push.publicKey() }));
  app.post('/push/subscribe', { onRequest: guards.signedIn, config: { errors: [404, 409] }, schema: { tags, security, body: pushSubscribeRequest, response: { 200: pushDoneResponse } } }, async (req) => {
    await push.subscribe(callerOf(req), req.body);
    return { message: 'Notifications are on for this device.' };
  });
  app.post('/push/unsubscribe', { onRequest: guards.signedIn, schema: { tags, security, body: pushUnsubscribeRequest, response: { 200: pushDoneResponse } } }, async (req) => {
    await push.unsubscribe(callerOf(req), req.body.endpoint);
    return { message: 'Notifications are off for this device.' };
  });
}

import type { PushSubscribeRequest, PushUnsubscribeRequest } from '@shop/contract/push';
import { apiRequest } from './client';

// Web Push consent. The schemas are imported on first use: see SchemaSource in client.ts.
const contract = () => import('@shop/contract/push');

/** The server's VAPID public key (base64url), which a browser subscription must name. */
export const getPushKey = (signal?: AbortSignal) => apiRequest('/push/key', async () => (await contract()).pushKeyResponse, { signal });

/** Stores this device's subscription (PushSubscription.toJSON()) for the signed-in customer. */
export const subscribePush = (subscription: PushSubscribeRequest) =>
  apiRequest('/push/subscribe', async () => (await contract()).pushDoneResponse, { method: 'POST', body: subscription });

export const unsubscribePush = (endpoint: PushUnsubscribeRequest['endpoint']) =>
  apiRequest('/push/unsubscribe', async () => (await contract()).pushDoneResponse, { method: 'POST', body: { endpoint } satisfies PushUnsubscribeRequest });

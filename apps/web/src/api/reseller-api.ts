import type {
  adminApiKey,
  ApiKey,
  ApiKeyKind,
  CreateApiKeyRequest,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
} from '@shop/contract/reseller-api';
import type { z } from 'zod';
import { apiRequest } from './client';

// The reseller's key and webhook management (session calls), and the admin's view of every key.
// Schemas are imported on first use, like the other screens' (SchemaSource in client.ts).
const contract = () => import('@shop/contract/reseller-api');

export type { ApiKey, ApiKeyKind, CreateApiKeyRequest, WebhookDelivery, WebhookEndpoint };
export type AdminApiKey = z.infer<typeof adminApiKey>;

/** The plain `{ message }` answer of delete, test and resend: the message of the key answer alone. */
const messageOnly = async () => (await contract()).apiKeyResponse.pick({ message: true });

const path = (id: string) => encodeURIComponent(id);

// Keys

export const getApiKeys = (signal?: AbortSignal) => apiRequest('/reseller/keys', async () => (await contract()).apiKeysResponse, { signal });

/** The answer carries the whole key once; the shop keeps only its hash. */
export const createApiKey = (body: CreateApiKeyRequest) =>
  apiRequest('/reseller/keys', async () => (await contract()).createdApiKeyResponse, { method: 'POST', body });

export const revokeApiKey = (id: string) =>
  apiRequest(`/reseller/keys/${path(id)}/revoke`, async () => (await contract()).apiKeyResponse, { method: 'POST' });

export const getAdminApiKeys = (signal?: AbortSignal) =>
  apiRequest('/admin/api-keys', async () => (await contract()).adminApiKeysResponse, { signal });

export const adminRevokeApiKey = (id: string) =>
  apiRequest(`/admin/api-keys/${path(id)}/revoke`, async () => (await contract()).apiKeyResponse, { method: 'POST' });

// Webhooks

export const getWebhooks = (signal?: AbortSignal) => apiRequest('/reseller/webhooks', async () => (await contract()).webhooksResponse, { signal });

/** The answer carries the endpoint's signing secret; "Show signing secret" fetches it again later. */
export const createWebhook = (body: CreateWebhookRequest) =>
  apiRequest('/reseller/webhooks', async () => (await contract()).createdWebhookResponse, { method: 'POST', body });

export const updateWebhook = (id: string, body: UpdateWebhookRequest) =>
  apiRequest(`/reseller/webhooks/${path(id)}`, async () => (await contract()).webhookResponse, { method: 'POST', body });

export const deleteWebhook = (id: string) => apiRequest(`/reseller/webhooks/${path(id)}/delete`, messageOnly, { method: 'POST' });

export const getWebhookSecret = (id: string, signal?: AbortSignal) =>
  apiRequest(`/reseller/webhooks/${path(id)}/secret`, async () => (await contract()).webhookSecretResponse, { signal });

export const getWebhookDeliveries = (id: string, signal?: AbortSignal) =>
  apiRequest(`/reseller/webhooks/${path(id)}/deliveries`, async () => (await contract()).webhookDeliveriesResponse, { signal });

export const sendTestWebhook = (id: string) => apiRequest(`/reseller/webhooks/${path(id)}/test`, messageOnly, { method: 'POST' });

export const resendWebhookDelivery = (deliveryId: string) =>
  apiRequest(`/reseller/webhooks/deliveries/${path(deliveryId)}/resend`, messageOnly, { method: 'POST' });

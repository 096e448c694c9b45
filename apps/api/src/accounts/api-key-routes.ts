import { z } from 'zod';
import { adminApiKeysResponse, apiKeyResponse, apiKeysResponse, createApiKeyRequest, createdApiKeyResponse } from '@shop/contract/reseller-api';
import type { App } from '../platform/app-types.js';
import type { ApiKeys } from './api-keys.js';
import { callerOf, type Guards } from './guards.js';

const keyId = z.object({ id: z.uuid({ error: 'Unknown API key.' }) });

/** A reseller's keys on their dashboard, and every reseller's keys for an admin. */
export function apiKeyRoutes(app: App, { apiKeys, guards }: { apiKeys: ApiKeys; guards: Guards }) {
  const tags = ['reseller API'];
  const security = [{ bearer: [] }];

  app.get('/reseller/keys', { onRequest: guards.signedIn, schema: { tags, security, response: { 200: apiKeysResponse } } }, async (req) => ({ keys: await apiKeys.list(callerOf(req)) }));

  app.post(
    '/reseller/keys',
    { onRequest: guards.signedIn, config: { errors: [409] }, schema: { tags, security, body: createApiKeyRequest, response: { 200: createdApiKeyResponse } } },
    async (req) => ({ message: 'Key created. Copy it now: it is not shown again.', ...(await apiKeys.create(callerOf(req), req.body)) }),
  );

  app.post(
    '/reseller/keys/:id/revoke',
    { onRequest: guards.signedIn, config: { errors: [404] }, schema: { tags, security, params: keyId, response: { 200: apiKeyResponse } } },
    async (req) => ({ message: 'Key revoked.', key: await apiKeys.revokeOwn(callerOf(req), req.params.id) }),
  );

  app.get('/admin/api-keys', { onRequest: guards.admin, schema: { tags: ['admin'], security, response: { 200: adminApiKeysResponse } } }, async () => ({ keys: await apiKeys.listAll() }));

  app.post(
    '/admin/api-keys/:id/revoke',
    { onRequest: guards.admin, config: { errors: [404] }, schema: { tags: ['admin'], security, params: keyId, response: { 200: apiKeyResponse } } },
    async (req) => ({ message: 'Key revoked.', key: await apiKeys.revokeAny(callerOf(req), req.params.id) }),
  );
}

import type { App } from '../platform/app-types.js';
import type { Db } from '../platform/database.js';
import { listOutbox } from './outbox.js';
import { outboxRequest, outboxResponse } from '@shop/contract/dev-outbox';

/**
 * GET /dev/outbox (ARCHITECTURE: sandbox contract). It shows one-time codes, so it exists only
 * while a sandbox SMS or mail provider is in use; otherwise the path answers 404.
 */
export function outboxRoutes(app: App, { db, enabled }: { db: Db; enabled: boolean }) {
  if (!enabled) return;
  app.get('/dev/outbox', { schema: { tags: ['dev'], querystring: outboxRequest, response: { 200: outboxResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return listOutbox({ db, to: req.query.to });
  });
}

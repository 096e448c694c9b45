import { shopInfoResponse, shopSettingsBody, shopSettingsResponse } from '@shop/contract/shop-info';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import { cachedReadRoute, sendCached } from '../platform/cache.js';
import type { ShopInfoService } from './service.js';

/**
 * Every storefront page's footer asks for the details; they change rarely, so browsers and
 * proxies may keep an answer for a minute (an admin's own screen updates from the save's answer).
 */
const PUBLIC_CACHE = 'public, max-age=60';

export function shopInfoRoutes(app: App, { shopInfo, guards }: { shopInfo: ShopInfoService; guards: Guards }) {
  app.get(
    '/shop/info',
    {
      ...cachedReadRoute,
      schema: {
        tags: ['shop'],
        description: 'The shop’s name, support contacts, address, hours and social links; null when not set, and `notConfigured` lists those.',
        response: { 200: shopInfoResponse },
      },
    },
    (req, reply) => sendCached(shopInfo.cachedInfo(), req, reply.header('cache-control', PUBLIC_CACHE)),
  );

  const admin = { onRequest: guards.admin } as const;
  const tags = ['admin: settings'];
  const security = [{ bearer: [] }];
  app.get('/admin/shopsettings', { ...admin, schema: { tags, security, response: { 200: shopSettingsResponse } } }, () => shopInfo.settings());
  app.post(
    '/admin/shopsettings',
    {
      ...admin,
      schema: { tags, security, description: 'Saves every detail; an empty one is not saved here, and the server’s SHOP_* environment value applies.', body: shopSettingsBody, response: { 200: shopSettingsResponse } },
    },
    (req) => shopInfo.save(callerOf(req), req.body),
  );
}

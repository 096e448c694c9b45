import { allProducts, homeProducts, itemList, itemsParams, product, productIdParams } from '@shop/contract/catalogue';
import type { App } from '../platform/app-types.js';
import { cachedReadRoute } from '../platform/cache.js';
import type { Sessions } from '../accounts/session.js';
import type { Catalogue, PriceView } from './service.js';

export function catalogueRoutes(app: App, { catalogue, sessions }: { catalogue: Catalogue; sessions: Sessions }) {
  app.get('/product/gethomeproducts', { ...cachedReadRoute, schema: { tags: ['catalogue'], response: { 200: homeProducts } } }, async (req, reply) =>
    (await catalogue.homeProducts()).send(req, reply),
  );

  app.get('/product/eachproduct/:id', { ...cachedReadRoute, schema: { tags: ['catalogue'], params: productIdParams, response: { 200: product } } }, async (req, reply) =>
    (await catalogue.product(req.params.id)).send(req, reply),
  );

  app.get('/item/:productId', { ...cachedReadRoute, schema: { tags: ['catalogue'], params: itemsParams, response: { 200: itemList } } }, async (req, reply) => {
    const view = await priceViewOf(req.headers.authorization, sessions);
    (await catalogue.items(req.params.productId, view)).send(req, reply);
  });

  app.get('/product/allproducts', { schema: { tags: ['catalogue'], security: [{ bearer: [] }], response: { 200: allProducts } } }, async (req) => {
    await sessions.callerOf(req.headers.authorization);
    return { products: await catalogue.allProducts() };
  });
}

/** Anyone may browse; a valid reseller or admin session sees reseller prices, anything else the customer's. */
async function priceViewOf(authorization: string | undefined, sessions: Sessions): Promise<PriceView> {
  if (!authorization) return 'customer';
  const caller = await sessions.callerOf(authorization).catch(() => null);
  return caller && (caller.role === 'reseller' || caller.role === 'admin') ? 'reseller' : 'customer';
}

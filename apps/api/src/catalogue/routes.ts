import { allProducts, homeProducts, itemList, itemsParams, pricingFor, product, productIdParams } from '@shop/contract/catalogue';
import type { App } from '../platform/app-types.js';
import { cachedReadRoute, sendCached } from '../platform/cache.js';
import type { Sessions } from '../accounts/session.js';
import type { Catalogue, PriceView } from './service.js';

export function catalogueRoutes(app: App, { catalogue, sessions }: { catalogue: Catalogue; sessions: Sessions }) {
  app.get('/product/gethomeproducts', { ...cachedReadRoute, schema: { tags: ['catalogue'], response: { 200: homeProducts } } }, (req, reply) =>
    sendCached(catalogue.homeProducts(), req, reply),
  );

  app.get('/product/eachproduct/:id', { ...cachedReadRoute, config: { errors: [404] }, schema: { tags: ['catalogue'], params: productIdParams, response: { 200: product } } }, (req, reply) =>
    sendCached(catalogue.product(req.params.id), req, reply),
  );

  app.get('/item/:productId', { ...cachedReadRoute, config: { errors: [404] }, schema: { tags: ['catalogue'], params: itemsParams, response: { 200: itemList } } }, (req, reply) => {
    const { authorization } = req.headers;
    if (!authorization) return sendCached(catalogue.items(req.params.productId, 'customer'), req, reply);
    return priceViewOf(authorization, sessions).then((view) => sendCached(catalogue.items(req.params.productId, view), req, reply));
  });

  app.get('/product/allproducts', { schema: { tags: ['catalogue'], security: [{ bearer: [] }], response: { 200: allProducts } } }, async (req) => {
    await sessions.callerOf(req.headers.authorization);
    return catalogue.allProducts();
  });
}

/** Anyone may browse; who sees the reseller price is the contract's rule, an invalid session sees the customer's. */
async function priceViewOf(authorization: string, sessions: Sessions): Promise<PriceView> {
  const caller = await sessions.callerOf(authorization).catch(() => null);
  return pricingFor(caller?.role).seesResellPrice ? 'reseller' : 'customer';
}

import {
  adminItemResponse,
  adminProductResponse,
  allAdminItems,
  allAdminProducts,
  createItemRequest,
  createProductRequest,
  editItemRequest,
  editProductRequest,
  itemIdParams,
  priceBoardResponse,
  productIdNumberParams,
  productUuidParams,
  updateItemRequest,
  updateProductRequest,
} from '@shop/contract/catalogue-admin';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import { cachedReadRoute, sendCached } from '../platform/cache.js';
import type { CatalogueAdmin } from './admin.js';

/** The admin console's catalogue: products, packs and the price screen; admins only. */
export function catalogueAdminRoutes(app: App, { catalogueAdmin, guards }: { catalogueAdmin: CatalogueAdmin; guards: Guards }) {
  const admin = { onRequest: guards.admin } as const;
  /** Calls on a product or pack that may not exist (404). */
  const missing = { config: { errors: [404] } } as const;
  const tags = ['admin: catalogue'];
  const security = [{ bearer: [] }];

  // Answered from the read cache as ready JSON (the response schemas document them).
  const cached = { ...admin, ...cachedReadRoute, logLevel: 'info' } as const;
  app.get('/admin/getallproducts', { ...cached, schema: { tags, security, response: { 200: allAdminProducts } } }, (req, reply) => sendCached(catalogueAdmin.allProducts(), req, reply));
  app.get('/admin/getallitems', { ...cached, schema: { tags, security, response: { 200: allAdminItems } } }, (req, reply) => sendCached(catalogueAdmin.allItems(), req, reply));
  app.get(
    '/admin/priceboard',
    { ...cached, schema: { tags, security, description: 'The price screen (/admin/price): every product with its packs in display order, with both prices and stock.', response: { 200: priceBoardResponse } } },
    (req, reply) => sendCached(catalogueAdmin.priceBoard(), req, reply),
  );

  app.post('/admin/createproduct', { ...admin, schema: { tags, security, body: createProductRequest, response: { 201: adminProductResponse } } }, async (req, reply) =>
    reply.status(201).send({ message: 'Product created successfully!', product: await catalogueAdmin.createProduct(callerOf(req), req.body) }),
  );
  app.post('/admin/editproduct/:_id', { ...admin, ...missing, schema: { tags, security, params: productUuidParams, body: editProductRequest, response: { 200: adminProductResponse } } }, async (req) => ({
    message: 'Product updated successfully!',
    product: await catalogueAdmin.editProduct(callerOf(req), req.params._id, req.body),
  }));
  app.post('/admin/deleteproduct/:productid', { ...admin, ...missing, schema: { tags, security, params: productIdNumberParams, response: { 200: adminProductResponse } } }, async (req) => ({
    message: 'Product deleted successfully!',
    product: await catalogueAdmin.deleteProduct(callerOf(req), req.params.productid),
  }));

  app.post('/admin/createitem', { ...admin, schema: { tags, security, body: createItemRequest, response: { 201: adminItemResponse } } }, async (req, reply) =>
    reply.status(201).send({ message: 'Item created successfully!', item: await catalogueAdmin.createItem(callerOf(req), req.body) }),
  );
  app.post('/admin/edititem/:itemid', { ...admin, ...missing, schema: { tags, security, params: itemIdParams, body: editItemRequest, response: { 200: adminItemResponse } } }, async (req) => ({
    message: 'Item updated successfully!',
    item: await catalogueAdmin.editItem(callerOf(req), req.params.itemid, req.body),
  }));
  app.post('/admin/deleteitem/:itemid', { ...admin, ...missing, schema: { tags, security, params: itemIdParams, response: { 200: adminItemResponse } } }, async (req) => ({
    message: 'Item deleted successfully!',
    item: await catalogueAdmin.deleteItem(callerOf(req), req.params.itemid),
  }));

  app.post('/admin/updateitem/:itemid', { ...admin, ...missing, schema: { tags, security, params: itemIdParams, body: updateItemRequest, response: { 200: adminItemResponse } } }, async (req) => ({
    message: 'Price updated successfully',
    item: await catalogueAdmin.updateItemPrice(callerOf(req), req.params.itemid, req.body),
  }));
  app.post('/admin/updateproduct', { ...admin, ...missing, schema: { tags, security, body: updateProductRequest, response: { 200: adminProductResponse } } }, async (req) => ({
    message: 'Product instock status updated successfully',
    product: await catalogueAdmin.updateProductStock(callerOf(req), req.body),
  }));
}

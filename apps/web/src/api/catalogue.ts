import type { CheckIdRequest } from '@shop/contract/catalogue';
import { apiRequest } from './client';

// The schemas are imported on first use: see SchemaSource in client.ts.
const contract = () => import('@shop/contract/catalogue');

export const getHomeProducts = (signal?: AbortSignal) =>
  apiRequest('/product/gethomeproducts', async () => (await contract()).homeProducts, { signal });

export const getGalleryImages = (signal?: AbortSignal) =>
  apiRequest('/gallery/images', async () => (await contract()).galleryImages, { signal });

export const getProduct = (id: string, signal?: AbortSignal) =>
  apiRequest(`/product/eachproduct/${encodeURIComponent(id)}`, async () => (await contract()).product, { signal });

/** A product's packs, priced for the caller (resellers get resellprice). */
export const getItems = (productId: string, signal?: AbortSignal) =>
  apiRequest(`/item/${encodeURIComponent(productId)}`, async () => (await contract()).itemList, { signal });

/** Check Username: who owns this player id (MLBB and MCGG API products). */
export const checkPlayerId = (request: CheckIdRequest) =>
  apiRequest('/order/checkid', async () => (await contract()).checkIdResponse, { method: 'POST', body: request });

import type { ShopInfo, ShopSettings, ShopSettingsBody } from '@shop/contract/shop-info';
import { apiRequest } from './client';

// The schemas are imported on first use: see SchemaSource in client.ts (the footer is on the home route).
const contract = () => import('@shop/contract/shop-info');

export type { ShopInfo, ShopSettings, ShopSettingsBody };

/** The shop's name, support contacts and social links, as every storefront page shows them. */
export const getShopInfo = (signal?: AbortSignal) => apiRequest('/shop/info', async () => (await contract()).shopInfoResponse, { signal });

export const getShopSettings = (signal?: AbortSignal) =>
  apiRequest('/admin/shopsettings', async () => (await contract()).shopSettingsResponse, { signal });

export const saveShopSettings = (body: ShopSettingsBody) =>
  apiRequest('/admin/shopsettings', async () => (await contract()).shopSettingsResponse, { method: 'POST', body });

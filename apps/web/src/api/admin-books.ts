import {
  costsResponse,
  marginsResponse,
  refreshPricesResponse,
  repricingApplied,
  repricingPreview,
  type CostedSupplier,
  type CostsResponse,
  type MarginsResponse,
  type PackMargin,
  type PricingRule,
  type RepricingPreview,
} from '@shop/contract/books';
import { z } from 'zod';
import { apiRequest } from './client';

// The admin's costs, margins and repricing calls. Their errors travel in `message`. Only the
// admin's lazily loaded screens import this file, so the schemas may be imported directly.

export type { CostedSupplier, CostsResponse, MarginsResponse, PackMargin, PricingRule, RepricingPreview };
export type SupplierCosts = CostsResponse['suppliers'][number];
export type RateEntry = SupplierCosts['history'][number];
export type ProductMargins = MarginsResponse['products'][number];
export type RepricedPack = RepricingPreview['packs'][number];

const messageOnly = z.object({ message: z.string() });

export const getCosts = (signal?: AbortSignal) => apiRequest('/admin/costs', costsResponse, { signal });

/** `rate` is decimal text (rupees per unit), as the contract's rateText checked it. */
export const setRate = (body: { supplier: CostedSupplier; rate: string }) => apiRequest('/admin/costs/rate', costsResponse, { method: 'POST', body });

export const refreshPrices = (supplier: CostedSupplier) =>
  apiRequest('/admin/costs/refresh', refreshPricesResponse, { method: 'POST', body: { supplier } });

/** The cost of a pack delivered by hand, in rupees; null clears it. */
export const setPackCost = (body: { itemid: number; cost: number | null }) => apiRequest('/admin/costs/pack', messageOnly, { method: 'POST', body });

export const getMargins = (signal?: AbortSignal) => apiRequest('/admin/margins', marginsResponse, { signal });

export const saveRule = (body: { productId: string; rule: PricingRule }) => apiRequest('/admin/repricing/rule', messageOnly, { method: 'POST', body });

export const previewRepricing = (productId: string) =>
  apiRequest('/admin/repricing/preview', repricingPreview, { method: 'POST', body: { productId } });

/** `preview` is the token of the preview the admin saw: the server refuses (409) when the prices would now differ. */
export const applyRepricing = (body: { productId: string; preview: string }) =>
  apiRequest('/admin/repricing/apply', repricingApplied, { method: 'POST', body });

export const undoRepricing = (productId: string) => apiRequest('/admin/repricing/undo', repricingApplied, { method: 'POST', body: { productId } });

import {
  costsResponse,
  marginsResponse,
  refreshPricesResponse,
  repricingApplied,
  repricingPreview,
  type ApplyRepricingRequest,
  type CostedSupplier,
  type CostsResponse,
  type MarginsResponse,
  type PackCostRequest,
  type PackMargin,
  type PricingRule,
  type RepricingPreview,
  type SaveRuleRequest,
  type setRateRequest,
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
export const setRate = (body: z.infer<typeof setRateRequest>) => apiRequest('/admin/costs/rate', costsResponse, { method: 'POST', body });

export const refreshPrices = (supplier: CostedSupplier) =>
  apiRequest('/admin/costs/refresh', refreshPricesResponse, { method: 'POST', body: { supplier } });

/** The cost of a pack delivered by hand, in rupees; null clears it. */
export const setPackCost = (body: PackCostRequest) => apiRequest('/admin/costs/pack', messageOnly, { method: 'POST', body });

export const getMargins = (signal?: AbortSignal) => apiRequest('/admin/margins', marginsResponse, { signal });

export const saveRule = (body: SaveRuleRequest) => apiRequest('/admin/repricing/rule', messageOnly, { method: 'POST', body });

export const previewRepricing = (productId: string) =>
  apiRequest('/admin/repricing/preview', repricingPreview, { method: 'POST', body: { productId } });

/** `preview` is the token of the preview the admin saw: the server refuses (409) when the prices would now differ. */
export const applyRepricing = (body: ApplyRepricingRequest) =>
  apiRequest('/admin/repricing/apply', repricingApplied, { method: 'POST', body });

export const undoRepricing = (productId: string) => apiRequest('/admin/repricing/undo', repricingApplied, { method: 'POST', body: { productId } });

import { checkIdTypes, gameTypes, type CheckIdResponse } from '@shop/contract/catalogue';
import type { Catalogue } from '../catalogue/service.js';
import { AppError, badRequest } from '../platform/errors.js';
import { tryAgainIn, type RateLimiter, type RateRule } from '../platform/rate-limit.js';
import type { Supplier } from './supplier.js';

export type PlayerCheck = ReturnType<typeof createPlayerCheck>;

/** Each look-up costs a supplier call and tells whose a player id is: limited per address and per id. */
const lookupRules = {
  perAddress: { limit: 30, windowMs: 10 * 60_000, message: (ms) => `Too many username checks. ${tryAgainIn(ms)}` },
  perPlayer: { limit: 10, windowMs: 10 * 60_000, message: (ms) => `Too many username checks for this ID. ${tryAgainIn(ms)}` },
} satisfies Record<string, RateRule>;

export function createPlayerCheck({ catalogue, supplier, limiter }: { catalogue: Catalogue; supplier: Supplier; limiter: RateLimiter }) {
  return {
    /**
     * Check Username: asks the product's supplier who owns a player id (MLBB and MCGG API
     * products). With an address (a customer's request), look-ups are limited; the order's own
     * repeat of the check is not.
     */
    async checkPlayerId(options: { productId: string; itemId?: string; userid: string; zoneid: string; address?: string }): Promise<CheckIdResponse> {
      if (options.address !== undefined) {
        limiter.hit(`player-lookup:address:${options.address}`, lookupRules.perAddress);
        limiter.hit(`player-lookup:player:${options.userid}:${options.zoneid}`, lookupRules.perPlayer);
      }
      const { product, packSkus } = await catalogue.productWithPack(options.productId, options.itemId);
      if (!product.isApi || !checkIdTypes.includes(product.type)) {
        throw badRequest('Check Username is only available for Mobile Legends and Magic Chess instant top-ups.');
      }
      if (product.type === gameTypes.MLBB && !/^\d+$/.test(options.zoneid)) throw badRequest('Please enter your numeric Zone ID.');
      const result = await supplier.lookupPlayer({
        userid: options.userid,
        zoneid: options.zoneid,
        gameType: product.type,
        apiType: product.apiType,
        ...(packSkus[0] ? { sku: packSkus[0] } : {}),
      });
      if (!result.found) throw new AppError('UNPROCESSABLE', result.message);
      return { message: 'success', username: result.username, ...(result.use ? { use: result.use } : {}) };
    },
  };
}

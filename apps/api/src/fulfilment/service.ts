import { checkIdRefusal, checkIdTypes, gameTypes } from '@shop/contract/catalogue-rules';
import type { CheckIdResponse } from '@shop/contract/catalogue';
import type { Catalogue } from '../catalogue/service.js';
import { AppError, badRequest } from '../platform/errors.js';
import { OutsideServiceDown } from '../platform/http.js';
import { tryAgainIn, type RateLimiter, type RateRule } from '../platform/rate-limit.js';
import type { Suppliers } from './suppliers-from-config.js';

export type PlayerCheck = ReturnType<typeof createPlayerCheck>;

/**
 * Each look-up costs a supplier call and tells whose a player id is: limited per id and per
 * caller (the address; through the reseller API also the key and the account, since a program's
 * address may be shared by many and one account may hold many keys).
 */
const lookupRules = {
  perAddress: { limit: 30, windowMs: 10 * 60_000, message: (ms) => `Too many username checks. ${tryAgainIn(ms)}` },
  perPlayer: { limit: 10, windowMs: 10 * 60_000, message: (ms) => `Too many username checks for this ID. ${tryAgainIn(ms)}` },
} satisfies Record<string, RateRule>;

type LookUpOptions = {
  productId: string;
  itemId?: string;
  userid: string;
  zoneid: string;
  /** Who asks, for the limits: the address, and for an API key's call the key and its account. */
  address?: string;
  keyId?: string;
  accountId?: string;
};

export function createPlayerCheck({ catalogue, suppliers, limiter }: { catalogue: Catalogue; suppliers: Suppliers; limiter: RateLimiter }) {
  /** As checkPlayerId, or null for a pack an admin delivers by hand (no supplier to ask). */
  async function lookUp(options: LookUpOptions): Promise<CheckIdResponse | null> {
    if (options.address !== undefined) {
      await limiter.hit(`player-lookup:address:${options.address}`, lookupRules.perAddress);
      if (options.keyId !== undefined) await limiter.hit(`player-lookup:key:${options.keyId}`, lookupRules.perAddress);
      if (options.accountId !== undefined) await limiter.hit(`player-lookup:account:${options.accountId}`, lookupRules.perAddress);
      await limiter.hit(`player-lookup:player:${options.userid}:${options.zoneid}`, lookupRules.perPlayer);
    }
    const { product, packSkus, apiType } = await catalogue.productWithPack(options.productId, options.itemId);
    if (!product.isApi || !checkIdTypes.includes(product.type)) {
      throw badRequest('Check Username is only available for Mobile Legends and Magic Chess instant top-ups.');
    }
    if (product.type === gameTypes.MLBB && !/^\d+$/.test(options.zoneid)) throw badRequest('Please enter your numeric Zone ID.');
    const choice = suppliers.choose(apiType);
    if (choice.kind === 'manual') return null;
    if (choice.kind === 'missing') throw new AppError('UNAVAILABLE', 'Check Username is not available for this product right now.');
    let result;
    try {
      result = await choice.supplier.lookupPlayer({
        userid: options.userid,
        zoneid: options.zoneid,
        gameType: product.type,
        apiType,
        ...(packSkus[0] ? { sku: packSkus[0] } : {}),
      });
    } catch (err) {
      if (err instanceof OutsideServiceDown) throw new AppError('UNAVAILABLE', 'Could not check the username right now. Please try again in a minute.');
      throw err;
    }
    if (!result.found) throw new AppError('UNPROCESSABLE', checkIdRefusal(result.message));
    return { message: 'success', username: result.username, ...(result.use ? { use: result.use } : {}) };
  }

  return {
    /**
     * Check Username: asks the supplier of the product's pack (its first pack when none is
     * chosen) who owns a player id (MLBB and MCGG API products). A refusal reads as the shop's
     * browser shows it. With an address (a customer's or a program's request), look-ups are
     * limited; the order's own repeat of the check is not.
     */
    async checkPlayerId(options: LookUpOptions): Promise<CheckIdResponse> {
      const answer = await lookUp(options);
      if (!answer) throw badRequest('Check Username is only available for instant top-ups.');
      return answer;
    },

    lookUp,
  };
}

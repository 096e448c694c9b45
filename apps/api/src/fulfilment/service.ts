import { checkIdTypes, gameTypes, type CheckIdResponse } from '@shop/contract/catalogue';
import type { Catalogue } from '../catalogue/service.js';
import { AppError, badRequest } from '../platform/errors.js';
import type { Supplier } from './supplier.js';

export type PlayerCheck = ReturnType<typeof createPlayerCheck>;

export function createPlayerCheck({ catalogue, supplier }: { catalogue: Catalogue; supplier: Supplier }) {
  return {
    /** Check Username: asks the product's supplier who owns a player id (MLBB and MCGG API products). */
    async checkPlayerId(options: { productId: string; itemId?: string; userid: string; zoneid: string }): Promise<CheckIdResponse> {
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

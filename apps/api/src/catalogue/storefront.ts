import type { HomeProducts, Item, Product } from '@shop/contract/catalogue';
import type { CachedJson, ReadCache, Ready } from '../platform/cache.js';
import type { Catalogue } from './service.js';

/**
 * The catalogue as storefronts read it: every picture (`imgpath`) at the address `picture`
 * gives it, so that a storefront on another origin shows it. The answers are kept ready in the
 * read cache beside the catalogue's own (made from them on first demand, dropped with them on
 * any change); the rest of the catalogue is the catalogue itself. Without `picture` (the shop
 * does not know its public address) this is the catalogue as it is.
 */
export function storefrontCatalogue(catalogue: Catalogue, cache: ReadCache, picture: ((path: string) => string) | null): Catalogue {
  if (!picture) return catalogue;
  const product = (p: Product): Product => ({ ...p, imgpath: picture(p.imgpath) });
  const item = (i: Item): Item => ({ ...i, imgpath: picture(i.imgpath) });
  /** A cached answer of the catalogue, remade with the storefront's addresses. */
  const remade = <T>(key: string, answer: () => Ready<CachedJson>, change: (value: T) => T): Ready<CachedJson> =>
    cache.getOrLoad(`storefront:${key}`, async () => change(JSON.parse((await answer()).text) as T));

  return {
    ...catalogue,
    homeProducts: () =>
      remade<HomeProducts>('home', () => catalogue.homeProducts(), (home) => ({
        trending: home.trending.map(product),
        instantGames: home.instantGames.map(product),
        games: home.games.map(product),
        ott: home.ott.map(product),
        others: home.others.map(product),
      })),
    product: (id) => remade<Product>(`product:${id}`, () => catalogue.product(id), product),
    items: (productId, view) => remade<Item[]>(`items:${productId}:${view}`, () => catalogue.items(productId, view), (items) => items.map(item)),
    allProducts: async () => (await catalogue.allProducts()).map(product),
  };
}

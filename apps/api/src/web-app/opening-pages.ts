import type { GalleryImages, Product } from '@shop/contract/catalogue';
import { CachedBody, type CachedJson, type ReadCache, type Ready } from '../platform/cache.js';
import type { ShopInfoService } from '../shop-info/service.js';
import type { Catalogue } from '../catalogue/service.js';
import type { Gallery } from '../gallery/service.js';
import { escapeText, productOpeningScreen } from './product-header.js';

const HTML_TYPE = 'text/html; charset=utf-8';
const HEAD_END = '</head>';
/** Where index.html's static copy of the shell has room for the screen (after its top bar). */
const SCREEN_MARK = '<!--screen-->';
/** The carousel's breakpoint (mobile images under 768px). */
const MOBILE = '(max-width: 767px)';
const DESKTOP = '(min-width: 768px)';

/**
 * The pages visitors most often open on (the home page and a product page) are sent with what
 * their first paint needs already inside them: the public catalogue answers their first render
 * would otherwise request, as JSON data blocks the app reads instead of calling the API
 * (apps/web/src/app/prefetch.ts), and preload hints for their largest pictures, so those
 * download beside the app's code instead of after it. On a phone that saves two round trips
 * before the first picture.
 *
 * Only answers that are the same for every visitor go in (a pack's price depends on who is
 * looking, so the app uses the inlined packs only when nobody is signed in). Every page also
 * carries what the shell asks for on any page (the footer's shop details, whether provider
 * sign-in is on): without them the first page would call the API twice and load the schemas
 * that check those answers, a quarter of a second of a phone's main thread. Pages are built
 * once per change of what they show, in the read cache that the change's NOTIFY clears.
 */
export function createOpeningPages({
  indexHtml,
  productPageCode,
  catalogue,
  gallery,
  shopInfo,
  oidcConfig,
  cache,
}: {
  indexHtml: string;
  /** The product page's script files, loaded beside the app's own instead of after it. */
  productPageCode: string[];
  catalogue: Catalogue;
  gallery: Gallery;
  shopInfo: Pick<ShopInfoService, 'cachedInfo'>;
  /** GET /api/auth/oidc/config's answer, fixed for the process's life. */
  oidcConfig: CachedJson;
  cache: ReadCache;
}) {
  // An index.html without a head (hand-made, not Vite's) is sent as it is.
  const page = async (head: string[], screen = '') => {
    const shell = [dataBlock('/api/shop/info', await shopInfo.cachedInfo()), dataBlock('/api/auth/oidc/config', oidcConfig)];
    return new CachedBody(indexHtml.replace(HEAD_END, `${[...head, ...shell].join('')}${HEAD_END}`).replace(SCREEN_MARK, () => screen), HTML_TYPE);
  };

  return {
    home(): Ready<CachedBody> {
      return cache.getOrLoadBody('page:home', async () => {
        const [images, home] = await Promise.all([gallery.images(), catalogue.homeProducts()]);
        const { Popup, CarouselMb, CarouselPc } = JSON.parse(images.text) as GalleryImages;
        return page([
          preloadImage(Popup?.url),
          preloadImage(CarouselMb[0]?.url, MOBILE),
          preloadImage(CarouselPc[0]?.url, DESKTOP),
          dataBlock('/api/gallery/images', images),
          dataBlock('/api/product/gethomeproducts', home),
        ]);
      });
    },

    /** Rejects (NOT_FOUND) for a product that does not exist; the caller then sends the plain app. */
    product(id: string): Ready<CachedBody> {
      return cache.getOrLoadBody(`page:product:${id}`, async () => {
        const [product, packs] = await Promise.all([catalogue.product(id), catalogue.items(id, 'customer')]);
        // No picture hint here: the page's largest element is text, and on a phone's connection
        // the product's picture would only slow down the stylesheet and code it waits for. That
        // text comes drawn in the page, so it is painted as soon as the stylesheet is in.
        return page(
          [...productPageCode.map(preloadModule), dataBlock(`/api/product/eachproduct/${id}`, product), dataBlock(`/api/item/${id}`, packs, 'customer')],
          productOpeningScreen(JSON.parse(product.text) as Product),
        );
      });
    },
  };
}

export type OpeningPages = ReturnType<typeof createOpeningPages>;

function preloadModule(url: string): string {
  return `<link rel="modulepreload" crossorigin href="${escapeText(url)}">`;
}

function preloadImage(url: string | undefined, media?: string): string {
  if (!url) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeText(url)}"${media ? ` media="${media}"` : ''}>`;
}

/**
 * A JSON data block: never executed (so the content security policy allows it), and `<` is
 * escaped so that no text in the catalogue can close the element.
 */
function dataBlock(apiPath: string, answer: CachedJson, view?: 'customer'): string {
  const json = answer.text.replaceAll('<', '\\u003c');
  return `<script type="application/json" data-api="${escapeText(apiPath)}"${view ? ` data-view="${view}"` : ''}>${json}</script>`;
}

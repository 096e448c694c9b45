import type { GalleryEntry, GalleryImages } from '@shop/contract/catalogue';
import type { ReadCache } from '../platform/cache.js';
import type { Gallery } from './service.js';

/**
 * The home page's banners and popup as storefronts read them: each picture's `url` at the
 * address `picture` gives it (a storefront on another origin shows it). Kept ready in the read
 * cache beside the gallery's own answer and dropped with it; without `picture` this is the
 * gallery as it is.
 */
export function storefrontGallery(gallery: Gallery, cache: ReadCache, picture: ((path: string) => string) | null): Gallery {
  if (!picture) return gallery;
  const entry = (e: GalleryEntry): GalleryEntry => ({ ...e, url: picture(e.url) });
  return {
    ...gallery,
    images: () =>
      cache.getOrLoad('storefront:gallery', async () => {
        const images = JSON.parse((await gallery.images()).text) as GalleryImages;
        return { CarouselMb: images.CarouselMb.map(entry), CarouselPc: images.CarouselPc.map(entry), Popup: images.Popup && entry(images.Popup) } satisfies GalleryImages;
      }),
  };
}

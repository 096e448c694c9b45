import { asc, inArray } from 'drizzle-orm';
import type { GalleryEntry, GalleryImages } from '@shop/contract/catalogue';
import type { CachedJson, ReadCache, Ready } from '../platform/cache.js';
import type { Db, Tx } from '../platform/database.js';
import { galleryImages } from './tables.js';

export type Gallery = ReturnType<typeof createGallery>;

export function createGallery({ db, cache }: { db: Db; cache: ReadCache }) {
  return {
    /** The home page's banners (mobile and desktop) and its popup ad, newest popup wins. */
    images(): Ready<CachedJson> {
      return cache.getOrLoad('gallery', async () => {
        const rows = await db
          .select()
          .from(galleryImages)
          .where(inArray(galleryImages.type, ['CarouselMb', 'CarouselPc', 'Popup']))
          .orderBy(asc(galleryImages.createdAt), asc(galleryImages.title));
        const entry = (r: (typeof rows)[number]): GalleryEntry => ({ id: r.id, title: r.title, url: r.url, redirectUrl: r.redirectUrl });
        return {
          CarouselMb: rows.filter((r) => r.type === 'CarouselMb').map(entry),
          CarouselPc: rows.filter((r) => r.type === 'CarouselPc').map(entry),
          Popup: rows.filter((r) => r.type === 'Popup').map(entry).at(-1) ?? null,
        } satisfies GalleryImages;
      });
    },
  };
}

/** Adds gallery rows inside the caller's transaction (the demo catalogue's banners). */
export async function insertGalleryImages(tx: Tx, rows: (typeof galleryImages.$inferInsert)[]) {
  if (rows.length) await tx.insert(galleryImages).values(rows);
}

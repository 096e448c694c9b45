import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AdminGalleryImage } from '@shop/contract/catalogue-admin';
import type { galleryTypes } from '@shop/contract/catalogue-rules';
import type { Caller } from '../accounts/session.js';
import { changeCatalogue } from '../catalogue/service.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import type { ReadCache } from '../platform/cache.js';
import type { Db, Tx } from '../platform/database.js';
import { AppError, notFound } from '../platform/errors.js';
import type { ImageStorage } from '../platform/image-storage.js';
import { toStoredPicture } from './picture.js';
import { galleryImages } from './tables.js';

type GalleryRow = typeof galleryImages.$inferSelect;

export type GalleryUpload = {
  title: string;
  type: (typeof galleryTypes)[number];
  redirectUrl: string;
  /** The uploaded file as sent; only its bytes are trusted, never its name or declared type. */
  file: Buffer;
};

/** Enough of a logger to report a storage failure the admin's answer cannot carry. */
type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

export type GalleryAdmin = ReturnType<typeof createGalleryAdmin>;

/** Only the pictures this service stored are its to remove; demo and hand-placed files are not. */
const OWN_KEY = /^gallery\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function createGalleryAdmin({ db, cache, storage, audit, log }: { db: Db; cache: ReadCache; storage: ImageStorage; audit: AuditTrail; log: Log }) {
  /** The home page shows the gallery: a change drops the cached home page as a catalogue change does. */
  const change = <T>(work: (tx: Tx) => Promise<T>) => changeCatalogue(db, cache, work);

  return {
    /** Every picture, newest first. */
    async listImages(): Promise<AdminGalleryImage[]> {
      const rows = await db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
      return rows.map(toAdminImage);
    },

    /**
     * Stores the picture re-encoded under a name of the shop's choosing, then records it with
     * its audit entry in one change. The file is written first so that no row ever points at a
     * missing file; if the row cannot be written, the file goes again.
     */
    async uploadImage(admin: Caller, upload: GalleryUpload): Promise<AdminGalleryImage> {
      const picture = await toStoredPicture(upload.file);
      const key = `gallery/${randomUUID()}.webp`;
      try {
        await storage.put(key, picture, 'image/webp');
      } catch (error) {
        log.error({ err: error, key, storage: storage.name }, 'picture could not be stored');
        // A bucket may have taken the object before the answer was lost.
        await removeStored(key);
        throw new AppError('UNAVAILABLE', 'The picture could not be stored. Please try again.');
      }
      try {
        return await change(async (tx) => {
          const [row] = await tx.insert(galleryImages).values({ title: upload.title, type: upload.type, url: storage.urlOf(key), redirectUrl: upload.redirectUrl }).returning();
          const image = toAdminImage(row!);
          await audit(tx, { adminId: admin.id, action: 'gallery.upload', target: image.title, details: { after: image } });
          return image;
        });
      } catch (error) {
        await removeStored(key);
        throw error;
      }
    },

    /** Removes the row (audited, and the cached home page with it), then the stored picture. */
    async deleteImage(admin: Caller, id: string): Promise<AdminGalleryImage> {
      const image = await change(async (tx) => {
        const [row] = await tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
        if (!row) throw notFound('Image not found.');
        const deleted = toAdminImage(row);
        await audit(tx, { adminId: admin.id, action: 'gallery.delete', target: deleted.title, details: { before: deleted } });
        return deleted;
      });
      const key = storage.keyOf(image.url);
      if (key && OWN_KEY.test(key)) await removeStored(key);
      return image;
    },
  };

  /**
   * The row decides what the shop shows; a file left behind is only wasted space, so a failed
   * removal is logged for the operator rather than turned into a failure of what already happened.
   */
  async function removeStored(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key, storage: storage.name }, 'stored picture could not be removed');
    }
  }
}

function toAdminImage(row: GalleryRow): AdminGalleryImage {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    type: row.type as AdminGalleryImage['type'],
    url: row.url,
    redirectUrl: row.redirectUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

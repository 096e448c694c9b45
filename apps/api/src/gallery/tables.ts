import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idKey } from '../platform/tables.js';

export const galleryImages = pgTable(
  'gallery_images',
  {
    ...idKey(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    /** Relative to the host, e.g. /uploads/gallery/banner.webp. */
    url: text('url').notNull(),
    redirectUrl: text('redirect_url').notNull().default(''),
    ...createdAt(),
  },
  (t) => [
    check('gallery_images_type', sql`${t.type} in ('CarouselMb', 'CarouselPc', 'Banner', 'Popup', 'Item', 'Product')`),
    index('gallery_images_type_idx').on(t.type, t.createdAt),
  ],
);

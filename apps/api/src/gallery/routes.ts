import { galleryImages } from '@shop/contract/catalogue';
import type { App } from '../platform/app-types.js';
import { cachedReadRoute, sendCached } from '../platform/cache.js';
import type { Gallery } from './service.js';

export function galleryRoutes(app: App, { gallery }: { gallery: Gallery }) {
  app.get('/gallery/images', { ...cachedReadRoute, schema: { tags: ['gallery'], response: { 200: galleryImages } } }, (req, reply) =>
    sendCached(gallery.images(), req, reply),
  );
}

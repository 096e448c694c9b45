import { galleryImages } from '@shop/contract/catalogue';
import { sendSerialized, type App } from '../platform/app-types.js';
import type { Gallery } from './service.js';

export function galleryRoutes(app: App, { gallery }: { gallery: Gallery }) {
  app.get('/gallery/images', { schema: { tags: ['gallery'], response: { 200: galleryImages } } }, async (_req, reply) =>
    sendSerialized(reply, await gallery.imagesJson()),
  );
}

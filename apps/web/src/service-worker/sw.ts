// The installable app's service worker: the shop opens offline on its kept shell and code and
// shows the catalogue it last saw; buying needs the network, and nothing of a session is kept.
// Built by vite-plugin-pwa (apps/web/vite.config.ts), which puts the build's file list in
// self.__WB_MANIFEST; typed by this folder's own tsconfig, since a worker has no DOM.
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isUploadedPicture, mayAnswerFromSharedCopy, mayKeep, notPages, openingAnswers } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const origin = self.location.origin;
const SHELL = 'index.html';
const CATALOGUE = 'catalogue';
const PICTURES = 'pictures';
/** Older prices would mislead more than they help, and a week covers a trip without signal. */
const catalogueLimits = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 };
/** The home page's reads: its first visit's page carried them inside itself, so the app never asked. */
const homeReads = ['/api/product/gethomeproducts', '/api/gallery/images', '/api/shop/info'];

// Order notifications (public/push-handler.js) arrive at this worker, the only one the shop's
// pages have. A handler that fails to load costs the notifications, never the offline shop.
try {
  self.importScripts('/push-handler.js');
} catch (error) {
  console.warn('Order notifications are unavailable in this version:', error);
}

// A new version waits until the customer chooses to reload (the page's "new version" notice sends
// this), so that no open page runs on code from two builds.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first version takes over the page that installed it, so that what it asks for next is kept.
clientsClaim();

self.addEventListener('activate', (event) => {
  // A page's request starts while the worker starts up, instead of after it.
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

// Catalogue reads come from the network while there is one (prices change), and from what was
// kept when there is none.
const catalogue = new NetworkFirst({
  cacheName: CATALOGUE,
  plugins: [new ExpirationPlugin({ ...catalogueLimits, purgeOnQuotaError: true })],
});
const catalogueExpiration = new CacheExpiration(CATALOGUE, catalogueLimits);

self.addEventListener('install', (event) => {
  const keep = homeReads.map((path) => catalogue.handle({ event, request: new Request(path, { headers: { accept: 'application/json' } }) }).catch(() => undefined));
  event.waitUntil(Promise.all(keep));
});

// Pages come from the network: the server's opening pages, with the catalogue inside. Only when
// the network fails does the kept shell answer, and the app in it reads the kept catalogue.
// Registered before the precache's route, which would answer `/` with the shell even online.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      const fetchEvent = event as FetchEvent;
      try {
        const page = ((await fetchEvent.preloadResponse) as Response | undefined) ?? (await fetch(request));
        fetchEvent.waitUntil(keepOpeningAnswers(page.clone()).catch(() => undefined));
        return page;
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: notPages },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(({ request }) => mayKeep(request, origin), catalogue);

// A signed-in visitor's reads go to the network as they are and are never kept; offline, those
// that are the same for everyone are answered from the copy kept for everyone.
registerRoute(
  ({ request }) => mayAnswerFromSharedCopy(request, origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const copy = await caches.match(request.url, { cacheName: CATALOGUE, ignoreVary: true });
      if (copy) return copy;
      throw error;
    }
  },
);

registerRoute(
  ({ request }) => isUploadedPicture(request, origin),
  new CacheFirst({ cacheName: PICTURES, plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })] }),
);

/** Keeps the catalogue answers an opening page carried, as the API answers they are copies of. */
async function keepOpeningAnswers(page: Response): Promise<void> {
  if (!page.ok || !page.headers.get('content-type')?.startsWith('text/html')) return;
  const answers = openingAnswers(await page.text(), origin);
  if (answers.length === 0) return;
  const cache = await caches.open(CATALOGUE);
  for (const { path, json } of answers) {
    const url = new URL(path, origin).href;
    await cache.put(url, new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    await catalogueExpiration.updateTimestamp(url);
  }
  await catalogueExpiration.expireEntries();
}

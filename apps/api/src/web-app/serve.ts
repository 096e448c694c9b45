import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityId } from '@shop/contract/catalogue';
import type { Catalogue } from '../catalogue/service.js';
import type { Gallery } from '../gallery/service.js';
import type { App } from '../platform/app-types.js';
import { sendCached, type CachedBody, type CachedJson, type ReadCache, type Ready } from '../platform/cache.js';
import type { ShopInfoService } from '../shop-info/service.js';
import { AppError, answerRouteNotFound } from '../platform/errors.js';
import { createOpeningPages } from './opening-pages.js';

/**
 * The built React app: hashed assets cached for a year, the opening pages (home, product) with
 * their first data inside, and every other path falling back to the app.
 */
export function serveWebApp(app: App, root: string, services: { catalogue: Catalogue; gallery: Gallery; shopInfo: ShopInfoService; oidcConfig: CachedJson; cache: ReadCache }) {
  app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    index: false, // `/` is an opening page, below
    // Set below: hashed assets forever, everything else revalidated. Among the rest are the
    // installable app's service worker and manifest: a worker kept stale would keep an old shop.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  const pages = createOpeningPages({
    indexHtml: readFileSync(join(root, 'index.html'), 'utf8'),
    productPageCode: codeOfScreen(root, PRODUCT_PAGE_SOURCE),
    ...services,
  });
  const sendPage = (page: Ready<CachedBody>, req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return sendCached(page, req, reply)?.catch((err: unknown) => {
      // No such product: the app shows its own page. Anything else, the app still works (it asks
      // the API), but an operator should hear of it.
      if (!(err instanceof AppError && err.code === 'NOT_FOUND')) req.log.error({ err }, 'opening page could not be built');
      return sendApp(reply);
    });
  };
  const opening = { compress: false, decompress: false, schema: { hide: true } } as const;
  app.get('/', opening, (req, reply) => sendPage(pages.home(), req, reply));
  app.get('/home', opening, (req, reply) => sendPage(pages.home(), req, reply));
  app.get<{ Params: { id: string } }>('/product/:id', opening, (req, reply) =>
    entityId.safeParse(req.params.id).success ? sendPage(pages.product(req.params.id), req, reply) : sendApp(reply),
  );

  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answerRouteNotFound(req, reply);
    // An unknown API route, or a missing file (an old hashed asset, a typo), is a 404, not the app.
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return answerRouteNotFound(req, reply);
    return sendApp(reply);
  });
}

/** The product page's module in the web app, as Vite's manifest names it. */
const PRODUCT_PAGE_SOURCE = 'src/features/product/product-page.tsx';

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The script files a lazily loaded screen needs beyond those index.html already loads, from the
 * build's manifest (apps/web/vite.config.ts); none when the manifest or the screen is missing.
 */
export function codeOfScreen(root: string, source: string): string[] {
  const path = join(root, '.vite', 'manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  const withImports = (key: string, found = new Set<string>()): Set<string> => {
    if (found.has(key) || !manifest[key]) return found;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, found);
    return found;
  };
  const loadedFirst = withImports('index.html');
  return [...withImports(source)].filter((key) => !loadedFirst.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** The built web app next to the API (apps/web/dist), or null when it has not been built. */
export function findWebDist(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}

/**
 * The content security policy's sources for the inline scripts of the app's index.html (the
 * theme set before the first paint): each one's hash, so that exactly those scripts run and no
 * injected one can. JSON data blocks are never executed, so they need none.
 */
export function inlineScriptSources(webDist: string | null): string[] {
  if (!webDist) return [];
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

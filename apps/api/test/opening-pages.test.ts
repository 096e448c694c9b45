import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { products } from '../src/catalogue/tables.js';
import { announceCatalogueChange } from '../src/catalogue/service.js';
import { shopInfoFields } from '@shop/contract/shop-info';
import { galleryImages } from '../src/gallery/tables.js';
import { serveWebBuildDuringFile } from './web-dist.js';

// A built web app as Vite leaves it: index.html with its head, and the manifest that says which
// script files the product page needs beyond the first download.
const THEME_SCRIPT = `document.documentElement.dataset.theme = 'light';`;
const INDEX_HTML = `<!doctype html><html><head><title>S-Store</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><header>S-Store</header><!--screen--></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/features/product/product-page.tsx': { file: 'assets/product-page-1.js', imports: ['index.html', '_shared-1.js', '_money-1.js'] },
  '_money-1.js': { file: 'assets/money-1.js' },
};

const served = serveWebBuildDuringFile({ 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST) });

const page = (url: string, headers: Record<string, string> = {}) => served.web.inject({ method: 'GET', url, headers });

/** The JSON data blocks of a page, by the API path they answer. */
function dataBlocks(html: string): Record<string, unknown> {
  const blocks: Record<string, unknown> = {};
  for (const [, path, json] of html.matchAll(/<script type="application\/json" data-api="([^"]+)"[^>]*>(.*?)<\/script>/gs)) blocks[path!] = JSON.parse(json!);
  return blocks;
}

describe('the content security policy of pages', () => {
  it("lets the app's own inline script run by its hash, and no other inline script", async () => {
    await served.shop.factories.product({ name: 'Genshin Impact', category: 'games' });
    const res = await page('/');
    const policy = res.headers['content-security-policy'] as string;
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    // The data blocks in the page are never executed, so they get no hash.
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`]);
    expect(policy).not.toContain('unsafe-inline');
    expect(res.body).toContain(`<script>${THEME_SCRIPT}</script>`);
  });
});

describe('the home page a visitor opens on', () => {
  it('carries the gallery and the home products as the API answers them, and preloads the popup and first banners', async () => {
    await served.shop.db.insert(galleryImages).values([
      { title: 'Offer', type: 'Popup', url: '/uploads/popup/offer.webp' },
      { title: 'Banner phone', type: 'CarouselMb', url: '/uploads/banners/m1.webp' },
      { title: 'Banner desktop', type: 'CarouselPc', url: '/uploads/banners/d1.webp' },
    ]);
    await served.shop.factories.product({ name: 'Mobile Legends', category: 'instant-games' });

    await expect.poll(async () => (await page('/')).body).toContain('Mobile Legends');
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const blocks = dataBlocks(res.body);
    expect(blocks['/api/gallery/images']).toEqual((await served.shop.app.inject({ method: 'GET', url: '/api/gallery/images' })).json());
    expect(blocks['/api/product/gethomeproducts']).toEqual((await served.shop.app.inject({ method: 'GET', url: '/api/product/gethomeproducts' })).json());
    expect(res.body).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/popup/offer.webp">');
    expect(res.body).toContain('href="/uploads/banners/m1.webp" media="(max-width: 767px)"');
    expect(res.body).toContain('href="/uploads/banners/d1.webp" media="(min-width: 768px)"');
    // /home is the same page (the Google sign-in lands there).
    expect(dataBlocks((await page('/home?success=true')).body)['/api/product/gethomeproducts']).toEqual(blocks['/api/product/gethomeproducts']);
  });

  it('shows a catalogue change at once', async () => {
    // On PostgreSQL the NOTIFY reaches the listener a moment after the commit, hence the polls.
    const { product } = await served.shop.factories.product({ name: 'Before Rename', category: 'games', type: 'GENSHIN' });
    await expect.poll(async () => (await page('/')).body).toContain('Before Rename');
    await served.shop.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'After Rename' }).where(eq(products.id, product.id));
      await announceCatalogueChange(tx);
    });
    await expect.poll(async () => (await page('/')).body).toContain('After Rename');
  });

  it("carries what every page's shell asks for, and an admin's new shop details at once", async () => {
    const api = async (url: string) => (await served.shop.app.inject({ method: 'GET', url })).json();
    const { product } = await served.shop.factories.product({ name: 'Shell Game' });
    for (const url of ['/', `/product/${product.id}`]) {
      const blocks = dataBlocks((await page(url)).body);
      expect(blocks['/api/shop/info'], url).toEqual(await api('/api/shop/info'));
      expect(blocks['/api/auth/oidc/config'], url).toEqual({ enabled: false });
    }
    const admin = await served.shop.factories.user({ role: 'admin' });
    const form = Object.fromEntries(shopInfoFields.map((field) => [field, '']));
    const saved = await served.shop.app.inject({ method: 'POST', url: '/api/admin/shopsettings', headers: admin.auth, payload: { ...form, name: 'Bazaar <New>' } });
    expect(saved.statusCode, saved.body).toBe(200);
    // The pages come from a second app on the same database, which hears of the save by NOTIFY:
    // on PostgreSQL that reaches its listener a moment after the commit, hence the polls.
    for (const url of ['/', `/product/${product.id}`]) {
      await expect.poll(async () => dataBlocks((await page(url)).body)['/api/shop/info'], { message: url }).toMatchObject({ name: 'Bazaar <New>' });
    }
  });

  it('cannot be broken out of by catalogue text', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await served.shop.factories.product({ name: hostile, category: 'others', type: 'OTHER' });
    await expect.poll(async () => (await page('/')).body).toContain('alert(1)');
    const res = await page('/');
    expect(res.body).not.toContain('<script>alert(1)');
    const names = (dataBlocks(res.body)['/api/product/gethomeproducts'] as { others: { name: string }[] }).others.map((p) => p.name);
    expect(names).toContain(hostile); // the app still reads the exact name
  });

  it('is compressed when the browser accepts it', async () => {
    const res = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
  });
});

describe('the opening pages of a shop that knows its public address', () => {
  it('carry the full picture addresses the API answers, preload them, and let the page load them', async () => {
    const publicUrl = 'https://shop.example.in';
    const hosted = await buildApp({ config: { ...served.shop.config, PUBLIC_URL: publicUrl, publicUrl }, database: served.shop.database, webDist: served.dist, logger: false });
    try {
      await served.shop.db.insert(galleryImages).values({ title: 'Hosted offer', type: 'Popup', url: '/uploads/popup/hosted.webp' });
      const { product } = await served.shop.factories.product({ name: 'Hosted Game', imgpath: '/uploads/products/hosted.webp' }, [{ imgpath: '/uploads/items/hosted.webp' }]);
      const open = (url: string) => hosted.inject({ method: 'GET', url });
      const api = async (url: string) => (await open(url)).json();

      await expect.poll(async () => (await open('/')).body).toContain('Hosted Game');
      const home = await open('/');
      const blocks = dataBlocks(home.body);
      expect(blocks['/api/gallery/images']).toEqual(await api('/api/gallery/images'));
      expect(blocks['/api/product/gethomeproducts']).toEqual(await api('/api/product/gethomeproducts'));
      expect((blocks['/api/gallery/images'] as { Popup: { url: string } }).Popup.url).toBe(`${publicUrl}/uploads/popup/hosted.webp`);
      expect(home.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${publicUrl}/uploads/popup/hosted.webp">`);
      // A page reached on another name of the shop still loads pictures from its public address.
      expect(home.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${publicUrl};`);

      const page = dataBlocks((await open(`/product/${product.id}`)).body);
      expect(page[`/api/product/eachproduct/${product.id}`]).toMatchObject({ imgpath: `${publicUrl}/uploads/products/hosted.webp` });
      expect(page[`/api/item/${product.id}`]).toEqual(await api(`/api/item/${product.id}`));
      expect((page[`/api/item/${product.id}`] as { imgpath: string }[])[0]!.imgpath).toBe(`${publicUrl}/uploads/items/hosted.webp`);
    } finally {
      await hosted.close();
    }
  });
});

describe('a product page a visitor opens on', () => {
  it('carries the product and its packs at customer prices, and preloads the product page code', async () => {
    const { product } = await served.shop.factories.product({ name: 'Honor of Kings', type: 'HOK' }, [{ name: '80 Tokens', discountedPricePaise: 9_900, resellPricePaise: 9_000 }]);
    const res = await page(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    const blocks = dataBlocks(res.body);
    expect(blocks[`/api/product/eachproduct/${product.id}`]).toEqual((await served.shop.app.inject({ method: 'GET', url: `/api/product/eachproduct/${product.id}` })).json());
    expect(blocks[`/api/item/${product.id}`]).toEqual((await served.shop.app.inject({ method: 'GET', url: `/api/item/${product.id}` })).json());
    expect(res.body).toContain(`data-api="/api/item/${product.id}" data-view="customer"`);
    // Even for a reseller's request the page carries customer prices: the app asks the API for theirs.
    const reseller = await served.shop.factories.user({ role: 'reseller' });
    expect(dataBlocks((await page(`/product/${product.id}`, reseller.auth)).body)[`/api/item/${product.id}`]).toEqual(blocks[`/api/item/${product.id}`]);
    // The product page's own files, not the ones index.html already loads.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/money-1.js">');
    expect(res.body).not.toContain('href="/assets/shared-1.js"');
  });

  it("is drawn with the product's header card, its name and note as text whatever they hold", async () => {
    const note = 'Find your id in game.\nNever share </p><script>alert(1)</script> & "quotes".';
    const { product } = await served.shop.factories.product({ name: 'Zenless <Zone> & Co', type: 'ZENLESS', isApi: false, importantNote: note });
    const body = (await page(`/product/${product.id}`)).body;
    // In the shell, after its top bar, where the app draws the product page.
    const screen = body.slice(body.indexOf('<header>S-Store</header>'), body.indexOf('</div></body>'));
    expect(screen).toMatch(/^<header>S-Store<\/header><main id="main"[^>]*>.*<\/main>$/s);
    expect(screen).toContain('<h1 id="product-name" class="text-xl leading-tight font-extrabold sm:text-2xl">Zenless &lt;Zone&gt; &amp; Co</h1>');
    expect(screen).toContain('Delivery in 30 mins</p>');
    expect(screen).toContain('<p class="whitespace-pre-line">Find your id in game.\nNever share &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;.</p>');
    expect(screen).not.toContain('<script');
    // A product without a note has no note box.
    const { product: plain } = await served.shop.factories.product({ name: 'Plain Game', importantNote: '  ' });
    expect((await page(`/product/${plain.id}`)).body).not.toContain('whitespace-pre-line');
  });

  it('falls back to the plain app for an unknown or malformed product id', async () => {
    for (const url of ['/product/00000000-0000-4000-8000-000000000000', '/product/not-an-id', "/product/1'%20or%201=1"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });
});

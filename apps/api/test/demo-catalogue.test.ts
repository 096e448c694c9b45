import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImages, HomeProducts, Item } from '@shop/contract/catalogue';
import { items, products } from '../src/catalogue/tables.js';
import { galleryImages } from '../src/gallery/tables.js';
import { demoGallery, demoProducts, type DemoProduct } from '../src/demo/catalogue-data.js';
import { loadDemoCatalogue } from '../src/demo/seed.js';
import type { Db } from '../src/platform/database.js';
import { openTestDatabase, startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
let uploadsDir: string;
let loadedFirstTime: boolean;

beforeAll(async () => {
  shop = await startTestShop();
  uploadsDir = join(shop.config.DATA_DIR, 'uploads');
  loadedFirstTime = await loadDemoCatalogue({ db: shop.db, uploadsDir });
});
afterAll(() => shop.close());

const totalPacks = demoProducts.reduce((sum, p) => sum + p.packs.length, 0);

async function rowCounts(db: Db) {
  const [p] = await db.select({ n: count() }).from(products);
  const [i] = await db.select({ n: count() }).from(items);
  const [g] = await db.select({ n: count() }).from(galleryImages);
  return { products: p!.n, items: i!.n, gallery: g!.n };
}

async function productIdsBySlug(): Promise<Map<string, string>> {
  const rows = await shop.db.select({ id: products.id, name: products.name }).from(products);
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  return new Map(demoProducts.map((p) => [p.slug, idByName.get(p.name)!]));
}

const mobileLegends = demoProducts.filter((p) => p.type === 'MLBB');

describe('loading the demo catalogue', () => {
  it('inserts every product, pack and banner once; a second load inserts nothing', async () => {
    expect(loadedFirstTime).toBe(true);
    const before = await rowCounts(shop.db);
    expect(before).toEqual({ products: demoProducts.length, items: totalPacks, gallery: demoGallery.length });

    expect(await loadDemoCatalogue({ db: shop.db, uploadsDir })).toBe(false);
    expect(await rowCounts(shop.db)).toEqual(before);
  });

  it('seeds once when two instances start at the same time', async () => {
    const database = await openTestDatabase();
    const otherUploads = mkdtempSync(join(tmpdir(), 'shop-demo-'));
    try {
      const results = await Promise.all([
        loadDemoCatalogue({ db: database.db, uploadsDir: otherUploads }),
        loadDemoCatalogue({ db: database.db, uploadsDir: otherUploads }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await rowCounts(database.db)).toEqual({ products: demoProducts.length, items: totalPacks, gallery: demoGallery.length });
    } finally {
      await database.dispose();
      rmSync(otherUploads, { recursive: true, force: true });
    }
  });

  it('puts every image the catalogue points to in the uploads folder, and the shop serves it', async () => {
    const paths = [
      ...(await shop.db.select({ path: products.imgpath }).from(products)),
      ...(await shop.db.select({ path: items.imgpath }).from(items)),
      ...(await shop.db.select({ path: galleryImages.url }).from(galleryImages)),
    ].map((r) => r.path);
    expect(paths).toHaveLength(demoProducts.length + totalPacks + demoGallery.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/uploads\/[a-z0-9/-]+\.webp$/);
      expect(existsSync(join(uploadsDir, path.slice('/uploads/'.length))), path).toBe(true);
    }

    const res = await shop.app.inject({ method: 'GET', url: '/uploads/products/mobile-legends-br.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});

describe('the demo catalogue through the API', () => {
  it('lists Mobile Legends first on the home page, with a handful of trending products', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product/gethomeproducts' });
    expect(res.statusCode).toBe(200);
    const home = res.json<HomeProducts>();
    expect(home.instantGames[0]!.type).toBe('MLBB');
    expect(home.trending[0]!.type).toBe('MLBB');
    expect(home.trending.length).toBeGreaterThanOrEqual(4);
    expect(home.trending.length).toBeLessThanOrEqual(6);
    for (const group of [home.instantGames, home.games, home.ott, home.others]) expect(group.length).toBeGreaterThan(0);
    expect([...home.instantGames, ...home.games, ...home.ott, ...home.others].every((p) => p.instock)).toBe(true);
  });

  it('serves every pack in display order with the data file prices in rupees', async () => {
    const ids = await productIdsBySlug();
    const reseller = await shop.factories.user({ role: 'reseller' });
    for (const demo of demoProducts) {
      const id = ids.get(demo.slug)!;
      const asCustomer = await shop.app.inject({ method: 'GET', url: `/api/item/${id}` });
      const asReseller = await shop.app.inject({ method: 'GET', url: `/api/item/${id}`, headers: reseller.auth });
      expect(asCustomer.statusCode).toBe(200);
      expect(asReseller.statusCode).toBe(200);
      const customerPacks = asCustomer.json<Item[]>();
      const resellerPacks = asReseller.json<Item[]>();

      expect(customerPacks.map((p) => p.name)).toEqual(demo.packs.map((p) => p.name));
      demo.packs.forEach((pack, i) => {
        const [original, discounted, resell] = pack.rupees;
        expect(customerPacks[i], `${demo.name}: ${pack.name}`).toMatchObject({
          originalprice: original,
          discountedprice: discounted,
          type: pack.type,
          inStock: pack.inStock ?? true,
          isApi: demo.apiType !== null,
          imgpath: `/uploads/packs/${pack.icon}.webp`,
        });
        expect(customerPacks[i]).not.toHaveProperty('resellprice');
        expect(resellerPacks[i]!.resellprice, `${demo.name}: ${pack.name}`).toBe(resell);
      });
    }
  });

  it('links every banner and the popup to the product it advertises', async () => {
    const ids = await productIdsBySlug();
    const res = await shop.app.inject({ method: 'GET', url: '/api/gallery/images' });
    const gallery = res.json<GalleryImages>();
    const expected = (type: string) =>
      demoGallery.filter((b) => b.type === type).map((b) => ({ title: b.title, url: `/uploads/${b.image}`, redirectUrl: `/product/${ids.get(b.product)}` }));

    expect(gallery.CarouselMb).toHaveLength(3);
    expect(gallery.CarouselPc).toHaveLength(3);
    expect(gallery.CarouselMb).toMatchObject(expected('CarouselMb'));
    expect(gallery.CarouselPc).toMatchObject(expected('CarouselPc'));
    expect(gallery.Popup).toMatchObject(expected('Popup')[0]!);

    const product = await shop.app.inject({ method: 'GET', url: `/api${gallery.Popup!.redirectUrl.replace('/product/', '/product/eachproduct/')}` });
    expect(product.statusCode).toBe(200);
  });
});

describe('the demo catalogue data', () => {
  const everyPack = demoProducts.flatMap((product) => product.packs.map((pack) => ({ product, pack })));

  it('prices every pack original > discounted > reseller, at a believable discount', () => {
    for (const { product, pack } of everyPack) {
      const [original, discounted, resell] = pack.rupees;
      const label = `${product.name}: ${pack.name}`;
      expect(original, label).toBeGreaterThan(discounted);
      expect(discounted, label).toBeGreaterThan(resell);
      expect(1 - discounted / original, label).toBeLessThanOrEqual(0.16);
      expect(1 - resell / discounted, label).toBeGreaterThanOrEqual(0.02);
      expect(1 - resell / discounted, label).toBeLessThanOrEqual(0.07);
    }
  });

  it('has out-of-stock packs but no out-of-stock product', () => {
    expect(everyPack.filter(({ pack }) => pack.inStock === false).length).toBeGreaterThanOrEqual(2);
  });

  it('gives both Mobile Legends regions weekly passes and first-recharge bonus packs', () => {
    expect(mobileLegends.map((p) => p.apiType).sort()).toEqual(['SMILEBR', 'SMILEPH']);
    for (const product of mobileLegends) {
      const names = (type: string) => product.packs.filter((p) => p.type === type).map((p) => p.name);
      expect(names('bonus')).toEqual(['50+50 Diamonds', '150+150 Diamonds', '250+250 Diamonds', '500+500 Diamonds']);
      expect(names('weekly')).toEqual(['Weekly Diamond Pass', '3x Weekly Diamond Pass']);
    }
  });

  it('gives supplier SKUs to the packs of API products only, and unique pack names per product', () => {
    for (const product of demoProducts) {
      for (const pack of product.packs) expect((pack.skus ?? []).length > 0, `${product.name}: ${pack.name}`).toBe(product.apiType !== null);
      expect(new Set(product.packs.map((p) => p.name)).size).toBe(product.packs.length);
    }
  });

  it('keeps the offers drawn on the banners true', () => {
    const byslug = (slug: string) => demoProducts.find((p) => p.slug === slug) as DemoProduct;
    const weeklyPass = byslug('mobile-legends-br').packs.find((p) => p.name === 'Weekly Diamond Pass')!;
    expect(weeklyPass.rupees[1]).toBe(139);
    const genshinDiscounts = byslug('genshin-impact').packs.map((p) => 1 - p.rupees[1] / p.rupees[0]);
    expect(Math.round(Math.max(...genshinDiscounts) * 100)).toBe(12);
  });
});

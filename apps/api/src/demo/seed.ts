import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rupeesToPaise } from '@shop/contract/money';
import { announceCatalogueChange, catalogueIsEmpty, insertProductWithPacks } from '../catalogue/service.js';
import { insertGalleryImages } from '../gallery/service.js';
import { seedSandboxCosts } from '../costs/demo-costs.js';
import type { Db } from '../platform/database.js';
import { demoGallery, demoProducts } from './catalogue-data.js';

/** Any fixed number: the advisory lock that keeps two instances starting together from both seeding. */
const DEMO_SEED_LOCK = 7_100_101;

/**
 * Copies the demo images into the uploads folder (missing files only) and, when the shop has no
 * products yet, inserts the demo catalogue in one transaction. Returns whether it inserted.
 */
export async function loadDemoCatalogue({ db, uploadsDir }: { db: Db; uploadsDir: string }): Promise<boolean> {
  copyDemoImages(uploadsDir);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK}::bigint)`);
    if (!(await catalogueIsEmpty(tx))) return false;

    const productIds = new Map<string, string>();
    for (const demo of demoProducts) {
      const isApi = demo.apiType !== null;
      const id = await insertProductWithPacks(
        tx,
        {
          name: demo.name,
          imgpath: `/uploads/products/${demo.slug}.webp`,
          type: demo.type,
          category: demo.category,
          isApi,
          apiType: demo.apiType,
          importantNote: demo.importantNote,
          inputs: demo.inputs,
          isTrending: demo.trending,
          sortOrder: demo.sortOrder,
        },
        demo.packs.map((pack) => ({
          name: pack.name,
          type: pack.type,
          suggestedTask: pack.hint ?? '',
          originalPricePaise: rupeesToPaise(pack.rupees[0]),
          discountedPricePaise: rupeesToPaise(pack.rupees[1]),
          resellPricePaise: rupeesToPaise(pack.rupees[2]),
          isApi,
          apiType: demo.apiType,
          itemidarray: pack.skus ?? [],
          imgpath: `/uploads/packs/${pack.icon}.webp`,
          inStock: pack.inStock ?? true,
        })),
      );
      productIds.set(demo.slug, id);
    }

    // The gallery lists banners oldest first; one millisecond apart keeps the data file's order.
    const start = Date.now();
    await insertGalleryImages(
      tx,
      demoGallery.map((banner, i) => ({
        title: banner.title,
        type: banner.type,
        url: `/uploads/${banner.image}`,
        redirectUrl: `/product/${productIds.get(banner.product)!}`,
        createdAt: new Date(start + i),
      })),
    );

    // What the sandbox charges for each SKU: 88% of the cheapest pack's price, shared among its SKUs.
    const skuCosts = new Map<string, number>();
    for (const pack of demoProducts.flatMap((p) => p.packs)) {
      const skus = pack.skus ?? [];
      for (const sku of skus) {
        const cost = Math.round((rupeesToPaise(pack.rupees[1]) * 88) / 100 / skus.length);
        skuCosts.set(sku, Math.min(skuCosts.get(sku) ?? cost, cost));
      }
    }
    await seedSandboxCosts(tx, skuCosts);

    await announceCatalogueChange(tx);
    return true;
  });
}

function copyDemoImages(uploadsDir: string) {
  const source = findDemoImagesFolder();
  for (const file of filesUnder(source)) {
    const target = join(uploadsDir, relative(source, file));
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The images live in apps/api/demo/images, found from the source tree and from the build (dist/server.js). */
function findDemoImagesFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'demo', 'images');
    if (existsSync(join(candidate, 'products'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Demo images folder (apps/api/demo/images) not found');
}

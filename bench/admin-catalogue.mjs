// The catalogue screens' reads with 5,000 items in 250 products, on PostgreSQL
// (BENCH_DATABASE_URL, default the local server's `test` database): p50/p95 of All Items, All
// Products and the price screen's board, 200 requests each after a warm-up. A SELECT 1 through
// the same HTTP stack (the health check) is measured beside them as the run's own reference.
import pg from 'pg';
import { benchAdmin, scratchDatabase, signInBenchAdmin, startShop, timeGets } from './shop-process.mjs';

const ITEMS = 5_000;
const PER_PRODUCT = 20;

export async function benchAdminCatalogue() {
  const database = await scratchDatabase('shop_bench_cat');
  const shop = await startShop({ port: 3206, env: { DATABASE_URL: database.url, ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password, LOG_LEVEL: 'warn', WORKERS: 'false' } });
  const results = {};
  try {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(`
      insert into items (name, type, original_price_paise, discounted_price_paise, resell_price_paise, is_api, api_type, itemidarray, imgpath)
      select 'Pack ' || g, 'small', 20000 + g, 18000 + g, 17000 + g, true, 'SMILEBR', array[g::text], '/uploads/packs/dm.webp'
      from generate_series(1, ${ITEMS}) g`);
    await db.query(`
      insert into products (name, imgpath, type, category, is_api, api_type, inputs, items)
      select 'Game ' || p, '/uploads/products/mlbb.webp', 'MLBB', 'instant-games', true, 'SMILEBR', '[{"label":"User ID"},{"label":"Zone ID"}]'::jsonb,
             (select array_agg(itemid order by itemid) from (select itemid from items order by itemid offset (p - 1) * ${PER_PRODUCT} limit ${PER_PRODUCT}) i)
      from generate_series(1, ${ITEMS / PER_PRODUCT}) p`);
    await db.query('analyze');
    await db.end();

    const token = await signInBenchAdmin(shop.url);
    const pages = {
      'reference: /api/health': '/api/health',
      'getallitems (5,000+ items)': '/api/admin/getallitems',
      'getallproducts (250+ products)': '/api/admin/getallproducts',
      'priceboard (every product with its packs)': '/api/admin/priceboard',
    };
    for (const [name, path] of Object.entries(pages)) {
      const { p50, p95, bytes } = await timeGets(shop.url, name, path, { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' });
      results[name] = { p50, p95, kbDecoded: +(bytes / 1024).toFixed(1) };
    }
  } finally {
    await shop.stop();
    await database.drop();
  }
  console.log('admin catalogue (ms)', results);
  return results;
}

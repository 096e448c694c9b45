// The catalogue screens' reads with 5,000 items in 250 products, on PostgreSQL
// (BENCH_DATABASE_URL, default the local server's `test` database): p50/p95 of All Items, All
// Products and the price screen's board, 200 requests each after a warm-up. A SELECT 1 through
// the same HTTP stack (the health check) is measured beside them as the run's own reference.
import pg from 'pg';
import { startShop } from './shop-process.mjs';

const ITEMS = 5_000;
const PER_PRODUCT = 20;

export async function benchAdminCatalogue() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `shop_bench_cat_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const shop = await startShop({ port: 3206, env: { DATABASE_URL: url.toString(), ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn', WORKERS: 'false' } });
  const results = {};
  try {
    const db = new pg.Client({ connectionString: url.toString() });
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

    const login = await fetch(`${shop.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.in', password: 'bench-password-1' }) });
    const { token } = await login.json();
    const pages = {
      'reference: /api/health': '/api/health',
      'getallitems (5,000+ items)': '/api/admin/getallitems',
      'getallproducts (250+ products)': '/api/admin/getallproducts',
      'priceboard (every product with its packs)': '/api/admin/priceboard',
    };
    for (const [name, path] of Object.entries(pages)) {
      const times = [];
      let bytes = 0;
      for (let i = 0; i < 220; i++) {
        const t = performance.now();
        const res = await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
        bytes = (await res.arrayBuffer()).byteLength;
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        if (i >= 20) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      results[name] = { p50: +times[Math.floor(times.length * 0.5)].toFixed(1), p95: +times[Math.floor(times.length * 0.95)].toFixed(1), kbDecoded: +(bytes / 1024).toFixed(1) };
    }
  } finally {
    await shop.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  console.log('admin catalogue (ms)', results);
  return results;
}

// All Orders and Wallet transactions pages with 100,000 orders, 100,000 wallet rows and 10,000
// unpaid top-ups, on
// PostgreSQL (BENCH_DATABASE_URL, default the local server's `test` database): p50/p95 of each
// filtered page, 200 requests each after a warm-up.
import pg from 'pg';
import { benchAdmin, scratchDatabase, signInBenchAdmin, startShop, timeGets } from './shop-process.mjs';

const ROWS = 100_000;

export async function benchAdminPages() {
  const database = await scratchDatabase('shop_bench');
  const shop = await startShop({ port: 3205, env: { DATABASE_URL: database.url, ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password, LOG_LEVEL: 'warn', WORKERS: 'false' } });
  const results = {};
  try {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const seedStart = performance.now();
    await db.query(`
      insert into users (name, email, mobilenumber, verified)
      select 'Customer ' || g, 'customer' || g || '@example.in', (7000000000 + g)::text, true from generate_series(1, 5000) g`);
    await db.query(`
      insert into orders (client_txn_id, user_id, product_id, item_id, product_name, item_name, input1, input2, price_paise, payment_mode, status, created_at, updated_at)
      select 'ST' || to_char(now() - (g || ' minutes')::interval, 'YYMMDD') || lpad(g::text, 10, '0'),
             u.id, p.id, i.id, p.name, i.name, (100000000 + g % 50000)::text, (2000 + g % 100)::text,
             i.discounted_price_paise,
             case when g % 3 = 0 then 'wallet' else 'upi' end,
             (array['Created','Processing','Completed','Completed','Completed','Failed','Refunded','Cancelled'])[1 + g % 8],
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${ROWS}) g
      join lateral (select id from users where email = 'customer' || (1 + g % 5000) || '@example.in') u on true
      join lateral (select * from products order by productid limit 1) p on true
      join lateral (select * from items where itemid = p.items[1 + g % array_length(p.items, 1)]) i on true`);
    await db.query(`
      insert into wallet_transactions (txnid, user_id, type, status, amount_paise, reason, created_at, updated_at)
      select 'TU' || lpad(g::text, 14, '0'), u.id,
             (array['Credit','Debit','Refunded'])[1 + g % 3],
             'Success',
             10000 + (g % 50) * 100, 'bench', now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${ROWS}) g
      join lateral (select id from users where email = 'customer' || (1 + g % 5000) || '@example.in') u on true`);
    // Top-ups that moved no money (awaiting payment or failed) are listed beside the ledger.
    await db.query(`
      insert into wallet_topups (txnid, user_id, status, amount_paise, reason, created_at, updated_at)
      select 'TP' || lpad(g::text, 14, '0'), u.id, (array['Created','Failed'])[1 + g % 2], 10000, 'Wallet top-up',
             now() - (g * 7 || ' minutes')::interval, now() - (g * 7 || ' minutes')::interval
      from generate_series(1, ${ROWS / 10}) g
      join lateral (select id from users where email = 'customer' || (1 + g % 5000) || '@example.in') u on true`);
    await db.query('analyze');
    await db.end();
    const seedSeconds = +((performance.now() - seedStart) / 1000).toFixed(1);

    const token = await signInBenchAdmin(shop.url);
    const anOrder = (await (await fetch(`${shop.url}/api/admin/alltxn?limit=1&page=500`, { headers: { authorization: `Bearer ${token}` } })).json()).transactions[0];
    const pages = {
      'orders: first page': '/api/admin/alltxn?page=1&limit=50',
      'orders: page 1000': '/api/admin/alltxn?page=1000&limit=50',
      'orders: status=Completed': '/api/admin/alltxn?page=1&limit=50&status=Completed',
      'orders: email prefix': '/api/admin/alltxn?page=1&limit=50&search=customer42',
      'orders: order id': `/api/admin/alltxn?page=1&limit=50&search=${anOrder.orderid}`,
      'orders: user input': `/api/admin/alltxn?page=1&limit=50&input=${anOrder.input1}`,
      'orders: upi, date range, 500 rows': '/api/admin/alltxn?page=1&limit=500&paymentmode=upi&from=2026-01-01&to=2027-12-31',
      'wallet: first page': '/api/admin/allwallettxn?page=1&limit=50',
      'wallet: type+status': '/api/admin/allwallettxn?page=3&limit=100&type=Debit&status=Success',
      'wallet: email prefix': '/api/admin/allwallettxn?page=1&limit=50&search=customer42',
      'wallet: date range, 500 rows': '/api/admin/allwallettxn?page=2&limit=500&from=2026-01-01&to=2027-12-31',
    };
    for (const [name, path] of Object.entries(pages)) {
      const { p50, p95 } = await timeGets(shop.url, name, path, { authorization: `Bearer ${token}` });
      results[name] = { p50, p95 };
    }
    results.seedSeconds = seedSeconds;
  } finally {
    await shop.stop();
    await database.drop();
  }
  console.log('admin pages (ms)', results);
  return results;
}

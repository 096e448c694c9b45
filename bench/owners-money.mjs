// The owner's money on PostgreSQL (BENCH_DATABASE_URL, default the local server's `test`
// database) with 1,000,000 paid orders, each with its invoice, over the last twelve months, and
// 100,000 of them in this month:
// - the dashboard's profit by day, week and month (p50/p95 of 200 requests after a warm-up, beside
//   /api/health in the same run): it reads the summary the order reactions keep, not the orders;
// - this month's sales register and profit report as CSV (100,000 rows each): time, size, and the
//   shop process's resident memory at its highest during the download above what it was idle
//   (read from /proc every 10 ms), the second download of each (the first loads the code it runs on).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { scratchDatabase, startShop } from './shop-process.mjs';

const ORDERS = 1_000_000;
const THIS_MONTH = 100_000;

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function timed(url, token, count) {
  const times = [];
  for (let i = 0; i < count + 20; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= 20) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: +times[Math.floor(times.length * 0.5)].toFixed(1), p95: +times[Math.floor(times.length * 0.95)].toFixed(1) };
}

export async function benchOwnersMoney() {
  const scratch = await scratchDatabase('shop_bench_money');
  const shop = await startShop({ port: 3209, env: { DATABASE_URL: scratch.url, ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn', WORKERS: 'false' } });
  const results = { orders: ORDERS, invoicesThisMonth: THIS_MONTH };
  try {
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const seedStart = performance.now();
    await db.query(`insert into users (name, email, verified) select 'Customer ' || g, 'customer' || g || '@example.in', true from generate_series(1, 10000) g`);
    // Orders paid over the last twelve months, the newest 100,000 in this month (India time).
    await db.query(`
      create temporary table spread as
      select g, case when g <= ${THIS_MONTH}
               then date_trunc('month', now() at time zone 'Asia/Kolkata') + ((g - 1) * (extract(epoch from (now() at time zone 'Asia/Kolkata') - date_trunc('month', now() at time zone 'Asia/Kolkata')) / ${THIS_MONTH})) * interval '1 second'
               else date_trunc('month', now() at time zone 'Asia/Kolkata') - ((g - ${THIS_MONTH}) * (330 * 86400 / ${ORDERS - THIS_MONTH})) * interval '1 second' end as local_at
      from generate_series(1, ${ORDERS}) g`);
    await db.query(`
      insert into orders (client_txn_id, user_id, product_id, item_id, product_name, item_name, input1, input2, price_paise, payment_mode, status, buyer_kind, cost_paise, created_at, updated_at, paid_at, completed_at)
      select 'ST' || lpad(s.g::text, 16, '0'), u.id, p.id, i.id, p.name, i.name, '123456789', '2001', i.discounted_price_paise, 'wallet', 'Completed',
             case when s.g % 10 = 0 then 'reseller' else 'customer' end, i.discounted_price_paise * 88 / 100,
             s.local_at at time zone 'Asia/Kolkata', s.local_at at time zone 'Asia/Kolkata', s.local_at at time zone 'Asia/Kolkata', s.local_at at time zone 'Asia/Kolkata'
      from spread s
      join lateral (select id from users where email = 'customer' || (1 + s.g % 10000) || '@example.in') u on true
      join lateral (select * from products order by productid offset (s.g % 5) limit 1) p on true
      join lateral (select * from items where itemid = p.items[1 + s.g % array_length(p.items, 1)]) i on true`);
    await db.query(`
      insert into invoices (order_id, financial_year, sequence, number, day, issued_at, user_id, buyer_kind, product_id, client_txn_id, product_name, item_name, payment_mode, total_paise, discount_paise, points_paise, gst_rate, taxable_paise, gst_paise, cost_paise)
      select o.id, 'bench', row_number() over (order by o.paid_at), 'INV/BENCH/' || lpad((row_number() over (order by o.paid_at))::text, 7, '0'),
             (o.paid_at at time zone 'Asia/Kolkata')::date, o.paid_at, o.user_id, o.buyer_kind, o.product_id, o.client_txn_id, o.product_name, o.item_name, o.payment_mode,
             o.price_paise, 0, 0, 18, round(o.price_paise * 100.0 / 118), o.price_paise - round(o.price_paise * 100.0 / 118), o.cost_paise
      from orders o`);
    await db.query(`insert into invoice_counters (financial_year, last) values ('bench', ${ORDERS})`);
    // The summary the paid and completed reactions keep, as they would have kept it.
    await db.query(`
      insert into profit_days (day, product_id, buyer_kind, orders, sales_paise, completed, costed, cost_paise)
      select day, product_id, buyer_kind, count(*), sum(total_paise), count(*), count(cost_paise), coalesce(sum(cost_paise), 0) from invoices group by 1, 2, 3`);
    const [{ n: summaryRows }] = (await db.query('select count(*)::int as n from profit_days')).rows;
    await db.query('analyze');
    await db.end();
    results.seedSeconds = +((performance.now() - seedStart) / 1000).toFixed(1);
    results.summaryRows = summaryRows;

    const login = await fetch(`${shop.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.in', password: 'bench-password-1' }) });
    const { token } = await login.json();
    results['reference: /api/health'] = await timed(`${shop.url}/api/health`, null, 200);
    for (const by of ['day', 'week', 'month']) results[`profit by ${by}`] = await timed(`${shop.url}/api/admin/profit?by=${by}`, token, 200);

    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    for (const report of ['sales-register', 'profit']) {
      // A first download loads and compiles what the report runs on; the second is measured, from
      // the process's resident memory once it has settled.
      await (await fetch(`${shop.url}/api/admin/reports/${report}.csv?month=${month}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      await new Promise((r) => setTimeout(r, 2_000));
      const idle = rssKb(shop.pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb(shop.pid))), 10);
      const t = performance.now();
      const res = await fetch(`${shop.url}/api/admin/reports/${report}.csv?month=${month}`, { headers: { authorization: `Bearer ${token}` } });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      }
      const seconds = (performance.now() - t) / 1000;
      clearInterval(sampler);
      results[`${report}.csv`] = { rows: lines - 1, megabytes: +(bytes / 1e6).toFixed(1), seconds: +seconds.toFixed(2), rowsPerSecond: Math.round((lines - 1) / seconds), idleRssMb: Math.round(idle / 1024), peakAboveIdleMb: +((peak - idle) / 1024).toFixed(1) };
    }
  } finally {
    await shop.stop();
    await scratch.drop();
  }
  console.log("owner's money", results);
  return results;
}

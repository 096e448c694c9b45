// The live weekly leaderboard with 1,000,000 customers' spend in this week, on PostgreSQL
// (BENCH_DATABASE_URL, default the local server's `test` database): p50/p95 of
// GET /leaderboard/live-leaderboard, 200 requests after a warm-up, beside /api/health in the
// same run as the reference.
import pg from 'pg';
import { scratchDatabase, startShop, timeGets } from './shop-process.mjs';

const SPENDERS = 1_000_000;

export async function benchLeaderboard() {
  const database = await scratchDatabase('shop_bench_lb');
  const shop = await startShop({ port: 3207, env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn', WORKERS: 'false' } });
  const results = {};
  try {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const seedStart = performance.now();
    await db.query(`insert into users (name, email, verified) select 'Gamer ' || g, 'gamer' || g || '@example.in', true from generate_series(1, ${SPENDERS}) g`);
    // This week in India (the SQL twin of the contract's rule), each customer's spend.
    await db.query(`
      insert into weekly_spend (week_start, user_id, total_paise, orders, reached_at)
      select (date_trunc('week', now() at time zone 'UTC' + interval '5 hours 30 minutes') - interval '5 hours 30 minutes') at time zone 'UTC',
             id, 10000 + (abs(hashtext(id::text)) % 5000000), 1, now() - (abs(hashtext(email)) % 100000) * interval '1 second'
      from users`);
    await db.query('analyze');
    await db.end();
    results.seedSeconds = +((performance.now() - seedStart) / 1000).toFixed(1);
    for (const [name, path] of Object.entries({ 'reference: /api/health': '/api/health', 'live-leaderboard (1,000,000 spenders)': '/api/leaderboard/live-leaderboard' })) {
      const { p50, p95 } = await timeGets(shop.url, name, path);
      results[name] = { p50, p95 };
    }
  } finally {
    await shop.stop();
    await database.drop();
  }
  console.log('leaderboard (ms)', results);
  return results;
}

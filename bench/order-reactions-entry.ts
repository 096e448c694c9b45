// Bundled and run by bench/order-reactions.mjs: completing an order with the reactions the shop
// registers (coupons, reward points, weekly spend) against completing it with none, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { markCouponUsed, releaseCoupon } from '../apps/api/src/coupons/service.js';
import { createLeaderboard } from '../apps/api/src/leaderboard/service.js';
import { createOrderStates } from '../apps/api/src/orders/state.js';
import { orders } from '../apps/api/src/orders/tables.js';
import { openDatabase } from '../apps/api/src/platform/database.js';
import { createPoints } from '../apps/api/src/points/service.js';

const ORDERS = Number(process.env.ORDERS ?? 2000);
const BLOCK = 100;

const database = await openDatabase({ kind: 'postgres', url: process.env.BENCH_URL!, poolSize: 4 });
const db = database.db;
await db.execute(sql`insert into users (name, email, verified) select 'Buyer ' || g, 'buyer' || g || '@example.in', true from generate_series(1, 50) g`);
await db.execute(sql`insert into items (name, original_price_paise, discounted_price_paise, resell_price_paise) values ('Pack', 12500, 10900, 10300)`);
await db.execute(sql`insert into products (name, imgpath, type, category, items) select 'Game', '/x.webp', 'OTHER', 'others', array[itemid] from items limit 1`);
await db.execute(sql`
  insert into orders (client_txn_id, user_id, product_id, item_id, product_name, item_name, input1, price_paise, payment_mode, status, paid_at)
  select 'ST261124' || lpad(g::text, 10, '0'), (select id from users order by email offset (g % 50) limit 1), p.id, i.id, 'Game', 'Pack', 'x', 10900, 'wallet', 'Processing', now()
  from generate_series(1, ${ORDERS}) g, (select id from products limit 1) p, (select id from items limit 1) i`);
await db.execute(sql`analyze`);
const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'Processing'))).map((r) => r.id);

const bare = createOrderStates();
const reacting = createOrderStates();
const points = createPoints({ db });
const leaderboard = createLeaderboard({ db, audit: async () => {} });
reacting.on('paid', markCouponUsed);
reacting.on('undone', releaseCoupon);
reacting.on('completed', (tx, order) => points.earnForOrder(tx, order));
reacting.on('completed', (tx, order) => leaderboard.recordCompletion(tx, order));

const spent = { bare: 0, reacting: 0 };
const complete = async (states: ReturnType<typeof createOrderStates>, id: string) =>
  db.transaction(async (tx) => {
    const order = await states.lock(tx, { id });
    await states.move(tx, order!, 'Completed');
  });
// Blocks alternate between the two, so that the machine's drift falls on both alike.
for (let i = 0; i + 2 * BLOCK <= ids.length; i += 2 * BLOCK) {
  for (const [name, states, offset] of [['bare', bare, 0], ['reacting', reacting, BLOCK]] as const) {
    const t = performance.now();
    for (const id of ids.slice(i + offset, i + offset + BLOCK)) await complete(states, id);
    spent[name] += performance.now() - t;
  }
}
const each = ids.length / 2;
const result = {
  completionsEach: each,
  msPerCompletionWithout: +(spent.bare / each).toFixed(3),
  msPerCompletionWithReactions: +(spent.reacting / each).toFixed(3),
  addedMsPerCompletion: +((spent.reacting - spent.bare) / each).toFixed(3),
};
console.log(JSON.stringify(result));
await database.close();

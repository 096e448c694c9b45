// Wallet orders per second on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local
// `test` server), with what each order costs.
// Customers sign in by mobile code (read from the dev outbox) from distinct addresses; each order
// carries an Idempotency-Key, as the web app's do.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pgbench, postgresTicks, processTicks, root, scratchDatabase, startShop } from './shop-process.mjs';

const CONNECTIONS = 50;
const SECONDS = 10;

/**
 * `count` customers signed in, each with ₹1,00,000 in the wallet. `first` shifts their mobile
 * numbers and addresses: with REDIS_URL the sign-up limits outlive the shop, so a run on Redis
 * takes numbers an earlier run in the same hour did not use.
 */
export async function customers(shop, count, { first = 0 } = {}) {
  const json = (res) => res.json();
  const post = (path, body, headers = {}) => fetch(`${shop.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(json);
  const admin = await post('/auth/login', { email: 'bench@example.in', password: 'bench-password-1' });
  const list = [];
  for (let i = first; i < first + count; i++) {
    const from = { 'x-forwarded-for': `10.7.${i >> 8}.${i & 255}` };
    const mobile = String(9100000000 + i);
    const form = { name: `Buyer ${i}`, mobileNumber: mobile, email: `buyer${i}@example.in`, password: 'buyer-password-1' };
    await post('/auth/register', form, from);
    const code = (await (await fetch(`${shop.url}/api/dev/outbox?to=${mobile}`)).json()).messages[0].otp;
    await post('/auth/verifyandregister', { ...form, otp: code }, from);
    // Mobile code login needs no verified email.
    await fetch(`${shop.url}/api/dev/outbox?to=${mobile}`);
    await new Promise((r) => setTimeout(r, 0));
    const sent = await post('/otp/otp-login', { mobile }, { 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` });
    if (!sent.success) throw new Error(`otp-login: ${JSON.stringify(sent)}`);
    const login = await post('/otp/verify-otp', { mobile, otp: (await (await fetch(`${shop.url}/api/dev/outbox?to=${mobile}`)).json()).messages[0].otp }, from);
    await post('/admin/adduserbalance', { userId: login.user._id, amount: 100_000 }, { authorization: `Bearer ${admin.token}` });
    list.push({ token: login.token, userid: login.user.userid });
  }
  return list;
}

/** Wallet orders for `SECONDS` over `CONNECTIONS` connections; several shops share the connections in turn. */
export async function run(shops, buyers, pack) {
  let n = 0;
  const instance = autocannon({
    url: [shops].flat().map((shop) => `${shop.url}/api/order/createWalletOrder`),
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const buyer = buyers[n++ % buyers.length];
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': `bench-${randomUUID()}` },
            body: JSON.stringify({ userid: buyer.userid, product_id: pack.productId, item_id: pack.itemId, input1: '123456789', input2: '2001', paymentmode: 'wallet' }),
          };
        },
      },
    ],
  });
  // autocannon's latencies count every answer; a shop that turns calls away (503 at once) also
  // says how long the placed orders took.
  const placed = [];
  instance.on('response', (_client, status, _bytes, ms) => status < 300 && placed.push(ms));
  const result = await instance;
  placed.sort((a, b) => a - b);
  const placedAt = (q) => (placed.length ? Math.round(placed[Math.min(placed.length - 1, Math.floor(q * placed.length))]) : null);
  return { ordersPerSecond: Math.round((result.requests.total - result.non2xx) / SECONDS), p50: result.latency.p50, p99: result.latency.p99, placedP50: placedAt(0.5), placedP99: placedAt(0.99), non2xx: result.non2xx, errors: result.errors };
}

/** The demo catalogue's MLBB pack under ₹20, delivered by the sandbox supplier. */
export async function cheapPack(shop) {
  const home = await (await fetch(`${shop.url}/api/product/gethomeproducts`)).json();
  const mlbb = home.instantGames.find((p) => p.type === 'MLBB' && p.isApi);
  const items = await (await fetch(`${shop.url}/api/item/${mlbb._id}`)).json();
  return { productId: mlbb._id, itemId: items.find((i) => i.inStock && i.discountedprice < 20)._id };
}

/** What the shop process has done so far: SQL statements and round trips (its metrics), CPU time, orders by status. */
async function shopCounters(shop) {
  const text = await (await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const metric = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const orders = (status) => Number(new RegExp(`^shop_orders\\{status="${status}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const mails = Number(/^shop_mails_waiting\{state="waiting"\} (\S+)$/m.exec(text)?.[1] ?? 0);
  const self = process.cpuUsage();
  return {
    statements: metric('shop_db_statements_total'),
    roundTrips: metric('shop_db_round_trips_total'),
    cpuMs: processTicks(shop.pid).ticks * 10,
    postgresCpuMs: postgresTicks() * 10,
    benchCpuMs: (self.user + self.system) / 1000,
    processing: orders('Processing'),
    completed: orders('Completed'),
    mails,
    at: performance.now(),
  };
}
const METRICS_TOKEN = 'bench-metrics-token';

/** The kernel's highest resident set size of the shop process so far, in MB. */
const peakRssMb = (pid) => Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** Waits (up to two minutes) until no order waits for delivery and no mail waits to be sent. */
async function settled(shop, since) {
  let now = await shopCounters(shop);
  let scrapes = 1;
  for (; (now.processing > 0 || now.mails > 0) && performance.now() - since < 120_000; scrapes++) {
    await new Promise((r) => setTimeout(r, 250));
    now = await shopCounters(shop);
  }
  return { now, scrapes };
}

/**
 * Runs `load`, then waits until every order it placed is delivered, and answers what each placed
 * order cost the shop: SQL statements and round trips end to end (placing, delivering,
 * completing, the mail), and the shop process's CPU milliseconds. Each look at the metrics costs
 * statements of its own (counting orders); those are measured and taken off.
 */
async function costed(shop, load) {
  // What earlier load left (deliveries, mails) finishes first, so that it is not counted here.
  await settled(shop, performance.now());
  const a = await shopCounters(shop);
  const b = await shopCounters(shop);
  const perScrape = { statements: b.statements - a.statements, roundTrips: b.roundTrips - a.roundTrips };
  const result = await load();
  const loadEnd = performance.now();
  const { now, scrapes } = await settled(shop, loadEnd);
  const placed = now.completed - b.completed;
  const per = (field) => Number(((now[field] - b[field] - scrapes * perScrape[field]) / placed).toFixed(1));
  const cpuPer = (field) => Number(((now[field] - b[field]) / placed).toFixed(2));
  return {
    ...result,
    deliveredWithinSecondsOfLoadEnd: now.processing > 0 ? null : Number(((now.at - loadEnd) / 1000).toFixed(1)),
    stillProcessing: now.processing,
    perOrder: {
      statements: per('statements'),
      roundTrips: per('roundTrips'),
      shopCpuMs: cpuPer('cpuMs'),
      // The PostgreSQL server's processes (idle on the embedded database) and this load generator.
      postgresCpuMs: cpuPer('postgresCpuMs'),
      loadGeneratorCpuMs: cpuPer('benchCpuMs'),
    },
  };
}

/**
 * Open arrivals: `rate` orders a second for `seconds`, each sent at its time whether or not the
 * earlier ones were answered (a closed loop would wait, and hide the queueing), from `buyers` in
 * turn. Latency counts from the moment the order was due, so a load generator that falls behind
 * shows as latency, not as a lower rate. Sent with node:http over kept-alive connections: `fetch`
 * cost this process 1.2 ms of CPU per order, a fifth of what the shop spent, on the same two cores.
 */
export async function openArrivals(shop, buyers, pack, { rate, seconds }) {
  const total = rate * seconds;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const target = new URL(`${shop.url}/api/order/createWalletOrder`);
  const post = (headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  const start = performance.now();
  const latencies = [];
  const statuses = new Map();
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const buyer = buyers[i % buyers.length];
    inFlight.push(
      post(
        { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': `bench-${randomUUID()}` },
        JSON.stringify({ userid: buyer.userid, product_id: pack.productId, item_id: pack.itemId, input1: '123456789', input2: '2001', paymentmode: 'wallet' }),
      ).then(
        (status) => {
          latencies.push(performance.now() - due);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
        () => statuses.set('error', (statuses.get('error') ?? 0) + 1),
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { ratePerSecond: rate, seconds, sent: total, placed: statuses.get(200) ?? 0, refused: statuses.get(503) ?? 0, otherAnswers: Object.fromEntries([...statuses].filter(([s]) => s !== 200 && s !== 503)), p50: at(0.5), p99: at(0.99), max: at(1) };
}

async function benchOn(kind, { flashRate }) {
  const env = { ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1', TRUST_PROXY: 'true', LOG_LEVEL: 'warn', METRICS_TOKEN };
  const database = kind === 'postgres' ? await scratchDatabase('shop_bench_orders') : null;
  if (database) env.DATABASE_URL = database.url;
  const shop = await startShop({ port: 3206, env });
  try {
    const pack = await cheapPack(shop);
    const buyers = await customers(shop, FLASH_CUSTOMERS);
    await run(shop, buyers.slice(0, 5), pack); // warm-up
    // 200 customers over the 50 connections: with as many customers as connections, each one's next
    // order often went out while their previous one was still being placed, and waited for it on
    // their own wallet's row (one customer's orders take turns on their balance, by design).
    const closedLoop = await costed(shop, () => run(shop, buyers, pack));
    const flashSale = await costed(shop, () => openArrivals(shop, buyers, pack, { rate: flashRate, seconds: FLASH_SECONDS }));
    return { closedLoop, flashSale, peakRssMb: peakRssMb(shop.pid) };
  } finally {
    await shop.stop();
    await database?.drop();
  }
}

/**
 * The most orders a second any server on this machine could answer if each order cost only its
 * `roundTrips` round trips to PostgreSQL: bench/round-trips-server.mjs under the same closed loop
 * of 50 connections, its CPU milliseconds per answer beside.
 */
async function roundTripsCeiling(roundTrips) {
  const database = await scratchDatabase('shop_bench_ceiling');
  const port = 3207;
  const server = spawn(process.execPath, [join(root, 'bench/round-trips-server.mjs')], { env: { ...process.env, PORT: String(port), DATABASE_URL: database.url, ROUND_TRIPS: String(roundTrips) }, stdio: 'inherit' });
  try {
    const bare = { url: `http://127.0.0.1:${port}` };
    for (let i = 0; i < 100 && !(await fetch(`${bare.url}/api/order/createWalletOrder`, { method: 'POST' }).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
    const anyone = [{ token: 'none', userid: 1 }];
    const order = { productId: 'none', itemId: 'none' };
    await run(bare, anyone, order); // warm-up
    const before = { server: processTicks(server.pid).ticks, postgres: postgresTicks() };
    const loop = await run(bare, anyone, order);
    const perOrder = (ticks) => Number(((ticks * 10) / (loop.ordersPerSecond * SECONDS)).toFixed(2));
    return { roundTrips, ordersPerSecond: loop.ordersPerSecond, p50: loop.p50, p99: loop.p99, cpuMsPerOrder: perOrder(processTicks(server.pid).ticks - before.server), postgresCpuMsPerOrder: perOrder(postgresTicks() - before.postgres) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    await database.drop();
  }
}

const FLASH_CUSTOMERS = 200;
const FLASH_SECONDS = 20;

/**
 * Wallet orders on each database beside pgbench's TPC-B (scale 10, 16 clients) on the same
 * PostgreSQL server in the same run: 50 connections in a closed loop for 10 s, then a flash sale
 * of open arrivals (150 orders a second on the embedded database, 400 on PostgreSQL) for 20 s from
 * 200 customers. Each says what an order cost and how soon every order was delivered.
 */
export async function benchWalletOrders() {
  const scratch = await scratchDatabase('shop_bench_pgbench');
  let pgbenchReference;
  try {
    pgbenchReference = pgbench(scratch.url, 16);
  } finally {
    await scratch.drop();
  }
  const postgres = await benchOn('postgres', { flashRate: 400 });
  const ceiling = await roundTripsCeiling(Math.round(postgres.closedLoop.perOrder.roundTrips));
  const pglite = await benchOn('pglite', { flashRate: 150 });
  const ofPgbench = (r) => Number((r.ordersPerSecond / pgbenchReference.tps).toFixed(2));
  const result = {
    pgbench: pgbenchReference,
    roundTripsCeiling: { ...ceiling, ofPgbenchTps: ofPgbench(ceiling) },
    postgres: { ...postgres, closedLoopOfPgbenchTps: ofPgbench(postgres.closedLoop), closedLoopOfCeiling: Number((postgres.closedLoop.ordersPerSecond / ceiling.ordersPerSecond).toFixed(2)) },
    pglite: { ...pglite, closedLoopOfPgbenchTps: ofPgbench(pglite.closedLoop) },
  };
  console.log('wallet orders', JSON.stringify(result, null, 2));
  return result;
}

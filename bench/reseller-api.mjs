// The reseller API on PostgreSQL: wallet orders placed through a key beside the same orders
// placed through a session, in the same run, and resellers' webhooks draining to a slow receiver
// while orders go on.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import autocannon from 'autocannon';
import pg from 'pg';
import { processTicks, root, scratchDatabase, startShop } from './shop-process.mjs';
import { cheapPack, customers } from './wallet-orders.mjs';

const CONNECTIONS = 50;
const SECONDS = 10;
const RESELLERS = 50;
const EVENTS = 1_000;
const RECEIVER_MS = 300;
const WEBHOOK_CONCURRENCY = 16;
const RECEIVER_HOST = '127.0.0.2';
const METRICS_TOKEN = 'bench-metrics-token';

/** Orders for SECONDS over CONNECTIONS connections, each request built by `request(n)`. */
async function closedLoop(url, request) {
  let n = 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...request(n++) }) }] });
  return { ordersPerSecond: Math.round((result.requests.total - result.non2xx) / SECONDS), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function statements(shop) {
  const text = await (await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^shop_db_statements_total (\S+)$/m.exec(text)?.[1] ?? 0);
}

/** A load, with the shop's CPU milliseconds and SQL statements per placed order while it ran. */
async function measured(shop, load) {
  const cpu = processTicks(shop.pid).ticks;
  const sql = await statements(shop);
  const result = await load();
  const placed = result.ordersPerSecond * SECONDS;
  return { ...result, shopCpuMsPerOrder: Number((((processTicks(shop.pid).ticks - cpu) * 10) / placed).toFixed(2)), statementsPerOrderWhilePlacing: Number((((await statements(shop)) - sql) / placed).toFixed(1)) };
}

/** An https receiver on 127.0.0.2 that answers every event after RECEIVER_MS, counting how many it holds at once. */
async function startReceiver() {
  const tls = { key: readFileSync(`${root}apps/api/test/tls/receiver.key`), cert: readFileSync(`${root}apps/api/test/tls/receiver.crt`) };
  const receiver = { received: 0, inFlight: 0, mostInFlight: 0, firstAt: 0, lastAt: 0, types: new Map(), answerMs: RECEIVER_MS };
  const server = createServer(tls, (req, res) => {
    receiver.inFlight++;
    receiver.mostInFlight = Math.max(receiver.mostInFlight, receiver.inFlight);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () =>
      setTimeout(() => {
        receiver.inFlight--;
        receiver.received++;
        receiver.firstAt ||= performance.now();
        receiver.lastAt = performance.now();
        const type = JSON.parse(body).type;
        receiver.types.set(type, (receiver.types.get(type) ?? 0) + 1);
        res.end('ok');
      }, receiver.answerMs),
    );
  });
  await new Promise((resolve) => server.listen(0, RECEIVER_HOST, resolve));
  return { receiver, url: `https://${RECEIVER_HOST}:${server.address().port}/hooks`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * On PostgreSQL: 50 resellers (two keys each), wallet orders through a session and through a key
 * in turn (session, key, session, key) for 10 s each over 50 connections; then 1,000 test events
 * queued to a receiver that answers in 300 ms, with key orders placed while they drain.
 */
export async function benchResellerApi() {
  const database = await scratchDatabase('shop_bench_reseller');
  const env = { ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1', TRUST_PROXY: 'true', LOG_LEVEL: 'warn', METRICS_TOKEN, DATABASE_URL: database.url, OUTBOUND_ALLOW_PRIVATE: `${RECEIVER_HOST}/32`, OUTBOUND_CA_FILE: `${root}apps/api/test/tls/receiver.crt`, WEBHOOK_CONCURRENCY: String(WEBHOOK_CONCURRENCY) };
  const shop = await startShop({ port: 3207, env });
  const { receiver, url: receiverUrl, close } = await startReceiver();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const pack = await cheapPack(shop);
    const buyers = await customers(shop, RESELLERS, { first: 5000 });
    await client.query(`update users set role = 'reseller' where role = 'user'`);
    const keys = [];
    for (const buyer of buyers) {
      for (const name of ['bot one', 'bot two']) {
        const res = await fetch(`${shop.url}/api/reseller/keys`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` }, body: JSON.stringify({ name }) });
        keys.push((await res.json()).secret);
      }
    }
    const bySession = () =>
      closedLoop(`${shop.url}/api/order/createWalletOrder`, (n) => {
        const buyer = buyers[n % buyers.length];
        return {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': `bench-${randomUUID()}` },
          body: JSON.stringify({ userid: buyer.userid, product_id: pack.productId, item_id: pack.itemId, input1: '123456789', input2: '2001', paymentmode: 'wallet' }),
        };
      });
    const byKey = () =>
      closedLoop(`${shop.url}/api/v1/orders`, (n) => ({
        headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[n % keys.length]}`, 'idempotency-key': `bench-${randomUUID()}` },
        body: JSON.stringify({ product_id: pack.productId, pack_id: pack.itemId, player_id: '123456789', zone_id: '2001' }),
      }));
    await byKey(); // warm-up
    const rounds = [];
    for (let round = 0; round < 2; round++) rounds.push({ session: await measured(shop, bySession), key: await measured(shop, byKey) });
    const mean = (kind) => rounds.reduce((sum, r) => sum + r[kind].ordersPerSecond, 0) / rounds.length;

    // Every reseller gets a webhook. Key orders run once with a receiver that answers at once (no
    // backlog), then 1,000 test events are queued (20 per reseller) to a receiver that answers in
    // 300 ms, and key orders (each with its own paid and completed events) run while they drain.
    const endpoints = [];
    for (const buyer of buyers) {
      const res = await fetch(`${shop.url}/api/reseller/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` }, body: JSON.stringify({ url: receiverUrl }) });
      endpoints.push({ id: (await res.json()).endpoint.id, token: buyer.token });
    }
    await new Promise((r) => setTimeout(r, 500)); // every instance has the new endpoints
    const withoutWebhooks = rounds.at(-1).key;
    // With webhooks and a receiver that answers at once: the events of the orders go as they come.
    receiver.answerMs = 0;
    const withWebhooks = await measured(shop, byKey);
    while ((await client.query(`select count(*)::int as n from webhook_deliveries where status = 'pending'`)).rows[0].n > 0) await new Promise((r) => setTimeout(r, 200));
    receiver.answerMs = RECEIVER_MS;
    const before = receiver.received;
    const queuedAt = performance.now();
    await Promise.all(endpoints.map(async ({ id, token }) => {
      for (let i = 0; i < EVENTS / endpoints.length; i++) await fetch(`${shop.url}/api/reseller/webhooks/${id}/test`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    }));
    const queuedMs = Math.round(performance.now() - queuedAt);
    const duringDrain = await measured(shop, byKey);
    const ordersDuringDrain = duringDrain.ordersPerSecond * SECONDS;
    const expected = before + EVENTS + 2 * ordersDuringDrain;
    while (receiver.received < expected && performance.now() - queuedAt < 600_000) await new Promise((r) => setTimeout(r, 200));
    const drainSeconds = Number(((receiver.lastAt - queuedAt) / 1000).toFixed(1));
    const withoutDrain = withWebhooks;
    const sent = receiver.received - before;
    const result = {
      orders: { rounds, keyOfSession: Number((mean('key') / mean('session')).toFixed(2)) },
      webhooks: {
        receiverMs: RECEIVER_MS,
        concurrency: WEBHOOK_CONCURRENCY,
        testEventsQueued: EVENTS,
        queuedInMs: queuedMs,
        eventsSent: sent,
        drainSeconds,
        eventsPerSecond: Math.round(sent / drainSeconds),
        ceilingPerSecond: Math.round((WEBHOOK_CONCURRENCY * 1000) / RECEIVER_MS),
        mostAtOnceAtReceiver: receiver.mostInFlight,
        keyOrdersWithoutWebhooks: withoutWebhooks,
        keyOrdersWithWebhooksNoBacklog: withoutDrain,
        keyOrdersDuringDrain: duringDrain,
        withWebhooksOfWithout: Number((withWebhooks.ordersPerSecond / withoutWebhooks.ordersPerSecond).toFixed(2)),
        duringDrainOfNoBacklog: Number((duringDrain.ordersPerSecond / withoutDrain.ordersPerSecond).toFixed(2)),
        types: Object.fromEntries(receiver.types),
      },
    };
    console.log('reseller API', JSON.stringify(result, null, 2));
    return result;
  } finally {
    await client.end();
    await close();
    await shop.stop();
    await database.drop();
  }
}

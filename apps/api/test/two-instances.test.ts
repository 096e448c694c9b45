import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { rupeesToPaise } from '@shop/contract/money';
import { freePort, scratchDatabase } from './helpers.js';

/**
 * Two built shops (child processes) on one PostgreSQL database and one Redis, behind a
 * round-robin HTTP proxy as a load balancer would put them: money, idempotency, deliveries and
 * sign-in limits must hold across instances, and when one of them dies.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SKIPPED = databaseUrl && redisUrl ? '' : ' (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL, e.g. postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379, to run it)';

const apiDir = new URL('..', import.meta.url).pathname;
const admin = { email: 'owner@example.in', password: 'owner-password-1' };
// Redis outlives the run (its sign-in counters last 15 minutes): this run's client address and
// customer are its own, so a run soon after another never meets the earlier counters.
const clientAddress = `10.${randomInt(1, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const customerTag = randomUUID().slice(0, 8);
const customerMobile = String(9_000_000_000 + randomInt(0, 999_999_999));

type Shop = { name: string; port: number; child: ChildProcess; dataDir: string };
const shops: Shop[] = [];
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let proxy: Awaited<ReturnType<typeof startRoundRobin>>;

async function startShop(name: string, port: number, env: Record<string, string> = {}): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-two-${name}-`));
  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: scratch!.url,
      REDIS_URL: redisUrl!,
      // Sessions signed by one instance are read by the other.
      JWT_SECRET: 'two-instances-test-secret-0123456789abcdef',
      DEMO_CATALOGUE: 'true',
      TRUST_PROXY: 'true',
      WORKERS: 'true',
      // A killed worker's supplier orders are free again after 5 s (the 15 s sweep then re-queues them).
      DELIVERY_CLAIM_SECONDS: '5',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const shop = { name, port, child, dataDir };
  shops.push(shop);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`shop ${name} exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return shop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`shop ${name} did not start`);
}

/**
 * A load balancer in front of the shops: each request goes to the next shop in turn, with the
 * caller's address appended to X-Forwarded-For. A shop that refuses the connection (it is down)
 * is skipped, as a balancer's health check would; a shop that dies mid-request answers 502.
 * Each answer says which shop gave it (x-upstream), for the tests to see both were used.
 */
async function startRoundRobin(targets: Shop[]) {
  let turn = 0;
  const served = new Map<string, number>();
  const forward = (target: Shop, req: import('node:http').IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const upstream = httpRequest(
        { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor, connection: 'close' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % targets.length;
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(first + i) % targets.length]!;
        try {
          const answer = await forward(target, req, body);
          served.set(target.name, (served.get(target.name) ?? 0) + 1);
          res.writeHead(answer.status, { ...answer.headers, 'x-upstream': target.name, connection: 'close' });
          res.end(answer.body);
          return;
        } catch (err) {
          // Refused: the request never reached that shop, so the next one may take it safely.
          if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') continue;
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'The shop went away mid-request' }));
          return;
        }
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'No shop is up' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Answer = { status: number; upstream: string; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes; each assertion says what it expects

async function call(path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${proxy.url}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a proxy error page): kept as text for the failure message
  }
  return { status: res.status, upstream: res.headers.get('x-upstream') ?? '', body };
}

type Order = { orderid: string; value: number; status: string; paymentmode: string };
let adminToken = '';
let customer = { token: '', userid: '', id: '', email: '' };
let hok = { productId: '', itemId: '' };
// Player ids from 5 to 7: the sandbox supplier refuses ids starting 4040 (a refund would move the
// balance while the test reads it) and ids starting 8 are accounts the shop may not recharge.
const orderBody = () => ({ userid: customer.userid, product_id: hok.productId, item_id: hok.itemId, input1: String(randomInt(500_000_000, 799_999_999)), input2: 'Asia', paymentmode: 'wallet' });
const ordersOfCustomer = async () => (await call(`/order/${customer.userid}`, { token: customer.token })).body as Order[];
const balanceOfCustomer = async () => rupeesToPaise((await call(`/wallet/getbalance/${customer.userid}`, { token: customer.token })).body.balance as number);
const spentOn = (orders: Order[]) => orders.filter((o) => o.paymentmode === 'wallet' && o.status !== 'Refunded').reduce((sum, o) => sum + rupeesToPaise(o.value), 0);

/** A customer signed up and in by mobile code (read from the shared dev outbox), as a person would. */
async function signUpCustomer() {
  const email = `buyer-${customerTag}@example.in`;
  const form = { name: `Buyer ${customerTag}`, mobileNumber: customerMobile, email, password: 'buyer-password-1' };
  const outbox = async () => (await call(`/dev/outbox?to=${customerMobile}`)).body.messages[0].otp as string;
  expect((await call('/auth/register', { body: form })).status).toBe(200);
  expect((await call('/auth/verifyandregister', { body: { ...form, otp: await outbox() } })).status).toBe(201);
  expect((await call('/otp/otp-login', { body: { mobile: customerMobile } })).status).toBe(200);
  const login = await call('/otp/verify-otp', { body: { mobile: customerMobile, otp: await outbox() } });
  expect(login.status).toBe(200);
  return { token: login.body.token as string, userid: login.body.user.userid as string, id: login.body.user._id as string, email };
}

describe.skipIf(SKIPPED)(`two instances on one PostgreSQL and one Redis behind a round-robin proxy${SKIPPED}`, () => {
  beforeAll(async () => {
    expect(spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status).toBe(0);
    scratch = await scratchDatabase(databaseUrl!, 'shop_two');
    // Started together on an empty database: both migrate and seed; the demo catalogue loads once.
    const [a, b] = await Promise.all([startShop('a', await freePort()), startShop('b', await freePort())]);
    proxy = await startRoundRobin([a, b]);

    const login = await call('/auth/login', { body: admin });
    expect(login.status).toBe(200);
    adminToken = login.body.token;
    customer = await signUpCustomer();
    const home = (await call('/product/gethomeproducts')).body;
    const all = [...home.games, ...home.instantGames, ...home.others] as { _id: string; name: string; apiType: string | null }[];
    const honor = all.filter((p) => p.apiType === 'MOOGOLDHOK');
    expect(honor.map((p) => p.name)).toEqual(['Honor of Kings']);
    const pack = ((await call(`/item/${honor[0]!._id}`)).body as { _id: string; inStock: boolean }[]).find((i) => i.inStock)!;
    hok = { productId: honor[0]!._id, itemId: pack._id };
  }, 90_000);

  afterAll(async () => {
    for (const shop of shops) if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
    await Promise.all(shops.map((s) => (s.child.exitCode !== null || s.child.signalCode !== null ? null : new Promise((r) => s.child.on('exit', r)))));
    await proxy?.close();
    for (const shop of shops) rmSync(shop.dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('both see one demo catalogue, loaded once', async () => {
    const productIds = async (port: number) => {
      const home = (await (await fetch(`http://127.0.0.1:${port}/api/product/gethomeproducts`)).json()) as Record<'games' | 'instantGames' | 'others', { _id: string }[]>;
      return [...home.games, ...home.instantGames, ...home.others].map((p) => p._id).sort();
    };
    const [a, b] = [await productIds(shops[0]!.port), await productIds(shops[1]!.port)];
    expect(a.length).toBeGreaterThan(0);
    expect(new Set(a).size).toBe(a.length);
    expect(b).toEqual(a);
  });

  it('takes 50 concurrent wallet orders over both instances, each exactly once, and a retried key places nothing new', async () => {
    const credit = 5_000;
    expect((await call('/admin/adduserbalance', { token: adminToken, body: { userId: customer.id, amount: credit } })).status).toBe(200);
    // A new customer: the admin's credit is all the wallet holds.
    const before = await balanceOfCustomer();
    expect(before).toBe(rupeesToPaise(credit));
    const keys = Array.from({ length: 50 }, () => `two-${randomUUID()}`);
    const bodies = keys.map(() => orderBody());
    const placed = await Promise.all(keys.map((key, i) => call('/order/createWalletOrder', { token: customer.token, body: bodies[i], headers: { 'idempotency-key': key } })));
    expect(placed.map((p) => p.status)).toEqual(keys.map(() => 200));
    expect(new Set(placed.map((p) => p.upstream))).toEqual(new Set(['a', 'b']));
    const ids = placed.map((p) => p.body.client_txn_id as string);
    expect(new Set(ids).size).toBe(50);

    const mine = await ordersOfCustomer();
    expect(mine).toHaveLength(50);
    expect(new Set(mine.map((o) => o.orderid))).toEqual(new Set(ids));
    expect(await balanceOfCustomer()).toBe(rupeesToPaise(credit) - mine.reduce((sum, o) => sum + rupeesToPaise(o.value), 0));

    // The same requests again, one after another so that they alternate between the instances.
    const retried: Answer[] = [];
    for (const [i, key] of keys.slice(0, 10).entries()) retried.push(await call('/order/createWalletOrder', { token: customer.token, body: bodies[i], headers: { 'idempotency-key': key } }));
    expect(retried.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(retried.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));
    expect(retried.map((r) => r.body.client_txn_id)).toEqual(ids.slice(0, 10));
    // A key used again for another order is refused, whichever instance answers.
    const reused = [await call('/order/createWalletOrder', { token: customer.token, body: orderBody(), headers: { 'idempotency-key': keys[0]! } }), await call('/order/createWalletOrder', { token: customer.token, body: orderBody(), headers: { 'idempotency-key': keys[1]! } })];
    expect(reused.map((r) => r.status)).toEqual([409, 409]);
    expect(await ordersOfCustomer()).toHaveLength(50);
    expect(await balanceOfCustomer()).toBe(before - spentOn(mine));

    // Each order has its invoice, numbered in sequence without a gap or a duplicate, whichever instance took it.
    const client = new pg.Client({ connectionString: scratch!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ sequence: number; client_txn_id: string }>('select sequence, client_txn_id from invoices where financial_year = (select max(financial_year) from invoices) order by sequence');
      expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
      const invoiced = new Set(rows.map((r) => r.client_txn_id));
      expect(ids.filter((id) => !invoiced.has(id))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('counts wrong passwords for one account across both instances: the 11th is refused whichever answers', async () => {
    const wrong = () => call('/auth/login', { body: { email: customer.email, password: 'not-the-password' } });
    const first = [];
    for (let i = 0; i < 10; i++) first.push(await wrong());
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(401));
    // Five on each: an instance counting alone would still be under its limit of 10.
    expect(first.filter((r) => r.upstream === 'a')).toHaveLength(5);
    const [eleventh, twelfth] = [await wrong(), await wrong()];
    expect([eleventh.status, twelfth.status]).toEqual([429, 429]);
    expect(new Set([eleventh.upstream, twelfth.upstream])).toEqual(new Set(['a', 'b']));
    expect(eleventh.body.msg).toMatch(/Too many failed login attempts/);
    // Even the right password waits out the window now, on either instance.
    expect((await call('/auth/login', { body: { email: customer.email, password: 'buyer-password-1' } })).status).toBe(429);
  });

  it('loses no acknowledged order when one instance is killed mid-burst, and the survivor completes every paid order within 60 s', async () => {
    const earlier = new Set((await ordersOfCustomer()).map((o) => o.orderid));
    const before = await balanceOfCustomer();
    const victim = shops[1]!;
    const acknowledged: string[] = [];
    let afterKill = 0;
    let killed = false;
    let unacknowledged = 0;
    // Twelve customers' worth of orders at a time; instance b dies once 20 are acknowledged, and
    // the burst goes on until the survivor has acknowledged 20 more.
    const stopAt = Date.now() + 30_000;
    const send = async () => {
      while (afterKill < 20 && Date.now() < stopAt) {
        const res = await call('/order/createWalletOrder', { token: customer.token, body: orderBody(), headers: { 'idempotency-key': `burst-${randomUUID()}` } }).catch(() => null);
        if (res?.status !== 200) {
          unacknowledged++;
          continue;
        }
        acknowledged.push(res.body.client_txn_id);
        if (killed) afterKill++;
        if (acknowledged.length >= 20 && !killed) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, send));
    if (victim.child.exitCode === null && victim.child.signalCode === null) await new Promise((r) => victim.child.on('exit', r));
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(afterKill).toBeGreaterThanOrEqual(20);

    const burst = (await ordersOfCustomer()).filter((o) => !earlier.has(o.orderid));
    const ids = new Set(burst.map((o) => o.orderid));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(await balanceOfCustomer()).toBe(before - spentOn(burst));

    // The killed instance's deliveries resume on the survivor: its claims run out after 5 s and
    // the survivor's sweep (every 15 s) queues them again.
    const deadline = Date.now() + 60_000;
    let open = burst;
    while (Date.now() < deadline) {
      const now = (await ordersOfCustomer()).filter((o) => ids.has(o.orderid));
      open = now.filter((o) => o.status !== 'Completed');
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(open.map((o) => `${o.orderid}: ${o.status}`)).toEqual([]);
    expect(burst.length).toBeGreaterThanOrEqual(40);
    console.log(`burst: ${burst.length} orders, ${acknowledged.length} acknowledged, ${unacknowledged} not (b killed mid-request or refused)`);
  }, 100_000);
});

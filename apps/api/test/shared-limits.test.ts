import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sessionResponse } from '@shop/contract/accounts';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/accounts/passwords.js';
import { users } from '../src/accounts/tables.js';
import { loadConfig } from '../src/platform/config.js';
import { createMemoryOnceStore, createRedisOnceStore, type OnceStore } from '../src/platform/once.js';
import { createSuppliers } from '../src/fulfilment/suppliers-from-config.js';
import { createMemoryPacer, createMemoryRateLimiter, createRedisPacer, createRedisRateLimiter, tryAgainIn, type Pacer, type RateLimiter, type RateRule } from '../src/platform/rate-limit.js';
import { connectRedis, type RedisConnection } from '../src/platform/redis.js';
import { startFakeMooGold } from './fake-moogold.js';
import { openTestDatabase } from './helpers.js';
import { LOCAL_CLIENT_ID, LOCAL_CLIENT_SECRET, startLocalIdentityProvider } from './local-identity-provider.js';
import { createProviderBrowser, signInAtProvider } from './provider-browser.js';
import { startTcpProxy } from './tcp-proxy.js';

/**
 * Several instances of the shop share their rate limits and one-time sign-in cookies through
 * Redis. The parts that need a Redis server run where TEST_REDIS_URL names one (CI sets it); each
 * run writes under a key prefix of its own, so parallel runs on one Redis never meet.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const SKIPPED = redisUrl ? '' : ' (skipped: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379, to run it)';
const prefix = `shop-test:${randomUUID().slice(0, 8)}:`;

type Clock = { now: number };
const rule = (limit: number, windowMs: number): RateRule => ({ limit, windowMs, message: (ms) => `Too many. ${tryAgainIn(ms)}` });

/** The behaviour both limiters promise, run against each. */
function limiterContract(make: () => Promise<{ limiter: RateLimiter; wait(ms: number): Promise<void> }>) {
  it('counts hits in a fixed window, refuses the one over the limit with 429 and the rule\'s message, then opens again', async () => {
    const { limiter, wait } = await make();
    const key = `k-${randomUUID()}`;
    const r = rule(3, 1_000);
    for (let i = 0; i < 3; i++) await limiter.hit(key, r);
    await expect(limiter.hit(key, r)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many. Please try again in a minute.' });
    await expect(limiter.check(key, r)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await limiter.check(`other-${key}`, r);
    await wait(1_100);
    await limiter.hit(key, r);
  });

  it('check counts nothing; reset forgets a key', async () => {
    const { limiter } = await make();
    const key = `k-${randomUUID()}`;
    const r = rule(2, 60_000);
    for (let i = 0; i < 5; i++) await limiter.check(key, r);
    await limiter.hit(key, r);
    await limiter.hit(key, r);
    await expect(limiter.check(key, r)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await limiter.reset(key);
    await limiter.hit(key, r);
  });

  it('says how long the window has left', async () => {
    const { limiter } = await make();
    const key = `k-${randomUUID()}`;
    const r = rule(1, 15 * 60_000);
    await limiter.hit(key, r);
    await expect(limiter.hit(key, r)).rejects.toMatchObject({ message: 'Too many. Please try again in 15 minutes.' });
  });
}

function onceContract(make: () => Promise<{ once: OnceStore; wait(ms: number): Promise<void> }>) {
  it('lets an id be claimed once until it expires', async () => {
    const { once, wait } = await make();
    const id = randomUUID();
    expect(await once.claim(id, 300)).toBe(true);
    expect(await once.claim(id, 300)).toBe(false);
    expect(await once.claim(randomUUID(), 300)).toBe(true);
    await wait(350);
    expect(await once.claim(id, 300)).toBe(true);
  });
}

/** Runs `count` turns on `key`, spread over the pacers (instances) round robin; answers when each went. */
async function turns(pacers: Pacer[], key: string, gapMs: number, count: number): Promise<number[]> {
  const wentAt: number[] = [];
  await Promise.all(Array.from({ length: count }, (_, i) => pacers[i % pacers.length]!.turn(key, gapMs).then(() => wentAt.push(performance.now()))));
  return wentAt.sort((a, b) => a - b);
}
const closestGap = (times: number[]) => Math.min(...times.slice(1).map((t, i) => t - times[i]!));

describe('the in-memory limiter, once store and pacer (one process)', () => {
  const clocked = () => {
    const clock: Clock = { now: 1_000_000 };
    return { clock, now: () => clock.now, wait: async (ms: number) => void (clock.now += ms) };
  };
  describe('limiter', () => {
    limiterContract(async () => ({ limiter: createMemoryRateLimiter(), wait: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)) }));
  });
  describe('once store', () => {
    onceContract(async () => {
      const { now, wait } = clocked();
      return { once: createMemoryOnceStore(now), wait };
    });
  });
  it('the pacer lets callers on one key go a gap apart, and other keys go at once', async () => {
    const pacer = createMemoryPacer();
    const started = performance.now();
    const times = await turns([pacer], 'a', 40, 8);
    expect(closestGap(times)).toBeGreaterThanOrEqual(35);
    expect(times.at(-1)! - started).toBeGreaterThanOrEqual(7 * 40 - 5);
    const other = performance.now();
    await pacer.turn('b', 40);
    expect(performance.now() - other).toBeLessThan(30);
  });
});

describe.skipIf(!redisUrl)(`the Redis limiter, once store and pacer${SKIPPED}`, () => {
  let redis: RedisConnection;
  const quiet = { info: () => {}, error: () => {} };
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  beforeAll(async () => {
    redis = await connectRedis(redisUrl!, quiet, { prefix });
  });
  afterAll(() => redis?.close());

  describe('limiter', () => {
    limiterContract(async () => ({ limiter: createRedisRateLimiter(redis), wait: sleep }));
    it('keeps its counters under <prefix>rl:', async () => {
      const key = `k-${randomUUID()}`;
      await createRedisRateLimiter(redis).hit(key, rule(5, 60_000));
      expect(await redis.client.get(`${prefix}rl:${key}`)).toBe('1');
      expect(await redis.client.pttl(`${prefix}rl:${key}`)).toBeGreaterThan(55_000);
    });
  });
  describe('once store', () => {
    onceContract(async () => ({ once: createRedisOnceStore(redis), wait: sleep }));
  });

  describe('pacer', () => {
    it('two instances (two connections) share one pace: together they go no faster than one', async () => {
      const other = await connectRedis(redisUrl!, quiet, { prefix });
      try {
        const key = `k-${randomUUID()}`;
        const started = performance.now();
        const times = await turns([createRedisPacer(redis), createRedisPacer(other)], key, 50, 16);
        // Two pacers each keeping only their own pace would let pairs go at once (a gap near 0) and
        // finish in half the time. A turn seen late by a busy test machine shortens the next gap
        // as seen here, not the pace kept in Redis: half the pace tells the two apart.
        expect(closestGap(times)).toBeGreaterThanOrEqual(25);
        expect(times.at(-1)! - started).toBeGreaterThanOrEqual(15 * 50 - 10);
        expect(Number(await redis.client.pttl(`${prefix}pace:${key}`))).toBeGreaterThan(0);
      } finally {
        await other.close();
      }
    });

    it('while Redis cannot be reached, each instance keeps its own pace instead of stopping deliveries', async () => {
      const address = new URL(redisUrl!);
      const proxy = await startTcpProxy({ host: address.hostname, port: Number(address.port || 6379) });
      address.host = `127.0.0.1:${proxy.port}`;
      const cut = await connectRedis(address.toString(), quiet, { prefix });
      try {
        await proxy.cut();
        const started = performance.now();
        const times = await turns([createRedisPacer(cut)], `k-${randomUUID()}`, 40, 5);
        expect(times).toHaveLength(5);
        expect(closestGap(times)).toBeGreaterThanOrEqual(35);
        expect(times.at(-1)! - started).toBeLessThan(5_000);
      } finally {
        await cut.close();
      }
    });

    it('new MooGold orders from two instances reach MooGold at SUPPLIER_RATE_PER_SECOND in total', async () => {
      const fake = await startFakeMooGold({ partnerId: 'partner-pace', secretKey: 'secret-pace' });
      const other = await connectRedis(redisUrl!, quiet, { prefix: `${prefix}${randomUUID().slice(0, 4)}:` });
      const same = await connectRedis(redisUrl!, quiet, { prefix: other.prefix });
      try {
        const config = loadConfig({ NODE_ENV: 'test', MOOGOLD_BASE_URL: fake.url, MOOGOLD_PARTNER_ID: 'partner-pace', MOOGOLD_SECRET_KEY: 'secret-pace', SUPPLIER_RATE_PER_SECOND: '5' });
        const instances = [other, same].map((connection) => createSuppliers({ config, pacer: createRedisPacer(connection) }).byKey('moogold')!);
        const order = (n: number) => ({ reference: `pace-${n}-0`, sku: '4690648', userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'MOOGOLDMLBB' });
        await Promise.all(Array.from({ length: 8 }, (_, n) => instances[n % 2]!.placeOrder(order(n))));
        expect(fake.orders.size).toBe(8);
        const arrived = [...fake.placedAt].sort((a, b) => a - b);
        // 5 a second is one every 200 ms; the network adds a few milliseconds either way.
        expect(closestGap(arrived)).toBeGreaterThanOrEqual(150);
        expect(arrived.at(-1)! - arrived[0]!).toBeGreaterThanOrEqual(7 * 200 - 50);
      } finally {
        await other.close();
        await same.close();
        await fake.close();
      }
    });
  });
});

/** Where the shoppers' browsers reach the shop: a load balancer in front of both instances. */
const PUBLIC_URL = 'http://shop.test';


describe.skipIf(!redisUrl)(`two instances sharing one database and one Redis${SKIPPED}`, () => {
  type Instance = { app: Awaited<ReturnType<typeof buildApp>>; url: string };
  let a: Instance;
  let b: Instance;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let provider: Awaited<ReturnType<typeof startLocalIdentityProvider>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const redis = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    redis.host = `127.0.0.1:${proxy.port}`;
    provider = await startLocalIdentityProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
    database = await openTestDatabase();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: `shared-${randomUUID()}-${randomUUID()}`,
      REDIS_URL: redis.toString(),
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: LOCAL_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: LOCAL_CLIENT_SECRET,
      GOOGLE_ISSUER: provider.url,
    };
    const start = async (extra: Record<string, string>): Promise<Instance> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-shared-'));
      dataDirs.push(dataDir);
      const app = await buildApp({ config: loadConfig({ ...env, DATA_DIR: dataDir, ...extra }), database, webDist: null, redisKeyPrefix: prefix });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    };
    a = await start({});
    b = await start({ WORKERS: 'false' });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await proxy?.close();
    await provider?.close();
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    // This run's keys only; they would expire by themselves within the longest window.
    if (redisUrl) {
      const cleaner = new Redis(redisUrl);
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length) await cleaner.del(...keys);
      await cleaner.quit();
    }
  });

  const login = (instance: Instance, email: string, password: string, address: string) =>
    instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: address });
  const uniqueAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  async function account() {
    const password = 'correct horse 42';
    const email = `shared.${randomUUID().slice(0, 8)}@example.in`;
    await database.db.insert(users).values({ name: 'Shared Test', email, mobilenumber: `9${Math.floor(100000000 + Math.random() * 899999999)}`, verified: true, passwordHash: await hashPassword(password) });
    return { email, password };
  }

  it('counts wrong passwords on one account across both instances: the 11th is refused, whichever instance gets it', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? b : a, email, `wrong-${i}-pass`, uniqueAddress());
      expect(res.statusCode, `wrong password ${i + 1}`).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await login(instance, email, password, uniqueAddress());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toBe('Too many failed login attempts for this account. Please try again in 15 minutes.');
    }
  });

  it('counts logins from one address across both instances: the 61st is refused, whichever instance gets it', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 60; i++) {
      const res = await login(i % 2 ? b : a, `nobody.${i}@example.in`, 'whatever1', address);
      expect(res.statusCode, `login ${i + 1}`).toBe(404);
    }
    for (const instance of [b, a]) {
      const refused = await login(instance, 'nobody@example.in', 'whatever1', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toMatch(/^Too many login attempts\. Please try again in 1[45] minutes\.$/);
    }
    // Another address is not affected.
    expect((await login(b, 'nobody@example.in', 'whatever1', uniqueAddress())).statusCode).toBe(404);
  });

  /** The provider's browser, with the shop's public address reaching whichever instance `via` names. */
  function createBrowser() {
    let via: Instance = a;
    const browser = createProviderBrowser(PUBLIC_URL, (url) => (url.origin === PUBLIC_URL ? new URL(`${url.pathname}${url.search}`, via.url) : url));
    return {
      ...browser,
      through(instance: Instance) {
        via = instance;
      },
    };
  }

  it('a Google sign-in started on one instance completes on the other, and its login cookie is collected once across both', async () => {
    const browser = createBrowser();
    const atCallback = (url: URL) => url.pathname === '/api/auth/google/callback';
    const email = `priya.${randomUUID().slice(0, 8)}@gmail.example`;

    // Started on A: the provider's login and consent pages, until it sends the browser back.
    browser.through(a);
    const callback = await signInAtProvider(browser, email, atCallback);
    expect(atCallback(callback)).toBe(true);

    // The callback lands on B: the flow cookie A sealed opens there (the same JWT_SECRET).
    browser.through(b);
    const landed = await browser.open(callback);
    expect(`${landed.url.pathname}${landed.url.search}`).toBe('/home?success=true');
    const loginCookie = browser.cookie('google_login')!;
    expect(loginCookie).toBeDefined();

    // Collected on A; the same cookie is then refused on B, and on A again.
    const collect = (instance: Instance) => fetch(`${instance.url}/api/auth/login/success`, { headers: { cookie: `google_login=${loginCookie.value}` } });
    const collected = await collect(a);
    expect(collected.status).toBe(200);
    const session = sessionResponse.parse(await collected.json());
    expect(session.user).toMatchObject({ email, verified: true });
    for (const instance of [b, a]) {
      const replayed = await collect(instance);
      expect(replayed.status).toBe(401);
      expect(await replayed.json()).toMatchObject({ message: 'Failed to fetch user data from Google Login.' });
    }
    // The session works on either instance.
    const validated = await b.app.inject({ method: 'POST', url: '/api/auth/validateuser', headers: { authorization: `Bearer ${session.token}` }, payload: { requiredRoles: ['user'] } });
    expect(validated.statusCode).toBe(200);
  });

  it('while Redis is unreachable, each instance limits in its own memory and the rest keeps working; it recovers by itself', async () => {
    const { email, password } = await account();
    expect((await login(a, email, password, uniqueAddress())).statusCode).toBe(200);
    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });

    await proxy.cut();
    try {
      for (const instance of [a, b]) {
        const started = Date.now();
        const during = await login(instance, email, password, uniqueAddress());
        expect(during.statusCode, during.body).toBe(200);
        // Fast: no queueing until Redis returns.
        expect(Date.now() - started).toBeLessThan(2_500);
        // Still limited, in this instance's memory: the 11th wrong password is refused.
        const wrong = await account();
        const tries: number[] = [];
        for (let i = 0; i < 10; i++) tries.push((await login(instance, wrong.email, `wrong-${i}-pass`, uniqueAddress())).statusCode);
        expect(tries).toEqual(Array(10).fill(401));
        const refused = await login(instance, wrong.email, wrong.password, uniqueAddress());
        expect(refused.statusCode).toBe(429);
        expect(refused.json().msg).toBe('Too many failed login attempts for this account. Please try again in 15 minutes.');
        expect((await instance.app.inject({ method: 'GET', url: '/api/product/gethomeproducts' })).statusCode).toBe(200);
        expect((await instance.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
      const unready = await b.app.inject({ method: 'GET', url: '/readyz' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', redis: expect.stringMatching(/^down: /) } });
    } finally {
      await proxy.restore();
    }

    // Neither instance restarts: each reconnects by itself, and counts in Redis again.
    for (const instance of [a, b]) {
      await expect.poll(async () => (await instance.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
      expect((await login(instance, email, password, uniqueAddress())).statusCode).toBe(200);
    }
  });
});

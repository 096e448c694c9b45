import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { startTestShop, type TestShop } from './helpers.js';

/**
 * The reseller API as a reseller's bot uses it: keys made on the dashboard, the calls under
 * /api/v1 (the same services as the storefront's), idempotent orders, limits, and who may not
 * use a key (browsers, customers, revoked keys).
 */
let shop: TestShop;
let product: { id: string };
let pack: { id: string };
let cheap: { id: string };

beforeAll(async () => {
  shop = await startTestShop({ CORS_ORIGINS: 'https://other-storefront.example' });
  const made = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR', name: 'Mobile Legends' }, [
    { name: '86 Diamonds', discountedPricePaise: 12_000, resellPricePaise: 11_000, itemidarray: ['13'] },
    { name: 'Weekly Pass', discountedPricePaise: 2_000, resellPricePaise: 1_500, itemidarray: ['16'] },
  ]);
  product = made.product;
  pack = made.packs[0]!;
  cheap = made.packs[1]!;
});
afterAll(() => shop.close());

type User = Awaited<ReturnType<TestShop['factories']['user']>>;

async function keyFor(user: User, kind: 'live' | 'test' = 'live') {
  const res = await shop.app.inject({ method: 'POST', url: '/api/reseller/keys', headers: user.auth, payload: { name: `bot ${kind}`, kind } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { secret: string; key: { id: string; prefix: string } };
  return { secret: body.secret, id: body.key.id, prefix: body.key.prefix, auth: { authorization: `Bearer ${body.secret}` } };
}

const order = (auth: Record<string, string>, idempotencyKey: string | null, body: Record<string, unknown> = {}) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...auth, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { product_id: product.id, pack_id: pack.id, player_id: '12345678', zone_id: '2001', ...body },
  });

const balanceOf = async (auth: Record<string, string>) => (await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: auth })).json() as { balance: number };

describe('API keys', () => {
  it('are made by resellers, shown once, kept only as a hash, and listed by their prefix and last use', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const key = await keyFor(reseller);
    expect(key.secret).toMatch(/^sk_live_[0-9A-Za-z]{40}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 16));

    const { rows } = await shop.database.raw.executeSql(`select * from api_keys where user_id = '${reseller.id}'`);
    expect(JSON.stringify(rows)).not.toContain(key.secret);
    expect(JSON.stringify(rows)).not.toContain(key.secret.slice(16));
    expect((rows[0] as { key_hash: string }).key_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));

    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: key.auth })).statusCode).toBe(200);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/reseller/keys', headers: reseller.auth })).json() as { keys: { prefix: string; lastUsedAt: string | null }[] };
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0]!.prefix).toBe(key.prefix);
    expect(JSON.stringify(listed)).not.toContain(key.secret);
    await expect.poll(async () => ((await shop.app.inject({ method: 'GET', url: '/api/reseller/keys', headers: reseller.auth })).json() as { keys: { lastUsedAt: string | null }[] }).keys[0]!.lastUsedAt).not.toBeNull();

    const audit = await shop.database.raw.executeSql(`select action from admin_audit_log where customer_id = '${reseller.id}'`);
    expect(audit.rows.map((r) => (r as { action: string }).action)).toContain('api-key.created');
  });

  it('are refused to customers, and a key of a customer turned back from reseller stops working', async () => {
    const customer = await shop.factories.user();
    const refused = await shop.app.inject({ method: 'POST', url: '/api/reseller/keys', headers: customer.auth, payload: { name: 'mine' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('API keys are for resellers.');

    const reseller = await shop.factories.user({ role: 'reseller' });
    const key = await keyFor(reseller);
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: key.auth })).statusCode).toBe(200);
    await shop.database.raw.executeSql(`update users set role = 'user' where id = '${reseller.id}'`);
    const after = await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: key.auth });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('API keys work for reseller accounts only.');
  });

  it('of a reseller an admin makes a customer again, or blocks, are revoked for good: the role coming back does not bring them back', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const edit = (user: User, change: Record<string, unknown>) =>
      shop.app.inject({ method: 'POST', url: '/api/admin/updateuserdata', headers: admin.auth, payload: { _id: user.id, name: user.name, email: user.email, mobilenumber: user.mobilenumber, role: 'reseller', verified: true, isBlocked: false, ...change } });
    // A new session after each change: a role change or a block ends the earlier ones.
    const signIn = async (user: User) => {
      const [row] = (await shop.database.raw.executeSql(`select role, session_version from users where id = '${user.id}'`)).rows as { role: 'reseller'; session_version: number }[];
      return { authorization: `Bearer ${await shop.sessions.issueToken({ id: user.id, role: row!.role, sessionVersion: row!.session_version })}` };
    };
    const keysOf = async (user: User) => (await shop.app.inject({ method: 'GET', url: '/api/reseller/keys', headers: await signIn(user) })).json().keys as { prefix: string; revokedAt: string | null }[];

    for (const change of [{ role: 'user' }, { isBlocked: true }]) {
      const reseller = await shop.factories.user({ role: 'reseller' });
      const key = await keyFor(reseller);
      expect((await edit(reseller, change)).statusCode).toBe(200);
      expect((await edit(reseller, {})).statusCode).toBe(200);
      // A reseller again, unblocked: the old key stays revoked, and the key list says so.
      const after = await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: key.auth });
      expect(after.statusCode, JSON.stringify(change)).toBe(401);
      expect(after.json().message).toBe('This API key was revoked.');
      expect(await keysOf(reseller)).toEqual([expect.objectContaining({ prefix: key.prefix, revokedAt: expect.any(String) })]);
      const audit = await shop.database.raw.executeSql(`select details from admin_audit_log where customer_id = '${reseller.id}' and action = 'user.update'`);
      expect(JSON.stringify(audit.rows)).toContain(key.prefix);
    }
  });

  it('stop working the moment they are revoked, on every instance, and admins see and revoke any', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const admin = await shop.factories.user({ role: 'admin' });
    const own = await keyFor(reseller);
    const other = await keyFor(reseller, 'test');

    // A second instance of the shop on the same database.
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-second-'));
    const second = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', EMBEDDED_DB_MAX_REQUESTS: '0', WORKERS: 'false' }), database: shop.database, webDist: null });
    try {
      expect((await second.inject({ method: 'GET', url: '/api/v1/balance', headers: own.auth })).statusCode).toBe(200);
      expect((await shop.app.inject({ method: 'POST', url: `/api/reseller/keys/${own.id}/revoke`, headers: reseller.auth })).statusCode).toBe(200);
      for (const app of [shop.app, second]) {
        const res = await app.inject({ method: 'GET', url: '/api/v1/balance', headers: own.auth });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('This API key was revoked.');
      }

      const all = (await shop.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: admin.auth })).json() as { keys: { id: string; owner: { id: string } }[] };
      expect(all.keys.find((k) => k.id === other.id)?.owner.id).toBe(reseller.id);
      expect((await shop.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: reseller.auth })).statusCode).toBe(403);
      expect((await shop.app.inject({ method: 'POST', url: `/api/admin/api-keys/${other.id}/revoke`, headers: admin.auth })).statusCode).toBe(200);
      expect((await second.inject({ method: 'GET', url: '/api/v1/products', headers: other.auth })).statusCode).toBe(401);
      const audit = await shop.database.raw.executeSql(`select action, admin_id from admin_audit_log where target = '${other.prefix}' order by created_at`);
      expect(audit.rows).toContainEqual({ action: 'api-key.revoked', admin_id: admin.id });
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("cannot revoke another reseller's key", async () => {
    const a = await shop.factories.user({ role: 'reseller' });
    const b = await shop.factories.user({ role: 'reseller' });
    const key = await keyFor(a);
    expect((await shop.app.inject({ method: 'POST', url: `/api/reseller/keys/${key.id}/revoke`, headers: b.auth })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: key.auth })).statusCode).toBe(200);
  });

  it('never open the session calls or admin calls, and sessions never open /api/v1', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const key = await keyFor(admin);
    for (const url of ['/api/admin/stats', `/api/wallet/getbalance/${admin.userid}`, '/api/reseller/keys']) {
      const res = await shop.app.inject({ method: 'GET', url, headers: key.auth });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message, url).toBe('API keys work only under /api/v1. This call needs you to sign in.');
    }
    const bySession = await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: admin.auth });
    expect(bySession.statusCode).toBe(401);
    expect(bySession.json().message).toBe('This is not an API key. Create one on your dashboard.');
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: { authorization: `Bearer sk_live_${'A'.repeat(40)}` } })).json().message).toBe('Unknown API key.');
  });

  it('are refused from browsers, and /api/v1 sends no CORS headers even to an allowed storefront', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const key = await keyFor(reseller);
    const fromPage = await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: { ...key.auth, origin: 'https://other-storefront.example', 'sec-fetch-site': 'cross-site' } });
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: { ...key.auth, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(403);
    // Servers' own fetch (Node's sends Sec-Fetch-Mode) is not a browser.
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: { ...key.auth, 'sec-fetch-mode': 'cors' } })).statusCode).toBe(200);
    expect(fromPage.statusCode).toBe(403);
    expect(fromPage.headers['access-control-allow-origin']).toBeUndefined();
    const withCookie = await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: { ...key.auth, cookie: 'session=1' } });
    expect(withCookie.statusCode).toBe(403);
    const preflight = await shop.app.inject({ method: 'OPTIONS', url: '/api/v1/orders', headers: { origin: 'https://other-storefront.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // The spec's calls still answer that storefront.
    const storefront = await shop.app.inject({ method: 'GET', url: '/api/product/allproducts', headers: { origin: 'https://other-storefront.example' } });
    expect(storefront.headers['access-control-allow-origin']).toBe('https://other-storefront.example');
  });
});

describe('/api/v1 calls', () => {
  it('lists products with the reseller price and stock, and the balance', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 250.5);
    const key = await keyFor(reseller);
    const { products } = (await shop.app.inject({ method: 'GET', url: '/api/v1/products', headers: key.auth })).json() as { products: { id: string; checks_player: boolean; packs: { id: string; price: number; in_stock: boolean }[] }[] };
    const mine = products.find((p) => p.id === product.id)!;
    expect(mine.checks_player).toBe(true);
    expect(mine.packs.map((p) => p.price)).toEqual([110, 15]);
    expect(await balanceOf(key.auth)).toEqual({ balance: 250.5, currency: 'INR' });
  });

  it('checks a player name, with plain messages for bad input', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const key = await keyFor(reseller);
    const ok = await shop.app.inject({ method: 'POST', url: '/api/v1/checkid', headers: key.auth, payload: { product_id: product.id, player_id: '12345678', zone_id: '2001' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ allowed: true, message: 'success' });
    expect(typeof ok.json().player_name).toBe('string');
    const missing = await shop.app.inject({ method: 'POST', url: '/api/v1/checkid', headers: key.auth, payload: { product_id: product.id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please give the player id.');
  });

  it('checks player names under the storefront\'s limits: 10 a player id and 30 a key, an account or an address in 10 minutes', async () => {
    const check = (auth: Record<string, string>, playerId: string, remoteAddress: string) =>
      shop.app.inject({ method: 'POST', url: '/api/v1/checkid', headers: auth, remoteAddress, payload: { product_id: product.id, player_id: playerId, zone_id: '2001' } });
    const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
    const distinctAddress = (i: number) => `10.77.${Math.floor(i / 200)}.${i % 200}`;

    // One player id, from 50 addresses through one key: the id's limit.
    const first = await keyFor(await shop.factories.user({ role: 'reseller' }));
    const samePlayer = [];
    for (let i = 0; i < 50; i++) samePlayer.push(await check(first.auth, '55555501', distinctAddress(i)));
    expect(statuses(samePlayer).filter((s) => s === 200)).toHaveLength(10);
    expect(statuses(samePlayer).slice(10).every((s) => s === 429)).toBe(true);
    expect(samePlayer[10]!.json().message).toMatch(/^Too many username checks for this ID\./);

    // 50 different ids from 50 addresses through one key: the key's limit.
    const second = await keyFor(await shop.factories.user({ role: 'reseller' }));
    const manyPlayers = [];
    for (let i = 0; i < 50; i++) manyPlayers.push(await check(second.auth, `6666${String(i).padStart(4, '0')}`, distinctAddress(100 + i)));
    expect(statuses(manyPlayers).filter((s) => s === 200)).toHaveLength(30);
    expect(manyPlayers[30]!.statusCode).toBe(429);
    expect(manyPlayers[30]!.headers['retry-after']).toBeDefined();

    // Two keys of one account share the account's limit.
    const reseller = await shop.factories.user({ role: 'reseller' });
    const [a, b] = [await keyFor(reseller), await keyFor(reseller)];
    const shared = [];
    for (let i = 0; i < 40; i++) shared.push(await check(i % 2 ? a.auth : b.auth, `7777${String(i).padStart(4, '0')}`, distinctAddress(200 + i)));
    expect(statuses(shared).filter((s) => s === 200)).toHaveLength(30);

    // And from one address, whatever the key: the address's limit.
    const third = await keyFor(await shop.factories.user({ role: 'reseller' }));
    const fourth = await keyFor(await shop.factories.user({ role: 'reseller' }));
    const oneAddress = [];
    for (let i = 0; i < 40; i++) oneAddress.push(await check(i % 2 ? third.auth : fourth.auth, `4444${String(i).padStart(4, '0')}`, '10.78.0.1'));
    expect(statuses(oneAddress).filter((s) => s === 200)).toHaveLength(30);
  });

  it('places an order from the wallet; a retry answers the same order; the same key with another body is 409', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 500);
    const key = await keyFor(reseller);

    const noKey = await order(key.auth, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);

    const first = await order(key.auth, 'bot-order-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Processing', price: 110, pack_name: '86 Diamonds', player_id: '12345678', zone_id: '2001', test: false });
    const again = await order(key.auth, 'bot-order-0001');
    expect(again.json().id).toBe(first.json().id);
    const other = await order(key.auth, 'bot-order-0001', { pack_id: cheap.id });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was used for another order. Use a new key for a new order.');
    expect((await balanceOf(key.auth)).balance).toBe(390);

    const got = await shop.app.inject({ method: 'GET', url: `/api/v1/orders/${first.json().id}`, headers: key.auth });
    expect(got.json().id).toBe(first.json().id);
    await expect.poll(async () => (await shop.app.inject({ method: 'GET', url: `/api/v1/orders/${first.json().id}`, headers: key.auth })).json().status, { timeout: 15_000 }).toBe('Completed');
  });

  it('answers a new order as it is stored: a retry, read back from the database, gives the same answer', async () => {
    // The shop writes a new order whole and answers it without reading it back.
    const manual = await shop.factories.product({ type: 'MLBB', isApi: false, name: 'Delivered by hand' }, [{ name: 'Starlight', discountedPricePaise: 30_000, resellPricePaise: 25_000 }]);
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 500);
    const key = await keyFor(reseller);
    const first = await order(key.auth, 'bot-stored-0001', { product_id: manual.product.id, pack_id: manual.packs[0]!.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Processing', price: 250 });
    const again = await order(key.auth, 'bot-stored-0001', { product_id: manual.product.id, pack_id: manual.packs[0]!.id });
    expect(again.json()).toEqual(first.json());
    const got = await shop.app.inject({ method: 'GET', url: `/api/v1/orders/${first.json().id}`, headers: key.auth });
    expect(got.json()).toEqual(first.json());
  });

  it('makes one order and one debit of 20 concurrent calls with one Idempotency-Key', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 1000);
    const key = await keyFor(reseller);
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(key.auth, 'same-key-for-all-20')));
    // Past 10 a second a few may be told to slow down; every order answered is the same one.
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect(new Set(placed.map((a) => a.json().id)).size).toBe(1);
    const { rows } = await shop.database.raw.executeSql(`select count(*)::int as n from orders where user_id = '${reseller.id}'`);
    expect(rows[0]).toEqual({ n: 1 });
    const debits = await shop.database.raw.executeSql(`select count(*)::int as n from wallet_transactions where user_id = '${reseller.id}' and type = 'Debit'`);
    expect(debits.rows[0]).toEqual({ n: 1 });
    expect((await balanceOf(key.auth)).balance).toBe(890);
  });

  it('answers 402 without the balance and 4xx with a message for bad input, changing nothing', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 50);
    const key = await keyFor(reseller);
    const poor = await order(key.auth, 'too-poor-0001');
    expect(poor.statusCode).toBe(402);
    expect(poor.json().message).toBe('Insufficient balance');
    const bad = [
      await order(key.auth, 'bad-input-0001', { player_id: '' }),
      await order(key.auth, 'bad-input-0002', { pack_id: 'not-a-pack' }),
      await order(key.auth, 'short'),
      await order(key.auth, 'bad-input-0003', { player_id: 'a\u202Eb' }),
    ];
    expect(bad.map((b) => b.statusCode)).toEqual([400, 400, 400, 400]);
    for (const b of bad) expect(b.json().message).not.toMatch(/Invalid input|expected string/);
    const unknownPack = await order(key.auth, 'bad-input-0004', { pack_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownPack.statusCode).toBe(404);
    const { rows } = await shop.database.raw.executeSql(`select count(*)::int as n from orders where user_id = '${reseller.id}'`);
    expect(rows[0]).toEqual({ n: 0 });
    expect((await balanceOf(key.auth)).balance).toBe(50);
  });

  it('rehearses with a test key: priced and checked, nothing kept, no money moved', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 200);
    const key = await keyFor(reseller, 'test');
    const res = await order(key.auth, 'rehearsal-0001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ test: true, price: 110, status: 'Processing' });
    expect((await balanceOf(key.auth)).balance).toBe(200);
    const { rows } = await shop.database.raw.executeSql(`select count(*)::int as n from orders where user_id = '${reseller.id}'`);
    expect(rows[0]).toEqual({ n: 0 });
    expect((await shop.app.inject({ method: 'GET', url: `/api/v1/orders/${res.json().id}`, headers: key.auth })).statusCode).toBe(404);
    const tooMuch = await shop.factories.user({ role: 'reseller' });
    const poorKey = await keyFor(tooMuch, 'test');
    expect((await order(poorKey.auth, 'rehearsal-0003')).statusCode).toBe(402);
  });

  it("lists orders changed since a time, paged, and never another reseller's", async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    const stranger = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 1000);
    await shop.fund(stranger.id, 1000);
    const key = await keyFor(reseller);
    const strangerKey = await keyFor(stranger);
    const since = new Date(Date.now() - 1000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await order(key.auth, `paged-order-${i}`, { pack_id: cheap.id })).json().id);
    const theirs = (await order(strangerKey.auth, 'stranger-order-1', { pack_id: cheap.id })).json().id;

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = cursor ? `/api/v1/orders?cursor=${cursor}&limit=2` : `/api/v1/orders?since=${encodeURIComponent(since)}&limit=2`;
      const page = (await shop.app.inject({ method: 'GET', url, headers: key.auth })).json() as { orders: { id: string }[]; next_cursor: string | null };
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    // Deliveries move orders while paging: each order appears, none of the stranger's.
    expect(new Set(seen)).toEqual(new Set([...seen.filter((id) => ids.includes(id))]));
    for (const id of ids) expect(seen).toContain(id);
    expect(seen).not.toContain(theirs);
    expect((await shop.app.inject({ method: 'GET', url: `/api/v1/orders/${theirs}`, headers: key.auth })).statusCode).toBe(404);

    for (const url of ['/api/v1/orders?limit=0', '/api/v1/orders?limit=101', '/api/v1/orders?since=yesterday', '/api/v1/orders?cursor=nonsense']) {
      const res = await shop.app.inject({ method: 'GET', url, headers: key.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^(limit|since|This cursor)/);
    }
  });

  it('limits each key: past 10 orders or 60 reads a second, 429 with Retry-After', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 1000);
    const key = await keyFor(reseller);
    const reads = await Promise.all(Array.from({ length: 70 }, () => shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: key.auth })));
    const refused = reads.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.json().message).toBe('At most 60 reads a second per key. Please slow down.');

    const orders = await Promise.all(Array.from({ length: 14 }, (_, i) => order(key.auth, `limited-${i}-order`, { pack_id: cheap.id })));
    expect(orders.filter((o) => o.statusCode === 429).length).toBeGreaterThanOrEqual(4);
    // Another key of the same reseller has its own count.
    const second = await keyFor(reseller);
    expect((await shop.app.inject({ method: 'GET', url: '/api/v1/balance', headers: second.auth })).statusCode).toBe(200);
  });
});

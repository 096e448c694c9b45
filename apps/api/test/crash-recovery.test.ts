import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rupeesToPaise } from '@shop/contract/money';
import { startFakeMooGold } from './fake-moogold.js';

// The real, built shop as its own process, killed with SIGKILL between payment and delivery.
const apiDir = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}/api`;
const running: ChildProcess[] = [];

async function startShop(env: Record<string, string>) {
  // One shop at a time: a shop left running by an earlier test would answer the health check
  // (and hold the data directory) in place of the new one.
  for (const earlier of running.splice(0)) {
    if (earlier.exitCode === null && earlier.signalCode === null) {
      earlier.kill('SIGKILL');
      await new Promise((r) => earlier.on('exit', r));
    }
  }
  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_CATALOGUE: 'true',
      ADMIN_EMAIL: 'owner@example.in',
      ADMIN_PASSWORD: 'owner-password-1',
      DATABASE_URL: '', // the embedded database: the case a crash endangers most
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.push(child);
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the shop did not start');
}

const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  // The tests read answers of many shapes; each assertion says what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(() => {
  expect(spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status).toBe(0);
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('completes a paid order exactly once after the shop is killed before delivery', async () => {
  // No workers: the payment is confirmed, the delivery job waits in the database.
  const first = await startShop({ WORKERS: 'false' });
  const login = await call('/auth/login', { body: { email: 'owner@example.in', password: 'owner-password-1' } });
  expect(login.status).toBe(200);
  const { token, user } = login.body;
  const home = await call('/product/gethomeproducts');
  const mlbb = home.body.instantGames.find((p: { type: string; isApi: boolean }) => p.type === 'MLBB' && p.isApi);
  const pack = (await call(`/item/${mlbb._id}`)).body.find((i: { inStock: boolean }) => i.inStock);
  const placed = await call('/order/createOrder', { token, body: { userid: user.userid, product_id: mlbb._id, item_id: pack._id, input1: '123456789', input2: '2001', paymentmode: 'upi' } });
  expect(placed.status).toBe(200);
  const { client_txn_id } = placed.body;
  expect((await call(`/sandbox/pay/${client_txn_id}`, { body: { outcome: 'success' } })).status).toBe(200);
  expect((await call('/order/orderstatus', { token, body: { client_txn_id } })).body.data.status).toBe('Processing');

  first.kill('SIGKILL');
  await new Promise((r) => first.on('exit', r));

  await startShop({ WORKERS: 'true' });
  let status = '';
  for (let i = 0; i < 100 && status !== 'Completed'; i++) {
    status = (await call('/order/orderstatus', { token, body: { client_txn_id } })).body.data.status;
    if (status !== 'Completed') await new Promise((r) => setTimeout(r, 300));
  }
  expect(status).toBe('Completed');
  const mine = (await call(`/order/${user.userid}`, { token })).body;
  expect(mine.filter((o: { orderid: string }) => o.orderid === client_txn_id)).toHaveLength(1);
});

it('loses no acknowledged wallet order when the shop is killed in the middle of a burst', async () => {
  const shop = await startShop({ WORKERS: 'true' });
  const { token, user } = (await call('/auth/login', { body: { email: 'owner@example.in', password: 'owner-password-1' } })).body;
  const before = (await call(`/wallet/getbalance/${user.userid}`, { token })).body.balance as number;
  expect((await call('/admin/adduserbalance', { token, body: { userId: user._id, amount: 5_000 } })).status).toBe(200);
  const home = await call('/product/gethomeproducts');
  const mlbb = home.body.instantGames.find((p: { type: string; isApi: boolean }) => p.type === 'MLBB' && p.isApi);
  const pack = (await call(`/item/${mlbb._id}`)).body.find((i: { inStock: boolean }) => i.inStock);
  const order = { userid: user.userid, product_id: mlbb._id, item_id: pack._id, input1: '123456789', input2: '2001', paymentmode: 'wallet' };

  // Eight customers' worth of orders at a time; the shop is killed once ten are acknowledged.
  const acknowledged: string[] = [];
  let killed = false;
  const send = async () => {
    while (!killed) {
      try {
        const res = await call('/order/createWalletOrder', { token, body: order });
        if (res.status === 200) acknowledged.push(res.body.client_txn_id);
        if (acknowledged.length >= 10 && !killed) {
          killed = true;
          shop.kill('SIGKILL');
        }
      } catch {
        return; // the connection died with the shop: this order was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, send));
  await new Promise((r) => (shop.exitCode !== null || shop.signalCode !== null ? r(null) : shop.on('exit', r)));
  expect(acknowledged.length).toBeGreaterThanOrEqual(10);

  await startShop({ WORKERS: 'true' });
  const mine = (await call(`/order/${user.userid}`, { token })).body as { orderid: string; value: number; status: string; paymentmode: string }[];
  const ids = new Set(mine.map((o) => o.orderid));
  expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  // Every order that exists was paid for exactly once: the balance is what the orders left.
  const spent = mine.filter((o) => o.paymentmode === 'wallet' && o.status !== 'Refunded').reduce((sum, o) => sum + rupeesToPaise(o.value), 0);
  const balance = (await call(`/wallet/getbalance/${user.userid}`, { token })).body.balance as number;
  expect(rupeesToPaise(balance)).toBe(rupeesToPaise(before) + rupeesToPaise(5_000) - spent);
});

it('completes once, never twice and never refunded, when the shop is killed after the supplier accepted an order and before it recorded the answer', async () => {
  const keys = { partnerId: 'crash-partner', secretKey: 'crash-secret' };
  const moogold = await startFakeMooGold(keys);
  // The supplier takes the order, then its answer never arrives: the shop is killed mid-call.
  moogold.setMode('accept-then-hang');
  const env = {
    WORKERS: 'true',
    MOOGOLD_BASE_URL: moogold.url,
    MOOGOLD_PARTNER_ID: keys.partnerId,
    MOOGOLD_SECRET_KEY: keys.secretKey,
    SUPPLIER_TIMEOUT_MS: '60000',
    DELIVERY_CLAIM_SECONDS: '2',
  };
  try {
    const shop = await startShop(env);
    const { token, user } = (await call('/auth/login', { body: { email: 'owner@example.in', password: 'owner-password-1' } })).body;
    expect((await call('/admin/adduserbalance', { token, body: { userId: user._id, amount: 5_000 } })).status).toBe(200);
    const before = (await call(`/wallet/getbalance/${user.userid}`, { token })).body.balance as number;
    const home = await call('/product/gethomeproducts');
    const all = [...home.body.games, ...home.body.instantGames, ...home.body.others];
    const genshin = all.find((p: { apiType: string | null }) => p.apiType === 'MOOGOLDGENSHIN');
    const pack = (await call(`/item/${genshin._id}`)).body.find((i: { inStock: boolean }) => i.inStock);
    const placed = await call('/order/createWalletOrder', { token, body: { userid: user.userid, product_id: genshin._id, item_id: pack._id, input1: '712345678', input2: 'Asia', paymentmode: 'wallet' } });
    expect(placed.status).toBe(200);
    const { client_txn_id } = placed.body;
    const reference = `${client_txn_id}-1`;
    for (let i = 0; i < 100 && !moogold.orders.has(reference); i++) await new Promise((r) => setTimeout(r, 100));
    expect(moogold.orders.has(reference)).toBe(true);

    shop.kill('SIGKILL');
    await new Promise((r) => shop.on('exit', r));
    moogold.setMode('ok');
    // The restarted shop leaves the dead worker's claim alone until it runs out (2 s), then its
    // sweep asks MooGold about the order instead of placing it again.
    await startShop(env);
    let status = '';
    for (let i = 0; i < 150 && status !== 'Completed'; i++) {
      status = (await call('/order/orderstatus', { token, body: { client_txn_id } })).body.data.status;
      if (status !== 'Completed') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('Completed');
    const creates = moogold.calls.filter((c) => c.path === 'order/create_order' && JSON.stringify(c.body).includes(reference));
    expect(creates).toHaveLength(1);
    expect(moogold.calls.some((c) => c.path === 'order/order_detail_partner_id' && JSON.stringify(c.body).includes(reference))).toBe(true);
    const balance = (await call(`/wallet/getbalance/${user.userid}`, { token })).body.balance as number;
    expect(rupeesToPaise(balance)).toBe(rupeesToPaise(before) - rupeesToPaise(pack.discountedprice));
  } finally {
    await moogold.close();
  }
});

it('on SIGTERM finishes the delivery in flight and the requests in progress, then exits; nothing is lost or done twice', async () => {
  const keys = { partnerId: 'term-partner', secretKey: 'term-secret' };
  // Every MooGold answer takes a second and a half: the delivery is mid-call when the signal comes.
  const moogold = await startFakeMooGold({ ...keys, answerDelayMs: 1_500 });
  const env = { WORKERS: 'true', MOOGOLD_BASE_URL: moogold.url, MOOGOLD_PARTNER_ID: keys.partnerId, MOOGOLD_SECRET_KEY: keys.secretKey, SHUTDOWN_GRACE_MS: '15000' };
  try {
    const shop = await startShop(env);
    const { token, user } = (await call('/auth/login', { body: { email: 'owner@example.in', password: 'owner-password-1' } })).body;
    expect((await call('/admin/adduserbalance', { token, body: { userId: user._id, amount: 5_000 } })).status).toBe(200);
    const home = await call('/product/gethomeproducts');
    const all = [...home.body.games, ...home.body.instantGames, ...home.body.others];
    const genshin = all.find((p: { apiType: string | null }) => p.apiType === 'MOOGOLDGENSHIN');
    const pack = (await call(`/item/${genshin._id}`)).body.find((i: { inStock: boolean }) => i.inStock);
    const order = (input1: string) => ({ userid: user.userid, product_id: genshin._id, item_id: pack._id, input1, input2: 'Asia', paymentmode: 'wallet' });
    const placed = await call('/order/createWalletOrder', { token, body: order('612345678') });
    expect(placed.status).toBe(200);
    const reference = `${placed.body.client_txn_id}-1`;
    for (let i = 0; i < 100 && !moogold.calls.some((c) => JSON.stringify(c.body).includes(reference)); i++) await new Promise((r) => setTimeout(r, 50));

    // The signal arrives while MooGold is still answering, with another order on its way in.
    const racing = call('/order/createWalletOrder', { token, body: order('612345679') }).catch(() => null);
    await new Promise((r) => setTimeout(r, 50));
    const exited = new Promise<number | null>((resolve) => shop.on('exit', (code) => resolve(code)));
    shop.kill('SIGTERM');
    expect(await exited).toBe(0);
    const raced = await racing;

    await startShop({ ...env, WORKERS: 'false' });
    const status = (await call('/order/orderstatus', { token, body: { client_txn_id: placed.body.client_txn_id } })).body.data.status;
    expect(status).toBe('Completed');
    expect(moogold.calls.filter((c) => c.path === 'order/create_order' && JSON.stringify(c.body).includes(reference))).toHaveLength(1);
    const mine = (await call(`/order/${user.userid}`, { token })).body as { orderid: string }[];
    if (raced?.status === 200) expect(mine.map((o) => o.orderid)).toContain(raced.body.client_txn_id);
  } finally {
    await moogold.close();
  }
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

// `npm run backup` and `npm run restore` on the embedded database, with the built shop as its own
// process: a backup restored into a new data directory serves the same balances and sessions, and
// the ledger audit passes on it.
const apiDir = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const original = join(work, 'original');
const restored = join(work, 'restored');
const folder = join(work, 'backup-1');
const port = 3600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}/api`;
let shop: ChildProcess | null = null;

const env = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DEMO_CATALOGUE: 'true', DATABASE_URL: '', WORKERS: 'true' });

async function start(dataDir: string) {
  shop = spawn(process.execPath, [join(apiDir, 'dist/server.js')], { env: env(dataDir), stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('the shop did not start');
}

async function stop() {
  if (!shop || shop.exitCode !== null) return;
  const child = shop;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

const script = (name: string, dataDir: string, args: string[]) =>
  spawnSync(process.execPath, [join(apiDir, `dist/${name}.js`), ...args], { env: env(dataDir), encoding: 'utf8' });

const call = async (path: string, init: { body?: unknown; token?: string } = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(() => {
  expect(spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status).toBe(0);
});
afterAll(async () => {
  await stop();
  rmSync(work, { recursive: true, force: true });
});

// Two shop processes start on the embedded database and stop in it, while other test files run.
it('backs up a stopped shop and restores it elsewhere with the same balances, orders and sessions; the ledger audit passes', async () => {
  await start(original);
  const login = await call('/auth/login', { body: { email: 'admin@sstore.local', password: 'admin12345' } });
  const { token, user } = login.body;
  expect((await call('/admin/adduserbalance', { token, body: { userId: user._id, amount: 1234.56 } })).status).toBe(200);
  const home = await call('/product/gethomeproducts');
  const hok = [...home.body.trending, ...home.body.games].find((p: { type: string }) => p.type === 'HOK');
  const pack = (await call(`/item/${hok._id}`)).body.find((i: { inStock: boolean }) => i.inStock);
  for (const player of ['61000001', '61000002']) {
    expect((await call('/order/createWalletOrder', { token, body: { userid: user.userid, product_id: hok._id, item_id: pack._id, input1: player, input2: 'Asia', paymentmode: 'wallet' } })).status).toBe(200);
  }
  const balance = (await call(`/wallet/getbalance/${user.userid}`, { token })).body.balance;
  const orders = (await call(`/order/${user.userid}`, { token })).body.map((o: { orderid: string }) => o.orderid).sort();

  // While the shop runs, the embedded database cannot be copied: the command says so.
  const refused = script('backup', original, ['backup', folder]);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toMatch(/^Stop the shop first/);

  await stop();
  const backedUp = script('backup', original, ['backup', folder]);
  expect(backedUp.status, backedUp.stderr).toBe(0);
  const into = script('backup', restored, ['restore', folder]);
  expect(into.status, into.stderr).toBe(0);
  const again = script('backup', restored, ['restore', folder]);
  expect(again.status).toBe(2);
  expect(again.stderr).toMatch(/already has a database\. Add --replace/);

  const audit = spawnSync(process.execPath, [join(apiDir, 'dist/audit-ledger.js')], { env: env(restored), encoding: 'utf8' });
  expect(audit.status, audit.stdout + audit.stderr).toBe(0);
  expect(audit.stdout).toContain('Every balance equals the sum of its ledger rows.');

  await start(restored);
  // The session secret came along: the token issued before the backup still works.
  expect((await call(`/wallet/getbalance/${user.userid}`, { token })).body.balance).toBe(balance);
  expect((await call(`/order/${user.userid}`, { token })).body.map((o: { orderid: string }) => o.orderid).sort()).toEqual(orders);
  expect((await fetch(`http://127.0.0.1:${port}${hok.imgpath}`)).status).toBe(200);
}, 90_000);

// Deliveries per second: 100 paid wallet orders of Honor of Kings (MooGold) wait in the queue,
// then the shop starts its workers against a fake MooGold that answers every call in 300 ms
// (each delivery is a create_order and a status look-up: 600 ms of supplier time). Run once with
// one delivery worker (the reference: deliveries one after another) and once with the default
// concurrency, under the default rate limit of 10 new supplier orders a second. The figures are
// the time until the last order is Completed, and the most new orders the supplier received in
// any one second.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './shop-process.mjs';
import { shopCommand } from '../scripts/prepare.mjs';

const ORDERS = 100;
const keys = { MOOGOLD_PARTNER_ID: 'bench-partner', MOOGOLD_SECRET_KEY: 'bench-secret' };

export async function benchDeliveries() {
  const fakePort = 3900 + Math.floor(Math.random() * 50);
  const fake = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/test/fake-moogold.ts')], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, FAKE_MOOGOLD_PORT: String(fakePort), FAKE_MOOGOLD_DELAY_MS: '300', ...keys },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${fakePort}/wp-json/v1/api/user/balance`, (res) => res.status > 0);
    const env = { MOOGOLD_BASE_URL: `http://127.0.0.1:${fakePort}/wp-json/v1/api`, ...keys };
    const placedAt = async () => (await fetch(`http://127.0.0.1:${fakePort}/__orders-placed`)).json();
    const serial = await drain({ ...env, DELIVERY_CONCURRENCY: '1' }, placedAt);
    const parallel = await drain(env, placedAt);
    const result = {
      orders: ORDERS,
      supplierAnswerMs: 300,
      serial: { concurrency: 1, ...serial },
      parallel: { concurrency: 8, ratePerSecond: 10, ...parallel },
      speedup: Number((serial.seconds / parallel.seconds).toFixed(2)),
    };
    console.log('deliveries', result);
    return result;
  } finally {
    fake.kill('SIGTERM');
  }
}

/** Queues ORDERS paid orders with the workers off, then times their delivery with the workers on. */
async function drain(env, placedAt) {
  const before = (await placedAt()).length;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-deliveries-'));
  const port = 3950 + Math.floor(Math.random() * 40);
  const base = `http://127.0.0.1:${port}/api`;
  let shop = await start(dataDir, port, { ...env, WORKERS: 'false' });
  try {
    const { token, user } = await call(base, '/auth/login', { body: { email: 'admin@sstore.local', password: 'admin12345' } });
    await call(base, '/admin/adduserbalance', { token, body: { userId: user._id, amount: 500_000 } });
    const home = await call(base, '/product/gethomeproducts');
    const hok = [...home.trending, ...home.games].find((p) => p.apiType === 'MOOGOLDHOK');
    const pack = (await call(base, `/item/${hok._id}`)).find((i) => i.inStock);
    for (let i = 0; i < ORDERS; i++) {
      await call(base, '/order/createWalletOrder', { token, body: { userid: user.userid, product_id: hok._id, item_id: pack._id, input1: String(700000000 + i), input2: 'Asia', paymentmode: 'wallet' } });
    }
    await stop(shop);

    shop = await start(dataDir, port, { ...env, WORKERS: 'true' });
    const started = Date.now();
    let processing = ORDERS;
    while (processing > 0) {
      await new Promise((r) => setTimeout(r, 100));
      processing = (await call(base, '/admin/stats', { token })).processing;
      if (Date.now() - started > 300_000) throw new Error(`${processing} orders still processing after 5 minutes`);
    }
    const seconds = (Date.now() - started) / 1000;
    const orders = await call(base, `/order/${user.userid}`, { token });
    // When the supplier received each new order (the fake's own clock).
    const sent = (await placedAt()).slice(before).sort((a, b) => a - b);
    let busiestSecond = 0;
    for (let i = 0, j = 0; i < sent.length; i++) {
      while (sent[i] - sent[j] >= 1000) j++;
      busiestSecond = Math.max(busiestSecond, i - j + 1);
    }
    const completed = orders.filter((o) => o.status === 'Completed').length;
    return { seconds: Number(seconds.toFixed(2)), deliveriesPerSecond: Number((ORDERS / seconds).toFixed(1)), completed, busiestSecond };
  } finally {
    await stop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function start(dataDir, port, env) {
  const [command, ...args] = shopCommand();
  const child = spawn(command, args, { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/api/health`, (res) => res.ok);
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

async function waitFor(url, ok) {
  for (let i = 0; i < 300; i++) {
    try {
      if (ok(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function call(base, path, { body, token } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

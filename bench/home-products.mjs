// GET /api/product/gethomeproducts on the shop against a bare Fastify route answering the
// same bytes, 100 connections for 10 s each, in one run.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { root, startShop } from './shop-process.mjs';

const load = (url) => autocannon({ url, connections: 100, duration: 10 });

export async function benchHomeProducts() {
  const shop = await startShop({ port: 3201 });
  const body = await (await fetch(`${shop.url}/api/product/gethomeproducts`)).text();
  await load(`${shop.url}/api/product/gethomeproducts`); // warm-up is the first run; measure the second
  const shopRun = await load(`${shop.url}/api/product/gethomeproducts`);
  await shop.stop();

  const bodyFile = join(tmpdir(), 'home-products.json');
  writeFileSync(bodyFile, body);
  const bare = spawn(process.execPath, [join(root, 'bench/bare-server.mjs')], { env: { ...process.env, PORT: '3202', BODY_FILE: bodyFile }, stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch('http://127.0.0.1:3202/api/product/gethomeproducts')).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await load('http://127.0.0.1:3202/api/product/gethomeproducts');
  const bareRun = await load('http://127.0.0.1:3202/api/product/gethomeproducts');
  bare.kill('SIGTERM');

  const summary = (r) => ({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  const result = { bytes: Buffer.byteLength(body), shop: summary(shopRun), bare: summary(bareRun), ratio: +(shopRun.requests.average / bareRun.requests.average).toFixed(3) };
  console.log('home products', result);
  return result;
}

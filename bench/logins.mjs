// Password hashing cost (argon2id, m=19456 KiB, t=2, p=1) and password logins per second
// through the real HTTP API. Logins come from many client addresses (X-Forwarded-For behind
// TRUST_PROXY) so that the per-address throttle does not stop the load.
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { startShop } from './shop-process.mjs';

export async function benchLogins() {
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  await hash('warm-up', options);
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await hash(`password-${i}`, options);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const hashMs = { p50: +times[10].toFixed(1), p95: +times[18].toFixed(1) };

  const shop = await startShop({ port: 3204, env: { TRUST_PROXY: 'true', ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1' } });
  let n = 0;
  const body = JSON.stringify({ email: 'bench@example.in', password: 'bench-password-1' });
  const run = await autocannon({
    url: `${shop.url}/api/auth/login`,
    connections: 8,
    duration: 10,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body, setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.1.${(++n >> 8) & 255}.${n & 255}` } }) }],
  });
  await shop.stop();
  const result = { hashMs, logins: { perSecond: Math.round(run.requests.average), p50: run.latency.p50, p99: run.latency.p99, non2xx: run.non2xx, errors: run.errors } };
  console.log('logins', result);
  return result;
}

// What sharing the rate limits through Redis adds to a sign-in: two shops run side by side, one
// with REDIS_URL (BENCH_REDIS_URL, default the local server) and one counting in memory, and
// take turns answering `POST /api/auth/login`, call by call, one at a time so that the figures
// are latencies, not queueing. Taking turns on every call, and comparing each pair of calls, keeps
// the machine's drift out of the difference. Each call comes from its own address (X-Forwarded-For
// behind TRUST_PROXY), so the per-address limit never trips.
//   - signed in: the right password; the limiter hits the address, checks the account and
//     resets its failures (three Redis round trips), around one argon2 verification.
//   - refused: the same calls once the account is over its limit of wrong passwords; the answer
//     is 429 before any password check, so the limiter's own cost stands out.
import { randomInt } from 'node:crypto';
import { startShop } from './shop-process.mjs';

const CALLS = 300;
const WARM_UP = 20;

export async function benchRateLimit() {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // Its own account per run: the account's counter in Redis outlives the shop (15 minutes).
  const email = `bench-rl-${Date.now()}@example.in`;
  const password = 'bench-password-1';
  const env = { TRUST_PROXY: 'true', ADMIN_EMAIL: email, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn', WORKERS: 'false' };
  const shops = {
    memory: await startShop({ port: 3208, env }),
    redis: await startShop({ port: 3209, env: { ...env, REDIS_URL: redisUrl } }),
  };
  // Addresses from a random block, so a run soon after another does not meet its counters.
  const base = randomInt(0, 200);
  let n = 0;
  const address = () => `10.${base + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n++ & 255}`;

  async function login(shop, pass) {
    const t = performance.now();
    const res = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
      body: JSON.stringify({ email, password: pass }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  }

  /** Pairs of calls, one on each shop, the first of each pair alternating. */
  async function measure(pass, expected) {
    const times = { memory: [], redis: [] };
    for (const shop of Object.values(shops)) for (let i = 0; i < WARM_UP; i++) await login(shop, pass);
    for (let i = 0; i < CALLS; i++) {
      for (const name of i % 2 ? ['redis', 'memory'] : ['memory', 'redis']) {
        const { ms, status } = await login(shops[name], pass);
        if (status !== expected) throw new Error(`${name}: login answered ${status}, expected ${expected}${name === 'redis' ? ` (is Redis up at ${redisUrl}?)` : ''}`);
        times[name].push(ms);
      }
    }
    const memory = percentiles(times.memory);
    const redis = percentiles(times.redis);
    const pairs = times.redis.map((ms, i) => ms - times.memory[i]);
    return {
      calls: CALLS,
      memory,
      redis,
      added: { p50: round2(redis.p50 - memory.p50), p95: round2(redis.p95 - memory.p95), medianOfPairs: percentiles(pairs).p50 },
    };
  }

  try {
    const signedIn = await measure(password, 200);
    // Eleven wrong passwords put the account over its limit (10 per 15 minutes) on both shops.
    for (const shop of Object.values(shops)) for (let i = 0; i < 11; i++) await login(shop, `wrong-${i}`);
    const refused = await measure(password, 429);
    const result = { signedIn, refused };
    console.log('rate limit', JSON.stringify(result, null, 2));
    return result;
  } finally {
    await shops.memory.stop();
    await shops.redis.stop();
  }
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => round2(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: at(0.5), p95: at(0.95) };
}

/** Milliseconds to two decimals, for the report. */
const round2 = (x) => Number(x.toFixed(2));

// Wallet orders per second with 50 concurrent customers, on separate wallets and on one shared
// wallet, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local `test` server).
// Customers sign in by mobile code (read from the dev outbox) from distinct addresses.
import autocannon from 'autocannon';
import { scratchDatabase, startShop } from './shop-process.mjs';

const CUSTOMERS = 50;
const SECONDS = 10;

/**
 * `count` customers signed in, each with ₹1,00,000 in the wallet. `first` shifts their mobile
 * numbers and addresses: with REDIS_URL the sign-up limits outlive the shop, so a run on Redis
 * takes numbers an earlier run in the same hour did not use.
 */
export async function customers(shop, count, { first = 0 } = {}) {
  const json = (res) => res.json();
  const post = (path, body, headers = {}) => fetch(`${shop.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(json);
  const admin = await post('/auth/login', { email: 'bench@example.in', password: 'bench-password-1' });
  const list = [];
  for (let i = first; i < first + count; i++) {
    const from = { 'x-forwarded-for': `10.7.${i >> 8}.${i & 255}` };
    const mobile = String(9100000000 + i);
    const form = { name: `Buyer ${i}`, mobileNumber: mobile, email: `buyer${i}@example.in`, password: 'buyer-password-1' };
    await post('/auth/register', form, from);
    const code = (await (await fetch(`${shop.url}/api/dev/outbox?to=${mobile}`)).json()).messages[0].otp;
    await post('/auth/verifyandregister', { ...form, otp: code }, from);
    // Mobile code login needs no verified email.
    await fetch(`${shop.url}/api/dev/outbox?to=${mobile}`);
    await new Promise((r) => setTimeout(r, 0));
    const sent = await post('/otp/otp-login', { mobile }, { 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` });
    if (!sent.success) throw new Error(`otp-login: ${JSON.stringify(sent)}`);
    const login = await post('/otp/verify-otp', { mobile, otp: (await (await fetch(`${shop.url}/api/dev/outbox?to=${mobile}`)).json()).messages[0].otp }, from);
    await post('/admin/adduserbalance', { userId: login.user._id, amount: 100_000 }, { authorization: `Bearer ${admin.token}` });
    list.push({ token: login.token, userid: login.user.userid });
  }
  return list;
}

/** Wallet orders for `SECONDS` over `CUSTOMERS` connections; several shops share the connections in turn. */
export async function run(shops, buyers, pack) {
  let n = 0;
  const instance = autocannon({
    url: [shops].flat().map((shop) => `${shop.url}/api/order/createWalletOrder`),
    connections: CUSTOMERS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const buyer = buyers[n++ % buyers.length];
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
            body: JSON.stringify({ userid: buyer.userid, product_id: pack.productId, item_id: pack.itemId, input1: '123456789', input2: '2001', paymentmode: 'wallet' }),
          };
        },
      },
    ],
  });
  // autocannon's latencies count every answer; a shop that turns calls away (503 at once) also
  // says how long the placed orders took.
  const placed = [];
  instance.on('response', (_client, status, _bytes, ms) => status < 300 && placed.push(ms));
  const result = await instance;
  placed.sort((a, b) => a - b);
  const placedAt = (q) => (placed.length ? Math.round(placed[Math.min(placed.length - 1, Math.floor(q * placed.length))]) : null);
  return { ordersPerSecond: Math.round((result.requests.total - result.non2xx) / SECONDS), p50: result.latency.p50, p99: result.latency.p99, placedP50: placedAt(0.5), placedP99: placedAt(0.99), non2xx: result.non2xx, errors: result.errors };
}

/** The demo catalogue's MLBB pack under ₹20, delivered by the sandbox supplier. */
export async function cheapPack(shop) {
  const home = await (await fetch(`${shop.url}/api/product/gethomeproducts`)).json();
  const mlbb = home.instantGames.find((p) => p.type === 'MLBB' && p.isApi);
  const items = await (await fetch(`${shop.url}/api/item/${mlbb._id}`)).json();
  return { productId: mlbb._id, itemId: items.find((i) => i.inStock && i.discountedprice < 20)._id };
}

async function benchOn(kind) {
  const env = { ADMIN_EMAIL: 'bench@example.in', ADMIN_PASSWORD: 'bench-password-1', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
  const database = kind === 'postgres' ? await scratchDatabase('shop_bench_orders') : null;
  if (database) env.DATABASE_URL = database.url;
  const shop = await startShop({ port: 3206, env });
  try {
    const pack = await cheapPack(shop);
    const buyers = await customers(shop, CUSTOMERS);
    await run(shop, buyers.slice(0, 5), pack); // warm-up
    return { separateWallets: await run(shop, buyers, pack), sharedWallet: await run(shop, [buyers[0]], pack) };
  } finally {
    await shop.stop();
    await database?.drop();
  }
}

export async function benchWalletOrders() {
  const result = { postgres: await benchOn('postgres'), pglite: await benchOn('pglite') };
  console.log('wallet orders', JSON.stringify(result, null, 2));
  return result;
}

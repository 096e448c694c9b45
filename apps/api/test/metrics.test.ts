import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './helpers.js';

// Prometheus metrics as an operator's scraper reads them.
const TOKEN = 'metrics-token-for-tests-0123';
const PORT = 3700 + Math.floor(Math.random() * 200);
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(PORT) });
});
afterAll(() => shop?.close());

const scrape = async () => {
  const res = await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

it('refuses a scrape without the token, and answers one with it', async () => {
  expect((await shop.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  expect((await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode).toBe(401);
  expect(await scrape()).toContain('shop_process_cpu_user_seconds_total');
});

it('times requests by route pattern and status, and counts orders, deliveries, webhooks and queued jobs', async () => {
  const { product, packs } = await shop.factories.product({ isApi: true, apiType: 'SMILEBR', type: 'MLBB' }, [{ itemidarray: ['13'], discountedPricePaise: 5_000 }]);
  await shop.app.inject({ method: 'GET', url: `/api/item/${product.id}` });
  await shop.app.inject({ method: 'GET', url: '/api/item/not-a-product' });
  const customer = await shop.factories.user();
  await shop.fund(customer.id, 100);
  const order = await shop.buyWithWallet(customer, { product_id: product.id, item_id: packs[0]!.id, input1: '123456789', input2: '2001' });
  expect(order.statusCode, order.body).toBe(200);
  const topup = await shop.app.inject({ method: 'POST', url: '/api/wallet/topup', headers: customer.auth, payload: { value: 100, userid: String(customer.userid) } });
  expect((await shop.app.inject({ method: 'POST', url: `/api/sandbox/pay/${topup.json().client_txn_id}`, payload: { outcome: 'success' } })).statusCode).toBe(200);

  let text = '';
  for (let i = 0; i < 100; i++) {
    text = await scrape();
    // The supplier's answer is counted as it arrives; the order completes a moment later.
    if (sample(text, 'shop_deliveries_total', 'supplier="sandbox",outcome="delivered"') && sample(text, 'shop_orders', 'status="Completed"')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(sample(text, 'shop_http_request_duration_seconds_count', 'route="/api/item/:productId",status="200"')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'shop_http_request_duration_seconds_count', 'route="/api/item/:productId",status="400"')).toBeGreaterThanOrEqual(1);
  expect(text).not.toContain('not-a-product');
  expect(sample(text, 'shop_deliveries_total', 'supplier="sandbox",outcome="delivered"')).toBe(1);
  expect(sample(text, 'shop_payment_webhooks_total', 'gateway="sandbox",outcome="accepted"')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'shop_orders', 'status="Completed"')).toBe(1);
  expect(text).toMatch(/^# TYPE shop_job_queue_depth gauge$/m);
});

it('serves the same metrics on METRICS_PORT, without a token, for a private network', async () => {
  const res = await fetch(`http://127.0.0.1:${PORT}/metrics`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('shop_http_request_duration_seconds_bucket');
  expect((await fetch(`http://127.0.0.1:${PORT}/other`)).status).toBe(404);
});

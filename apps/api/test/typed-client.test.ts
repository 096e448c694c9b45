import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from './generated/shop-api.js';
import { startTestShop, type TestShop } from './helpers.js';

/**
 * A reseller's program generated from the shop's own API document drives the reseller API. The
 * types in generated/shop-api.ts come from /api/docs/json (openapi-typescript), and this file is
 * type-checked against them with the rest of the tests: a call or a field the server changed
 * without the document, or the document without the server, fails here. The first test fails
 * when the document no longer gives those types; `UPDATE_API_TYPES=1` rewrites them.
 */
const GENERATED = new URL('./generated/shop-api.ts', import.meta.url);

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await startTestShop();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
});
afterAll(() => shop.close());

describe('a client generated from the API document', () => {
  it('is the one committed beside this test', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const types = `// Generated from /api/docs/json by openapi-typescript (test/typed-client.test.ts). Do not edit.\n${astToString(await openapiTS(document))}`;
    if (process.env.UPDATE_API_TYPES) writeFileSync(GENERATED, types);
    expect(types, 'the API document changed: run UPDATE_API_TYPES=1 npx vitest run test/typed-client.test.ts').toBe(readFileSync(GENERATED, 'utf8'));
  });

  it('drives the reseller API: products, balance, a player check, an order, a retry, the order and the list', async () => {
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 150);
    const made = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR', name: 'Mobile Legends' }, [{ name: '86 Diamonds', resellPricePaise: 11_000, itemidarray: ['13'] }]);
    const created = await shop.app.inject({ method: 'POST', url: '/api/reseller/keys', headers: reseller.auth, payload: { name: 'generated client' } });
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${created.json().secret}` } });

    const products = await client.GET('/api/v1/products');
    const product = products.data?.products.find((p) => p.id === made.product.id);
    expect(product?.packs[0]?.price).toBe(110);

    const balance = await client.GET('/api/v1/balance');
    expect(balance.data).toEqual({ balance: 150, currency: 'INR' });

    const check = await client.POST('/api/v1/checkid', { body: { product_id: made.product.id, player_id: '12345678', zone_id: '2001' } });
    expect(check.data?.allowed).toBe(true);

    const body = { product_id: made.product.id, pack_id: product!.packs[0]!.id, player_id: '12345678', zone_id: '2001' };
    const placed = await client.POST('/api/v1/orders', { params: { header: { 'idempotency-key': 'typed-client-0001' } }, body });
    expect(placed.response.status).toBe(200);
    const again = await client.POST('/api/v1/orders', { params: { header: { 'idempotency-key': 'typed-client-0001' } }, body });
    expect(again.data?.id).toBe(placed.data?.id);

    // An error answer has the document's error shape.
    const poor = await client.POST('/api/v1/orders', { params: { header: { 'idempotency-key': 'typed-client-0002' } }, body });
    expect(poor.response.status, JSON.stringify(poor.error)).toBe(402);
    expect(poor.error).toMatchObject({ message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' });

    const one = await client.GET('/api/v1/orders/{id}', { params: { path: { id: placed.data!.id } } });
    expect(one.data?.pack_name).toBe('86 Diamonds');
    const list = await client.GET('/api/v1/orders', { params: { query: { limit: 10 } } });
    expect(list.data?.orders.map((o) => o.id)).toContain(placed.data!.id);
  });
});

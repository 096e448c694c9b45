import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeProducts, item, itemList, product } from '@shop/contract/catalogue';
import { eq } from 'drizzle-orm';
import { items, products } from '../src/catalogue/tables.js';
import { announceCatalogueChange } from '../src/catalogue/service.js';
import { startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

describe('GET /api/product/gethomeproducts', () => {
  it('groups products into trending, instantGames, games, ott and others', async () => {
    const { product: mlbb } = await shop.factories.product({ name: 'Mobile Legends', category: 'instant-games', isTrending: true, isApi: true });
    const { product: genshin } = await shop.factories.product({ name: 'Genshin Impact', type: 'GENSHIN', category: 'games' });
    const { product: ott } = await shop.factories.product({ name: 'Video Premium', type: 'OTT', category: 'ott' });
    const { product: card } = await shop.factories.product({ name: 'Gift Card', type: 'OTHER', category: 'others' });

    const res = await get('/api/product/gethomeproducts');
    expect(res.statusCode).toBe(200);
    const body = homeProducts.parse(res.json());
    const ids = (list: { _id: string }[]) => list.map((p) => p._id);
    expect(ids(body.trending)).toEqual([mlbb.id]);
    expect(ids(body.instantGames)).toContain(mlbb.id);
    expect(ids(body.games)).toEqual([genshin.id]);
    expect(ids(body.ott)).toEqual([ott.id]);
    expect(ids(body.others)).toEqual([card.id]);
    expect(body.games[0]).toMatchObject({ name: 'Genshin Impact', type: 'GENSHIN', inputs: [{ label: 'User ID' }, { label: 'Zone ID' }] });
  });

  it('shows a catalogue change at once (the cache is dropped when the change commits)', async () => {
    const before = homeProducts.parse((await get('/api/product/gethomeproducts')).json());
    await shop.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Renamed Game' }).where(eq(products.id, before.games[0]!._id));
      await announceCatalogueChange(tx);
    });
    await expect.poll(async () => homeProducts.parse((await get('/api/product/gethomeproducts')).json()).games[0]!.name).toBe('Renamed Game');
  });
});

describe('GET /api/product/eachproduct/{id}', () => {
  it('answers the product', async () => {
    const { product: p } = await shop.factories.product({ name: 'Honor of Kings', type: 'HOK', importantNote: 'Pick your server' });
    const res = await get(`/api/product/eachproduct/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(product.parse(res.json())).toMatchObject({ _id: p.id, name: 'Honor of Kings', type: 'HOK', importantnote: 'Pick your server' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/product/eachproduct/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Product not found', code: 'NOT_FOUND' });
    for (const bad of ['123', 'abc', "1'%20or%201=1", '%00', '%E0%A4%A', 'x'.repeat(300)]) {
      const res = await get(`/api/product/eachproduct/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /api/item/{productId}', () => {
  it('lists the packs in display order with rupee prices and stock flags', async () => {
    const { product: p, packs } = await shop.factories.product({}, [
      { name: '86 Diamonds', originalPricePaise: 12_500, discountedPricePaise: 10_900, resellPricePaise: 10_400 },
      { name: '172 Diamonds', originalPricePaise: 25_000, discountedPricePaise: 21_850, resellPricePaise: 20_700, inStock: false },
      { name: 'Weekly Diamond Pass', type: 'weekly', originalPricePaise: 16_000, discountedPricePaise: 13_900, resellPricePaise: 13_300 },
    ]);
    const res = await get(`/api/item/${p.id}`);
    expect(res.statusCode).toBe(200);
    const list = itemList.parse(res.json());
    expect(list.map((i) => i.name)).toEqual(['86 Diamonds', '172 Diamonds', 'Weekly Diamond Pass']);
    expect(list[0]).toMatchObject({ _id: packs[0]!.id, itemid: packs[0]!.itemid, originalprice: 125, discountedprice: 109, inStock: true });
    expect(list[1]).toMatchObject({ discountedprice: 218.5, inStock: false });
    expect(list[2]).toMatchObject({ type: 'weekly' });
  });

  it('shows the reseller price to resellers and admins only', async () => {
    const { product: p } = await shop.factories.product({}, [{ originalPricePaise: 12_500, discountedPricePaise: 10_900, resellPricePaise: 10_400 }]);
    const customer = await shop.factories.user({ role: 'user' });
    const reseller = await shop.factories.user({ role: 'reseller' });
    const admin = await shop.factories.user({ role: 'admin' });

    const anonymous = item.parse((await get(`/api/item/${p.id}`)).json()[0]);
    expect(anonymous.discountedprice).toBe(109);
    expect(anonymous.resellprice).toBeUndefined();

    const asCustomer = item.parse((await get(`/api/item/${p.id}`, customer.auth)).json()[0]);
    expect(asCustomer.resellprice).toBeUndefined();

    expect(item.parse((await get(`/api/item/${p.id}`, reseller.auth)).json()[0]).resellprice).toBe(104);
    expect(item.parse((await get(`/api/item/${p.id}`, admin.auth)).json()[0]).resellprice).toBe(104);
  });

  it('does not believe a forged or blocked session claiming to be a reseller', async () => {
    const { product: p } = await shop.factories.product();
    const forged = await get(`/api/item/${p.id}`, { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoicmVzZWxsZXIifQ.x' });
    expect(forged.statusCode).toBe(200);
    expect(item.parse(forged.json()[0]).resellprice).toBeUndefined();

    const blocked = await shop.factories.user({ role: 'reseller', isBlocked: true });
    expect(item.parse((await get(`/api/item/${p.id}`, blocked.auth)).json()[0]).resellprice).toBeUndefined();
  });

  it('answers an empty list for a product without packs, 404 for an unknown product, 400 for a malformed id', async () => {
    const { product: p } = await shop.factories.product({}, []);
    expect((await get(`/api/item/${p.id}`)).json()).toEqual([]);
    expect((await get('/api/item/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/item/not-an-id')).statusCode).toBe(400);
  });

  it('follows a change of price or stock', async () => {
    const { product: p, packs } = await shop.factories.product();
    expect(item.parse((await get(`/api/item/${p.id}`)).json()[0]).inStock).toBe(true);
    await shop.db.transaction(async (tx) => {
      await tx.update(items).set({ inStock: false, discountedPricePaise: 9_900 }).where(eq(items.id, packs[0]!.id));
      await announceCatalogueChange(tx);
    });
    await expect.poll(async () => item.parse((await get(`/api/item/${p.id}`)).json()[0])).toMatchObject({ inStock: false, discountedprice: 99 });
  });
});

describe('GET /api/product/allproducts', () => {
  it('needs a Bearer token', async () => {
    expect((await get('/api/product/allproducts')).statusCode).toBe(401);
    expect((await get('/api/product/allproducts', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await get('/api/product/allproducts', { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('lists every product for a signed-in caller', async () => {
    const user = await shop.factories.user();
    const res = await get('/api/product/allproducts', user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().products.length).toBeGreaterThan(0);
  });

  it('refuses a token whose sessions were ended', async () => {
    const { users } = await import('../src/accounts/tables.js');
    const user = await shop.factories.user();
    await shop.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, user.id));
    expect((await get('/api/product/allproducts', user.auth)).statusCode).toBe(401);
  });
});

describe('POST /api/order/checkid', () => {
  const check = (payload: unknown) => shop.app.inject({ method: 'POST', url: '/api/order/checkid', payload: payload as object });

  it('answers the player name for a numeric id (sandbox supplier), always the same for the same id', async () => {
    const { product: p, packs } = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, [{ itemidarray: ['13'] }]);
    const res = await check({ userid: '123456789', zoneid: '2001', selectedProduct: p.id, selectedItem: packs[0]!.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('success');
    expect(body.username).toMatch(/^[A-Za-z]+\d+$/);
    expect(body.use).not.toBe('b');
    expect((await check({ userid: '123456789', zoneid: '2001', selectedProduct: p.id })).json().username).toBe(body.username);
  });

  it('answers use "b" for an id starting with 8 (an Indonesian account)', async () => {
    const { product: p } = await shop.factories.product({ type: 'MCGG', isApi: true, apiType: 'SMILEBR' });
    const res = await check({ userid: '812345678', zoneid: '3001', selectedProduct: { _id: p.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().use).toBe('b');
  });

  it('refuses non-numeric ids, missing fields and malformed product ids with 400', async () => {
    const { product: p } = await shop.factories.product({ type: 'MLBB', isApi: true });
    for (const payload of [
      { userid: 'abc', zoneid: '1', selectedProduct: p.id },
      { zoneid: '1', selectedProduct: p.id },
      { userid: '123', zoneid: '1' },
      { userid: '123', zoneid: '1', selectedProduct: 'nope' },
      { userid: '123', zoneid: 'x1', selectedProduct: p.id },
      [],
    ]) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('is only for API products of type MLBB or MCGG', async () => {
    const { product: manual } = await shop.factories.product({ type: 'MLBB', isApi: false });
    const { product: genshin } = await shop.factories.product({ type: 'GENSHIN', isApi: true });
    expect((await check({ userid: '123', zoneid: '1', selectedProduct: manual.id })).statusCode).toBe(400);
    expect((await check({ userid: '123', zoneid: 'Asia', selectedProduct: genshin.id })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown product and for a pack of another product', async () => {
    const { product: p } = await shop.factories.product({ type: 'MLBB', isApi: true });
    const { packs: otherPacks } = await shop.factories.product({ type: 'MLBB', isApi: true });
    expect((await check({ userid: '123', zoneid: '1', selectedProduct: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await check({ userid: '123', zoneid: '1', selectedProduct: p.id, selectedItem: otherPacks[0]!.id })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts, galleryImages as galleryAnswer, homeProducts, item, itemList, product } from '@shop/contract/catalogue';
import { eq } from 'drizzle-orm';
import { items, products } from '../src/catalogue/tables.js';
import { galleryImages } from '../src/gallery/tables.js';
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

  it('lists every product for a signed-in caller, as a list like the other list calls', async () => {
    const user = await shop.factories.user();
    const { product: listed } = await shop.factories.product({ name: 'Listed Game' });
    const res = await get('/api/product/allproducts', user.auth);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    const list = allProducts.parse(res.json());
    expect(list.find((p) => p._id === listed.id)).toMatchObject({ name: 'Listed Game', imgpath: '/uploads/products/test.webp' });
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

  it('takes a null or absent zoneid as none: fine for a game without zones, a sentence for one with', async () => {
    const { product: mcgg } = await shop.factories.product({ type: 'MCGG', isApi: true, apiType: 'SMILEBR', inputs: [{ label: 'User ID' }] });
    for (const zoneid of [null, undefined]) {
      const res = await check({ userid: '123456789', zoneid, selectedProduct: mcgg.id, selectedItem: null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('success');
    }
    const { product: mlbb } = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' });
    const zoneless = await check({ userid: '123456789', zoneid: null, selectedProduct: mlbb.id });
    expect(zoneless.statusCode).toBe(400);
    expect(zoneless.json().message).toBe('Please enter your numeric Zone ID.');
  });

  it('says what is wrong in plain sentences, never in the words of a schema library', async () => {
    const { product: p } = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' });
    const cases: [unknown, string][] = [
      [{ userid: 123, zoneid: '1', selectedProduct: p.id }, 'Please enter your User ID (digits only).'],
      [{ zoneid: '1', selectedProduct: p.id }, 'Please enter your User ID (digits only).'],
      [{ userid: '123', zoneid: 2001, selectedProduct: p.id }, 'Please enter the Zone ID as text (or leave it out for a game without zones).'],
      [{ userid: '123', zoneid: '1'.repeat(41), selectedProduct: p.id }, 'The Zone ID must be at most 40 characters long.'],
      [{ userid: '123', zoneid: '1' }, 'Please choose a game to check the username for.'],
      [{ userid: '123', zoneid: '1', selectedProduct: 'nope' }, 'Please choose a game to check the username for.'],
      [{ userid: '123', zoneid: '1', selectedProduct: { _id: 'nope' } }, 'Please choose a game to check the username for.'],
      [{ userid: '123', zoneid: '1', selectedProduct: p.id, selectedItem: 5 }, 'Please choose a pack, or none to check with the first pack.'],
      [[], 'The request body must be an object, not a list.'],
    ];
    for (const [payload, message] of cases) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('answers 404 for an unknown product and for a pack of another product', async () => {
    const { product: p } = await shop.factories.product({ type: 'MLBB', isApi: true });
    const { packs: otherPacks } = await shop.factories.product({ type: 'MLBB', isApi: true });
    expect((await check({ userid: '123', zoneid: '1', selectedProduct: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await check({ userid: '123', zoneid: '1', selectedProduct: p.id, selectedItem: otherPacks[0]!.id })).statusCode).toBe(404);
  });
});

describe('fields without a message of their own', () => {
  it('are refused in sentences that name the field and where it travels', async () => {
    const user = await shop.factories.user();
    const admin = await shop.factories.user({ role: 'admin' });
    const post = (url: string, payload: unknown, headers: Record<string, string> = user.auth) => shop.app.inject({ method: 'POST', url, payload: payload as object, headers });
    const answers = [
      [await post('/api/order/orderstatus', { client_txn_id: null }), 'The field "client_txn_id" must be text, not null.'],
      [await post('/api/order/orderstatus', {}), 'The field "client_txn_id" is required.'],
      [await post('/api/order/orderstatus', { client_txn_id: 'x', date: 'd'.repeat(41) }), 'The field "date" must be at most 40 characters long.'],
      [await post('/api/admin/checkskus', { apiType: 'NOPE', gameType: 'MLBB', skus: ['1'] }, admin.auth), 'The field "apiType" must be one of: SMILEBR, SMILEPH, MOOGOLDMLBB, MOOGOLDGENSHIN, MOOGOLDHOK, OTHER.'],
      [await get(`/api/order/${'x'.repeat(65)}`, user.auth), 'The "userId" in the address must be at most 64 characters long.'],
    ] as const;
    for (const [res, message] of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message ?? res.json().error ?? res.json().msg).toBe(message);
    }
  });
});

describe('pictures, for a storefront on another origin', () => {
  const PUBLIC_URL = 'https://shop.example.in';
  const STOREFRONT = 'https://store.example.com';
  let hosted: TestShop;
  beforeAll(async () => {
    hosted = await startTestShop({ PUBLIC_URL, CORS_ORIGINS: STOREFRONT });
  });
  afterAll(() => hosted.close());

  it('are named by their full address once the shop knows its public address', async () => {
    const { product: game, packs } = await hosted.factories.product({ name: 'Hosted Game', category: 'games', isTrending: true, imgpath: '/uploads/products/hosted.webp' }, [
      { name: 'Bare name', imgpath: 'items/diamond.webp' },
      { name: 'Elsewhere', imgpath: 'https://cdn.example.net/pack.webp' },
      { name: 'None', imgpath: '' },
    ]);
    await hosted.db.insert(galleryImages).values([
      { title: 'Banner', type: 'CarouselPc', url: '/uploads/gallery/banner.webp' },
      { title: 'Popup', type: 'Popup', url: 'https://cdn.example.net/popup.webp' },
    ]);
    const user = await hosted.factories.user();
    const read = async (url: string, headers: Record<string, string> = {}) => {
      const res = await hosted.app.inject({ method: 'GET', url, headers: { origin: STOREFRONT, ...headers } });
      expect(res.statusCode, res.body).toBe(200);
      // The storefront's browser may read the answer.
      expect(res.headers['access-control-allow-origin']).toBe(STOREFRONT);
      return res.json();
    };

    const picture = `${PUBLIC_URL}/uploads/products/hosted.webp`;
    const home = homeProducts.parse(await read('/api/product/gethomeproducts'));
    expect(home.trending.find((p) => p._id === game.id)?.imgpath).toBe(picture);
    expect(home.games.find((p) => p._id === game.id)?.imgpath).toBe(picture);
    expect(product.parse(await read(`/api/product/eachproduct/${game.id}`)).imgpath).toBe(picture);
    expect(allProducts.parse(await read('/api/product/allproducts', user.auth)).find((p) => p._id === game.id)?.imgpath).toBe(picture);
    const pictures = itemList.parse(await read(`/api/item/${game.id}`)).map((p) => p.imgpath);
    expect(pictures).toEqual([`${PUBLIC_URL}/uploads/items/diamond.webp`, 'https://cdn.example.net/pack.webp', '']);
    const gallery = galleryAnswer.parse(await read('/api/gallery/images'));
    expect(gallery.CarouselPc.map((e) => e.url)).toEqual([`${PUBLIC_URL}/uploads/gallery/banner.webp`]);
    expect(gallery.Popup?.url).toBe('https://cdn.example.net/popup.webp');

    // The admin's forms edit what is stored, so the console reads the paths as they are.
    const admin = await hosted.factories.user({ role: 'admin' });
    const stored = (await hosted.app.inject({ method: 'GET', url: '/api/admin/getallproducts', headers: admin.auth })).json() as { _id: string; imgpath: string }[];
    expect(stored.find((p) => p._id === game.id)?.imgpath).toBe('/uploads/products/hosted.webp');
    expect(packs).toHaveLength(3);
  });

  it('follow a catalogue change, with their full address', async () => {
    const { product: game } = await hosted.factories.product({ name: 'Changing Game', imgpath: '/uploads/products/before.webp' });
    expect(product.parse((await hosted.app.inject({ method: 'GET', url: `/api/product/eachproduct/${game.id}` })).json()).imgpath).toBe(`${PUBLIC_URL}/uploads/products/before.webp`);
    await hosted.db.transaction(async (tx) => {
      await tx.update(products).set({ imgpath: '/uploads/products/after.webp' }).where(eq(products.id, game.id));
      await announceCatalogueChange(tx);
    });
    await expect
      .poll(async () => product.parse((await hosted.app.inject({ method: 'GET', url: `/api/product/eachproduct/${game.id}` })).json()).imgpath)
      .toBe(`${PUBLIC_URL}/uploads/products/after.webp`);
  });

  it('stay relative to the shop when it has no public address set (its own pages load them)', async () => {
    const { product: game } = await shop.factories.product({ name: 'Embedded Game', imgpath: '/uploads/products/embedded.webp' });
    expect(product.parse((await get(`/api/product/eachproduct/${game.id}`)).json()).imgpath).toBe('/uploads/products/embedded.webp');
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createSessions, loadJwtSecret } from '../src/accounts/session.js';
import { users } from '../src/accounts/tables.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/database.js';
import { scratchDatabase, startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
type Person = Awaited<ReturnType<TestShop['factories']['user']>>;
let admin: Person;
let customer: Person;
let reseller: Person;
beforeAll(async () => {
  shop = await startTestShop();
  [admin, customer, reseller] = await Promise.all([shop.factories.user({ role: 'admin' }), shop.factories.user(), shop.factories.user({ role: 'reseller' })]);
});
afterAll(() => shop.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = admin.auth) => shop.post(url, payload, headers);

const itemBody = (overrides: Record<string, unknown> = {}) => ({
  name: '86 Diamonds',
  type: 'small',
  suggestedTask: '',
  itemidarray: ['13'],
  originalprice: 125,
  discountedprice: 109.5,
  resellprice: 103.25,
  isApi: true,
  apiType: 'SMILEBR',
  imgpath: '/uploads/items/dm.webp',
  ...overrides,
});
const productBody = (items: number[], overrides: Record<string, unknown> = {}) => ({
  name: 'Mobile Legends',
  type: 'mlbb',
  category: 'instant-games',
  imgpath: '/uploads/products/mlbb.webp',
  importantnote: '',
  inputs: [{ label: 'User ID' }, { label: 'Zone ID' }],
  items,
  istrending: true,
  isApi: true,
  apiType: 'SMILEBR',
  instock: true,
  ...overrides,
});

async function newItem(overrides: Record<string, unknown> = {}) {
  const res = await post('/admin/createitem', itemBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as { _id: string; itemid: number };
}
async function newProduct(items: number[], overrides: Record<string, unknown> = {}) {
  const res = await post('/admin/createproduct', productBody(items, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as { _id: string; productid: number; type: string };
}

describe('who may use the catalogue calls', () => {
  it('admins only: 401 anonymous, 403 customer and reseller, on every call', async () => {
    const item = await newItem();
    const product = await newProduct([item.itemid]);
    const calls: [string, string, unknown][] = [
      ['GET', '/admin/getallproducts', undefined],
      ['GET', '/admin/getallitems', undefined],
      ['GET', '/admin/priceboard', undefined],
      ['POST', '/admin/createproduct', productBody([])],
      ['POST', `/admin/editproduct/${product._id}`, productBody([])],
      ['POST', `/admin/deleteproduct/${product.productid}`, {}],
      ['POST', '/admin/createitem', itemBody()],
      ['POST', `/admin/edititem/${item.itemid}`, itemBody()],
      ['POST', `/admin/deleteitem/${item.itemid}`, {}],
      ['POST', `/admin/updateitem/${item.itemid}`, { price: 100, resellPrice: 90, itemInstock: true }],
      ['POST', '/admin/updateproduct', { _id: product._id, instock: true, importantNote: '' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const [who, headers, status] of [['anonymous', {}, 401], ['customer', customer.auth, 403], ['reseller', reseller.auth, 403]] as const) {
        const res = await shop.app.inject({ method: method as 'GET' | 'POST', url: `/api${url}`, headers, ...(payload ? { payload: payload as object } : {}) });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
      }
    }
    const products = (await shop.get('/admin/getallproducts', admin.auth)).json();
    expect(products.find((p: { _id: string }) => p._id === product._id)).toMatchObject({ productid: product.productid, type: 'MLBB', items: [item.itemid] });
    const items = (await shop.get('/admin/getallitems', admin.auth)).json();
    expect(items.find((i: { itemid: number }) => i.itemid === item.itemid)).toMatchObject({ discountedprice: 109.5, resellprice: 103.25, itemidarray: ['13'], apiType: 'SMILEBR' });
  });
});

describe('creating products and items', () => {
  it('a new item and product appear on the storefront, with the type forced to upper case without spaces', async () => {
    const a = await newItem({ name: 'Weekly Pass', type: 'weekly' });
    const b = await newItem({ name: '172 Diamonds', originalprice: 249, discountedprice: 219 });
    const product = await newProduct([b.itemid, a.itemid], { type: 'magic chess gogo', name: 'Magic Chess' });
    expect(product.type).toBe('MAGICCHESSGOGO');
    const home = (await shop.get('/product/gethomeproducts')).json();
    expect(home.instantGames.map((p: { _id: string }) => p._id)).toContain(product._id);
    expect(home.trending.map((p: { _id: string }) => p._id)).toContain(product._id);
    const packs = (await shop.get(`/item/${product._id}`)).json();
    expect(packs.map((p: { name: string }) => p.name)).toEqual(['172 Diamonds', 'Weekly Pass']);
    expect(packs[0]).not.toHaveProperty('resellprice');
    expect((await shop.get(`/item/${product._id}`, reseller.auth)).json()[0]).toMatchObject({ discountedprice: 219, resellprice: 103.25 });
    const audit = (await shop.get('/admin/auditlog?kind=catalogue&limit=3', admin.auth)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'catalogue.product-create', details: { after: { name: 'Magic Chess', type: 'MAGICCHESSGOGO' } } });
  });

  it('refuses bad input with the spec\'s messages', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/admin/createproduct', productBody([], { name: '' }), 'Name is required.'],
      ['/admin/createproduct', productBody([], { type: ' ' }), 'Type is required.'],
      ['/admin/createproduct', productBody([], { category: 'toys' }), 'Category is required.'],
      ['/admin/createproduct', productBody([], { imgpath: undefined }), 'Image Path is required.'],
      ['/admin/createproduct', productBody([], { inputs: [{ label: 'User ID' }, { label: ' ' }] }), 'All input fields must have labels.'],
      ['/admin/createproduct', productBody([], { items: ['12a'] }), 'All items must be valid numbers.'],
      ['/admin/createproduct', productBody([], { apiType: '' }), 'API Type is required when Is API is true.'],
      ['/admin/createproduct', productBody([999_999]), 'No item has the id 999999. Create the item first.'],
      ['/admin/createproduct', productBody([], { imgpath: 'javascript:alert(1)' }), 'Use a path of this shop (starting with /) or an https:// address.'],
      ['/admin/createitem', itemBody({ originalprice: 'abc' }), 'Valid Original Price is required.'],
      ['/admin/createitem', itemBody({ discountedprice: undefined }), 'Valid Discounted Price is required.'],
      ['/admin/createitem', itemBody({ resellprice: true }), 'Valid Resell Price is required.'],
      ['/admin/createitem', itemBody({ discountedprice: 130 }), 'The discounted price cannot be above the original price.'],
      ['/admin/createitem', itemBody({ resellprice: 125.01 }), 'The resell price cannot be above the original price.'],
      ['/admin/createitem', itemBody({ apiType: null }), 'API Type is required when Is API is true.'],
      ['/admin/createitem', itemBody({ apiType: 'SMILEXX' }), 'API Type must be one of SMILEBR, SMILEPH, MOOGOLDMLBB, MOOGOLDGENSHIN, MOOGOLDHOK, OTHER'],
      ['/admin/createitem', itemBody({ type: 'huge' }), 'Item type must be one of small, medium, large, weekly, hot, bonus'],
      ['/admin/createitem', itemBody({ name: '  ' }), 'Name is required.'],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const product = await newProduct([]);
    for (const [body, message] of [
      [{ name: '' }, 'Product name is required.'],
      [{ type: '' }, 'Product type is required.'],
      [{ category: undefined }, 'Category is required.'],
      [{ items: '1001, abc' }, 'All items must be valid numbers.'],
    ] as const) {
      const res = await post(`/admin/editproduct/${product._id}`, { ...productBody([]), ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post(`/admin/editproduct/${randomUUID()}`, productBody([]))).statusCode).toBe(404);
    expect((await post('/admin/edititem/987654', itemBody())).statusCode).toBe(404);
    expect((await post('/admin/deleteitem/987654', {})).statusCode).toBe(404);
    expect((await post('/admin/deleteproduct/987654', {})).statusCode).toBe(404);
    expect((await post('/admin/updateitem/987654', { price: 1, resellPrice: 1, itemInstock: true })).statusCode).toBe(404);
    expect((await post('/admin/updateproduct', { _id: randomUUID(), instock: true })).statusCode).toBe(404);
  });

  it('edits a product with items typed as comma-separated text', async () => {
    const [a, b] = [await newItem(), await newItem({ name: 'Twilight Pass' })];
    const product = await newProduct([a.itemid]);
    const res = await post(`/admin/editproduct/${product._id}`, { ...productBody([]), items: ` ${b.itemid}, ${a.itemid} `, name: 'MLBB Brazil' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Product updated successfully!', product: { items: [b.itemid, a.itemid], name: 'MLBB Brazil' } });
    const audit = (await shop.get('/admin/auditlog?kind=catalogue&limit=1', admin.auth)).json().entries[0];
    expect(audit).toMatchObject({ action: 'catalogue.product-edit', details: { before: { name: 'Mobile Legends', items: [a.itemid] }, after: { name: 'MLBB Brazil', items: [b.itemid, a.itemid] } } });
    expect(audit.details.before).not.toHaveProperty('category');
  });
});

describe('the price screen', () => {
  it('a price change is seen by the next read and charged by the next order', async () => {
    const item = await newItem({ isApi: false, apiType: null });
    const product = await newProduct([item.itemid], { isApi: false, apiType: null, type: 'OTHER', inputs: [{ label: 'Email' }] });
    const board = (await shop.get('/admin/priceboard', admin.auth)).json();
    expect(board.products.find((p: { _id: string }) => p._id === product._id).packs[0]).toMatchObject({ itemid: item.itemid, discountedprice: 109.5, resellprice: 103.25 });
    expect((await shop.get(`/item/${product._id}`)).json()[0].discountedprice).toBe(109.5);

    const res = await post(`/admin/updateitem/${item.itemid}`, { price: 99.9, resellPrice: 95, itemInstock: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Price updated successfully');
    expect((await shop.get(`/item/${product._id}`)).json()[0].discountedprice).toBe(99.9);

    await shop.fund(customer.id, 500);
    const order = await post('/order/createWalletOrder', { userid: String(customer.userid), product_id: product._id, item_id: item._id, input1: 'me@example.in', paymentmode: 'wallet' }, customer.auth);
    expect(order.statusCode, order.body).toBe(200);
    const mine = (await shop.get(`/order/${customer.userid}`, customer.auth)).json();
    expect(mine[0]).toMatchObject({ orderid: order.json().client_txn_id, value: 99.9 });

    expect((await post(`/admin/updateitem/${item.itemid}`, { price: 126, resellPrice: 95, itemInstock: true })).json().message).toMatch(/cannot be above the original price \(₹125\)/);
    const audit = (await shop.get('/admin/auditlog?kind=catalogue&limit=1', admin.auth)).json().entries[0];
    expect(audit).toMatchObject({ action: 'catalogue.price', details: { before: { discountedprice: 109.5, resellprice: 103.25 }, after: { discountedprice: 99.9, resellprice: 95 } } });
  });

  it('out of stock, for a pack or a whole product, stops orders at once', async () => {
    const item = await newItem({ isApi: false, apiType: null });
    const product = await newProduct([item.itemid], { isApi: false, apiType: null, type: 'OTHER', inputs: [{ label: 'Email' }] });
    await shop.fund(customer.id, 500);
    const order = () => post('/order/createWalletOrder', { userid: String(customer.userid), product_id: product._id, item_id: item._id, input1: 'me@example.in', paymentmode: 'wallet' }, customer.auth);

    expect((await post(`/admin/updateitem/${item.itemid}`, { price: 100, resellPrice: 90, itemInstock: false })).statusCode).toBe(200);
    expect((await shop.get(`/item/${product._id}`)).json()[0].inStock).toBe(false);
    expect((await order()).statusCode).toBe(409);
    expect((await post(`/admin/updateitem/${item.itemid}`, { price: 100, resellPrice: 90, itemInstock: true })).statusCode).toBe(200);

    const stock = await post('/admin/updateproduct', { _id: product._id, instock: false, importantNote: 'Restocking tonight' });
    expect(stock.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({ message: 'Product instock status updated successfully', product: { instock: false, importantnote: 'Restocking tonight' } });
    expect((await shop.get(`/product/eachproduct/${product._id}`)).json()).toMatchObject({ instock: false, importantnote: 'Restocking tonight' });
    expect((await order()).statusCode).toBe(409);
    expect((await post('/admin/updateproduct', { _id: product._id, instock: true })).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(200);
  });
});

describe('deleting what orders refer to', () => {
  it('hides the product and item from the shop and keeps My Orders and All Orders intact', async () => {
    const [item, other] = [await newItem({ isApi: false, apiType: null, name: 'Netflix 1 Month' }), await newItem({ isApi: false, apiType: null, name: 'Netflix 3 Months' })];
    const product = await newProduct([item.itemid, other.itemid], { isApi: false, apiType: null, type: 'OTT', category: 'ott', name: 'Netflix', inputs: [{ label: 'Email' }] });
    await shop.fund(customer.id, 500);
    const placed = await post('/order/createWalletOrder', { userid: String(customer.userid), product_id: product._id, item_id: item._id, input1: 'me@example.in', paymentmode: 'wallet' }, customer.auth);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().client_txn_id;

    const delItem = await post(`/admin/deleteitem/${other.itemid}`, {});
    expect(delItem.statusCode).toBe(200);
    expect((await shop.get(`/item/${product._id}`)).json().map((p: { name: string }) => p.name)).toEqual(['Netflix 1 Month']);
    expect((await shop.get('/admin/getallproducts', admin.auth)).json().find((p: { _id: string }) => p._id === product._id).items).toEqual([item.itemid]);

    const res = await post(`/admin/deleteproduct/${product.productid}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product deleted successfully!');
    expect((await shop.get(`/product/eachproduct/${product._id}`)).statusCode).toBe(404);
    expect((await shop.get('/product/gethomeproducts')).json().ott.map((p: { _id: string }) => p._id)).not.toContain(product._id);
    expect((await shop.get('/admin/getallproducts', admin.auth)).json().map((p: { _id: string }) => p._id)).not.toContain(product._id);
    expect((await post(`/admin/deleteproduct/${product.productid}`, {})).statusCode).toBe(404);

    const mine = (await shop.get(`/order/${customer.userid}`, customer.auth)).json();
    expect(mine.find((o: { orderid: string }) => o.orderid === orderId)).toMatchObject({ productname: 'Netflix', itemname: 'Netflix 1 Month', value: 109.5 });
    const all = (await shop.get(`/admin/alltxn?search=${orderId}`, admin.auth)).json();
    expect(all.transactions[0]).toMatchObject({ productname: 'Netflix', itemname: 'Netflix 1 Month', value: 109.5 });
    expect((await shop.get(`/admin/updateorder/${orderId}/Completed/-`, admin.auth)).statusCode).toBe(200);
  });
});

// Two instances share PostgreSQL; the embedded database belongs to one process, so this case
// exists only where TEST_DATABASE_URL names a PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)(`two instances on one PostgreSQL database${process.env.TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL to run it)'}`, () => {
  it('a price changed through one is read at its new value through the other', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const { url, drop } = await scratchDatabase(server, 'shop_two');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-two-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 's'.repeat(40), DATABASE_URL: url, WORKERS: 'false' });
    const instances = [];
    try {
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
        const app = await buildApp({ config, database, webDist: null });
        await app.ready();
        instances.push({ app, database });
      }
      const [one, two] = instances as [(typeof instances)[number], (typeof instances)[number]];
      const [owner] = await one.database.db.insert(users).values({ name: 'Owner', email: 'owner@example.in', role: 'admin', verified: true }).returning();
      const token = await createSessions({ db: one.database.db, secret: loadJwtSecret(config.JWT_SECRET, dataDir) }).issueToken({ id: owner!.id, role: 'admin', sessionVersion: 0 });
      const auth = { authorization: `Bearer ${token}` };
      const item = (await one.app.inject({ method: 'POST', url: '/api/admin/createitem', headers: auth, payload: itemBody({ isApi: false, apiType: null }) })).json().item;
      const product = (await one.app.inject({ method: 'POST', url: '/api/admin/createproduct', headers: auth, payload: productBody([item.itemid], { isApi: false, apiType: null }) })).json().product;
      const read = async () => (await two.app.inject({ method: 'GET', url: `/api/item/${product._id}` })).json()[0].discountedprice;
      expect(await read()).toBe(109.5);
      expect((await one.app.inject({ method: 'POST', url: `/api/admin/updateitem/${item.itemid}`, headers: auth, payload: { price: 88, resellPrice: 80, itemInstock: true } })).statusCode).toBe(200);
      // The NOTIFY reaches the other instance when the change commits; it is asynchronous.
      let seen = await read();
      for (let i = 0; i < 50 && seen !== 88; i++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await read();
      }
      expect(seen).toBe(88);
    } finally {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

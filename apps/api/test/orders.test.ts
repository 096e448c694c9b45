import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { order as orderSchema } from '@shop/contract/orders';
import { orders } from '../src/orders/tables.js';
import { invoices } from '../src/books/tables.js';
import { supplierOrders } from '../src/fulfilment/tables.js';
import { walletTransactions } from '../src/wallet/tables.js';
import { startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());


async function mlbb(packs = [{ discountedPricePaise: 10_900, resellPricePaise: 10_400, itemidarray: ['13'] }]) {
  return shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, packs);
}
const orderBody = (userid: number | string, productId: string, itemId: string, extra: Record<string, unknown> = {}) => ({
  userid: String(userid),
  product_id: productId,
  item_id: itemId,
  input1: '123456789',
  input2: '2001',
  paymentmode: 'upi',
  couponCode: '',
  ...extra,
});
async function statusOf(clientTxnId: string, auth: Record<string, string>) {
  const res = await shop.post('/order/orderstatus', { client_txn_id: clientTxnId }, auth);
  expect(res.statusCode).toBe(200);
  return orderSchema.parse(res.json().data);
}
const balanceOf = async (u: { userid: number; auth: Record<string, string> }) => (await shop.get(`/wallet/getbalance/${u.userid}`, u.auth)).json().balance as number;

describe('a UPI order through the sandbox gateway', () => {
  it('is priced by the server, paid, delivered and completed', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    const res = await shop.post('/order/createOrder', orderBody(u.userid, product.id, packs[0]!.id, { price: 1, value: 1, amount: 1 }), u.auth);
    expect(res.statusCode).toBe(200);
    const { status, payment_url, client_txn_id } = res.json();
    expect(status).toBe(true);
    expect(payment_url).toBe(`/sandbox/pay/${client_txn_id}`);

    const created = await statusOf(client_txn_id, u.auth);
    expect(created).toMatchObject({ status: 'Created', value: 109, paymentmode: 'upi', input1: '123456789', input2: '2001' });
    expect(created.username).toMatch(/^[A-Za-z]+\d+$/);

    const page = await shop.get(`/sandbox/payments/${client_txn_id}`);
    expect(page.json()).toMatchObject({ amount: 109, status: 'pending', purpose: 'order' });
    const paid = await shop.post(`/sandbox/pay/${client_txn_id}`, { outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().returnUrl).toContain(`/confirmation?client_txn_id=${client_txn_id}`);

    await expect.poll(async () => (await statusOf(client_txn_id, u.auth)).status, { timeout: 15_000 }).toBe('Completed');
    const done = await statusOf(client_txn_id, u.auth);
    expect(done.upi_txn_id).toMatch(/^\d{12}$/);
  });

  it('marks a failed payment Failed with its reason', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    const { client_txn_id } = (await shop.post('/order/createOrder', orderBody(u.userid, product.id, packs[0]!.id), u.auth)).json();
    await shop.post(`/sandbox/pay/${client_txn_id}`, { outcome: 'failure' });
    const failed = await statusOf(client_txn_id, u.auth);
    expect(failed.status).toBe('Failed');
    expect(failed.reason).toBe('The payment was declined.');
    // Paying after failing changes nothing.
    await shop.post(`/sandbox/pay/${client_txn_id}`, { outcome: 'success' });
    expect((await statusOf(client_txn_id, u.auth)).status).toBe('Failed');
  });

  it('charges resellers the reseller price', async () => {
    const { product, packs } = await mlbb();
    const reseller = await shop.factories.user({ role: 'reseller' });
    const { client_txn_id } = (await shop.post('/order/createOrder', orderBody(reseller.userid, product.id, packs[0]!.id), reseller.auth)).json();
    expect((await statusOf(client_txn_id, reseller.auth)).value).toBe(104);
  });
});

describe('a wallet order', () => {
  it('debits the wallet once, goes straight to Processing and completes', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    await shop.fund(u.id, 250);
    const res = await shop.post('/order/createWalletOrder', orderBody(u.userid, product.id, packs[0]!.id, { paymentmode: 'wallet' }), u.auth);
    expect(res.statusCode).toBe(200);
    const { msg, redirect_url, client_txn_id } = res.json();
    expect(msg).toBe('Order placed successfully');
    expect(redirect_url).toBe(`/confirmation?client_txn_id=${client_txn_id}`);
    expect(await balanceOf(u)).toBe(141);
    await expect.poll(async () => (await statusOf(client_txn_id, u.auth)).status, { timeout: 15_000 }).toBe('Completed');
    const txns = (await shop.get(`/wallet/gettransactions/${u.userid}`, u.auth)).json();
    expect(txns[0]).toMatchObject({ type: 'Debit', status: 'Success', amount: 109, orderid: client_txn_id });
  });

  it('refuses an order the balance does not cover with a clear 402 and takes nothing', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    await shop.fund(u.id, 100);
    const res = await shop.post('/order/createWalletOrder', orderBody(u.userid, product.id, packs[0]!.id, { paymentmode: 'wallet' }), u.auth);
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toBe('Insufficient balance');
    // A client that follows redirect_url lands on the Insufficient Balance screen.
    expect(res.json().redirect_url).toBe('/balanceerror');
    expect(await balanceOf(u)).toBe(100);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(0);
    // The paid reactions' rows went to the database with the debit that was refused: none stays.
    expect(await shop.db.select().from(invoices).where(eq(invoices.userId, u.id))).toHaveLength(0);
    expect(await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id))).toHaveLength(1); // the funding only
  });

  it('refunds to the wallet, with a reason, when the supplier confirms it cannot deliver', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    await shop.fund(u.id, 109);
    const { client_txn_id } = (await shop.post('/order/createWalletOrder', orderBody(u.userid, product.id, packs[0]!.id, { paymentmode: 'wallet', input1: '404012345' }), u.auth)).json();
    await expect.poll(async () => (await statusOf(client_txn_id, u.auth)).status, { timeout: 15_000 }).toBe('Refunded');
    expect((await statusOf(client_txn_id, u.auth)).reason).toMatch(/^We could not deliver this pack: .*₹109 has been refunded to your wallet\.$/);
    expect(await balanceOf(u)).toBe(109);
  });

  it('leaves a manual product Processing for an admin', async () => {
    const { product, packs } = await shop.factories.product({ type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }, { label: 'WhatsApp Number' }] });
    const u = await shop.factories.user();
    await shop.fund(u.id, 500);
    const { client_txn_id } = (await shop.post('/order/createWalletOrder', orderBody(u.userid, product.id, packs[0]!.id, { paymentmode: 'wallet', input1: 'me@example.in', input2: '9876543210' }), u.auth)).json();
    // Whether a supplier delivers it is decided with the payment, in its transaction: a manual
    // pack gets no supplier order, so nothing will ever deliver it but an admin.
    expect((await statusOf(client_txn_id, u.auth)).status).toBe('Processing');
    const [placed] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, client_txn_id));
    expect(await shop.db.select().from(supplierOrders).where(eq(supplierOrders.orderId, placed!.id))).toEqual([]);
  });
});

describe('what the server checks before taking money', () => {
  it('refuses out-of-stock packs, bad inputs, Indonesian ids, coupons for resellers and unknown packs', async () => {
    const { product, packs } = await mlbb([
      { discountedPricePaise: 10_900, resellPricePaise: 10_400, itemidarray: ['13'] },
      { discountedPricePaise: 20_000, resellPricePaise: 19_000, itemidarray: ['14'], inStock: false } as never,
    ]);
    const u = await shop.factories.user();
    const reseller = await shop.factories.user({ role: 'reseller' });
    const cases: [Record<string, unknown>, number, RegExp, typeof u?][] = [
      [{ item_id: packs[1]!.id }, 409, /out of stock/],
      [{ input1: 'abc' }, 400, /player id must be a number/],
      [{ input2: 'Asia' }, 400, /zone id must be a number/],
      [{ input2: '' }, 400, /Please enter your details/],
      [{ input1: '812345678' }, 400, /^Recharge for Indo IDs is not permitted$/],
      [{ paymentmode: 'cash' }, 400, /Please select a payment method/],
      [{ item_id: '00000000-0000-4000-8000-000000000000' }, 404, /Pack not found/],
      [{ item_id: 'not-a-uuid' }, 400, /./],
      [{ couponCode: 'SAVE10' }, 403, /^Resellers cannot apply coupons\.$/, reseller],
    ];
    for (const [change, status, message, who = u] of cases) {
      const res = await shop.post('/order/createOrder', orderBody(who.userid, product.id, packs[0]!.id, change), who.auth);
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().error, JSON.stringify(change)).toMatch(message);
    }
    expect(await shop.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(0);
  });

  it('refuses a blocked account, an expired or missing session', async () => {
    const { product, packs } = await mlbb();
    const blocked = await shop.factories.user({ isBlocked: true });
    expect((await shop.post('/order/createOrder', orderBody(blocked.userid, product.id, packs[0]!.id), blocked.auth)).statusCode).toBe(401);
    expect((await shop.post('/order/createOrder', orderBody(1, product.id, packs[0]!.id))).statusCode).toBe(401);
    const { SignJWT } = await import('jose');
    const u = await shop.factories.user();
    const expired = await new SignJWT({ role: 'user', sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(u.id).setIssuedAt(Math.floor(Date.now() / 1000) - 7 * 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(shop.jwtSecret);
    const res = await shop.post('/order/createOrder', orderBody(u.userid, product.id, packs[0]!.id), { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Token has expired. Please login again.');
  });

  it('refuses a session that expires after it was used, and a token changed after its original was accepted', async () => {
    const { SignJWT } = await import('jose');
    const u = await shop.factories.user();
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ role: 'user', sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(u.id).setIssuedAt(now).setExpirationTime(now + 2).sign(shop.jwtSecret);
    const balance = () => shop.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${u.userid}`, headers: { authorization: `Bearer ${shortLived}` } });
    expect((await balance()).statusCode).toBe(200);
    expect((await balance()).statusCode).toBe(200);
    // The same header and signature over another subject: refused although the original passed.
    const [header, , signature] = shortLived.split('.');
    const other = await shop.factories.user();
    const forged = `${header}.${Buffer.from(JSON.stringify({ role: 'user', sv: 0, sub: other.id, iat: now, exp: now + 2 })).toString('base64url')}.${signature}`;
    const stolen = await shop.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${other.userid}`, headers: { authorization: `Bearer ${forged}` } });
    expect(stolen.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, (now + 2) * 1000 - Date.now() + 50));
    const late = await balance();
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Token has expired. Please login again.' });
  });

  it('makes one order for a double click (same idempotency key), even at the same moment', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    await shop.fund(u.id, 1000);
    const headers = { ...u.auth, 'idempotency-key': `click-${u.id}` };
    const body = orderBody(u.userid, product.id, packs[0]!.id, { paymentmode: 'wallet' });
    const answers = await Promise.all([1, 2, 3].map(() => shop.post('/order/createWalletOrder', body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().client_txn_id)).size).toBe(1);
    expect(await balanceOf(u)).toBe(891);
    const upi = await Promise.all([1, 2].map(() => shop.post('/order/createOrder', orderBody(u.userid, product.id, packs[0]!.id), { ...u.auth, 'idempotency-key': `upi-${u.id}` })));
    expect(upi[0]!.json().payment_url).toBe(upi[1]!.json().payment_url);
  });

  it('answers a retry with the order the first request made, even when that order could not be made now', async () => {
    const { product, packs } = await mlbb();
    const u = await shop.factories.user();
    await shop.fund(u.id, 109);
    const headers = { ...u.auth, 'idempotency-key': `retry-${u.id}` };
    const body = orderBody(u.userid, product.id, packs[0]!.id, { paymentmode: 'wallet' });
    const first = await shop.post('/order/createWalletOrder', body, headers);
    expect(first.statusCode).toBe(200);
    // The wallet is empty now: a new order is refused, the retry of the placed one is not.
    const again = await shop.post('/order/createWalletOrder', body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().client_txn_id).toBe(first.json().client_txn_id);
    const fresh = await shop.post('/order/createWalletOrder', body, { ...u.auth, 'idempotency-key': `fresh-${u.id}` });
    expect(fresh.json()).toMatchObject({ redirect_url: '/balanceerror' });
    // The same key with another request is refused, even when that request would fail anyway.
    const other = await shop.post('/order/createWalletOrder', { ...body, item_id: '00000000-0000-0000-0000-000000000000' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toBe('This Idempotency-Key was used for another order. Use a new key for a new order.');
    expect(await balanceOf(u)).toBe(0);
  });

  it('answers a keyed UPI order whose payment could not be started with the failure, and its retry with that order', async () => {
    const down = await startTestShop({ PAYMENT_GATEWAY: 'upigateway', UPIGATEWAY_KEY: 'test-key', UPIGATEWAY_URL: 'http://127.0.0.1:9/api' });
    try {
      const { product, packs } = await down.factories.product({ type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ discountedPricePaise: 10_900 }]);
      const u = await down.factories.user();
      const headers = { ...u.auth, 'idempotency-key': `down-${u.id}` };
      const body = orderBody(u.userid, product.id, packs[0]!.id, { input1: 'buyer@example.in', input2: '' });
      const first = await down.post('/order/createOrder', body, headers);
      expect(first.statusCode).toBe(503);
      const [row] = await down.db.select().from(orders).where(eq(orders.userId, u.id));
      expect(row).toMatchObject({ status: 'Failed', reason: 'The payment could not be started.' });
      const again = await down.post('/order/createOrder', body, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().client_txn_id).toBe(row!.clientTxnId);
    } finally {
      await down.close();
    }
  });
});

describe('who may see and do what', () => {
  it('answers every order and wallet route by role, never with another user\'s data', async () => {
    const { product, packs } = await mlbb();
    const owner = await shop.factories.user();
    const other = await shop.factories.user();
    const reseller = await shop.factories.user({ role: 'reseller' });
    const admin = await shop.factories.user({ role: 'admin' });
    await shop.fund(owner.id, 500);
    const { client_txn_id } = (await shop.post('/order/createWalletOrder', orderBody(owner.userid, product.id, packs[0]!.id, { paymentmode: 'wallet' }), owner.auth)).json();
    const topup = (await shop.post('/wallet/topup', { value: 100, userid: String(owner.userid) }, owner.auth)).json();

    const routes = [
      { name: 'orderstatus', call: (who?: typeof owner) => shop.post('/order/orderstatus', { client_txn_id }, who?.auth) },
      { name: 'orders', call: (who?: typeof owner) => shop.get(`/order/${owner.userid}`, who?.auth) },
      { name: 'balance', call: (who?: typeof owner) => shop.get(`/wallet/getbalance/${owner.userid}`, who?.auth) },
      { name: 'transactions', call: (who?: typeof owner) => shop.get(`/wallet/gettransactions/${owner.userid}`, who?.auth) },
      { name: 'txnstatus', call: (who?: typeof owner) => shop.post('/wallet/txnstatus', { client_txn_id: topup.client_txn_id }, who?.auth) },
      { name: 'topup', call: (who?: typeof owner) => shop.post('/wallet/topup', { value: 50, userid: String(owner.userid) }, who?.auth) },
      { name: 'walletorder', call: (who?: typeof owner) => shop.post('/order/createWalletOrder', orderBody(owner.userid, product.id, packs[0]!.id, { paymentmode: 'wallet' }), who?.auth) },
    ];
    for (const route of routes) {
      expect((await route.call()).statusCode, `${route.name} anonymous`).toBe(401);
      expect((await route.call(owner)).statusCode, `${route.name} owner`).toBe(200);
      for (const stranger of [other, reseller]) {
        const res = await route.call(stranger);
        expect(res.statusCode, `${route.name} ${stranger.role}`).toBe(403);
        expect(res.body).not.toContain(owner.email);
        expect(res.body).not.toContain(client_txn_id);
      }
    }
    // Admins may look at any order and top-up (the spec's Verify links), not spend for others.
    expect((await routes[0]!.call(admin)).statusCode).toBe(200);
    expect((await routes[4]!.call(admin)).statusCode).toBe(200);
    expect((await routes[6]!.call(admin)).statusCode).toBe(403);
  });
});

describe('wallet top-up', () => {
  it('credits once when paid, and shows Created, then Success', async () => {
    const u = await shop.factories.user();
    const res = await shop.post('/wallet/topup', { value: 250, userid: String(u.userid) }, u.auth);
    expect(res.statusCode).toBe(200);
    const { payment_url, client_txn_id } = res.json();
    expect(payment_url).toBe(`/sandbox/pay/${client_txn_id}`);
    expect((await shop.post('/wallet/txnstatus', { client_txn_id }, u.auth)).json().data).toMatchObject({ status: 'Created', type: 'Credit', amount: 250 });
    const paid = await shop.post(`/sandbox/pay/${client_txn_id}`, { outcome: 'success' });
    expect(paid.json().returnUrl).toContain(`/walletconfirmation?client_txn_id=${client_txn_id}`);
    expect((await shop.post('/wallet/txnstatus', { client_txn_id }, u.auth)).json().data.status).toBe('Success');
    await shop.post(`/sandbox/pay/${client_txn_id}`, { outcome: 'success' });
    expect(await balanceOf(u)).toBe(250);
  });

  it('accepts only a positive whole number of rupees within the maximum', async () => {
    const u = await shop.factories.user();
    for (const value of [0, -5, 10.5, 'ten', 50_001]) {
      const res = await shop.post('/wallet/topup', { value, userid: String(u.userid) }, u.auth);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().msg).toMatch(/valid amount|at most/);
    }
  });
});

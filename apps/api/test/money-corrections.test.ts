import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { walletTransactions } from '../src/wallet/tables.js';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShopWithAdmin, type Person, type TestShop } from './helpers.js';

let shop: TestShop;
let admin: Person;
beforeAll(async () => {
  ({ shop, admin } = await startTestShopWithAdmin());
});
afterAll(() => shop.close());

const credit = (userId: string, amount: unknown, key?: string, reason?: string) =>
  shop.post('/admin/adduserbalance', { userId, amount, ...(reason ? { reason } : {}) }, { ...admin.auth, ...(key ? { 'idempotency-key': key } : {}) });
const balanceOf = async (u: { userid: number; auth: Record<string, string> }) => (await shop.get(`/wallet/getbalance/${u.userid}`, u.auth)).json().balance as number;

describe('exact rupee amounts', () => {
  it('credits every amount from ₹0.01 to ₹99.99 to the paisa, through the API', async () => {
    const u = await shop.factories.user();
    const failures: string[] = [];
    // 9,999 credits, eight at a time: each answer names its amount, and the ledger holds each exactly.
    for (let start = 1; start <= 9_999; start += 8) {
      const batch = Array.from({ length: Math.min(8, 10_000 - start) }, (_, i) => start + i);
      const answers = await Promise.all(batch.map((paise) => credit(u.id, Number(`${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`))));
      answers.forEach((res, i) => {
        if (res.statusCode !== 200) failures.push(`${batch[i]} paise: ${res.statusCode} ${res.body}`);
      });
    }
    expect(failures).toEqual([]);
    const rows = await shop.db.select({ amountPaise: walletTransactions.amountPaise }).from(walletTransactions).where(eq(walletTransactions.userId, u.id));
    expect(rows.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual(Array.from({ length: 9_999 }, (_, i) => i + 1));
    // 1 + 2 + ... + 9999 paise = ₹4,99,950.
    expect(await balanceOf(u)).toBe(499_950);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  }, 300_000);

  it('takes ₹1.10, ₹0.29 and ₹1.15 as written, as numbers and as numeric strings, and says so', async () => {
    const u = await shop.factories.user({ name: 'Asha' });
    for (const [amount, shown] of [[1.1, '₹1.10'], [0.29, '₹0.29'], [1.15, '₹1.15'], ['2.50', '₹2.50']] as const) {
      const res = await credit(u.id, amount);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(`Successfully added ${shown} to Asha's wallet`);
    }
    expect(await balanceOf(u)).toBe(5.04);
  });

  it('refuses what is not an amount: wrong types, hex, exponents, three decimals, zero and negatives', async () => {
    const u = await shop.factories.user();
    for (const amount of [true, false, null, [5], { v: 5 }, '0x10', '1e3', 'NaN', 'Infinity', '', ' ', '5 rupees', 0, -1, 0.001, 1.234, '1.234']) {
      const res = await credit(u.id, amount);
      expect(res.statusCode, `${JSON.stringify(amount)} -> ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/valid amount|two decimals/);
    }
    for (const value of [true, [5], '0x10', '1e2', 10.5, 0, -100, null]) {
      const res = await shop.post('/wallet/topup', { value, userid: String(u.userid) }, u.auth);
      expect(res.statusCode, `${JSON.stringify(value)} -> ${res.body}`).toBe(400);
      expect(res.json().msg).toBe('Please enter a valid amount');
    }
    expect(await balanceOf(u)).toBe(0);
    expect(await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id))).toEqual([]);
  });
});

describe('amount bounds', () => {
  it('a wallet holds and is credited ₹10 crore; past the stated bounds the answer is a 4xx with the bound', async () => {
    const u = await shop.factories.user();
    const res = await credit(u.id, 10_00_00_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(10_00_00_000);
    expect(await balanceOf(u)).toBe(10_00_00_000);

    const tooMuch = await credit(u.id, 10_00_00_000.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('At most ₹10,00,00,000 at once');
    for (const huge of [1e15, 2 ** 53, 1e300]) expect((await credit(u.id, huge)).statusCode).toBe(400);

    // Nine more credits reach ₹100 crore, the most a wallet holds; one paisa more is refused.
    for (let i = 0; i < 9; i++) expect((await credit(u.id, 10_00_00_000)).statusCode).toBe(200);
    expect(await balanceOf(u)).toBe(100_00_00_000);
    const full = await credit(u.id, 0.01);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/A wallet can hold at most ₹1,00,00,00,000/);
    expect(await balanceOf(u)).toBe(100_00_00_000);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  });

  it('a coupon amount past ₹10 lakh, or a limit past 10 lakh uses, is refused with its bound', async () => {
    const base = { couponCode: `BIG${Date.now()}`, discountType: 'fixed', expiryDate: new Date(Date.now() + 86_400_000).toISOString(), minimumItemQuantity: 1, minPurchaseAmount: 0, maxDiscountAmount: 0, usageLimit: 5, userLimit: 1 };
    for (const [field, value] of [['discountAmount', 1e15], ['discountAmount', 10_00_000.01], ['usageLimit', 2 ** 31], ['minPurchaseAmount', 1e15], ['discountAmount', null], ['discountAmount', true]] as const) {
      const res = await shop.post('/admin/createcoupon', { ...base, discountAmount: 10, [field]: value }, admin.auth);
      expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatch(/At most|Valid Discount Amount|is at most/);
    }
    const ok = await shop.post('/admin/createcoupon', { ...base, discountAmount: 10_00_000 }, admin.auth);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().coupon.discountAmount).toBe(10_00_000);
  });
});

describe('an admin credit is made once, however often it is sent', () => {
  it('20 concurrent retries with one key credit once and all answer the first result', async () => {
    const u = await shop.factories.user({ name: 'Kabir' });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => credit(u.id, 75.5, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(new Set(bodies.map((b) => b.txnid)).size).toBe(1);
    for (const body of bodies) expect(body).toMatchObject({ message: "Successfully added ₹75.50 to Kabir's wallet", balance: 75.5 });
    expect(await balanceOf(u)).toBe(75.5);
    expect(await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id))).toHaveLength(1);

    // Later, the same key answers the same result even after the balance moved on.
    expect((await credit(u.id, 10)).statusCode).toBe(200);
    expect((await credit(u.id, 75.5, key)).json()).toMatchObject({ txnid: bodies[0].txnid, balance: 75.5 });
    expect(await balanceOf(u)).toBe(85.5);
    // The key of one credit cannot make a different one.
    const other = await credit(u.id, 99, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already used for a different request/);
    const bad = await credit(u.id, 5, 'short');
    expect(bad.statusCode).toBe(400);
  });
});

describe('reversing a mistaken credit', () => {
  it('debits with the reason the customer reads, audited, once, and never below zero', async () => {
    const u = await shop.factories.user();
    const { txnid } = (await credit(u.id, 500, undefined, 'Goodwill')).json();
    const pack = await shop.factories.product({}, [{ discountedPricePaise: 30_000 }]);
    const order = await shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: pack.product.id, item_id: pack.packs[0]!.id, input1: '123456789', input2: '2001', paymentmode: 'wallet' }, u.auth);
    expect(order.statusCode, order.body).toBe(200);
    expect(await balanceOf(u)).toBe(200);

    const reverse = (body: object, key?: string) => shop.post('/admin/reversecredit', body, { ...admin.auth, ...(key ? { 'idempotency-key': key } : {}) });
    const whole = await reverse({ txnid, reason: 'Credited the wrong customer' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toBe('The wallet holds ₹200.00; a reversal cannot take it below zero. Reverse at most that much.');
    expect((await reverse({ txnid, amount: 600, reason: 'Too much' })).statusCode).toBe(400);
    expect((await reverse({ txnid, amount: 100 })).statusCode).toBe(400);
    expect(await balanceOf(u)).toBe(200);

    const key = randomUUID();
    const [first, second] = await Promise.all([reverse({ txnid, amount: 200, reason: 'Credited the wrong customer' }, key), reverse({ txnid, amount: 200, reason: 'Credited the wrong customer' }, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect(first.json()).toMatchObject({ balance: 0, txnid: `${txnid}-R` });
    expect(await balanceOf(u)).toBe(0);
    const again = await reverse({ txnid, amount: 1, reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This credit has already been reversed.');

    const history = (await shop.get(`/wallet/gettransactions/${u.userid}`, u.auth)).json();
    expect(history[0]).toMatchObject({ txnid: `${txnid}-R`, type: 'Debit', status: 'Success', amount: 200, reason: `Reversal of ${txnid}: Credited the wrong customer` });
    const audit = (await shop.get(`/admin/auditlog?kind=wallet&customer=${u.userid}`, admin.auth)).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['wallet.reverse', 'wallet.credit']);
    expect(audit.entries[0]).toMatchObject({ admin: admin.email, customer: u.email, reason: 'Credited the wrong customer', details: { amountPaise: 20_000, reverses: txnid, before: { balancePaise: 20_000 }, after: { balancePaise: 0 } } });
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  });

  it('reverses only admin credits, and only for admins', async () => {
    const u = await shop.factories.user();
    await shop.fund(u.id, 50);
    const [funded] = await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id));
    expect((await shop.post('/admin/reversecredit', { txnid: funded!.txnid, reason: 'Not mine' }, admin.auth)).statusCode).toBe(400);
    expect((await shop.post('/admin/reversecredit', { txnid: 'ADNOSUCH', reason: 'Not mine' }, admin.auth)).statusCode).toBe(404);
    const { txnid } = (await credit(u.id, 5)).json();
    expect((await shop.post('/admin/reversecredit', { txnid, reason: 'Mine' }, u.auth)).statusCode).toBe(403);
    expect((await shop.post('/admin/reversecredit', { txnid, reason: 'Mine' })).statusCode).toBe(401);
    expect(await balanceOf(u)).toBe(55);
  });
});

describe('who may read a wallet', () => {
  it('an admin reads any customer\'s balance and history; a customer only their own', async () => {
    const u = await shop.factories.user();
    const other = await shop.factories.user();
    await shop.fund(u.id, 42);
    expect((await shop.get(`/wallet/getbalance/${u.userid}`, admin.auth)).json()).toEqual({ balance: 42 });
    expect((await shop.get(`/wallet/getbalance/${u.id}`, admin.auth)).json()).toEqual({ balance: 42 });
    expect((await shop.get(`/wallet/gettransactions/${u.userid}`, admin.auth)).json()).toHaveLength(1);
    expect((await shop.get(`/wallet/getbalance/${u.userid}`, other.auth)).statusCode).toBe(403);
    expect((await shop.get('/wallet/getbalance/999999999', admin.auth)).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('filters by admin, customer and kind, and pages on the server', async () => {
    const second = await shop.factories.user({ role: 'admin' });
    const u = await shop.factories.user();
    for (let i = 0; i < 5; i++) expect((await shop.post('/admin/adduserbalance', { userId: u.id, amount: i + 1 }, second.auth)).statusCode).toBe(200);
    const edit = await shop.post('/admin/updateuserdata', { _id: u.id, name: 'Renamed Customer', email: u.email, mobilenumber: u.mobilenumber, role: 'reseller', verified: true, isBlocked: false }, second.auth);
    expect(edit.statusCode, edit.body).toBe(200);

    const page1 = (await shop.get(`/admin/auditlog?admin=${encodeURIComponent(second.email)}&limit=4`, admin.auth)).json();
    expect(page1).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 6 });
    expect(page1.entries[0]).toMatchObject({ action: 'user.update', customer: u.email, details: { before: { name: u.name, role: 'user' }, after: { name: 'Renamed Customer', role: 'reseller' } } });
    expect(page1.entries[0].details.before).not.toHaveProperty('email');
    const page2 = (await shop.get(`/admin/auditlog?admin=${encodeURIComponent(second.email)}&limit=4&page=2`, admin.auth)).json();
    expect(page2.entries.map((e: { details: { amountPaise: number } }) => e.details.amountPaise)).toEqual([200, 100]);
    expect((await shop.get(`/admin/auditlog?customer=${encodeURIComponent(u.email)}&kind=user`, admin.auth)).json().totalItems).toBe(1);
    expect((await shop.get(`/admin/auditlog?customer=${u.userid}&kind=wallet`, admin.auth)).json().totalItems).toBe(5);
    expect((await shop.get('/admin/auditlog?kind=nonsense', admin.auth)).statusCode).toBe(400);
    // The role change above ended the customer's sessions; any non-admin is refused.
    expect((await shop.get('/admin/auditlog', u.auth)).statusCode).toBe(401);
    expect((await shop.get('/admin/auditlog', (await shop.factories.user()).auth)).statusCode).toBe(403);
  });
});

describe('guessing is limited', () => {
  it('asking for login codes of unknown numbers stops after 20 from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await shop.app.inject({ method: 'POST', url: '/api/otp/otp-login', payload: { mobile: `70000${String(i).padStart(5, '0')}` }, remoteAddress: '203.0.113.7' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    // Another address is not affected.
    expect((await shop.app.inject({ method: 'POST', url: '/api/otp/otp-login', payload: { mobile: '7000099999' }, remoteAddress: '203.0.113.8' })).statusCode).toBe(404);
  });

  it('wrong coupon codes stop after 10 for one account, with a message', async () => {
    const u = await shop.factories.user();
    const pack = await shop.factories.product();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await shop.post('/coupon/validatecoupon', { couponCode: `GUESS${i}`, item_id: pack.packs[0]!.id }, u.auth)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    const refused = await shop.post('/coupon/validatecoupon', { couponCode: 'GUESS99', item_id: pack.packs[0]!.id }, u.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: expect.stringMatching(/Too many wrong coupon codes/) });
  });

  it('player-name look-ups stop after 30 from one address', async () => {
    const { product } = await shop.factories.product({ isApi: true, apiType: 'SMILEBR', type: 'MLBB' });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await shop.app.inject({ method: 'POST', url: '/api/order/checkid', payload: { userid: String(100000 + i), zoneid: '2001', selectedProduct: product.id }, remoteAddress: '198.51.100.4' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

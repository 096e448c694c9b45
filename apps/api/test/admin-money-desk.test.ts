import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/orders/tables.js';
import { walletTransactions } from '../src/wallet/tables.js';
import { randomUUID } from 'node:crypto';
import { leaderboardTxnId, redemptionTxnId } from '../src/platform/txn-ids.js';
import { creditWallet } from '../src/wallet/service.js';
import { startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
type User = Awaited<ReturnType<TestShop['factories']['user']>>;
let admin: User;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.factories.user({ role: 'admin' });
});
afterAll(() => shop.close());

const balanceOf = async (u: User) => (await shop.get(`/wallet/getbalance/${u.userid}`, u.auth)).json().balance as number;

/** A paid wallet order of a manual product: it waits in Pending Orders. */
async function pendingOrder(u: User, rupees = 149) {
  const { product, packs } = await shop.factories.product({ name: 'Video Premium', type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ name: '1 Month', discountedPricePaise: rupees * 100 }]);
  await shop.fund(u.id, rupees);
  const res = await shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: product.id, item_id: packs[0]!.id, input1: u.email, paymentmode: 'wallet' }, u.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().client_txn_id as string;
}

describe('the admin authorization matrix', () => {
  it('every admin route: 401 anonymous, 403 user and reseller, 2xx or 4xx-by-input for an admin', async () => {
    const user = await shop.factories.user();
    const reseller = await shop.factories.user({ role: 'reseller' });
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/admin/stats'],
      ['GET', '/admin/auditlog'],
      ['GET', '/admin/processing'],
      ['GET', `/admin/updateorder/${someId}/Completed/done`],
      ['GET', '/admin/alltxn?page=1&limit=50'],
      ['GET', '/admin/allwallettxn?page=1&limit=50'],
      ['POST', '/admin/adduserbalance', { userId: user.id, amount: 10 }],
      ['GET', '/admin/users_data'],
      ['POST', '/admin/updateuserdata', { _id: user.id, name: 'x', email: user.email, role: 'user', verified: true, isBlocked: false }],
      ['GET', '/admin/getallcoupon'],
      ['POST', '/admin/createcoupon', {}],
      ['POST', `/admin/editcoupon/${someId}`, {}],
      ['POST', `/admin/deletecoupon/${someId}`, {}],
    ];
    for (const [method, url, payload] of routes) {
      const call = (headers: Record<string, string>) => shop.app.inject({ method: method as 'GET', url: `/api${url}`, headers, ...(payload ? { payload: payload as object } : {}) });
      expect((await call({})).statusCode, `${url} anonymous`).toBe(401);
      expect((await call(user.auth)).statusCode, `${url} user`).toBe(403);
      expect((await call(reseller.auth)).statusCode, `${url} reseller`).toBe(403);
      const asAdmin = (await call(admin.auth)).statusCode;
      expect(asAdmin, `${url} admin`).not.toBe(401);
      expect(asAdmin, `${url} admin`).not.toBe(403);
      expect(asAdmin, `${url} admin`).toBeLessThan(500);
    }
    // The top-up above went through, as an admin's only.
    expect(await balanceOf(user)).toBe(10);
  });
});

describe('Pending Orders', () => {
  it('lists processing orders; completing one shows the reason-free Completed', async () => {
    const u = await shop.factories.user();
    const id = await pendingOrder(u);
    const pending = (await shop.get('/admin/processing', admin.auth)).json();
    expect(pending.map((o: { orderid: string }) => o.orderid)).toContain(id);
    const done = await shop.get(`/admin/updateorder/${id}/Completed/-`, admin.auth);
    expect(done.statusCode).toBe(200);
    expect(done.json().order).toMatchObject({ status: 'Completed' });
    expect((await shop.get('/admin/processing', admin.auth)).json().map((o: { orderid: string }) => o.orderid)).not.toContain(id);
  });

  it('a refund requested twice at the same time credits once, with the reason the customer reads', async () => {
    const u = await shop.factories.user();
    const id = await pendingOrder(u, 149);
    expect(await balanceOf(u)).toBe(0);
    const [a, b] = await Promise.all([
      shop.get(`/admin/updateorder/${id}/Refunded/Subscription%20not%20available`, admin.auth),
      shop.get(`/admin/updateorder/${id}/Refunded/Subscription%20not%20available`, admin.auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(u)).toBe(149);
    const mine = (await shop.get(`/order/${u.userid}`, u.auth)).json();
    expect(mine[0]).toMatchObject({ orderid: id, status: 'Refunded', reason: 'Subscription not available' });
    const refunds = await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id));
    expect(refunds.filter((r) => r.type === 'Refunded')).toHaveLength(1);
  });

  it('refuses any other transition: a completed order cannot be refunded, nor an unknown status', async () => {
    const u = await shop.factories.user();
    const id = await pendingOrder(u);
    await shop.get(`/admin/updateorder/${id}/Completed/ok`, admin.auth);
    const refund = await shop.get(`/admin/updateorder/${id}/Refunded/late`, admin.auth);
    expect(refund.statusCode).toBe(409);
    expect(await balanceOf(u)).toBe(0);
    expect((await shop.get(`/admin/updateorder/${id}/Processing/x`, admin.auth)).statusCode).toBe(400);
    expect((await shop.get(`/admin/updateorder/NOSUCH/Completed/x`, admin.auth)).statusCode).toBe(404);
  });

  it('cancels with a reason and writes every action to the audit log', async () => {
    const u = await shop.factories.user();
    const id = await pendingOrder(u);
    await shop.get(`/admin/updateorder/${id}/Cancelled/Fraud%20check`, admin.auth);
    const [row] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, id));
    expect(row).toMatchObject({ status: 'Cancelled', reason: 'Fraud check' });
    const log = (await shop.get('/admin/auditlog?limit=5', admin.auth)).json().entries;
    expect(log[0]).toMatchObject({ admin: admin.email, action: 'order.cancelled', target: id, reason: 'Fraud check' });
  });
});

describe('Users Top-Up', () => {
  it('credits through the ledger with the spec\'s message, and refuses bad amounts', async () => {
    const u = await shop.factories.user({ name: 'Riya' });
    const res = await shop.post('/admin/adduserbalance', { userId: u.id, email: u.email, amount: 250 }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Successfully added ₹250 to Riya's wallet", balance: 250, txnid: expect.stringMatching(/^AD[0-9A-Z]+$/) });
    expect((await shop.get(`/wallet/gettransactions/${u.userid}`, u.auth)).json()[0]).toMatchObject({ type: 'Credit', status: 'Success', amount: 250 });
    for (const amount of [0, -5, 'abc', 1.234]) expect((await shop.post('/admin/adduserbalance', { userId: u.id, amount }, admin.auth)).statusCode).toBe(400);
    expect((await shop.post('/admin/adduserbalance', { userId: '00000000-0000-4000-8000-000000000000', amount: 5 }, admin.auth)).statusCode).toBe(404);
    expect((await shop.get('/admin/auditlog?limit=1', admin.auth)).json().entries[0]).toMatchObject({
      action: 'wallet.credit',
      target: u.email,
      customer: u.email,
      details: { amountPaise: 25_000, before: { balancePaise: 0 }, after: { balancePaise: 25_000 } },
    });
  });
});

describe('All Orders and Wallet transactions: filters and pages against known data', () => {
  it('filters orders by id or email, status, input, payment method and date, and pages them', async () => {
    const alice = await shop.factories.user({ email: 'alice.filter@example.in' });
    const bob = await shop.factories.user({ email: 'bob.filter@example.in' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await pendingOrder(alice));
    const bobs = await pendingOrder(bob);
    await shop.get(`/admin/updateorder/${ids[0]}/Completed/-`, admin.auth);
    await shop.db.update(orders).set({ createdAt: new Date('2026-01-15T10:00:00+05:30') }).where(eq(orders.clientTxnId, ids[2]!));

    const list = async (query: string) => (await shop.get(`/admin/alltxn?${query}`, admin.auth)).json() as { transactions: { orderid: string; useremail: string; status: string }[]; totalTxns: number };
    expect((await list('search=alice.filter')).totalTxns).toBe(3);
    expect((await list(`search=${ids[1]!.toLowerCase()}`)).transactions.map((t) => t.orderid)).toEqual([ids[1]]);
    expect((await list('search=alice.filter&status=Completed')).transactions.map((t) => t.orderid)).toEqual([ids[0]]);
    expect((await list(`input=${bob.email}`)).transactions.map((t) => t.orderid)).toEqual([bobs]);
    expect((await list('search=alice.filter&paymentmode=upi')).totalTxns).toBe(0);
    expect((await list('search=alice.filter&paymentmode=wallet')).totalTxns).toBe(3);
    expect((await list('search=alice.filter&from=2026-01-15&to=2026-01-15')).transactions.map((t) => t.orderid)).toEqual([ids[2]]);
    const page1 = await list('search=alice.filter&page=1&limit=2');
    const page2 = await list('search=alice.filter&page=2&limit=2');
    expect(page1.transactions).toHaveLength(2);
    expect(page2.transactions).toHaveLength(1);
    expect(new Set([...page1.transactions, ...page2.transactions].map((t) => t.orderid)).size).toBe(3);
    expect((await shop.get('/admin/alltxn?status=Nope', admin.auth)).statusCode).toBe(400);
    expect((await shop.get('/admin/alltxn?from=15-01-2026', admin.auth)).statusCode).toBe(400);
  });

  it('filters wallet transactions and says where the page is', async () => {
    const carol = await shop.factories.user({ email: 'carol.wallet@example.in' });
    const orderId = await pendingOrder(carol, 100); // a Credit (funds) and a Debit
    const topup = (await shop.post('/wallet/topup', { value: 300, userid: String(carol.userid) }, carol.auth)).json(); // a Created Credit
    const list = async (query: string) => (await shop.get(`/admin/allwallettxn?${query}`, admin.auth)).json();
    const all = await list('search=carol.wallet');
    expect(all).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 3 });
    expect((await list('search=carol.wallet&type=Debit')).transactions).toMatchObject([{ type: 'Debit', amount: 100, orderid: orderId, useremail: carol.email, userid: String(carol.userid) }]);
    expect((await list('search=carol.wallet&status=Created')).transactions).toMatchObject([{ txnid: topup.client_txn_id }]);
    expect((await list(`orderid=${orderId}`)).transactions).toHaveLength(1);
    expect((await list(`search=${topup.client_txn_id}`)).totalItems).toBe(1);
    const paged = await list('search=carol.wallet&page=2&limit=2');
    expect(paged).toMatchObject({ currentPage: 2, totalPages: 2, totalItems: 3 });
    expect(paged.transactions).toHaveLength(1);
  });
});

describe('finding a wallet row by its id, whatever kind', () => {
  it('an admin finds a points, referral and leaderboard credit by its id, and a name that starts like a prefix still searches accounts', async () => {
    const prakash = await shop.factories.user({ email: 'prakash.rewards@example.in' });
    const ids = [redemptionTxnId('points', randomUUID()), redemptionTxnId('referral', randomUUID()), leaderboardTxnId(new Date('2026-11-16T00:00:00+05:30'), 1)];
    for (const txnid of ids) {
      await shop.db.transaction((tx) => creditWallet(tx, { userId: prakash.id, amountPaise: 1_000, type: 'Credit', txnid, reason: 'Reward' }));
    }
    expect(ids.map((id) => id.slice(0, 2))).toEqual(['PR', 'RF', 'LB']);
    for (const txnid of ids) {
      const found = (await shop.get(`/admin/allwallettxn?search=${txnid.toLowerCase()}`, admin.auth)).json();
      expect(found.transactions.map((t: { txnid: string }) => t.txnid)).toEqual([txnid]);
    }
    expect((await shop.get('/admin/allwallettxn?search=prakash.rewards', admin.auth)).json().totalItems).toBe(3);
  });
});

describe('stats', () => {
  it('counts orders by state and sums completed sales, with 30 days of history', async () => {
    const before = (await shop.get('/admin/stats', admin.auth)).json();
    const u = await shop.factories.user();
    const id = await pendingOrder(u, 200);
    await shop.get(`/admin/updateorder/${id}/Completed/-`, admin.auth);
    const after = (await shop.get('/admin/stats', admin.auth)).json();
    expect(after.total_order).toBe(before.total_order + 1);
    expect(after.completed).toBe(before.completed + 1);
    expect(after.total_sale).toBe(before.total_sale + 200);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1).sales).toBeGreaterThanOrEqual(200);
  });
});

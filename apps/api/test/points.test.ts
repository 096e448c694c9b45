import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@shop/contract/money';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShopWithAdmin, type Person, type TestShop } from './helpers.js';

let shop: TestShop;
let admin: Person;
beforeAll(async () => {
  ({ shop, admin } = await startTestShopWithAdmin({ WORKERS: 'false' }));
});
afterAll(() => shop.close());

const pointsOf = (u: Person) => shop.pointsOf(u);
const walletOf = (u: Person) => shop.walletOf(u);

/** A paid order of a pack an admin delivers by hand: it waits in Processing. */
async function pendingOrder(u: Person, pricePaise = 10_900) {
  const { product, packs } = await shop.factories.product({ type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ discountedPricePaise: pricePaise, originalPricePaise: pricePaise }]);
  await shop.fund(u.id, pricePaise / 100);
  const res = await shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: product.id, item_id: packs[0]!.id, input1: 'me@example.in', paymentmode: 'wallet' }, u.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().client_txn_id as string;
}

/** Points earned through the shop's own reaction, as a completed order of `rupees` would earn them. */
async function earn(u: Person, rupees: number) {
  await shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: randomUUID(), userId: u.id, pricePaise: rupeesToPaise(rupees), clientTxnId: 'ST261124TEST' }));
}

describe('earning points', () => {
  it('a completed order earns 1% of the price paid, once, even when completed 20 times at once', async () => {
    const u = await shop.factories.user();
    const id = await pendingOrder(u, 10_950);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.get(`/admin/updateorder/${id}/Completed/-`, admin.auth)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    // ₹109.50 paid: 1.095 points, rounded down to the hundredth.
    expect(await pointsOf(u)).toBe(1.09);
    // The reaction itself, replayed for the same order, is refused by the entry's unique key and
    // rolls its transaction back: nothing is added.
    const order = (await shop.get(`/admin/alltxn?search=${id}`, admin.auth)).json().transactions[0];
    await expect(shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: order._id, userId: u.id, pricePaise: 10_950, clientTxnId: id }))).rejects.toThrow();
    expect(await pointsOf(u)).toBe(1.09);
  });

  it('a refunded or cancelled order earns nothing', async () => {
    const u = await shop.factories.user();
    expect((await shop.get(`/admin/updateorder/${await pendingOrder(u)}/Refunded/Out%20of%20stock`, admin.auth)).statusCode).toBe(200);
    expect((await shop.get(`/admin/updateorder/${await pendingOrder(u)}/Cancelled/-`, admin.auth)).statusCode).toBe(200);
    expect(await pointsOf(u)).toBe(0);
  });
});

describe('redeeming points', () => {
  it('30 redemptions of 10 points at once against 100 points: exactly 100 move to the wallet, both ledgers audited', async () => {
    const u = await shop.factories.user();
    await earn(u, 10_000);
    expect(await pointsOf(u)).toBe(100);
    const answers = await Promise.all(Array.from({ length: 30 }, () => shop.post('/points/redeempoints', { value: 10, userid: String(u.userid) }, { ...u.auth, 'idempotency-key': randomUUID() })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.json().msg).toBe('Insufficient points. You have 0 points available.');
    expect(await pointsOf(u)).toBe(0);
    expect(await walletOf(u)).toBe(100);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
    expect((await shop.app.services.points.audit()).differences).toEqual([]);
  });

  it('a double click with one key redeems once and answers the first result', async () => {
    const u = await shop.factories.user();
    await earn(u, 5_000);
    const key = randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => shop.post('/points/redeempoints', { value: 12.5, userid: String(u.userid) }, { ...u.auth, 'idempotency-key': key })));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json()).toEqual(b!.json());
    expect(a!.json()).toEqual({ msg: '12.5 points redeemed: ₹12.5 added to your wallet.', balance: 37.5, walletBalance: 12.5 });
    expect(await pointsOf(u)).toBe(37.5);
    expect(await walletOf(u)).toBe(12.5);
    const history = (await shop.get(`/wallet/gettransactions/${u.userid}`, u.auth)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'Credit', status: 'Success', amount: 12.5, reason: 'Redeemed 12.5 reward points' });
  });

  it('refuses what is not a points amount, or more than the balance, with the spec\'s messages', async () => {
    const u = await shop.factories.user();
    await earn(u, 123_456);
    for (const value of [0, -1, 'abc', 1.234, true, null, [5], '0x10']) {
      const res = await shop.post('/points/redeempoints', { value, userid: String(u.userid) }, u.auth);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().msg).toMatch(/Please enter a valid points amount|At most two decimals/);
    }
    const tooMany = await shop.post('/points/redeempoints', { value: 1_235, userid: String(u.userid) }, u.auth);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('Insufficient points. You have 1,234.56 points available.');
    expect(await pointsOf(u)).toBe(1_234.56);
  });
});

describe('who may see and spend points', () => {
  it('owners and admins read a balance; nobody spends another\'s points', async () => {
    const u = await shop.factories.user();
    const other = await shop.factories.user();
    await earn(u, 700);
    expect((await shop.get(`/points/getbalance/${u.userid}`)).statusCode).toBe(401);
    expect((await shop.get(`/points/getbalance/${u.userid}`, other.auth)).statusCode).toBe(403);
    expect((await shop.get(`/points/getbalance/${u.userid}`, admin.auth)).json()).toEqual({ balance: 7 });
    expect((await shop.post('/points/redeempoints', { value: 1, userid: String(u.userid) })).statusCode).toBe(401);
    expect((await shop.post('/points/redeempoints', { value: 1, userid: String(u.userid) }, other.auth)).statusCode).toBe(403);
    expect((await shop.post('/points/redeempoints', { value: 1, userid: String(u.userid) }, admin.auth)).statusCode).toBe(403);
    expect(await pointsOf(u)).toBe(7);
  });
});

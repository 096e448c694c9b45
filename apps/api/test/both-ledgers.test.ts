import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@shop/contract/money';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShopWithAdmin, testDatabaseKind, type Person, type TestShop } from './helpers.js';

/**
 * A customer's wallet and points move together in redemptions, in wallet orders paid partly with
 * points, and in refunds of those orders. On PostgreSQL, those transactions running at once for
 * one customer must wait for each other, never deadlock: no 5xx, and both ledgers add up.
 */
let shop: TestShop;
let admin: Person;
beforeAll(async () => {
  ({ shop, admin } = await startTestShopWithAdmin({ WORKERS: 'false' }));
});
afterAll(() => shop.close());

const pointsOf = (u: Person) => shop.pointsOf(u);
const walletOf = (u: Person) => shop.walletOf(u);
const statuses = (answers: { statusCode: number }[]) => answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }), {});

describe(`the wallet and points moved together at once (${testDatabaseKind})`, () => {
  it('10 redemptions and 10 wallet orders paying with points, then 10 refunds and 10 more redemptions: all answered, the money right', async () => {
    const u = await shop.factories.user();
    // 600 points, earned as a completed order of ₹60,000 earns them, and ₹1,000 in the wallet.
    await shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: randomUUID(), userId: u.id, pricePaise: rupeesToPaise(60_000), clientTxnId: 'ST261124BOTH' }));
    await shop.fund(u.id, 1_000);
    // Delivered by hand, so that the orders wait in Processing for the refunds.
    const { product, packs } = await shop.factories.product({ type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ discountedPricePaise: 10_900, originalPricePaise: 10_900 }]);

    const redeem = () => shop.post('/points/redeempoints', { userid: String(u.userid), value: 14.31 }, { ...u.auth, 'idempotency-key': randomUUID() });
    const order = () =>
      shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: product.id, item_id: packs[0]!.id, input1: 'me@example.in', paymentmode: 'wallet', points: 14.31 }, u.auth);
    const burst = await Promise.all(Array.from({ length: 10 }, () => [redeem(), order()]).flat());
    expect(statuses(burst), burst.filter((a) => a.statusCode !== 200).map((a) => a.body).join('\n')).toEqual({ 200: 20 });
    // 600 - 10 × 14.31 redeemed - 10 × 14.31 paid; ₹1,000 + ₹143.10 redeemed - 10 × ₹94.69 paid.
    expect(await pointsOf(u)).toBe(313.8);
    expect(await walletOf(u)).toBe(196.2);

    const orderIds = burst.filter((_, i) => i % 2 === 1).map((a) => a.json().client_txn_id as string);
    const refunds = orderIds.map((id) => shop.get(`/admin/updateorder/${id}/Refunded/Out%20of%20stock`, admin.auth));
    const second = await Promise.all([...refunds, ...Array.from({ length: 10 }, redeem)]);
    expect(statuses(second), second.filter((a) => a.statusCode !== 200).map((a) => a.body).join('\n')).toEqual({ 200: 20 });
    // Each refund gives back 14.31 points and ₹94.69; the redemptions move 143.10 more.
    expect(await pointsOf(u)).toBe(313.8);
    expect(await walletOf(u)).toBe(1_286.2);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
    expect((await shop.app.services.points.audit()).differences).toEqual([]);
  }, 60_000);

  it('30 redemptions at once by a customer without a wallet yet: each answered, 10 taken, the money right', async () => {
    const u = await shop.factories.user();
    await shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: randomUUID(), userId: u.id, pricePaise: rupeesToPaise(10_000), clientTxnId: 'ST261124NEWW' }));
    const answers = await Promise.all(Array.from({ length: 30 }, () => shop.post('/points/redeempoints', { userid: String(u.userid), value: 10 }, { ...u.auth, 'idempotency-key': randomUUID() })));
    expect(statuses(answers), answers.filter((a) => a.statusCode >= 500).map((a) => a.body).join('\n')).toEqual({ 200: 10, 400: 20 });
    expect(await pointsOf(u)).toBe(0);
    expect(await walletOf(u)).toBe(100);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  });
});

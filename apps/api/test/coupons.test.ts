import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponDiscount } from '@shop/contract/coupons';
import { coupons } from '../src/coupons/tables.js';
import { orders } from '../src/orders/tables.js';
import { startTestShopWithAdmin, type Person, type TestShop } from './helpers.js';

let shop: TestShop;
let admin: Person;
beforeAll(async () => {
  ({ shop, admin } = await startTestShopWithAdmin());
});
afterAll(() => shop.close());

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();
let n = 0;
async function createCoupon(fields: Record<string, unknown> = {}) {
  const res = await shop.post('/admin/createcoupon', { couponCode: `save${++n}x`, discountType: 'percentage', discountPercentage: 10, expiryDate: tomorrow(), minimumItemQuantity: 1, minPurchaseAmount: 0, maxDiscountAmount: 50, usageLimit: 100, userLimit: 5, ...fields }, admin.auth);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().coupon as { _id: string; couponCode: string };
}
async function pack(pricePaise = 10_900) {
  const { product, packs } = await shop.factories.product({ type: 'MLBB', isApi: true }, [{ discountedPricePaise: pricePaise, resellPricePaise: pricePaise - 500, itemidarray: ['1'] }]);
  return { productId: product.id, itemId: packs[0]!.id };
}
const validate = (code: string, itemId: string, auth?: Record<string, string>) => shop.post('/coupon/validatecoupon', { couponCode: code, item_id: itemId }, auth);

describe('the rounding', () => {
  it('rounds the discount up and the total down to whole rupees', () => {
    const pct = (pricePaise: number, discountPercentage: number, maxDiscountAmountPaise = 0) => couponDiscount(pricePaise, { discountType: 'percentage', discountPercentage, discountAmountPaise: 0, maxDiscountAmountPaise });
    expect(pct(10_900, 10)).toEqual({ discountPaise: 1_100, finalPaise: 9_800 }); // 10.90 -> 11; 98
    expect(pct(21_850, 10)).toEqual({ discountPaise: 2_200, finalPaise: 19_600 }); // 21.85 -> 22; 196.50 -> 196
    expect(pct(100_000, 50, 20_000)).toEqual({ discountPaise: 20_000, finalPaise: 80_000 }); // capped at ₹200
    expect(couponDiscount(10_900, { discountType: 'fixed', discountPercentage: 0, discountAmountPaise: 2_550, maxDiscountAmountPaise: 0 })).toEqual({ discountPaise: 2_600, finalPaise: 8_300 });
    expect(couponDiscount(10_900, { discountType: 'fixed', discountPercentage: 0, discountAmountPaise: 50_000, maxDiscountAmountPaise: 0 }).finalPaise).toBe(100);
  });
});

describe('POST /coupon/validatecoupon', () => {
  it('answers the prices the app shows, and the order is charged the shown total', async () => {
    const c = await createCoupon({ couponCode: 'diwali10' });
    expect(c.couponCode).toBe('DIWALI10');
    const p = await pack();
    const u = await shop.factories.user();
    const res = await validate('diwali10', p.itemId, u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Coupon applied successfully!', originalPrice: 109, appliedDiscount: 11, finalPrice: 98 });

    await shop.fund(u.id, 98);
    const order = await shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: p.productId, item_id: p.itemId, input1: '123456', input2: '1', paymentmode: 'wallet', couponCode: 'diwali10' }, u.auth);
    expect(order.statusCode, order.body).toBe(200);
    const [row] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, order.json().client_txn_id));
    expect(row).toMatchObject({ pricePaise: 9_800, discountPaise: 1_100, couponCode: 'DIWALI10' });
    expect((await shop.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${u.userid}`, headers: u.auth })).json().balance).toBe(0);
  });

  it('applies every rule with its message', async () => {
    const p = await pack();
    const u = await shop.factories.user();
    const reseller = await shop.factories.user({ role: 'reseller' });
    const cases: [string, Record<string, unknown> | null, number, string, Record<string, string>?][] = [
      ['anything', null, 401, 'Please login to apply a coupon.', {}],
      ['anything', null, 403, 'Resellers cannot apply coupons.', reseller.auth],
      ['   ', null, 400, 'Please enter a coupon code.'],
      ['NOSUCHCODE', null, 404, 'Invalid coupon code.'],
      ['', { isActive: false }, 400, 'This coupon is not active.'],
      ['', { expiryDate: new Date(Date.now() - 1000).toISOString() }, 400, 'This coupon has expired.'],
      ['', { minPurchaseAmount: 500 }, 400, 'Minimum purchase of ₹500 is required for this coupon.'],
      ['', { minimumItemQuantity: 2 }, 400, 'This coupon needs at least 2 items in one order.'],
    ];
    for (const [code, fields, status, message, auth = u.auth] of cases) {
      const useCode = fields ? (await createCoupon(fields)).couponCode : code;
      const res = await validate(useCode, p.itemId, auth);
      expect(res.statusCode, message).toBe(status);
      expect(res.json(), message).toMatchObject({ success: false, error: message });
    }
  });

  it('holds the per-user limit and the usage limit', async () => {
    const p = await pack();
    const c = await createCoupon({ usageLimit: 3, userLimit: 1 });
    const buy = async (u: Awaited<ReturnType<TestShop['factories']['user']>>) => {
      await shop.fund(u.id, 200);
      return shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: p.productId, item_id: p.itemId, input1: '1234', input2: '1', paymentmode: 'wallet', couponCode: c.couponCode }, u.auth);
    };
    const first = await shop.factories.user();
    expect((await buy(first)).statusCode).toBe(200);
    const again = await buy(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('You have already used this coupon the maximum number of times.');
    expect((await validate(c.couponCode, p.itemId, first.auth)).json().error).toBe('You have already used this coupon the maximum number of times.');
    for (let i = 0; i < 2; i++) expect((await buy(await shop.factories.user())).statusCode).toBe(200);
    const late = await shop.factories.user();
    expect((await buy(late)).json().msg).toBe('This coupon has reached its usage limit.');
    const [row] = await shop.db.select().from(coupons).where(eq(coupons.id, c._id));
    expect(row!.usedCount).toBe(3);
  });

  it('a coupon with usage limit 10 and 50 paid orders at once discounts exactly 10', async () => {
    const p = await pack();
    const c = await createCoupon({ usageLimit: 10, userLimit: 50 });
    const u = await shop.factories.user();
    await shop.fund(u.id, 50 * 109);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: p.productId, item_id: p.itemId, input1: '1234', input2: '1', paymentmode: 'wallet', couponCode: c.couponCode }, u.auth),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(40);
    const discounted = await shop.db.select().from(orders).where(eq(orders.couponCode, c.couponCode));
    expect(discounted).toHaveLength(10);
    expect(discounted.every((o) => o.pricePaise === 9_800)).toBe(true);
    expect((await shop.db.select().from(coupons).where(eq(coupons.id, c._id)))[0]!.usedCount).toBe(10);
  });

  it('gives the use back when a UPI order fails, and when an order is refunded', async () => {
    const p = await pack();
    const c = await createCoupon({ usageLimit: 1, userLimit: 1 });
    const u = await shop.factories.user();
    const body = { userid: String(u.userid), product_id: p.productId, item_id: p.itemId, input1: '1234', input2: '1', paymentmode: 'upi', couponCode: c.couponCode };
    const upi = (await shop.post('/order/createOrder', body, u.auth)).json();
    expect(upi.payment_url).toBeTruthy();
    // Held while unpaid: nobody else may take the last use.
    expect((await validate(c.couponCode, p.itemId, (await shop.factories.user()).auth)).json().error).toBe('This coupon has reached its usage limit.');
    await shop.post(`/sandbox/pay/${upi.client_txn_id}`, { outcome: 'failure' });
    expect((await validate(c.couponCode, p.itemId, u.auth)).statusCode).toBe(200);

    // Paid (wallet), then refunded by an admin: the use comes back.
    const manual = await shop.factories.product({ type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ discountedPricePaise: 10_900 }]);
    await shop.fund(u.id, 200);
    const paid = (await shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: manual.product.id, item_id: manual.packs[0]!.id, input1: 'me@example.in', paymentmode: 'wallet', couponCode: c.couponCode }, u.auth)).json();
    expect((await shop.db.select().from(coupons).where(eq(coupons.id, c._id)))[0]!.usedCount).toBe(1);
    const refund = await shop.app.inject({ method: 'GET', url: `/api/admin/updateorder/${paid.client_txn_id}/Refunded/Out%20of%20stock`, headers: admin.auth });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await shop.db.select().from(coupons).where(eq(coupons.id, c._id)))[0]!.usedCount).toBe(0);
    expect((await validate(c.couponCode, p.itemId, u.auth)).statusCode).toBe(200);
  });
});

describe('admin coupons', () => {
  it('creates with the spec\'s validation, lists, edits and deletes', async () => {
    const missing = await shop.post('/admin/createcoupon', { discountType: 'percentage', discountPercentage: 10 }, admin.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Coupon Code is required');
    const cases: [Record<string, unknown>, string][] = [
      [{ expiryDate: undefined }, 'Expiry Date is required'],
      [{ minimumItemQuantity: '' }, 'Minimum Item Quantity is required'],
      [{ minPurchaseAmount: undefined }, 'Minimum Purchase Amount is required'],
      [{ maxDiscountAmount: undefined }, 'Maximum Discount Amount is required'],
      [{ usageLimit: undefined }, 'Usage Limit is required'],
      [{ userLimit: 0 }, 'User Limit is required'],
      [{ discountPercentage: 120 }, 'Valid Discount Percentage is required (0-100)'],
      [{ discountType: 'fixed', discountAmount: -1 }, 'Valid Discount Amount is required'],
    ];
    const base = { couponCode: 'CHECKME', discountType: 'percentage', discountPercentage: 10, expiryDate: tomorrow(), minimumItemQuantity: 1, minPurchaseAmount: 0, maxDiscountAmount: 50, usageLimit: 10, userLimit: 1 };
    for (const [change, message] of cases) {
      const res = await shop.post('/admin/createcoupon', { ...base, ...change }, admin.auth);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error, message).toBe(message);
    }
    const c = await createCoupon({ couponCode: 'edit-me' });
    expect((await shop.post('/admin/createcoupon', { ...base, couponCode: 'EDIT-ME' }, admin.auth)).statusCode).toBe(409);
    const edited = await shop.post(`/admin/editcoupon/${c._id}`, { ...base, couponCode: 'edit-me', discountPercentage: 15 }, admin.auth);
    expect(edited.json()).toMatchObject({ message: 'Coupon edited successfully!', coupon: { discountPercentage: 15 } });
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/getallcoupon', headers: admin.auth });
    expect(list.json().some((x: { couponCode: string }) => x.couponCode === 'EDIT-ME')).toBe(true);
    expect((await shop.post(`/admin/deletecoupon/${c._id}`, {}, admin.auth)).json().message).toBe('Coupon deleted successfully');
    expect((await shop.post(`/admin/deletecoupon/${c._id}`, {}, admin.auth)).statusCode).toBe(404);
    expect((await shop.post('/admin/deletecoupon/not-an-id', {}, admin.auth)).statusCode).toBe(400);
  });
});

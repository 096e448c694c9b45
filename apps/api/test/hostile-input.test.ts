import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { galleryImages } from '../src/gallery/tables.js';
import { startTestShop, type TestShop } from './helpers.js';

// Every documented route, every field, every hostile value: the answer must be a 4xx a person
// can read, must not show how the server is built, and nothing about money may move. The
// routes and their fields come from the OpenAPI document, so a new route or field is fuzzed
// without touching this file; only its one valid request has to be written down below.

type User = Awaited<ReturnType<TestShop['factories']['user']>>;
/** `reseller` signs in as a reseller; `key` is that reseller's program with an API key. */
type Caller = 'anonymous' | 'user' | 'admin' | 'reseller' | 'key';

/** One request: path and query values are plain text (encoded when sent), the body is JSON. */
type Req = { as: Caller; path?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown>; headers?: Record<string, string> };

type Entry = {
  /**
   * The valid request. `first` is the base, sent once to prove the request is valid. The
   * hostile variants are built from later calls: where the base uses something up (a pending
   * order, a one-time code, a coupon code), they point at an unused one, so that a hostile value
   * the server wrongly accepts shows as a success and a state change, not as a 409 that hides it.
   */
  make: (first: boolean) => Req;
  /** Statuses the base may answer when not a 2xx or 3xx (never 400: that would be about the input). */
  expectBase?: number[];
  /** A body with none of its fields is a valid request of this route (every field is optional). */
  emptyBodyIsValid?: true;
  /** Hostile values that are genuinely valid for a field, by field name; each with its reason beside it. */
  skip?: Record<string, unknown[]>;
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let shop: TestShop;
let doc: OpenApi;
const ctx = {} as {
  user: User;
  admin: User;
  customer: User;
  profileTarget: User;
  mlbb: { productId: string; itemId: string };
  manual: { productId: string; itemId: string };
  manualItemid: number;
  couponCode: string;
  editCoupon: { id: string; code: string };
  deleteCoupon: { base: string; probe: string };
  walletOrder: string;
  pending: { withReason: [string, string]; withoutReason: [string, string]; decide: [string, string] };
  sandbox: { base: string; probe: string };
  paidTopup: string;
  reseller: User;
  key: { authorization: string };
  keyId: string;
  keyOrder: string;
  keyIds: [string, string];
  adminKeyIds: [string, string];
  hook: string;
  hooksToDelete: [string, string];
  delivery: string;
  saved: [string, string, string];
  credits: [string, string];
  gallery: { base: string; probe: string };
  catalogue: {
    productId: string;
    itemid: number;
    deleteProducts: { base: number; probe: number };
    deleteItems: { base: number; probe: number };
  };
  registration: [Form & { otp: string }, Form & { otp: string }];
  verifyLinks: [Link, Link];
  resetLinks: [Link, Link];
  login: { email: string; password: string };
  otpLoginMobile: string;
  loginCodes: [{ mobile: string; otp: string }, { mobile: string; otp: string }];
};
type Form = { name: string; mobileNumber: string; email: string; password: string; referralCode: string };
type Link = { id: string; token: string };

let serial = 0;
const unique = () => `${Date.now() % 100_000}${++serial}`.padStart(8, '0').slice(-8);
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();
const freshForm = (): Form => {
  const n = unique();
  return { name: 'Arjun Mehta', mobileNumber: `98${n}`, email: `arjun.${n}@example.in`, password: 'correct horse 42', referralCode: '' };
};
const couponFields = (code: string, description = 'Festival offer') => ({
  couponCode: code,
  discountType: 'percentage',
  discountAmount: 0,
  discountPercentage: 10,
  expiryDate: tomorrow(),
  minimumItemQuantity: 1,
  minPurchaseAmount: 0,
  maxDiscountAmount: 50,
  usageLimit: 1000,
  userLimit: 1000,
  isActive: true,
  description,
});
const orderFields = () => ({
  product_id: ctx.manual.productId,
  item_id: ctx.manual.itemId,
  userid: String(ctx.user.userid),
  input1: 'asha@example.in',
  input2: '',
  couponCode: ctx.couponCode,
});

/** One valid request per documented route; a route without one fails the coverage test. */
const valid: Record<string, Entry> = {
  'GET /api/product/gethomeproducts': { make: () => ({ as: 'anonymous' }) },
  'GET /api/product/eachproduct/{id}': { make: () => ({ as: 'anonymous', path: { id: ctx.manual.productId } }) },
  'GET /api/item/{productId}': { make: () => ({ as: 'anonymous', path: { productId: ctx.mlbb.productId } }) },
  'GET /api/product/allproducts': { make: () => ({ as: 'user' }) },
  'GET /api/gallery/images': { make: () => ({ as: 'anonymous' }) },
  'POST /api/order/checkid': {
    make: () => ({ as: 'anonymous', body: { userid: '123456789', zoneid: '2001', selectedProduct: ctx.mlbb.productId, selectedItem: ctx.mlbb.itemId } }),
  },
  // A fresh number each time: the resend timer would otherwise answer 429 for an accepted value.
  'POST /api/auth/register': { make: () => ({ as: 'anonymous', body: { ...freshForm() } }) },
  'POST /api/auth/verifyandregister': { make: (first) => ({ as: 'anonymous', body: { ...ctx.registration[first ? 0 : 1] } }) },
  'POST /api/auth/verifymail/{id}/{token}': { make: (first) => ({ as: 'anonymous', path: { ...ctx.verifyLinks[first ? 0 : 1] } }) },
  'POST /api/auth/login': { make: () => ({ as: 'anonymous', body: { ...ctx.login } }) },
  'POST /api/otp/otp-login': { make: () => ({ as: 'anonymous', body: { mobile: ctx.otpLoginMobile } }) },
  'POST /api/otp/timer': { make: () => ({ as: 'anonymous', body: { mobile: ctx.otpLoginMobile } }) },
  'POST /api/otp/verify-otp': { make: (first) => ({ as: 'anonymous', body: { ...ctx.loginCodes[first ? 0 : 1] } }) },
  'POST /api/password/forgetpassword': { make: () => ({ as: 'anonymous', body: { email: ctx.login.email } }) },
  'POST /api/password/reset-password/{id}/{token}': {
    make: (first) => ({ as: 'anonymous', path: { ...ctx.resetLinks[first ? 0 : 1] }, body: { password: 'a new password 7' } }),
  },
  // Without requiredRoles every role is asked about.
  'POST /api/auth/validateuser': { make: () => ({ as: 'user', body: { requiredRoles: ['user'] } }), emptyBodyIsValid: true },
  'POST /api/user/edit-profile': { make: () => ({ as: 'user', body: { userid: String(ctx.user.userid), name: 'Asha Verma' } }) },
  'GET /api/user/myorder/{userid}': { make: () => ({ as: 'user', path: { userid: String(ctx.user.userid) } }) },
  'GET /api/auth/google': { make: () => ({ as: 'anonymous' }) },
  'GET /api/auth/google/callback': { make: () => ({ as: 'anonymous' }) },
  // Without a Google sign-in in progress there is no session to collect: 401, whatever the input.
  'GET /api/auth/login/success': { make: () => ({ as: 'anonymous' }), expectBase: [401] },
  'GET /api/admin/users_data': { make: () => ({ as: 'admin', query: { page: '1', limit: '25' } }) },
  'POST /api/admin/updateuserdata': {
    make: () => {
      const t = ctx.profileTarget;
      return { as: 'admin', body: { _id: t.id, userid: String(t.userid), name: 'Riya Sharma', mobilenumber: t.mobilenumber, email: t.email, role: 'user', verified: true, isBlocked: false } };
    },
  },
  'GET /api/dev/outbox': { make: () => ({ as: 'anonymous', query: { to: 'nobody@example.in' } }) },
  'POST /api/order/createOrder': { make: () => ({ as: 'user', body: { ...orderFields(), paymentmode: 'upi' } }) },
  'POST /api/order/createWalletOrder': { make: () => ({ as: 'user', body: { ...orderFields(), paymentmode: 'wallet' } }) },
  'POST /api/order/orderstatus': { make: () => ({ as: 'user', body: { client_txn_id: ctx.walletOrder, date: '01-01-2026', key: 'web' } }) },
  'GET /api/order/{userId}': { make: () => ({ as: 'user', path: { userId: String(ctx.user.userid) } }) },
  'GET /api/wallet/getbalance/{userid}': { make: () => ({ as: 'user', path: { userid: String(ctx.user.userid) } }) },
  'GET /api/wallet/gettransactions/{userid}': { make: () => ({ as: 'user', path: { userid: String(ctx.user.userid) } }) },
  'POST /api/wallet/topup': { make: () => ({ as: 'user', body: { value: 50, userid: String(ctx.user.userid) } }) },
  'POST /api/wallet/txnstatus': { make: () => ({ as: 'user', body: { client_txn_id: ctx.paidTopup, date: '01-01-2026', key: 'web' } }) },
  'GET /api/sandbox/payments/{client_txn_id}': { make: () => ({ as: 'anonymous', path: { client_txn_id: ctx.sandbox.probe } }) },
  'POST /api/sandbox/pay/{client_txn_id}': {
    make: (first) => ({ as: 'anonymous', path: { client_txn_id: first ? ctx.sandbox.base : ctx.sandbox.probe }, body: { outcome: 'success' } }),
  },
  'POST /api/coupon/validatecoupon': { make: () => ({ as: 'user', body: { couponCode: ctx.couponCode, item_id: ctx.manual.itemId } }) },
  'GET /api/admin/stats': { make: () => ({ as: 'admin' }) },
  'GET /api/admin/auditlog': { make: () => ({ as: 'admin', query: { page: '1', limit: '20', admin: 'admin', customer: 'riya', kind: 'wallet' } }) },
  'GET /api/admin/processing': { make: () => ({ as: 'admin' }) },
  'GET /api/admin/updateorder/{id}/{status}/{reason}': {
    make: (first) => ({ as: 'admin', path: { id: ctx.pending.withReason[first ? 0 : 1], status: 'Completed', reason: 'Delivered by hand' } }),
  },
  'GET /api/admin/updateorder/{id}/{status}': {
    make: (first) => ({ as: 'admin', path: { id: ctx.pending.withoutReason[first ? 0 : 1], status: 'Completed' } }),
  },
  // Refunded outside the shop: no wallet moves, so a hostile variant wrongly taken shows only as an order change.
  'POST /api/admin/orders/decide': {
    make: (first) => ({ as: 'admin', body: { order: ctx.pending.decide[first ? 0 : 1], status: 'Cancelled', reason: 'Out of stock', moneyBack: 'outside', reference: 'UTR123456' } }),
  },
  // A manual order has nothing a supplier confirmed as undelivered: the valid request is refused by its rule.
  'POST /api/admin/orders/retry': { make: () => ({ as: 'admin', body: { order: ctx.walletOrder } }), expectBase: [409] },
  'POST /api/admin/querypoints': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/querypoints/ph': { make: () => ({ as: 'admin' }) },
  'GET /api/admin/supplierbalances': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/checkskus': {
    make: () => ({ as: 'admin', body: { apiType: 'SMILEBR', gameType: 'MLBB', skus: ['13', '23'] } }),
    // Any text is a SKU the supplier may or may not sell: the answer says which.
    skip: { skus: [['NOT_AN_OPTION']] },
  },
  'GET /api/auth/oidc/config': { make: () => ({ as: 'anonymous' }) },
  // Provider sign-in is not configured here: the valid requests are refused by that (404), not by their shape.
  'POST /api/auth/oidc/nonce': { make: () => ({ as: 'anonymous' }), expectBase: [404] },
  'POST /api/auth/oidc/signin': { make: () => ({ as: 'anonymous', body: { id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl' } }), expectBase: [404] },
  'GET /api/admin/alltxn': {
    make: () => ({ as: 'admin', query: { page: '1', limit: '50', search: 'asha', status: 'Processing', input: 'asha@example.in', paymentmode: 'wallet', from: '2026-01-01', to: '2026-12-31' } }),
  },
  'GET /api/admin/allwallettxn': {
    make: () => ({ as: 'admin', query: { page: '1', limit: '50', search: 'asha', type: 'Credit', status: 'Success', orderid: 'NOSUCHORDER', from: '2026-01-01', to: '2026-12-31' } }),
  },
  'POST /api/admin/adduserbalance': { make: () => ({ as: 'admin', body: { userId: ctx.customer.id, email: ctx.customer.email, amount: 10, reason: 'Goodwill credit' } }) },
  'POST /api/admin/reversecredit': { make: (first) => ({ as: 'admin', body: { txnid: ctx.credits[first ? 0 : 1], amount: 5, reason: 'Credited by mistake' } }) },
  'GET /api/admin/getallcoupon': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/createcoupon': {
    make: () => ({ as: 'admin', body: couponFields(`FUZZ${unique()}`) }),
    // A blank amount is how the admin form leaves a field unset: it means the default, ₹0.
    skip: { discountAmount: ['', null] },
  },
  'POST /api/admin/editcoupon/{_id}': {
    make: () => ({ as: 'admin', path: { _id: ctx.editCoupon.id }, body: couponFields(ctx.editCoupon.code, 'Edited offer') }),
    // As for createcoupon: a blank amount means the default, ₹0.
    skip: { discountAmount: ['', null] },
  },
  'POST /api/admin/deletecoupon/{_id}': { make: (first) => ({ as: 'admin', path: { _id: first ? ctx.deleteCoupon.base : ctx.deleteCoupon.probe } }) },
  'GET /api/admin/imagegallery': { make: () => ({ as: 'admin' }) },
  'GET /api/leaderboard/live-leaderboard': { make: () => ({ as: 'anonymous' }) },
  // The referral calls act for the signed-in customer; the spec's userid, when sent, must be theirs.
  'POST /api/referral/get-referral': { make: () => ({ as: 'user', body: { userid: String(ctx.user.userid) } }), emptyBodyIsValid: true },
  'POST /api/referral/generate-referral': { make: () => ({ as: 'user', body: { userid: String(ctx.user.userid) } }), emptyBodyIsValid: true },
  'POST /api/referral/referral-stats': { make: () => ({ as: 'user', body: { userid: String(ctx.user.userid) } }), emptyBodyIsValid: true },
  'POST /api/referral/get-referral-transactions': { make: () => ({ as: 'user', body: { userid: String(ctx.user.userid) } }), emptyBodyIsValid: true },
  // Nothing earned yet: the valid request is refused by its rule (409), not its shape.
  'POST /api/referral/redeem-earnings': { make: () => ({ as: 'user', body: { userid: String(ctx.user.userid) } }), expectBase: [409] },
  'GET /api/leaderboard/leaderboard-winners': { make: () => ({ as: 'anonymous' }) },
  'GET /api/admin/leaderboard-rewards': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/leaderboard-rewards': { make: () => ({ as: 'admin', body: { first: 500, second: 300, third: 100 } }) },
  'GET /api/points/getbalance/{userid}': { make: () => ({ as: 'user', path: { userid: String(ctx.user.userid) } }) },
  // The user holds 100 points: the base redeems 10, and a hostile value wrongly taken would move more.
  'POST /api/points/redeempoints': { make: () => ({ as: 'user', body: { value: 10, userid: String(ctx.user.userid) } }) },
  'POST /api/admin/deleteimage/{id}': { make: (first) => ({ as: 'admin', path: { id: first ? ctx.gallery.base : ctx.gallery.probe } }) },
  'GET /api/admin/getallproducts': { make: () => ({ as: 'admin' }) },
  'GET /api/admin/getallitems': { make: () => ({ as: 'admin' }) },
  'GET /api/admin/priceboard': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/createproduct': { make: () => ({ as: 'admin', body: productFields([ctx.catalogue.itemid]) }) },
  'POST /api/admin/editproduct/{_id}': {
    make: () => ({ as: 'admin', path: { _id: ctx.catalogue.productId }, body: productFields([ctx.catalogue.itemid]) }),
    // A product may have no packs yet.
    skip: { items: [[]] },
  },
  'POST /api/admin/deleteproduct/{productid}': {
    make: (first) => ({ as: 'admin', path: { productid: String(first ? ctx.catalogue.deleteProducts.base : ctx.catalogue.deleteProducts.probe) } }),
  },
  'POST /api/admin/createitem': {
    make: () => ({ as: 'admin', body: itemFields() }),
    // Supplier SKUs are the supplier's own text, and a pack delivered by hand has none.
    skip: { itemidarray: [[], ['NOT_AN_OPTION']] },
  },
  'POST /api/admin/edititem/{itemid}': {
    make: () => ({ as: 'admin', path: { itemid: String(ctx.catalogue.itemid) }, body: itemFields() }),
    // As for createitem: SKUs are free text, and may be none.
    skip: { itemidarray: [[], ['NOT_AN_OPTION']] },
  },
  'POST /api/admin/deleteitem/{itemid}': { make: (first) => ({ as: 'admin', path: { itemid: String(first ? ctx.catalogue.deleteItems.base : ctx.catalogue.deleteItems.probe) } }) },
  'POST /api/admin/updateitem/{itemid}': { make: () => ({ as: 'admin', path: { itemid: String(ctx.catalogue.itemid) }, body: { price: 109, resellPrice: 104, itemInstock: true } }) },
  'POST /api/admin/updateproduct': { make: () => ({ as: 'admin', body: { _id: ctx.catalogue.productId, instock: true, importantNote: 'Delivered in minutes' } }) },
  'GET /api/shop/info': { make: () => ({ as: 'anonymous' }) },
  'GET /api/v1/products': { make: () => ({ as: 'key' }) },
  'GET /api/v1/balance': { make: () => ({ as: 'key' }) },
  'POST /api/v1/checkid': { make: () => ({ as: 'key', body: { product_id: ctx.mlbb.productId, pack_id: ctx.mlbb.itemId, player_id: '123456780', zone_id: '2001' } }) },
  // Each variant has its own Idempotency-Key, so that a body wrongly taken shows as a new order and a debit.
  'POST /api/v1/orders': {
    make: (first) => ({ as: 'key', headers: { 'idempotency-key': first ? 'fuzz-base-order' : `fuzz-probe-${unique()}` }, body: { product_id: ctx.mlbb.productId, pack_id: ctx.mlbb.itemId, player_id: '123456789', zone_id: '2001' } }),
  },
  'GET /api/v1/orders/{id}': { make: () => ({ as: 'key', path: { id: ctx.keyOrder } }) },
  'GET /api/v1/orders': { make: () => ({ as: 'key', query: { since: '2026-01-01T00:00:00Z', limit: '10' } }) },
  'GET /api/reseller/keys': { make: () => ({ as: 'reseller' }) },
  'POST /api/reseller/keys': { make: () => ({ as: 'reseller', body: { name: 'Fuzz bot', kind: 'test' } }), expectBase: [409] },
  'POST /api/reseller/keys/{id}/revoke': { make: (first) => ({ as: 'reseller', path: { id: ctx.keyIds[first ? 0 : 1] } }) },
  'GET /api/admin/api-keys': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/api-keys/{id}/revoke': { make: (first) => ({ as: 'admin', path: { id: ctx.adminKeyIds[first ? 0 : 1] } }) },
  'GET /api/reseller/webhooks': { make: () => ({ as: 'reseller' }) },
  // The reseller already has the most webhooks: a hostile address wrongly taken would still be refused by the count, so the count is full and the base answers 409.
  'POST /api/reseller/webhooks': { make: () => ({ as: 'reseller', body: { url: 'https://93.184.216.34/hooks', lowBalance: 500 } }), expectBase: [409] },
  'POST /api/reseller/webhooks/{id}': { make: () => ({ as: 'reseller', path: { id: ctx.hook }, body: { lowBalance: 250, enabled: true } }) },
  'POST /api/reseller/webhooks/{id}/delete': { make: (first) => ({ as: 'reseller', path: { id: ctx.hooksToDelete[first ? 0 : 1] } }) },
  'GET /api/reseller/webhooks/{id}/secret': { make: () => ({ as: 'reseller', path: { id: ctx.hook } }) },
  'GET /api/reseller/webhooks/{id}/deliveries': { make: () => ({ as: 'reseller', path: { id: ctx.hook } }) },
  'POST /api/reseller/webhooks/{id}/test': { make: () => ({ as: 'reseller', path: { id: ctx.hook } }) },
  'POST /api/reseller/webhooks/deliveries/{id}/resend': { make: () => ({ as: 'reseller', path: { id: ctx.delivery } }) },
  'GET /api/players': { make: () => ({ as: 'user', query: { product_id: ctx.mlbb.productId } }) },
  'POST /api/players/{id}': { make: () => ({ as: 'user', path: { id: ctx.saved[0] }, body: { label: 'My main' } }) },
  'POST /api/players/{id}/delete': { make: (first) => ({ as: 'user', path: { id: ctx.saved[first ? 1 : 2] } }) },
  'GET /api/points/history/{userid}': { make: () => ({ as: 'user', path: { userid: String(ctx.user.userid) } }) },
  'GET /api/push/key': { make: () => ({ as: 'anonymous' }) },
  'POST /api/push/subscribe': { make: () => ({ as: 'user', body: { endpoint: 'https://93.184.216.34/push/fuzz', expirationTime: null, keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' } } }) },
  'POST /api/push/unsubscribe': { make: () => ({ as: 'user', body: { endpoint: 'https://93.184.216.34/push/fuzz' } }) },
  'GET /api/invoices/{orderid}': { make: () => ({ as: 'user', path: { orderid: ctx.walletOrder } }) },
  'GET /api/admin/costs': { make: () => ({ as: 'admin' }) },
  // A rate under a paisa per unit is a real rate (a currency unit worth a thousandth of a rupee).
  'POST /api/admin/costs/rate': { make: () => ({ as: 'admin', body: { supplier: 'sandbox', rate: '1.25' } }), skip: { rate: [0.001] } },
  'POST /api/admin/costs/refresh': { make: () => ({ as: 'admin', body: { supplier: 'sandbox' } }) },
  'POST /api/admin/costs/pack': { make: () => ({ as: 'admin', body: { itemid: ctx.manualItemid, cost: 80.5 } }) },
  'GET /api/admin/margins': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/repricing/rule': {
    make: () => ({ as: 'admin', body: { productId: ctx.mlbb.productId, rule: { customer: { kind: 'percent', value: 10, floor: null }, reseller: { kind: 'fixed', value: 5, floor: 50 }, rounding: 'nine', allowBelowCost: false } } }),
  },
  // Without a cost for its pack the preview skips it; the apply of a stale preview and an undo with nothing applied answer 409.
  'POST /api/admin/repricing/preview': { make: () => ({ as: 'admin', body: { productId: ctx.mlbb.productId } }), expectBase: [409] },
  'POST /api/admin/repricing/apply': { make: () => ({ as: 'admin', body: { productId: ctx.mlbb.productId, preview: 'an-old-preview' } }), expectBase: [409] },
  'POST /api/admin/repricing/undo': { make: () => ({ as: 'admin', body: { productId: ctx.mlbb.productId } }), expectBase: [409] },
  'GET /api/admin/profit': { make: () => ({ as: 'admin', query: { by: 'week', from: '2026-01-01', to: '2026-03-31' } }) },
  'GET /api/admin/invoice-settings': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/invoice-settings': { make: () => ({ as: 'admin', body: { legalName: 'Arcade Bazaar Pvt Ltd', address: '22 Residency Road, Bengaluru 560025', gstin: '27AAPFU0939F1ZV', gstRate: 18 } }) },
  'GET /api/admin/reports/sales-register.csv': { make: () => ({ as: 'admin', query: { month: '2026-11' } }) },
  'GET /api/admin/reports/profit.csv': { make: () => ({ as: 'admin', query: { month: '2026-11' } }) },
  'GET /api/admin/shopsettings': { make: () => ({ as: 'admin' }) },
  'POST /api/admin/shopsettings': {
    make: () => ({
      as: 'admin',
      body: {
        whatsapp: '+91 98450 12345',
        supportEmail: 'help@arcadebazaar.in',
        name: 'Arcade Bazaar',
        hours: 'Every day, 10 am to 10 pm IST',
        address: '22 Residency Road, Bengaluru 560025',
        instagramUrl: 'https://www.instagram.com/arcadebazaar',
        youtubeUrl: 'https://www.youtube.com/@arcadebazaar',
        telegramUrl: 'https://t.me/arcadebazaar',
        whatsappChannelUrl: 'https://whatsapp.com/channel/arcadebazaar',
        discordUrl: 'https://discord.gg/arcadebazaar',
      },
    }),
  },
};

function productFields(items: number[]) {
  return { name: 'Mobile Legends', type: 'MLBB', category: 'instant-games', imgpath: '/uploads/products/mlbb.webp', importantnote: '', inputs: [{ label: 'User ID' }, { label: 'Zone ID' }], items, istrending: false, isApi: true, apiType: 'SMILEBR', instock: true };
}
function itemFields() {
  return { name: '86 Diamonds', type: 'small', suggestedTask: '', itemidarray: ['13'], originalprice: 125, discountedprice: 109, resellprice: 104, isApi: true, apiType: 'SMILEBR', imgpath: '/uploads/items/dm.webp', inStock: true };
}

/** Routes with no input to fuzz here: the docs, the health check, and webhooks (signed over their raw bytes). */
const notFuzzed = (method: string, path: string) =>
  !path.startsWith('/api/') ||
  path.startsWith('/api/docs') ||
  path === '/api/health' ||
  (method === 'POST' && path === '/api/payments/webhook/{provider}') ||
  // A multipart form, not JSON: gallery-admin.test.ts sends it hostile files and fields.
  (method === 'POST' && path === '/api/admin/uploadimage');

function documentedRoutes(): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m) && !notFuzzed(m.toUpperCase(), path))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

// ---------------------------------------------------------------------------------------------
// Hostile values, chosen by a field's type in the OpenAPI document.

type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';

function branchesOf(s: JsonSchema) {
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
}
function typesOf(s: JsonSchema) {
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}
function kindsOf(s: JsonSchema): Set<Kind> {
  const kinds = new Set<Kind>();
  for (const branch of branchesOf(s)) for (const k of kindsOf(branch)) kinds.add(k);
  if (s.enum) kinds.add('enum');
  else
    for (const t of typesOf(s)) {
      if (t === 'integer' || t === 'number') kinds.add('number');
      else if (t === 'string' || t === 'boolean' || t === 'array' || t === 'object') kinds.add(t);
    }
  // A field that takes any text takes its enum's words as well: there are no outside words to try.
  if (kinds.has('string')) kinds.delete('enum');
  return kinds;
}
function isNullable(s: JsonSchema): boolean {
  return s.nullable === true || typesOf(s).includes('null') || branchesOf(s).some(isNullable);
}

const ONE_MB = 'x'.repeat(1_000_000);
/** A readable, terminal-safe name for a value: control and direction characters are escaped. */
function show(value: unknown): string {
  if (value === ONE_MB) return '"x" × 1,000,000';
  const json = JSON.stringify(value) ?? String(value);
  return json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function bodyHostiles(s: JsonSchema): unknown[] {
  const kinds = kindsOf(s);
  const values: unknown[] = [];
  if (kinds.has('string')) {
    values.push('a\u0000b', 'a\u0007b', '\u202Eevil', 'a\u2066b', '\uD800', ONE_MB, true, null, [], {});
    // Where the field also takes a number, 12345 is not a wrong type; the number values below cover it.
    if (!kinds.has('number')) values.push(12345);
  }
  if (kinds.has('number')) values.push(true, null, [5], '0x10', 'NaN', 'Infinity', -1, 0.001, 1e15, 2 ** 31, '1e3', '');
  if (kinds.has('boolean')) values.push('yes', 2, null, []);
  if (kinds.has('enum')) values.push('NOT_AN_OPTION', 'a\u0000', 1);
  if (kinds.has('array')) values.push('user', null, {}, [null], ['NOT_AN_OPTION'], ['a\u0000'], [1]);
  if (kinds.has('object')) values.push('text', null, [], 5);
  const nullable = isNullable(s);
  const seen = new Set<string>();
  return values.filter((v) => {
    if ((nullable && v === null) || seen.has(show(v))) return false;
    seen.add(show(v));
    return true;
  });
}

// Values out of the range the database takes, chosen by what the valid request sends (a date, a
// month, a time, a uuid, a number) or by the field's name (a cursor): years 0 and 10000,
// 20-digit numbers, text that is almost a uuid, and cursors that decode to such values.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TWENTY_DIGITS = '99999999999999999999';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

function outOfRange(name: string, current: unknown): unknown[] {
  if (name === 'cursor') {
    return [
      cursorOf([TWENTY_DIGITS, SOME_UUID]),
      cursorOf(['9223372036854775808', SOME_UUID]),
      cursorOf(['1', '------------------------------------']),
      cursorOf(['1', `${SOME_UUID.slice(0, -1)}g`]),
      cursorOf(['-1', SOME_UUID]),
      cursorOf([1, SOME_UUID]),
      cursorOf(['1']),
      cursorOf({}),
      TWENTY_DIGITS,
    ];
  }
  if (typeof current !== 'string') return [];
  if (DAY.test(current)) return ['0000-01-01', '0000-12-31', '10000-01-01', '0001-01-01', '9999-12-31', '2026-02-30'];
  if (MONTH.test(current)) return ['0000-01', '10000-01', '0001-01', '9999-12'];
  if (TIME.test(current)) return ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '0001-01-01T00:00:00+05:30', '9999-12-31T23:59:59-05:00'];
  if (UUID.test(current)) return ['------------------------------------', `${current.slice(0, -1)}g`, current.replaceAll('-', ''), `${current}0`];
  return [];
}

/** Path and query values are text: already percent-encoded here; an array is a repeated query key. */
type TextHostile = string | string[];

function textHostiles(s: JsonSchema, where: 'path' | 'query', current: string | undefined, name: string): TextHostile[] {
  const kinds = kindsOf(s);
  const values: TextHostile[] = [
    encodeURIComponent('a\u0000b'),
    encodeURIComponent('a\u0007b'),
    encodeURIComponent('\u202Eevil'),
    encodeURIComponent('a\u2066b'),
    '%ED%A0%80', // U+D800 written as UTF-8: a lone surrogate
    'x'.repeat(10_000),
    '%FF%FE', // not UTF-8 at all
  ];
  if (kinds.has('number')) values.push('0x10', '-1', '1e15', 'NaN', 'Infinity', '0.001', '2147483648', '1e3', '', 'true', TWENTY_DIGITS);
  for (const value of outOfRange(name, current)) if (!values.includes(String(value))) values.push(encodeURIComponent(String(value)));
  if (kinds.has('boolean')) values.push('yes', '2');
  if (kinds.has('enum')) values.push('NOT_AN_OPTION', encodeURIComponent('a\u0000'), '1');
  if (where === 'query') {
    const sample = current !== undefined ? encodeURIComponent(current) : kinds.has('number') ? '1' : s.enum ? encodeURIComponent(String(s.enum[0])) : 'a';
    values.push([sample, sample]);
  }
  return values;
}
function showText(name: string, v: TextHostile): string {
  if (Array.isArray(v)) return v.map((x) => `${name}=${x}`).join('&');
  return v.length > 100 ? `"${v[0]}" × ${v.length.toLocaleString('en-US')}` : `"${v}"`;
}

// ---------------------------------------------------------------------------------------------
// Sending, and judging the answers.

let addresses = 0;
// Each request comes from its own address, so that per-address throttles never stand in for validation.
const nextAddress = () => `10.${Math.floor(++addresses / 62_500) % 250}.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;

type Built = { method: string; template: string; path: Record<string, string>; query: [string, string][]; body?: { json: unknown } | { raw: Buffer }; headers?: Record<string, string> };

function build(route: string, req: Req): Built {
  const [method, template] = route.split(' ') as [string, string];
  const path = Object.fromEntries(Object.entries(req.path ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
  const query = Object.entries(req.query ?? {}).map(([k, v]) => [k, encodeURIComponent(v)] as [string, string]);
  return { method, template, path, query, ...(req.body ? { body: { json: req.body } } : {}), ...(req.headers ? { headers: req.headers } : {}) };
}

async function send(b: Built, as: Caller) {
  const url =
    b.template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = b.path[name];
      if (v === undefined) throw new Error(`The valid request of ${b.method} ${b.template} has no value for the path parameter ${name}`);
      return v;
    }) + (b.query.length ? `?${b.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : '');
  const auth = { user: ctx.user?.auth, admin: ctx.admin?.auth, reseller: ctx.reseller?.auth, key: ctx.key, anonymous: undefined }[as];
  const headers: Record<string, string> = { ...auth, ...b.headers };
  let payload: string | Buffer | undefined;
  if (b.body) {
    headers['content-type'] = 'application/json';
    payload = 'raw' in b.body ? b.body.raw : JSON.stringify(b.body.json);
  }
  return shop.app.inject({ method: b.method as InjectOptions['method'], url, headers, remoteAddress: nextAddress(), ...(payload !== undefined ? { payload } : {}) });
}

const leaks: [string, RegExp][] = [
  ['a stack trace', /\n\s+at \S|\bat \S+ \([^)]*:\d+:\d+\)/],
  ['a file path', /\/work\/|node_modules|\.ts:/],
  // "select " alone is also in customer messages ("Please select a pack."), so it must look like a query.
  ['SQL', /\bselect\s+(?:\*|distinct\b|count\(|"\w+"|[\w.]+\s*,|[\w.]+\s+from\b)|insert into|violates|syntax error|relation "|failed query/i],
];

/** What is wrong with an answer, or null. */
function judge(res: { statusCode: number; body: string }, expected: (status: number) => boolean, expectation: string): string | null {
  const problems: string[] = [];
  if (!expected(res.statusCode)) problems.push(`status ${res.statusCode}, expected ${expectation}`);
  for (const [what, pattern] of leaks) if (pattern.test(res.body)) problems.push(`the body shows ${what}`);
  if (res.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      problems.push('the body is not JSON');
    }
    if (parsed !== undefined) {
      const o = (parsed ?? {}) as Record<string, unknown>;
      const message = ['msg', 'message', 'error'].map((k) => o[k]).find((v) => typeof v === 'string' && v.trim() !== '');
      if (!message) problems.push('no human message (msg, message or error)');
    }
  }
  if (problems.length === 0) return null;
  return `${problems.join('; ')} -> ${res.statusCode} ${show(res.body.slice(0, 200))}`;
}

const clientError = (s: number) => s >= 400 && s < 500;

/** Money, points, orders and coupons, and the accounts they belong to, as comparable text. */
async function snapshot() {
  const result = await shop.db.execute(sql`
    select
      (select count(*)::text || ' wallets, ' || coalesce(sum(balance_paise), 0)::text || ' paise' from wallets) as wallets,
      (select md5(coalesce(string_agg(user_id::text || ':' || balance_paise::text, ',' order by user_id), '')) from wallets) as wallet_rows,
      (select count(*)::text from wallet_transactions) as wallet_transactions,
      (select md5(coalesce(string_agg(id::text || ':' || status || ':' || amount_paise::text, ',' order by id), '')) from wallet_transactions) as wallet_transaction_rows,
      (select count(*)::text from orders) as orders,
      (select md5(coalesce(string_agg(id::text || ':' || status || ':' || coalesce(reason, '') || ':' || price_paise::text || ':' || updated_at::text, ',' order by id), '')) from orders) as order_rows,
      (select count(*)::text || ' coupons, ' || coalesce(sum(used_count), 0)::text || ' used' from coupons) as coupons,
      (select md5(coalesce(string_agg(id::text || ':' || used_count::text || ':' || is_active::text || ':' || updated_at::text, ',' order by id), '')) from coupons) as coupon_rows,
      (select count(*)::text from coupon_redemptions) as coupon_redemptions,
      (select md5(coalesce(string_agg(id::text || ':' || status, ',' order by id), '')) from coupon_redemptions) as coupon_redemption_rows,
      (select count(*)::text || ' entries, ' || coalesce((select sum(balance) from points_balances), 0)::text || ' hundredths' from points_entries) as points,
      (select count(*)::text from users) as users,
      (select md5(coalesce(string_agg(id::text || ':' || name || ':' || email || ':' || role || ':' || verified::text || ':' || is_blocked::text || ':' || session_version::text || ':' || updated_at::text, ',' order by id), '')) from users) as user_rows
  `);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

async function inBatches<T>(tasks: (() => Promise<T>)[], size = 10): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += size) out.push(...(await Promise.all(tasks.slice(i, i + size).map((t) => t()))));
  return out;
}

/** Every hostile variant of a route: one field replaced at a time. */
function variantsOf(route: string, op: Operation, entry: Entry): { label: string; build: () => Built }[] {
  const variants: { label: string; build: () => Built }[] = [];
  const skipped = (field: string, label: string) => (entry.skip?.[field] ?? []).some((v) => show(v) === label);

  for (const p of op.parameters ?? []) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const where = p.in;
    const current = (entry.make(false)[where] ?? {})[p.name];
    for (const value of textHostiles(p.schema ?? {}, where, current, p.name)) {
      const label = `${p.in} ${p.name} = ${showText(p.name, value)}`;
      variants.push({
        label,
        build: () => {
          const b = build(route, entry.make(false));
          if (where === 'path') {
            if (Array.isArray(value)) throw new Error('a path parameter cannot repeat');
            b.path[p.name] = value;
          } else {
            b.query = b.query.filter(([k]) => k !== p.name);
            for (const v of Array.isArray(value) ? value : [value]) b.query.push([p.name, v]);
          }
          return b;
        },
      });
    }
  }

  // A range (from and to) with both ends in a year the database cannot take: one end alone is
  // often refused by the range's own rules (start after end, too long) and proves nothing.
  const base = entry.make(false).query ?? {};
  if (base.from !== undefined && base.to !== undefined && DAY.test(base.from) && DAY.test(base.to)) {
    for (const [from, to] of [['0000-01-01', '0000-12-31'], ['0000-12-01', '0000-12-31'], ['10000-01-01', '10000-01-31'], ['9999-12-01', '9999-12-31'], ['0001-01-01', '0001-01-31']]) {
      variants.push({
        label: `query from = ${from} and to = ${to}`,
        build: () => {
          const b = build(route, entry.make(false));
          b.query = [...b.query.filter(([k]) => k !== 'from' && k !== 'to'), ['from', from!], ['to', to!]];
          return b;
        },
      });
    }
  }

  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
      const current = entry.make(false).body?.[field];
      const hostiles = bodyHostiles(schema);
      for (const value of outOfRange(field, current)) if (!hostiles.some((h) => show(h) === show(value))) hostiles.push(value);
      for (const value of hostiles) {
        if (skipped(field, show(value))) continue;
        variants.push({
          label: `body ${field} = ${show(value)}`,
          build: () => {
            const req = entry.make(false);
            return build(route, { ...req, body: { ...req.body, [field]: value } });
          },
        });
      }
    }
    // Nothing to act on: an empty object, only fields the call does not know, no body at all.
    if (!entry.emptyBodyIsValid) {
      for (const [label, raw] of [['{}', '{}'], ['{"unknown":1}', '{"unknown":1}'], ['an empty JSON body', '']] as const) {
        variants.push({ label: `body ${label}`, build: () => ({ ...build(route, entry.make(false)), body: { raw: Buffer.from(raw) } }) });
      }
    }
    variants.push({
      label: 'body bytes that are not UTF-8 ({"a":"\\xff\\xfe"})',
      build: () => ({ ...build(route, entry.make(false)), body: { raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) } }),
    });
  }
  return variants;
}

// ---------------------------------------------------------------------------------------------
// The data the valid requests name.

const post = (url: string, payload: unknown, as: Caller = 'anonymous') =>
  send({ method: 'POST', template: `/api${url}`, path: {}, query: [], body: { json: payload } }, as);
const get = (url: string, as: Caller = 'anonymous') => send({ method: 'GET', template: `/api${url}`, path: {}, query: [] }, as);
async function must(res: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number, what: string) {
  const r = await res;
  expect(r.statusCode, `${what}: ${r.body}`).toBe(status);
  return r.json() as Record<string, unknown> & { client_txn_id: string };
}
async function outbox(to: string) {
  const r = await get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  return (r.json() as { messages: { otp?: string; link?: string }[] }).messages;
}
async function latestOtp(mobile: string) {
  const otp = (await outbox(mobile)).find((m) => m.otp)?.otp;
  expect(otp, `a code sent to ${mobile}`).toBeTruthy();
  return otp!;
}
async function latestLink(email: string): Promise<Link> {
  let link: string | undefined;
  // Reset mails are sent in the background (and expect.poll is not allowed in beforeAll).
  for (let waited = 0; !link && waited < 10_000; waited += 50) {
    link = (await outbox(email)).find((m) => m.link)?.link;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(link, `a link mailed to ${email}`).toBeTruthy();
  const [, , id, token] = new URL(link!).pathname.split('/');
  return { id: id!, token: token! };
}
async function registered(): Promise<Form & { otp: string }> {
  const form = freshForm();
  await must(post('/auth/register', form), 200, 'register');
  return { ...form, otp: await latestOtp(form.mobileNumber) };
}
async function signedUp(): Promise<{ form: Form; link: Link }> {
  const { otp, ...form } = await registered();
  await must(post('/auth/verifyandregister', { ...form, otp }), 201, 'verifyandregister');
  return { form, link: await latestLink(form.email) };
}
async function walletOrder() {
  return (await must(post('/order/createWalletOrder', { ...orderFields(), couponCode: '', paymentmode: 'wallet' }, 'user'), 200, 'wallet order')).client_txn_id;
}
async function createCoupon(code: string) {
  const res = await must(post('/admin/createcoupon', couponFields(code), 'admin'), 201, 'create coupon');
  return (res as unknown as { coupon: { _id: string; couponCode: string } }).coupon;
}

beforeAll(async () => {
  // No background jobs: a delivery or a reconciliation between the two snapshots would change
  // orders and wallets that no request of this file asked to change.
  shop = await startTestShop({ WORKERS: 'false' });
  doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;

  ctx.user = await shop.factories.user();
  ctx.admin = await shop.factories.user({ role: 'admin' });
  ctx.customer = await shop.factories.user();
  ctx.profileTarget = await shop.factories.user();
  await shop.fund(ctx.user.id, 10_000);
  await shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: crypto.randomUUID(), userId: ctx.user.id, pricePaise: 10_000_00, clientTxnId: 'ST261124FUZZ' }));

  const mlbb = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, [{ discountedPricePaise: 10_900, resellPricePaise: 10_400, itemidarray: ['13'] }]);
  ctx.mlbb = { productId: mlbb.product.id, itemId: mlbb.packs[0]!.id };
  // Delivered by an admin: paid orders of it wait in Processing, where the admin routes act on them.
  const manual = await shop.factories.product({ name: 'Video Premium', type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ name: '1 Month', discountedPricePaise: 14_900 }]);
  ctx.manual = { productId: manual.product.id, itemId: manual.packs[0]!.id };
  ctx.manualItemid = manual.packs[0]!.itemid;
  const pictures = await shop.db.insert(galleryImages).values([1, 2].map((n) => ({ title: `Old banner ${n}`, type: 'Banner', url: `/uploads/gallery/old-${n}.webp` }))).returning();
  ctx.gallery = { base: pictures[0]!.id, probe: pictures[1]!.id };
  const doomed = await Promise.all([1, 2].map((n) => shop.factories.product({ name: `Doomed ${n}` }, [{ name: `Doomed pack ${n}` }, { name: `Doomed pack ${n}b` }])));
  ctx.catalogue = {
    productId: mlbb.product.id,
    itemid: mlbb.packs[0]!.itemid,
    deleteProducts: { base: doomed[0]!.product.productid, probe: doomed[1]!.product.productid },
    deleteItems: { base: doomed[0]!.packs[1]!.itemid, probe: doomed[1]!.packs[1]!.itemid },
  };

  ctx.couponCode = (await createCoupon(`FUZZ${unique()}`)).couponCode;
  const editable = await createCoupon(`FUZZ${unique()}`);
  ctx.editCoupon = { id: editable._id, code: editable.couponCode };
  ctx.deleteCoupon = { base: (await createCoupon(`FUZZ${unique()}`))._id, probe: (await createCoupon(`FUZZ${unique()}`))._id };

  ctx.walletOrder = await walletOrder();
  ctx.pending = { withReason: [await walletOrder(), await walletOrder()], withoutReason: [await walletOrder(), await walletOrder()], decide: [await walletOrder(), await walletOrder()] };
  const upi = async () => (await must(post('/order/createOrder', { ...orderFields(), couponCode: '', paymentmode: 'upi' }, 'user'), 200, 'UPI order')).client_txn_id;
  ctx.sandbox = { base: await upi(), probe: await upi() };
  ctx.paidTopup = (await must(post('/wallet/topup', { value: 100, userid: String(ctx.user.userid) }, 'user'), 200, 'top-up')).client_txn_id;
  await must(post(`/sandbox/pay/${ctx.paidTopup}`, { outcome: 'success' }), 200, 'pay the top-up');

  const credit = async () => (await must(post('/admin/adduserbalance', { userId: ctx.customer.id, amount: 20 }, 'admin'), 200, 'admin credit')).txnid as string;
  ctx.credits = [await credit(), await credit()];

  ctx.registration = [await registered(), await registered()];
  const [c, d, e] = [await signedUp(), await signedUp(), await signedUp()];
  ctx.verifyLinks = [c.link, d.link];
  await must(post(`/auth/verifymail/${e.link.id}/${e.link.token}`, {}), 200, 'verify email');
  ctx.login = { email: e.form.email, password: e.form.password };

  ctx.otpLoginMobile = (await shop.factories.user()).mobilenumber!;
  const loginCode = async () => {
    const mobile = (await shop.factories.user()).mobilenumber!;
    await must(post('/otp/otp-login', { mobile }), 200, 'send login code');
    return { mobile, otp: await latestOtp(mobile) };
  };
  ctx.loginCodes = [await loginCode(), await loginCode()];

  const resetLink = async () => {
    const u = await shop.factories.user();
    await must(post('/password/forgetpassword', { email: u.email }), 200, 'forgot password');
    return latestLink(u.email);
  };
  ctx.resetLinks = [await resetLink(), await resetLink()];

  // A reseller with money, keys (one to call with, others to revoke) and webhooks (the most one may have).
  ctx.reseller = await shop.factories.user({ role: 'reseller' });
  await shop.fund(ctx.reseller.id, 10_000);
  const newKey = async () => must(post('/reseller/keys', { name: 'Fuzz bot', kind: 'live' }, 'reseller'), 200, 'create key') as unknown as Promise<{ key: { id: string }; secret: string }>;
  const keys = [];
  for (let i = 0; i < 10; i++) keys.push(await newKey());
  ctx.key = { authorization: `Bearer ${keys[0]!.secret}` };
  ctx.keyId = keys[0]!.key.id;
  ctx.keyIds = [keys[1]!.key.id, keys[2]!.key.id];
  ctx.adminKeyIds = [keys[3]!.key.id, keys[4]!.key.id];
  ctx.keyOrder = ((await send({ method: 'POST', template: '/api/v1/orders', path: {}, query: [], headers: { 'idempotency-key': 'fuzz-first-order' }, body: { json: { product_id: ctx.mlbb.productId, pack_id: ctx.mlbb.itemId, player_id: '123456789', zone_id: '2001' } } }, 'key')).json() as { id: string }).id;
  const hooks: string[] = [];
  for (let i = 0; i < 5; i++) hooks.push(((await must(post('/reseller/webhooks', { url: `https://93.184.216.${i + 1}/hooks` }, 'reseller'), 200, 'add webhook')) as unknown as { endpoint: { id: string } }).endpoint.id);
  ctx.hook = hooks[0]!;
  ctx.hooksToDelete = [hooks[1]!, hooks[2]!];
  await must(post(`/reseller/webhooks/${ctx.hook}/test`, {}, 'reseller'), 200, 'test event');
  ctx.delivery = ((await get(`/reseller/webhooks/${ctx.hook}/deliveries`, 'reseller')).json() as { deliveries: { id: string }[] }).deliveries[0]!.id;
  const saved = await shop.db.execute(sql`
    insert into saved_players (user_id, game, product_id, player_id, zone_id, name)
    values (${ctx.user.id}, 'MLBB', ${ctx.mlbb.productId}, '111111111', '2001', 'One'), (${ctx.user.id}, 'MLBB', ${ctx.mlbb.productId}, '222222222', '2001', 'Two'), (${ctx.user.id}, 'MLBB', ${ctx.mlbb.productId}, '333333333', '2001', 'Three')
    returning id`);
  const [s1, s2, s3] = (saved as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  ctx.saved = [s1!, s2!, s3!];
}, 120_000);
afterAll(() => shop?.close());

describe('hostile input on every documented route', () => {
  it('every documented route has a valid request to start from, and every entry a documented route', () => {
    const documented = documentedRoutes();
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((r) => !(r in valid)), 'documented routes missing from `valid`: add one valid request each').toEqual([]);
    expect(Object.keys(valid).filter((r) => !documented.includes(r)), 'entries in `valid` for routes the app no longer documents').toEqual([]);
  });

  it.each(Object.keys(valid))('%s', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const op = doc.paths[path]?.[method.toLowerCase()];
    expect(op, `${route} is not in the OpenAPI document`).toBeDefined();
    const entry = valid[route]!;

    const baseReq = entry.make(true);
    // The key's reads a second are shared by every /api/v1 route: each route starts with the
    // key's count at zero, so that the limit of the routes before never answers for this one.
    if (baseReq.as === 'key') for (const kind of ['reads', 'orders']) await shop.app.services.limiter.reset(`api-key:${kind}:${ctx.keyId}`);
    const base = await send(build(route, baseReq), baseReq.as);
    const allowed = entry.expectBase ?? [];
    const baseProblem = judge(base, (s) => s !== 400 && (s < 400 || allowed.includes(s)), allowed.length ? `below 400 or ${allowed.join('/')}` : 'below 400');
    expect(baseProblem, `the valid request of ${route} must be valid, or no hostile answer proves anything`).toBeNull();

    const as = entry.make(false).as;
    const variants = variantsOf(route, op!, entry);
    const before = await snapshot();
    const answers = await inBatches(variants.map((v) => async () => ({ label: v.label, res: await send(v.build(), as) })));
    const after = await snapshot();

    const failures = answers.flatMap(({ label, res }) => {
      const problem = judge(res, clientError, '4xx');
      return problem ? [`${route} ${label}: ${problem}`] : [];
    });
    for (const key of Object.keys(before)) {
      if (before[key] !== after[key]) failures.push(`${route}: ${key} changed while hostile requests ran (${before[key]} -> ${after[key]})`);
    }
    expect(failures, `${failures.length} of ${variants.length} hostile requests went wrong:\n${failures.join('\n')}\n`).toEqual([]);
  }, 180_000);
});

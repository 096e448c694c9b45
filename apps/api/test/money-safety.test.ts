import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox-gateway.js';
import { sandboxPayments } from '../src/payments/tables.js';
import { orders } from '../src/orders/tables.js';
import { walletTopups, walletTransactions } from '../src/wallet/tables.js';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const balanceOf = async (u: { userid: number; auth: Record<string, string> }) =>
  (await shop.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${u.userid}`, headers: u.auth })).json().balance as number;

/** A webhook as the sandbox gateway signs it. */
function sandboxWebhook(body: object, key = shop.sessions.derivedKey('sandbox-webhooks')) {
  const raw = JSON.stringify(body);
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: createHmac('sha256', key).update(raw).digest('hex') },
    payload: raw,
  });
}
/** The customer pays at the gateway, but no webhook has arrived yet. */
const paidAtGateway = (clientTxnId: string) => shop.db.update(sandboxPayments).set({ status: 'success', reference: '123456789012' }).where(eq(sandboxPayments.clientTxnId, clientTxnId));

/**
 * One payment confirmed 20 times at once, every way the shop hears of it: the customer's status
 * calls to `statusPath`, the gateway's webhooks (each its own event) and reconciliation.
 */
function confirmTwentyTimesAtOnce(statusPath: string, client_txn_id: string, auth: Record<string, string>, webhook: { eventPrefix: string; amount: number }) {
  return Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0
        ? shop.post(statusPath, { client_txn_id }, auth)
        : i % 3 === 1
          ? sandboxWebhook({ event_id: `${webhook.eventPrefix}${i}`, client_txn_id, status: 'success', amount: webhook.amount, reference: '123456789012' })
          : shop.app.services.payments.reconcile(),
    ),
  );
}

async function mlbbPack(pricePaise = 10_900) {
  const { product, packs } = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, [{ discountedPricePaise: pricePaise, itemidarray: ['13'] }]);
  return { productId: product.id, itemId: packs[0]!.id };
}
const body = (u: { userid: number }, p: { productId: string; itemId: string }, paymentmode = 'wallet') => ({
  userid: String(u.userid), product_id: p.productId, item_id: p.itemId, input1: '123456789', input2: '2001', paymentmode,
});

describe('races on one wallet', () => {
  it('30 wallet orders at once, funded for exactly 10: 10 succeed and the balance ends at 0', async () => {
    const pack = await mlbbPack();
    const u = await shop.factories.user();
    await shop.fund(u.id, 1090);
    const answers = await Promise.all(Array.from({ length: 30 }, () => shop.post('/order/createWalletOrder', body(u, pack), u.auth)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await balanceOf(u)).toBe(0);
    const debits = await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id));
    expect(debits.filter((d) => d.type === 'Debit')).toHaveLength(10);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  });

  it('the database itself refuses a negative balance', async () => {
    const u = await shop.factories.user();
    await shop.fund(u.id, 10);
    await expect(shop.db.execute(sql`update wallets set balance_paise = balance_paise - 2000 where user_id = ${u.id}`)).rejects.toThrow();
  });
});

describe('one payment confirmed many times', () => {
  it('a top-up confirmed 20 times at once (status calls, webhooks, reconciliation) credits once', async () => {
    const u = await shop.factories.user();
    const { client_txn_id } = (await shop.post('/wallet/topup', { value: 500, userid: String(u.userid) }, u.auth)).json();
    await paidAtGateway(client_txn_id);
    await confirmTwentyTimesAtOnce('/wallet/txnstatus', client_txn_id, u.auth, { eventPrefix: 'evt-', amount: 50_000 });
    expect(await balanceOf(u)).toBe(500);
    const rows = await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Success', reference: '123456789012' });
  });

  it('a top-up awaiting payment is shown, not counted: the ledger gets its one row when it is paid', async () => {
    const u = await shop.factories.user();
    const admin = await shop.factories.user({ role: 'admin' });
    const { client_txn_id } = (await shop.post('/wallet/topup', { value: 250, userid: String(u.userid) }, u.auth)).json();
    const history = async () => (await shop.app.inject({ method: 'GET', url: `/api/wallet/gettransactions/${u.userid}`, headers: u.auth })).json();
    expect(await history()).toMatchObject([{ txnid: client_txn_id, type: 'Credit', status: 'Created', amount: 250 }]);
    const listed = async (status: string) =>
      (await shop.app.inject({ method: 'GET', url: `/api/admin/allwallettxn?search=${client_txn_id}&status=${status}`, headers: admin.auth })).json().transactions;
    expect(await listed('Created')).toMatchObject([{ txnid: client_txn_id, status: 'Created', useremail: u.email }]);
    expect(await shop.db.select().from(walletTransactions).where(eq(walletTransactions.userId, u.id))).toEqual([]);
    expect((await auditLedger(shop.db)).differences).toEqual([]);

    await paidAtGateway(client_txn_id);
    await shop.post('/wallet/txnstatus', { client_txn_id }, u.auth);
    expect(await history()).toMatchObject([{ txnid: client_txn_id, status: 'Success', amount: 250 }]);
    expect(await history()).toHaveLength(1);
    expect(await listed('Created')).toEqual([]);
    expect(await listed('Success')).toMatchObject([{ txnid: client_txn_id, status: 'Success' }]);
    expect(await balanceOf(u)).toBe(250);
  });

  it('an order confirmed 20 times at once moves once and is delivered once', async () => {
    const pack = await mlbbPack();
    const u = await shop.factories.user();
    const { client_txn_id } = (await shop.post('/order/createOrder', body(u, pack, 'upi'), u.auth)).json();
    await paidAtGateway(client_txn_id);
    await confirmTwentyTimesAtOnce('/order/orderstatus', client_txn_id, u.auth, { eventPrefix: 'evt-o-', amount: 10_900 });
    const [order] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, client_txn_id));
    // One supplier order per SKU, written once, whatever the number of confirmations.
    const placed = await shop.db.execute(sql`select count(*)::int as n from supplier_orders where order_id = ${order!.id}`);
    expect((placed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await expect.poll(async () => (await shop.db.select().from(orders).where(eq(orders.clientTxnId, client_txn_id)))[0]!.status, { timeout: 15_000 }).toBe('Completed');
  });

  it('the same webhook event delivered twice is applied once', async () => {
    const u = await shop.factories.user();
    const { client_txn_id } = (await shop.post('/wallet/topup', { value: 100, userid: String(u.userid) }, u.auth)).json();
    const event = { event_id: 'evt-dup', client_txn_id, status: 'success', amount: 10_000, reference: '999' };
    expect((await sandboxWebhook(event)).statusCode).toBe(200);
    expect((await sandboxWebhook(event)).statusCode).toBe(200);
    expect(await balanceOf(u)).toBe(100);
  });
});

describe('webhooks that must not be believed', () => {
  it('refuses a bad signature with no effect', async () => {
    const u = await shop.factories.user();
    const { client_txn_id } = (await shop.post('/wallet/topup', { value: 100, userid: String(u.userid) }, u.auth)).json();
    const forged = await sandboxWebhook({ event_id: 'evt-forged', client_txn_id, status: 'success', amount: 10_000, reference: '1' }, new TextEncoder().encode('not the key'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid webhook signature');
    const unsigned = await shop.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ client_txn_id, status: 'success' }) });
    expect(unsigned.statusCode).toBe(401);
    expect(await balanceOf(u)).toBe(0);
    expect((await shop.post('/wallet/txnstatus', { client_txn_id }, u.auth)).json().data.status).toBe('Created');
    expect((await shop.app.inject({ method: 'POST', url: '/api/payments/webhook/razorpay', payload: {} })).statusCode).toBe(404);
  });

  it('does not credit a paid amount that differs, and flags it', async () => {
    const u = await shop.factories.user();
    const topup = (await shop.post('/wallet/topup', { value: 100, userid: String(u.userid) }, u.auth)).json();
    await sandboxWebhook({ event_id: 'evt-short', client_txn_id: topup.client_txn_id, status: 'success', amount: 100, reference: '55' });
    expect(await balanceOf(u)).toBe(0);
    const [row] = await shop.db.select().from(walletTopups).where(eq(walletTopups.txnid, topup.client_txn_id));
    expect(row).toMatchObject({ status: 'Failed', flag: 'Paid ₹1, expected ₹100' });
    // No money moved, so the ledger has no row for it.
    expect(await shop.db.select().from(walletTransactions).where(eq(walletTransactions.txnid, topup.client_txn_id))).toEqual([]);

    const pack = await mlbbPack();
    const order = (await shop.post('/order/createOrder', body(u, pack, 'upi'), u.auth)).json();
    await sandboxWebhook({ event_id: 'evt-short-o', client_txn_id: order.client_txn_id, status: 'success', amount: 1_000, reference: '56' });
    const [o] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, order.client_txn_id));
    expect(o).toMatchObject({ status: 'Failed', flag: expect.stringContaining('Paid ₹10, expected ₹109') });
    expect(o!.reason).toBe('The amount paid did not match the order. Our team will contact you.');
  });
});

describe('reconciliation', () => {
  it('fails payments unpaid after 30 minutes and leaves younger ones alone', async () => {
    const u = await shop.factories.user();
    const pack = await mlbbPack();
    const old = (await shop.post('/order/createOrder', body(u, pack, 'upi'), u.auth)).json();
    const young = (await shop.post('/order/createOrder', body(u, pack, 'upi'), u.auth)).json();
    await shop.db.update(orders).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(orders.clientTxnId, old.client_txn_id));
    await shop.app.services.payments.reconcile();
    const [o] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, old.client_txn_id));
    const [y] = await shop.db.select().from(orders).where(eq(orders.clientTxnId, young.client_txn_id));
    expect(o).toMatchObject({ status: 'Failed', reason: 'Payment not received within 30 minutes.' });
    expect(y!.status).toBe('Created');
  });
});

describe('the ledger audit', () => {
  it('reports a wallet whose balance differs from its ledger rows', async () => {
    const u = await shop.factories.user();
    await shop.fund(u.id, 40);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
    await shop.db.execute(sql`update wallets set balance_paise = balance_paise + 100 where user_id = ${u.id}`);
    expect((await auditLedger(shop.db)).differences).toEqual([{ userId: u.id, balance: 4100, ledger: 4000 }]);
    await shop.db.execute(sql`update wallets set balance_paise = balance_paise - 100 where user_id = ${u.id}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@shop/contract/money';
import { orders } from '../src/orders/tables.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox-gateway.js';
import { sandboxPayments } from '../src/payments/tables.js';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShop, type TestShop } from './helpers.js';

// Crowds at the shop's own admission settings (the other tests turn the embedded database's
// limit off to race calls on purpose): twenty of the same call at once are all served, none
// answered 5xx, and the money comes out as it does one at a time.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ EMBEDDED_DB_MAX_REQUESTS: '16' });
});
afterAll(() => shop.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe('twenty of the same call at once, with the embedded database limited to 16 at a time', () => {
  it('the same payment webhook twenty times: all answered, the order paid once and delivered once', async () => {
    const { product, packs } = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, [{ discountedPricePaise: 10_900, itemidarray: ['13'] }]);
    const u = await shop.factories.user();
    const placed = await shop.post('/order/createOrder', { userid: String(u.userid), product_id: product.id, item_id: packs[0]!.id, input1: '123456789', input2: '2001', paymentmode: 'upi' }, u.auth);
    const { client_txn_id } = placed.json();
    await shop.db.update(sandboxPayments).set({ status: 'success', reference: '123456789012' }).where(eq(sandboxPayments.clientTxnId, client_txn_id));
    const raw = JSON.stringify({ event_id: `evt-${client_txn_id}`, client_txn_id, status: 'success', amount: 10_900, reference: '123456789012' });
    const signature = createHmac('sha256', shop.sessions.derivedKey('sandbox-webhooks')).update(raw).digest('hex');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: raw })),
    );
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(answers).every((s) => s === 200)).toBe(true);
    await expect.poll(async () => (await shop.db.select().from(orders).where(eq(orders.clientTxnId, client_txn_id)))[0]!.status, { timeout: 15_000 }).toBe('Completed');
    const placedWithSupplier = await shop.db.execute(sql`select count(*)::int as n from supplier_orders where reference like ${`${client_txn_id}-%`}`);
    expect((placedWithSupplier as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('twenty wrong codes at once: all answered 400, and the code is void afterwards as after five wrong tries', async () => {
    const f = { name: 'Crowd Tester', mobileNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, email: `crowd${randomUUID().slice(0, 8)}@example.in`, password: 'crowd-password-1' };
    expect((await shop.post('/auth/register', f)).statusCode).toBe(200);
    const outbox = (await shop.get(`/dev/outbox?to=${f.mobileNumber}`)).json() as { messages: { otp: string }[] };
    const code = outbox.messages[0]!.otp;
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.post('/auth/verifyandregister', { ...f, otp: wrong })));
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses(answers))).toEqual(new Set([400]));
    expect((await shop.post('/auth/verifyandregister', { ...f, otp: code })).json().msg).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('twenty redemptions of 10 points at once against 100 points: all answered, exactly 100 move to the wallet', async () => {
    const u = await shop.factories.user();
    await shop.db.transaction((tx) => shop.app.services.points.earnForOrder(tx, { id: randomUUID(), userId: u.id, pricePaise: rupeesToPaise(10_000), clientTxnId: 'ST261125CROWD' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.post('/points/redeempoints', { value: 10, userid: String(u.userid) }, { ...u.auth, 'idempotency-key': randomUUID() })));
    expect(statuses(answers).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(10);
    expect(statuses(answers).filter((s) => s === 400)).toHaveLength(10);
    expect((await shop.get(`/points/getbalance/${u.userid}`, u.auth)).json().balance).toBe(0);
    expect((await shop.get(`/wallet/getbalance/${u.userid}`, u.auth)).json().balance).toBe(100);
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  });
});

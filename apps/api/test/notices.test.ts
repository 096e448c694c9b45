import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { devMessages } from '../src/notifications/tables.js';
import { startTestShop, type TestShop } from './helpers.js';

// The mails an order or a top-up sends, through the sandbox mail sender (the dev outbox), with
// the job queue running as in production.

const ALERTS = 'alerts@shop.example.in';
const STOREFRONT = 'https://www.shop.example.in';
let shop: TestShop;
beforeAll(async () => {
  // The storefront lives on another origin: customers' links go there, the admin's to the shop itself.
  shop = await startTestShop({ SHOP_ALERT_EMAIL: ALERTS, STOREFRONT_URL: STOREFRONT, PUBLIC_URL: 'https://api.shop.example.in' });
});
afterAll(() => shop?.close());

async function mailTo(to: string, subject: RegExp, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await shop.db.select().from(devMessages).where(and(eq(devMessages.to, to), eq(devMessages.channel, 'email')));
    const found = rows.find((r) => subject.test(r.subject ?? ''));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject}; got ${rows.map((r) => r.subject).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function walletOrder(isApi: boolean, input1: string) {
  const { product, packs } = await shop.factories.product({ isApi, apiType: isApi ? 'SMILEBR' : null, type: 'MLBB' }, [{ itemidarray: ['13'], discountedPricePaise: 5_000 }]);
  const customer = await shop.factories.user();
  await shop.fund(customer.id, 100);
  const res = await shop.buyWithWallet(customer, { product_id: product.id, item_id: packs[0]!.id, input1, input2: '2001' });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, clientTxnId: res.json().client_txn_id as string };
}

it('emails the customer when an API order is delivered, with the order id and a link', async () => {
  const { customer, clientTxnId } = await walletOrder(true, '123456789');
  const mail = await mailTo(customer.email, new RegExp(`^Order ${clientTxnId} delivered$`));
  expect(mail.text).toContain(`${STOREFRONT}/confirmation?client_txn_id=${clientTxnId}`);
});

it('emails the customer when the supplier refuses and the order is refunded, with the amount back in the wallet', async () => {
  // The sandbox supplier refuses player ids starting 4040.
  const { customer, clientTxnId } = await walletOrder(true, '404012345');
  const mail = await mailTo(customer.email, new RegExp(`^Order ${clientTxnId} refunded$`));
  expect(mail.text).toMatch(/₹50(\.00)? has been returned to your S-Coins wallet\./);
});

it('tells the shop that a manual order waits, and emails the customer when an admin completes it', async () => {
  const { customer, clientTxnId } = await walletOrder(false, '123456789');
  const alert = await mailTo(ALERTS, new RegExp(`^Order ${clientTxnId} waits for delivery$`));
  expect(alert.text).toContain('https://api.shop.example.in/admin/orders');
  const admin = await shop.factories.user({ role: 'admin' });
  const done = await shop.app.inject({ method: 'POST', url: '/api/admin/orders/decide', headers: admin.auth, payload: { order: clientTxnId, status: 'Completed', reason: 'Delivered to your account' } });
  expect(done.statusCode, done.body).toBe(200);
  const mail = await mailTo(customer.email, new RegExp(`^Order ${clientTxnId} delivered$`));
  expect(mail.text).toContain('Delivered to your account');
});

it('emails the customer when a wallet top-up succeeds', async () => {
  const customer = await shop.factories.user();
  const topup = await shop.app.inject({ method: 'POST', url: '/api/wallet/topup', headers: customer.auth, payload: { value: 250, userid: String(customer.userid) } });
  expect(topup.statusCode, topup.body).toBe(200);
  const paid = await shop.app.inject({ method: 'POST', url: `/api/sandbox/pay/${topup.json().client_txn_id}`, payload: { outcome: 'success' } });
  expect(paid.statusCode, paid.body).toBe(200);
  const mail = await mailTo(customer.email, /^Wallet top-up successful$/);
  expect(mail.text).toMatch(/^₹250(\.00)? has been added to your S-Coins wallet/);
});

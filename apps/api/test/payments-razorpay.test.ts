import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRequest, WebhookRequest } from '../src/payments/gateway.js';
import { createRazorpay } from '../src/payments/razorpay.js';
import { AppError } from '../src/platform/errors.js';
import { recordingLog } from './recording-log.js';
import { serveDuringFile } from './local-server.js';
import { readRequest } from './fake-server.js';
import { samplePayment } from './sample-payment.js';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisIsTheKeySecret8xQ2';
const WEBHOOK_SECRET = 'whsec-Pz71-unrelated-to-key';
const CREATE_FAILED = { code: 'UNAVAILABLE', message: 'Could not start the UPI payment. Please try again.' };
const INVALID_SIGNATURE = { code: 'UNAUTHENTICATED', message: 'Invalid webhook signature' };

type Link = Record<string, unknown> & { id: string; reference_id: string; amount: number; status: string };
type Mode = 'normal' | 'html' | 'hang' | 'json-503' | 'create-then-hang' | 'echo-auth';

const rzpError = (description: string, field?: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', field } });

/**
 * A local Razorpay Payment Links API: Basic auth key_id:key_secret, JSON in and out, errors as
 * {error:{code, description}} with HTTP 400/401; reference_id is unique, as at Razorpay.
 */
function startFakeRazorpay() {
  const received: { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: Record<string, unknown> | undefined }[] = [];
  const links = new Map<string, Link>();
  const state = { mode: 'normal' as Mode };
  const server: Server = createServer(async (req, res) => {
    const { raw, url } = await readRequest(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    received.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });

    const answer = (status: number, json: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (state.mode === 'hang') return;
    if (state.mode === 'html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
    if (state.mode === 'json-503') return answer(503, rzpError('Service unavailable'));
    if (state.mode === 'echo-auth') return res.writeHead(502, { 'content-type': 'text/html' }).end(`<pre>upstream failed for ${req.headers.authorization}</pre>`);
    if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
      return answer(401, rzpError('The api key provided is invalid'));
    }

    if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
      const b = body ?? {};
      if (!Number.isInteger(b.amount) || (b.amount as number) < 100) return answer(400, rzpError('The amount must be atleast INR 1.00', 'amount'));
      if (b.currency !== 'INR') return answer(400, rzpError('The currency is invalid', 'currency'));
      if (typeof b.reference_id !== 'string' || b.reference_id.length > 40) return answer(400, rzpError('The reference id is invalid', 'reference_id'));
      if ([...links.values()].some((l) => l.reference_id === b.reference_id)) return answer(400, rzpError(`Payment Link with reference id ${b.reference_id} already exists`));
      if (b.expire_by !== undefined && (!Number.isInteger(b.expire_by) || (b.expire_by as number) < Date.now() / 1000 + 15 * 60)) {
        return answer(400, rzpError('expire_by should be at least 15 minutes after current time', 'expire_by'));
      }
      if (b.accept_partial !== false || b.upi_link !== true || b.callback_method !== 'get' || typeof b.callback_url !== 'string') {
        return answer(400, rzpError('Unexpected link options'));
      }
      const id = `plink_Fake${String(links.size + 1).padStart(10, '0')}`;
      const link: Link = { ...b, id, amount: b.amount as number, reference_id: b.reference_id, amount_paid: 0, status: 'created', payments: null, short_url: `https://rzp.io/i/${id.slice(-6)}` };
      links.set(id, link);
      if (state.mode === 'create-then-hang') return; // the link exists, its answer is lost
      return answer(200, link);
    }
    if (req.method === 'GET' && url.pathname === '/v1/payment_links') {
      const reference = url.searchParams.get('reference_id');
      return answer(200, { payment_links: [...links.values()].filter((l) => reference === null || l.reference_id === reference) });
    }
    const fetchOne = /^\/v1\/payment_links\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && fetchOne) {
      const link = links.get(decodeURIComponent(fetchOne[1]!));
      return link ? answer(200, link) : answer(400, rzpError('The id provided does not exist'));
    }
    answer(400, rzpError('The requested URL was not found on the server.'));
  });
  return { server, received, links, state };
}


// The mobile number as a customer may type it, with a space.
const payment = (overrides: Partial<PaymentRequest> = {}) =>
  samplePayment({
    clientTxnId: 'TXN2001',
    customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: '98765 43210' },
    returnUrl: 'https://shop.example.in/payment/return?order=2001',
    ...overrides,
  });

const fake = startFakeRazorpay();
const served = serveDuringFile(fake.server);
let url: string;
beforeAll(() => {
  url = `${served.origin}`;
});
beforeEach(() => {
  fake.received.length = 0;
  fake.links.clear();
  fake.state.mode = 'normal';
});

const razorpay = (overrides: Partial<Parameters<typeof createRazorpay>[0]> = {}) =>
  createRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, url, ...overrides });

describe('Razorpay: opening a payment', () => {
  it('creates a UPI payment link with Basic auth, the amount in paise and our client_txn_id as reference', async () => {
    const log = recordingLog();
    const gateway = razorpay({ log });
    expect(gateway.name).toBe('razorpay');

    const opened = await gateway.create(payment());

    expect(opened).toEqual({ paymentUrl: 'https://rzp.io/i/000001', gatewayOrderId: 'plink_Fake0000000001' });
    expect(fake.received).toHaveLength(1);
    const [call] = fake.received;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_links' });
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(call!.body).toEqual({
      amount: 10_900,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'TXN2001',
      description: 'Mobile Legends 86 Diamonds',
      customer: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919876543210' },
      notify: { sms: false, email: false },
      callback_url: 'https://shop.example.in/payment/return?order=2001',
      callback_method: 'get',
      upi_link: true,
    });
    expect(log.text()).not.toContain(KEY_SECRET);
  });

  it('makes the link expire when the shop gives up on the payment, and never sooner than Razorpay allows', async () => {
    const lifetime = 30 * 60_000;
    const now = Date.now();
    await razorpay({ linkLifetimeMs: lifetime }).create(payment({ clientTxnId: 'E1', createdAt: new Date(now) }));
    // Retried long after it was opened: Razorpay wants at least 15 minutes from now.
    await razorpay({ linkLifetimeMs: lifetime }).create(payment({ clientTxnId: 'E2', createdAt: new Date(now - 25 * 60_000) }));
    const [fresh, late] = fake.received.map((r) => r.body!.expire_by as number);
    expect(fresh).toBeGreaterThanOrEqual(Math.floor((now + lifetime) / 1000));
    expect(fresh).toBeLessThanOrEqual(Math.ceil((now + lifetime) / 1000) + 1);
    expect(late! - Math.floor(now / 1000)).toBeGreaterThanOrEqual(15 * 60);
    expect(late! - Math.floor(now / 1000)).toBeLessThan(20 * 60);
    expect(fake.links.size).toBe(2);
  });

  it('leaves out a contact the customer did not give', async () => {
    await razorpay().create(payment({ customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: null } }));
    expect(fake.received[0]!.body!.customer).toEqual({ name: 'Asha Rao', email: 'asha@example.in' });
  });

  it('turns a wrong key (HTTP 401) into UNAVAILABLE and logs Razorpay\'s reason without the secret', async () => {
    const log = recordingLog();
    const opening = razorpay({ keySecret: 'wrong-secret-77', log }).create(payment());
    await expect(opening).rejects.toBeInstanceOf(AppError);
    await expect(opening).rejects.toMatchObject(CREATE_FAILED);
    expect(fake.received).toHaveLength(1);
    expect(log.lines).toEqual([
      { level: 'warn', obj: expect.objectContaining({ gateway: 'razorpay', status: 401, code: 'BAD_REQUEST_ERROR', message: 'The api key provided is invalid' }), msg: expect.any(String) },
    ]);
    expect(log.text()).not.toContain('wrong-secret-77');
    expect(log.text()).not.toContain(Buffer.from(`${KEY_ID}:wrong-secret-77`).toString('base64'));
  });

  it('turns a refused link (HTTP 400) into UNAVAILABLE', async () => {
    const log = recordingLog();
    await expect(razorpay({ log }).create(payment({ amountPaise: 50 }))).rejects.toMatchObject(CREATE_FAILED);
    expect(log.lines.at(-1)!.obj).toMatchObject({ status: 400, message: 'The amount must be atleast INR 1.00' });
  });

  it('reuses the link of a create whose answer was lost, instead of failing on the duplicate reference', async () => {
    fake.state.mode = 'create-then-hang';
    await expect(razorpay({ timeoutMs: 300 }).create(payment())).rejects.toMatchObject(CREATE_FAILED);
    fake.state.mode = 'normal';

    const opened = await razorpay().create(payment());

    expect(opened).toEqual({ paymentUrl: 'https://rzp.io/i/000001', gatewayOrderId: 'plink_Fake0000000001' });
    expect(fake.links.size).toBe(1);
    expect(fake.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payment_links', 'POST /v1/payment_links', 'GET /v1/payment_links']);
    expect(fake.received[2]!.query.get('reference_id')).toBe('TXN2001');
  });

  it('does not reuse an earlier link for another amount or one that expired', async () => {
    await razorpay().create(payment());
    await expect(razorpay().create(payment({ amountPaise: 20_000 }))).rejects.toMatchObject(CREATE_FAILED);
    fake.links.get('plink_Fake0000000001')!.status = 'expired';
    await expect(razorpay().create(payment())).rejects.toMatchObject(CREATE_FAILED);
  });
});

describe('Razorpay: checking a payment', () => {
  const check = (gatewayOrderId: string | null, clientTxnId = 'TXN2001') =>
    razorpay().check({ clientTxnId, gatewayOrderId, createdAt: new Date('2026-03-10T20:00:00Z') });

  async function openedLink() {
    const { gatewayOrderId } = await razorpay().create(payment());
    fake.received.length = 0;
    return { id: gatewayOrderId!, link: fake.links.get(gatewayOrderId!)! };
  }

  it('answers paid with the amount paid and the captured payment, fetched with Basic auth', async () => {
    const { id, link } = await openedLink();
    Object.assign(link, {
      status: 'paid',
      amount_paid: 10_900,
      payments: [
        { payment_id: 'pay_FailedFirst01', status: 'failed', amount: 10_900 },
        { payment_id: 'pay_Captured0002', status: 'captured', amount: 10_900 },
      ],
    });

    expect(await check(id)).toEqual({ state: 'paid', amountPaise: 10_900, reference: 'pay_Captured0002' });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ method: 'GET', path: `/v1/payment_links/${id}` });
    expect(fake.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  });

  it('answers paid without a reference when no captured payment is listed', async () => {
    const { id, link } = await openedLink();
    Object.assign(link, { status: 'paid', amount_paid: 10_900, payments: null });
    expect(await check(id)).toEqual({ state: 'paid', amountPaise: 10_900, reference: null });
  });

  it('answers failed for an expired or cancelled link, pending for one not yet paid', async () => {
    const { id, link } = await openedLink();
    expect(await check(id)).toEqual({ state: 'pending' });
    link.status = 'partially_paid';
    expect(await check(id)).toEqual({ state: 'pending' });
    link.status = 'expired';
    expect(await check(id)).toEqual({ state: 'failed', reason: 'Payment link expired' });
    link.status = 'cancelled';
    expect(await check(id)).toEqual({ state: 'failed', reason: 'Payment link cancelled' });
  });

  it('answers pending without asking Razorpay when no link was made', async () => {
    expect(await check(null)).toEqual({ state: 'pending' });
    expect(fake.received).toHaveLength(0);
  });

  it('refuses a link that belongs to another payment', async () => {
    const { id, link } = await openedLink();
    Object.assign(link, { status: 'paid', amount_paid: 10_900 });
    await expect(check(id, 'TXN-OTHER')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('turns an unknown link (HTTP 400) and a wrong key (HTTP 401) into UNAVAILABLE', async () => {
    await expect(check('plink_DoesNotExist')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(razorpay({ keyId: 'rzp_test_wrong' }).check({ clientTxnId: 'TXN2001', gatewayOrderId: 'plink_X', createdAt: new Date() })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});

describe('Razorpay: outages', () => {
  const calls = (gateway: ReturnType<typeof createRazorpay>) => [
    ['create', () => gateway.create(payment())],
    ['check', () => gateway.check({ clientTxnId: 'TXN2001', gatewayOrderId: 'plink_Fake0000000001', createdAt: new Date() })],
  ] as const;

  for (const [mode, reason] of [
    ['html', 'the answer was not JSON'],
    ['json-503', 'HTTP 503'],
  ] as const) {
    it(`turns ${mode} into UNAVAILABLE`, async () => {
      fake.state.mode = mode;
      const log = recordingLog();
      for (const [name, call] of calls(razorpay({ log }))) {
        await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      }
      expect(fake.received).toHaveLength(2);
      expect(log.lines.map((l) => l.msg)).toEqual([`payment gateway call failed: ${reason}`, `payment gateway call failed: ${reason}`]);
    });
  }

  it('never logs the key secret or the Basic credentials, even when an error page repeats them', async () => {
    fake.state.mode = 'echo-auth';
    const log = recordingLog();
    for (const [name, call] of calls(razorpay({ log }))) {
      await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    }
    expect(log.text()).toContain('upstream failed for Basic [redacted]');
    expect(log.text()).not.toContain(Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64'));
    expect(log.text()).not.toContain(KEY_SECRET);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    fake.state.mode = 'hang';
    const log = recordingLog();
    const started = Date.now();
    for (const [name, call] of calls(razorpay({ timeoutMs: 300, log }))) {
      await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(log.lines[0]!.msg).toBe('payment gateway call failed: no answer within 300 ms');
  });
});

describe('Razorpay: webhooks', () => {
  const sign = (body: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');

  const paidEvent = JSON.stringify({
    entity: 'event',
    account_id: 'acc_FakeAccount01',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: 'plink_Fake0000000001', reference_id: 'TXN2001', amount: 10_900, amount_paid: 10_900, currency: 'INR', status: 'paid', notes: [] } },
      payment: { entity: { id: 'pay_Captured0002', amount: 10_900, currency: 'INR', status: 'captured', method: 'upi', vpa: 'buyer@okaxis', notes: [] } },
      order: { entity: { id: 'order_Fake01', amount: 10_900, amount_paid: 10_900, status: 'paid' } },
    },
    created_at: 1773172800,
  });

  const delivery = (body: string, headers: WebhookRequest['headers']): WebhookRequest => ({ headers, rawBody: Buffer.from(body), body: JSON.parse(body) });

  it('reads a correctly signed payment_link.paid: our client_txn_id, the amount, the payment id and the event id', async () => {
    const notice = await razorpay().readWebhook(delivery(paidEvent, { 'x-razorpay-signature': sign(paidEvent), 'x-razorpay-event-id': 'evt_Fake001' }));
    expect(notice).toEqual({ clientTxnId: 'TXN2001', eventId: 'evt_Fake001', claimed: { state: 'paid', amountPaise: 10_900, reference: 'pay_Captured0002' } });
  });

  it('answers a null event id when the header is missing', async () => {
    const notice = await razorpay().readWebhook(delivery(paidEvent, { 'x-razorpay-signature': sign(paidEvent) }));
    expect(notice.eventId).toBeNull();
  });

  it('refuses a wrong signature, a signature of another body, another secret\'s signature and a missing one', async () => {
    const otherBody = paidEvent.replace('"amount_paid":10900', '"amount_paid":1090000');
    expect(otherBody).not.toBe(paidEvent);
    const cases: [string, WebhookRequest['headers']][] = [
      ['wrong', { 'x-razorpay-signature': 'deadbeef'.repeat(8) }],
      ['another body', { 'x-razorpay-signature': sign(otherBody) }],
      ['another secret', { 'x-razorpay-signature': sign(paidEvent, KEY_SECRET) }],
      ['upper case', { 'x-razorpay-signature': sign(paidEvent).toUpperCase() }],
      ['truncated', { 'x-razorpay-signature': sign(paidEvent).slice(0, 32) }],
      ['empty', { 'x-razorpay-signature': '' }],
      ['missing', {}],
    ];
    for (const [label, headers] of cases) {
      await expect(razorpay().readWebhook(delivery(paidEvent, headers)), label).rejects.toMatchObject(INVALID_SIGNATURE);
    }
  });

  it('checks the signature over the raw bytes, not the parsed body', async () => {
    // Same JSON, different bytes: the signature of the compact text does not cover the spaced one.
    const spaced = JSON.stringify(JSON.parse(paidEvent), null, 2);
    await expect(razorpay().readWebhook(delivery(spaced, { 'x-razorpay-signature': sign(paidEvent) }))).rejects.toMatchObject(INVALID_SIGNATURE);
  });

  it('refuses every signature when no webhook secret is configured', async () => {
    await expect(razorpay({ webhookSecret: '' }).readWebhook(delivery(paidEvent, { 'x-razorpay-signature': sign(paidEvent, '') }))).rejects.toMatchObject(
      INVALID_SIGNATURE,
    );
  });

  it('reads expired and cancelled links as failed, and other events about our payment as no claim', async () => {
    const event = (name: string, extra: object = {}) =>
      JSON.stringify({ entity: 'event', event: name, payload: { payment_link: { entity: { id: 'plink_X', reference_id: 'TXN2001', status: 'x', amount_paid: 0 } }, ...extra } });
    const read = (body: string) => razorpay().readWebhook(delivery(body, { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_2' }));

    expect((await read(event('payment_link.expired'))).claimed).toEqual({ state: 'failed', reason: 'Payment link expired' });
    expect((await read(event('payment_link.cancelled'))).claimed).toEqual({ state: 'failed', reason: 'Payment link cancelled' });
    expect(await read(event('payment_link.partially_paid'))).toEqual({ clientTxnId: 'TXN2001', eventId: 'evt_2', claimed: { state: 'pending' } });
    expect(await read(event('order.paid'))).toEqual({ clientTxnId: 'TXN2001', eventId: 'evt_2', claimed: null });
  });

  it('reads a failed payment carrying our reference as still pending: the link can be paid again', async () => {
    const body = JSON.stringify({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_F1', status: 'failed', notes: { reference_id: 'TXN2001' } } } } });
    const notice = await razorpay().readWebhook(delivery(body, { 'x-razorpay-signature': sign(body) }));
    expect(notice).toEqual({ clientTxnId: 'TXN2001', eventId: null, claimed: { state: 'pending' } });
  });

  it('acknowledges a signed event it cannot tie to a payment without acting on it', async () => {
    for (const body of [
      JSON.stringify({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_F1', status: 'failed', notes: [] } } } }),
      JSON.stringify({ event: 'refund.created', payload: { refund: { entity: { id: 'rfnd_1' } } } }),
    ]) {
      const notice = await razorpay().readWebhook({ headers: { 'x-razorpay-signature': sign(body) }, rawBody: Buffer.from(body), body: undefined });
      expect(notice, body).toMatchObject({ clientTxnId: null, claimed: null });
    }
  });

  it('refuses a signed event it cannot read as BAD_REQUEST', async () => {
    const bodies = [
      JSON.stringify({ event: 'payment_link.paid', payload: { payment_link: { entity: { reference_id: 'TXN2001' } } } }),
      '{"event":',
    ];
    for (const body of bodies) {
      await expect(razorpay().readWebhook({ headers: { 'x-razorpay-signature': sign(body) }, rawBody: Buffer.from(body), body: undefined }), body).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
  });
});

import { createServer, type Server } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../src/payments/gateway.js';
import { createUpiGateway } from '../src/payments/upigateway.js';
import { AppError } from '../src/platform/errors.js';
import { recordingLog } from './recording-log.js';
import { freePort, serveDuringFile } from './local-server.js';
import { readRequest } from './fake-server.js';
import { samplePayment } from './sample-payment.js';

const KEY = 'ekqr-key-4f1c9a77-b2d0-4e8e';
const CREATE_FAILED = { code: 'UNAVAILABLE', message: 'Could not start the UPI payment. Please try again.' };
// 2026-03-10T20:00:00Z is 01:30 on 11 March in India.
const CREATED_AT = new Date('2026-03-10T20:00:00Z');

type Fields = Record<string, unknown>;
type Mode = 'normal' | 'html' | 'hang' | 'json-500' | 'not-json-200' | 'echo-key';
type StoredOrder = { txnDate: string; data: Fields };

/**
 * A local UPIGateway: JSON POSTs with the key in the body. create_order validates the fields as the
 * real one does; check_order_status finds an order only under its creation date (dd-mm-yyyy, IST)
 * and otherwise answers {status:false, msg:'Record not found'}.
 */
function startFakeUpiGateway() {
  const received: { path: string; contentType: string | undefined; fields: Fields }[] = [];
  const orders = new Map<string, StoredOrder>();
  const state = { mode: 'normal' as Mode, createDate: '11-03-2026' };
  const server: Server = createServer(async (req, res) => {
    const { raw, url } = await readRequest(req);
    const path = url.pathname;
    let fields: Fields = {};
    try {
      fields = JSON.parse(raw) as Fields;
    } catch {
      // an unreadable body is answered below as a missing key
    }
    received.push({ path, contentType: req.headers['content-type'], fields });

    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.mode === 'hang') return; // never answers
    if (state.mode === 'html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    if (state.mode === 'echo-key') return res.writeHead(502, { 'content-type': 'text/html' }).end(`<pre>bad upstream request ${JSON.stringify(fields)}</pre>`);
    if (state.mode === 'json-500') return answer(500, { status: false, msg: 'Internal error' });
    if (state.mode === 'not-json-200') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Maintenance</html>');
    if (req.method !== 'POST') return answer(405, { status: false, msg: 'Method not allowed' });
    if (fields.key !== KEY) return answer(200, { status: false, msg: 'Invalid API Key' });

    if (path === '/api/create_order') {
      for (const name of ['client_txn_id', 'p_info', 'customer_name', 'customer_email', 'redirect_url']) {
        if (typeof fields[name] !== 'string' || fields[name] === '') return answer(200, { status: false, msg: `${name} is required` });
      }
      if (typeof fields.amount !== 'string' || !/^\d+\.\d{2}$/.test(fields.amount)) return answer(200, { status: false, msg: 'Invalid amount' });
      if (!/^\d{10}$/.test(String(fields.customer_mobile))) return answer(200, { status: false, msg: 'Invalid customer_mobile' });
      const txn = fields.client_txn_id as string;
      if (orders.has(txn)) return answer(200, { status: false, msg: 'Duplicate client_txn_id' });
      const orderId = 4_100_000 + received.length;
      orders.set(txn, { txnDate: state.createDate, data: { client_txn_id: txn, amount: fields.amount, status: 'created', upi_txn_id: '', remark: '' } });
      return answer(200, {
        status: true,
        msg: 'Order Created',
        data: { order_id: orderId, payment_url: `https://pay.ekqr.in/pay/${orderId}`, upi_intent: { bhim_link: 'upi://pay?pa=x@ybl' } },
      });
    }
    if (path === '/api/check_order_status') {
      if (!/^\d{2}-\d{2}-\d{4}$/.test(String(fields.txn_date))) return answer(200, { status: false, msg: 'Invalid txn_date' });
      const order = orders.get(String(fields.client_txn_id));
      if (!order || order.txnDate !== fields.txn_date) return answer(200, { status: false, msg: 'Record not found' });
      return answer(200, { status: true, msg: 'Transaction found', data: { id: 77, customer_vpa: 'buyer@okaxis', txnAt: '2026-03-11', ...order.data } });
    }
    answer(404, { status: false, msg: 'Not found' });
  });
  return { server, received, orders, state };
}


const payment = (overrides: Partial<PaymentRequest> = {}) => samplePayment({ createdAt: CREATED_AT, ...overrides });

const fake = startFakeUpiGateway();
const served = serveDuringFile(fake.server);
let url: string;
beforeAll(() => {
  url = `${served.origin}/api`;
});
beforeEach(() => {
  fake.received.length = 0;
  fake.orders.clear();
  fake.state.mode = 'normal';
  fake.state.createDate = '11-03-2026';
});

const settle = (clientTxnId: string, txnDate: string, data: Fields) => fake.orders.set(clientTxnId, { txnDate, data: { client_txn_id: clientTxnId, ...data } });

describe('UPIGateway: opening a payment', () => {
  it('posts the order with the key, the amount in rupees and the return URL, and answers the payment page', async () => {
    const log = recordingLog();
    const gateway = createUpiGateway({ key: KEY, url, log });
    expect(gateway.name).toBe('upigateway');

    const opened = await gateway.create(payment());

    expect(opened).toEqual({ paymentUrl: 'https://pay.ekqr.in/pay/4100001', gatewayOrderId: '4100001' });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.path).toBe('/api/create_order');
    expect(fake.received[0]!.contentType).toBe('application/json');
    expect(fake.received[0]!.fields).toEqual({
      key: KEY,
      client_txn_id: 'TXN1001',
      amount: '109.00',
      p_info: 'Mobile Legends 86 Diamonds',
      customer_name: 'Asha Rao',
      customer_email: 'asha@example.in',
      customer_mobile: '9876543210',
      redirect_url: 'https://shop.example.in/payment/return?order=1001',
      udf1: '',
      udf2: '',
      udf3: '',
    });
    expect(log.text()).not.toContain(KEY);
  });

  it('writes paise as rupees with two decimals', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    for (const [amountPaise, txn] of [[10_999, 'A1'], [5, 'A2'], [100, 'A3'], [12_345_670, 'A4']] as const) {
      await gateway.create(payment({ clientTxnId: txn, amountPaise }));
    }
    expect(fake.received.map((r) => r.fields.amount)).toEqual(['109.99', '0.05', '1.00', '123456.70']);
  });

  it('sends a mobile written with +91 as 10 digits, and a placeholder when the customer gave none', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    await gateway.create(payment({ clientTxnId: 'M1', customer: { name: 'A', email: 'a@example.in', mobile: '+91 98765 43210' } }));
    await gateway.create(payment({ clientTxnId: 'M2', customer: { name: 'A', email: 'a@example.in', mobile: null } }));
    expect(fake.received.map((r) => r.fields.customer_mobile)).toEqual(['9876543210', '9999999999']);
  });

  it('refuses an amount that is not whole paise without calling the gateway', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    for (const amountPaise of [0, -100, 10.5, Number.NaN]) {
      await expect(gateway.create(payment({ amountPaise })), String(amountPaise)).rejects.toThrow(/amountPaise/);
    }
    expect(fake.received).toHaveLength(0);
  });

  it('turns {status:false} into UNAVAILABLE and logs the reason without the key', async () => {
    const log = recordingLog();
    const wrongKey = 'wrong-key-9Jq2';
    const opening = createUpiGateway({ key: wrongKey, url, log }).create(payment());
    await expect(opening).rejects.toBeInstanceOf(AppError);
    await expect(opening).rejects.toMatchObject(CREATE_FAILED);
    expect(fake.received[0]!.fields.key).toBe(wrongKey);
    expect(log.lines).toEqual([
      { level: 'warn', obj: expect.objectContaining({ gateway: 'upigateway', clientTxnId: 'TXN1001', status: 200, message: 'Invalid API Key' }), msg: expect.any(String) },
    ]);
    expect(log.text()).not.toContain(wrongKey);
  });

  it('turns a refused duplicate client_txn_id into UNAVAILABLE', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    await gateway.create(payment());
    await expect(gateway.create(payment())).rejects.toMatchObject(CREATE_FAILED);
  });
});

describe('UPIGateway: checking a payment', () => {
  it('looks the payment up under its creation date in India, not in UTC and not today', async () => {
    settle('TXN1001', '11-03-2026', { amount: '109.00', status: 'success', upi_txn_id: '407512345678', remark: 'Transaction Success' });
    const state = await createUpiGateway({ key: KEY, url }).check({ clientTxnId: 'TXN1001', gatewayOrderId: '4100001', createdAt: CREATED_AT });

    expect(state).toEqual({ state: 'paid', amountPaise: 10_900, reference: '407512345678' });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.path).toBe('/api/check_order_status');
    expect(fake.received[0]!.fields).toEqual({ key: KEY, client_txn_id: 'TXN1001', txn_date: '11-03-2026' });
  });

  it('reads a paid amount with paise and a missing UTR', async () => {
    settle('TXN1001', '11-03-2026', { amount: 109.99, status: 'success', upi_txn_id: '' });
    const state = await createUpiGateway({ key: KEY, url }).check({ clientTxnId: 'TXN1001', gatewayOrderId: null, createdAt: CREATED_AT });
    expect(state).toEqual({ state: 'paid', amountPaise: 10_999, reference: null });
  });

  it('answers failed with the gateway remark, or a plain reason without one', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    settle('F1', '11-03-2026', { amount: '109.00', status: 'failure', remark: 'Transaction declined by bank' });
    settle('F2', '11-03-2026', { amount: '109.00', status: 'failure', remark: '' });
    expect(await gateway.check({ clientTxnId: 'F1', gatewayOrderId: null, createdAt: CREATED_AT })).toEqual({ state: 'failed', reason: 'Transaction declined by bank' });
    expect(await gateway.check({ clientTxnId: 'F2', gatewayOrderId: null, createdAt: CREATED_AT })).toEqual({ state: 'failed', reason: 'Payment failed' });
  });

  it('answers pending while the customer is still paying', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    for (const status of ['scanning', 'created', 'pending']) {
      settle(`P-${status}`, '11-03-2026', { amount: '109.00', status });
      expect(await gateway.check({ clientTxnId: `P-${status}`, gatewayOrderId: null, createdAt: CREATED_AT }), status).toEqual({ state: 'pending' });
    }
  });

  it('answers pending for an order the gateway does not know ("Record not found")', async () => {
    const state = await createUpiGateway({ key: KEY, url }).check({ clientTxnId: 'NEVER-OPENED', gatewayOrderId: null, createdAt: CREATED_AT });
    expect(state).toEqual({ state: 'pending' });
    expect(fake.received).toHaveLength(1);
  });

  it('finds a payment opened just before midnight that the gateway filed under the next day', async () => {
    // 18:29:30Z is 23:59:30 on 10 March in India; the gateway's clock saw 11 March.
    settle('LATE', '11-03-2026', { amount: '50.00', status: 'success', upi_txn_id: '407599999999' });
    const state = await createUpiGateway({ key: KEY, url }).check({ clientTxnId: 'LATE', gatewayOrderId: null, createdAt: new Date('2026-03-10T18:29:30Z') });
    expect(state).toEqual({ state: 'paid', amountPaise: 5_000, reference: '407599999999' });
    expect(fake.received.map((r) => r.fields.txn_date)).toEqual(['10-03-2026', '11-03-2026']);
  });

  it('checks a payment it opened: created, then paid', async () => {
    const gateway = createUpiGateway({ key: KEY, url });
    await gateway.create(payment());
    expect(await gateway.check({ clientTxnId: 'TXN1001', gatewayOrderId: '4100001', createdAt: CREATED_AT })).toEqual({ state: 'pending' });
    fake.orders.get('TXN1001')!.data.status = 'success';
    expect(await gateway.check({ clientTxnId: 'TXN1001', gatewayOrderId: '4100001', createdAt: CREATED_AT })).toEqual({
      state: 'paid',
      amountPaise: 10_900,
      reference: null,
    });
  });

  it('refuses an answer about another payment', async () => {
    fake.orders.set('TXN1001', { txnDate: '11-03-2026', data: { client_txn_id: 'SOMEONE-ELSE', amount: '109.00', status: 'success' } });
    await expect(createUpiGateway({ key: KEY, url }).check({ clientTxnId: 'TXN1001', gatewayOrderId: null, createdAt: CREATED_AT })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('refuses a success without a readable amount', async () => {
    settle('TXN1001', '11-03-2026', { amount: 'abc', status: 'success' });
    await expect(createUpiGateway({ key: KEY, url }).check({ clientTxnId: 'TXN1001', gatewayOrderId: null, createdAt: CREATED_AT })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});

describe('UPIGateway: outages', () => {
  const calls = (gateway: ReturnType<typeof createUpiGateway>) => [
    ['create', () => gateway.create(payment())],
    ['check', () => gateway.check({ clientTxnId: 'TXN1001', gatewayOrderId: null, createdAt: CREATED_AT })],
  ] as const;

  for (const [mode, reason] of [
    ['html', 'the answer was not JSON'],
    ['not-json-200', 'the answer was not JSON'],
    ['json-500', 'HTTP 500'],
  ] as const) {
    it(`turns ${mode} into UNAVAILABLE`, async () => {
      fake.state.mode = mode;
      const log = recordingLog();
      for (const [name, call] of calls(createUpiGateway({ key: KEY, url, log }))) {
        await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      }
      expect(fake.received).toHaveLength(2);
      expect(log.lines.map((l) => l.msg)).toEqual([`payment gateway call failed: ${reason}`, `payment gateway call failed: ${reason}`]);
      expect(log.text()).not.toContain(KEY);
    });
  }

  it('never logs the key, even when an error page repeats the request', async () => {
    fake.state.mode = 'echo-key';
    const log = recordingLog();
    for (const [name, call] of calls(createUpiGateway({ key: KEY, url, log }))) {
      await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    }
    expect(log.text()).toContain('[redacted]');
    expect(log.text()).not.toContain(KEY);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    fake.state.mode = 'hang';
    const log = recordingLog();
    const started = Date.now();
    for (const [name, call] of calls(createUpiGateway({ key: KEY, url, timeoutMs: 300, log }))) {
      await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(log.lines[0]!.msg).toBe('payment gateway call failed: no answer within 300 ms');
  });

  it('turns a refused connection into UNAVAILABLE', async () => {
    const port = await freePort();
    for (const [name, call] of calls(createUpiGateway({ key: KEY, url: `http://127.0.0.1:${port}/api` }))) {
      await expect(call(), name).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    }
  });
});

describe('UPIGateway: webhooks', () => {
  const gateway = () => createUpiGateway({ key: KEY, url });
  const form = 'client_txn_id=TXN1001&status=success&amount=109.00&upi_txn_id=407512345678&customer_vpa=buyer%40okaxis&remark=Transaction+Success';

  it('reads the client_txn_id of a form post and believes nothing else, since it is unsigned', async () => {
    const notice = await gateway().readWebhook({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: Buffer.from(form), body: undefined });
    expect(notice).toEqual({ clientTxnId: 'TXN1001', eventId: null, claimed: null });
    expect(fake.received).toHaveLength(0);
  });

  it('reads a body the server already parsed, a form given as text, and JSON', async () => {
    const fields = Object.fromEntries(new URLSearchParams(form));
    const json = JSON.stringify(fields);
    for (const [label, request] of [
      ['parsed', { headers: {}, rawBody: Buffer.from(form), body: fields }],
      ['parsed, raw body missing', { headers: {}, rawBody: undefined as unknown as Buffer, body: fields }],
      ['text', { headers: {}, rawBody: Buffer.alloc(0), body: form }],
      ['json', { headers: { 'content-type': 'application/json' }, rawBody: Buffer.from(json), body: undefined }],
    ] as const) {
      expect(await gateway().readWebhook(request), label).toEqual({ clientTxnId: 'TXN1001', eventId: null, claimed: null });
    }
  });

  it('refuses a webhook without a client_txn_id as BAD_REQUEST', async () => {
    for (const raw of ['status=success&amount=109.00', 'client_txn_id=&status=success', '', '{"client_txn_id":', '{"status":"success"}']) {
      await expect(gateway().readWebhook({ headers: {}, rawBody: Buffer.from(raw), body: undefined }), raw).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

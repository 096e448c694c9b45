import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMooGold, mooGoldAuth } from '../src/fulfilment/moogold.js';
import type { SupplierOrder } from '../src/fulfilment/supplier.js';
import { OutsideServiceDown } from '../src/platform/http.js';
import { startFakeMooGold, type FakeMooGold } from './fake-moogold.js';
import { recordingLog } from './recording-log.js';

const PARTNER_ID = 'partner-77';
const SECRET_KEY = 'mg-secret-9Tz4Lq';
// printf '%s' 'partner-77:mg-secret-9Tz4Lq' | base64
const BASIC_CREDENTIAL = 'cGFydG5lci03NzptZy1zZWNyZXQtOVR6NExx';

// A create_order body exactly as MooGold should receive it, and its signature, computed outside
// this code base with:
//   printf '%s' '<BODY>1700000000order/create_order' | openssl dgst -sha256 -hmac 'mg-secret-9Tz4Lq'
const VECTOR_BODY = '{"path":"order/create_order","data":{"category":50,"product-id":"4690648","quantity":1,"User ID":"123456789","Server":"2001"},"partnerOrderId":"ord_42-0"}';
const VECTOR_TIMESTAMP = '1700000000';
const VECTOR_AUTH = '90650b6028cd0868c010da4abbb1af2bcf27dc30acc95dbc0374028ab40c4d17';

let fake: FakeMooGold;
beforeAll(async () => {
  fake = await startFakeMooGold({ partnerId: PARTNER_ID, secretKey: SECRET_KEY });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setMode('ok');
  fake.calls.length = 0;
  fake.orders.clear();
  fake.balance = '832.21';
});

const mlbbOrder = (reference: string, change: Partial<SupplierOrder> = {}): SupplierOrder => ({
  reference,
  sku: '4690648',
  userid: '123456789',
  zoneid: '2001',
  gameType: 'MLBB',
  apiType: 'MOOGOLDMLBB',
  ...change,
});

const mooGold = (options: Partial<Parameters<typeof createMooGold>[0]> = {}) => createMooGold({ baseUrl: fake.url, partnerId: PARTNER_ID, secretKey: SECRET_KEY, ...options });

type Sent = { url: string; headers: Record<string, string>; body: string };

/** The real fetch, keeping what was sent; `alter` plays a proxy that changes a request on its way. */
function recordingFetch(alter?: (sent: Sent) => Sent) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = (input, init = {}) => {
    const request = { url: String(input), headers: { ...(init.headers as Record<string, string>) }, body: String(init.body) };
    sent.push(request);
    const out = alter ? alter(request) : request;
    return globalThis.fetch(out.url, { ...init, headers: out.headers, body: out.body });
  };
  return { fetch, sent };
}

describe('MooGold signature', () => {
  it('is the hex HMAC-SHA256 of body + timestamp + path, keyed with the secret key', () => {
    expect(mooGoldAuth(VECTOR_BODY, VECTOR_TIMESTAMP, 'order/create_order', SECRET_KEY)).toBe(VECTOR_AUTH);
    expect(mooGoldAuth(VECTOR_BODY, VECTOR_TIMESTAMP, 'order/create_order', 'another-key')).not.toBe(VECTOR_AUTH);
  });

  it('signs exactly the bytes it sends, with Basic credentials and the unix timestamp (which the fake refuses as too old: held)', async () => {
    const { fetch, sent } = recordingFetch();
    const result = await mooGold({ fetch, now: () => 1_700_000_000_999 }).placeOrder(mlbbOrder('ord_42-0'));

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${fake.url}/order/create_order`);
    expect(sent[0]!.body).toBe(VECTOR_BODY);
    expect(sent[0]!.headers).toMatchObject({ authorization: `Basic ${BASIC_CREDENTIAL}`, timestamp: VECTOR_TIMESTAMP, auth: VECTOR_AUTH });
    // 2023 is more than five minutes ago.
    expect(result).toEqual({ status: 'held', message: expect.stringMatching(/request time.*clock/) });
    expect(fake.calls[0]!.authOk).toBe(false);
    expect(fake.orders.size).toBe(0);
  });
});

describe('MooGold refuses a request that is not properly signed, and nothing is placed', () => {
  it('a wrong secret key (403): held', async () => {
    const result = await mooGold({ secretKey: 'mg-secret-wrong' }).placeOrder(mlbbOrder('ord_1-0'));
    expect(result).toEqual({ status: 'held', message: expect.stringContaining('refused the partner id or secret key') });
    expect(fake.calls.map((c) => c.authOk)).toEqual([false]);
    expect(fake.orders.size).toBe(0);
  });

  it('a wrong partner id (403): held', async () => {
    const result = await mooGold({ partnerId: 'partner-78' }).placeOrder(mlbbOrder('ord_1-0'));
    expect(result).toMatchObject({ status: 'held', message: expect.stringContaining('Unauthorized') });
    expect(fake.orders.size).toBe(0);
  });

  it('a clock more than five minutes off (426): held; four minutes off is accepted', async () => {
    const behind = await mooGold({ now: () => Date.now() - 6 * 60_000 }).placeOrder(mlbbOrder('ord_1-0'));
    const ahead = await mooGold({ now: () => Date.now() + 6 * 60_000 }).placeOrder(mlbbOrder('ord_1-0'));
    expect(behind).toEqual({ status: 'held', message: expect.stringContaining("check the server's clock") });
    expect(ahead).toEqual(behind);
    expect(fake.orders.size).toBe(0);
    expect(await mooGold({ now: () => Date.now() - 4 * 60_000 }).placeOrder(mlbbOrder('ord_1-0'))).toMatchObject({ status: 'processing' });
  });

  it('a body changed after signing (109): held', async () => {
    // A proxy that re-serialises the JSON: same fields, other bytes.
    const { fetch } = recordingFetch((sent) => ({ ...sent, body: JSON.stringify(JSON.parse(sent.body), null, 2) }));
    const result = await mooGold({ fetch }).placeOrder(mlbbOrder('ord_1-0'));
    expect(result).toEqual({ status: 'held', message: expect.stringContaining('request signature') });
    expect(fake.calls[0]).toMatchObject({ path: 'order/create_order', authOk: false });
    expect(fake.orders.size).toBe(0);
  });

  it('a signature that is not over this body, timestamp and path (109)', async () => {
    const { fetch } = recordingFetch((sent) => ({ ...sent, headers: { ...sent.headers, auth: createHmac('sha256', SECRET_KEY).update(sent.body + sent.headers.timestamp).digest('hex') } }));
    expect(await mooGold({ fetch }).placeOrder(mlbbOrder('ord_1-0'))).toMatchObject({ status: 'held', message: expect.stringContaining('request signature') });
    expect(fake.orders.size).toBe(0);
  });

  it('a body sent to another endpoint than its path (418): held', async () => {
    const { fetch } = recordingFetch((sent) => ({ ...sent, url: sent.url.replace('order/create_order', 'order/order_detail_partner_id') }));
    const result = await mooGold({ fetch }).placeOrder(mlbbOrder('ord_1-0'));
    expect(result).toEqual({ status: 'held', message: expect.stringContaining('does not match the endpoint') });
    expect(fake.orders.size).toBe(0);
  });

  it('the fake itself: no credentials 403, no signature 109, wrong path 418, missing fields 419', async () => {
    const post = async (path: string, body: string, headers: Record<string, string>) => {
      const response = await fetch(`${fake.url}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signed = (path: string, body: string) => ({ authorization: `Basic ${BASIC_CREDENTIAL}`, timestamp, auth: mooGoldAuth(body, timestamp, path, SECRET_KEY) });
    const balanceBody = '{"path":"user/balance"}';

    expect(await post('user/balance', balanceBody, {})).toMatchObject({ body: { err_code: '403' } });
    expect(await post('user/balance', balanceBody, { ...signed('user/balance', balanceBody), auth: 'f'.repeat(64) })).toMatchObject({ body: { err_code: '109' } });
    expect(await post('user/balance', balanceBody, { ...signed('user/balance', balanceBody), timestamp: 'yesterday' })).toMatchObject({ body: { err_code: '426' } });
    expect(await post('user/balance', '{"path":"user/balances"}', signed('user/balance', '{"path":"user/balances"}'))).toMatchObject({ body: { err_code: '418' } });
    expect(await post('user/balance', '{}', signed('user/balance', '{}'))).toMatchObject({ body: { err_code: '418' } });
    const noReference = '{"path":"order/create_order","data":{"category":50,"product-id":"1","quantity":1,"User ID":"1"}}';
    expect(await post('order/create_order', noReference, signed('order/create_order', noReference))).toMatchObject({ body: { err_code: '419', err_message: expect.stringContaining('partnerOrderId') } });
    expect(await post('user/balance', balanceBody, signed('user/balance', balanceBody))).toEqual({ status: 200, body: { currency: 'USD', balance: '832.21' } });
    expect(fake.calls.map((c) => c.authOk)).toEqual([false, false, false, true, true, true, true]);
    expect(fake.orders.size).toBe(0);
  });
});

describe('MooGold orders', () => {
  it('creates one order with our reference as partnerOrderId, the SKU as product-id and the player fields; it is processing until asked', async () => {
    const supplier = mooGold();
    const result = await supplier.placeOrder(mlbbOrder('ord_7-0'));

    expect(fake.orders.size).toBe(1);
    const order = fake.orders.get('ord_7-0')!;
    expect(order).toMatchObject({ productId: '4690648', fields: { 'User ID': '123456789', Server: '2001' } });
    expect(fake.calls).toEqual([
      {
        path: 'order/create_order',
        body: { path: 'order/create_order', data: { category: 50, 'product-id': '4690648', quantity: 1, 'User ID': '123456789', Server: '2001' }, partnerOrderId: 'ord_7-0' },
        authOk: true,
      },
    ]);
    // MooGold's answer does not say whether it delivered: the order is on its way.
    expect(result).toEqual({ status: 'processing', supplierOrderId: order.orderId });
    expect(await supplier.orderStatus!('ord_7-0')).toEqual({ status: 'delivered', supplierOrderId: order.orderId, cost: '1.00' });
  });

  it('sends the fields each game asks for: Genshin a server, Honor of Kings only the id', async () => {
    const supplier = mooGold();
    await supplier.placeOrder(mlbbOrder('ord_8-0', { apiType: 'MOOGOLDGENSHIN', gameType: 'GENSHIN', userid: '812345678', zoneid: 'os_asia', sku: '5177311' }));
    await supplier.placeOrder(mlbbOrder('ord_9-0', { apiType: 'MOOGOLDHOK', gameType: 'HOK', userid: '77712345', zoneid: 'ignored', sku: '6014200' }));
    expect(fake.orders.get('ord_8-0')).toMatchObject({ productId: '5177311', fields: { 'User ID': '812345678', Server: 'os_asia' } });
    expect(fake.orders.get('ord_9-0')!.fields).toEqual({ 'User ID': '77712345' });
  });

  it('places a reference once: a repeat creates no second order and answers what the first one became', async () => {
    fake.setMode('processing');
    const supplier = mooGold();
    const first = await supplier.placeOrder(mlbbOrder('ord_10-0'));
    const again = await supplier.placeOrder(mlbbOrder('ord_10-0'));
    expect(again).toEqual({ ...first, cost: '1.00' }); // the repeat is answered from the status query, which says what MooGold charged
    expect(first).toMatchObject({ status: 'processing' });

    fake.complete('ord_10-0');
    const third = await supplier.placeOrder(mlbbOrder('ord_10-0'));
    expect(third).toEqual({ status: 'delivered', supplierOrderId: fake.orders.get('ord_10-0')!.orderId, cost: '1.00' });
    expect(fake.orders.size).toBe(1);
    expect(fake.calls.map((c) => c.path)).toEqual([
      'order/create_order',
      'order/create_order',
      'order/order_detail_partner_id',
      'order/create_order',
      'order/order_detail_partner_id',
    ]);
  });

  it('follows a processing order until MooGold delivers it', async () => {
    fake.setMode('processing');
    const supplier = mooGold();
    const placed = await supplier.placeOrder(mlbbOrder('ord_11-0'));
    const { orderId } = fake.orders.get('ord_11-0')!;
    expect(placed).toEqual({ status: 'processing', supplierOrderId: orderId });
    expect(await supplier.orderStatus!('ord_11-0')).toEqual({ status: 'processing', supplierOrderId: orderId, cost: '1.00' });
    fake.complete('ord_11-0');
    expect(await supplier.orderStatus!('ord_11-0')).toEqual({ status: 'delivered', supplierOrderId: orderId, cost: '1.00' });
  });

  it('reports a refunded order or one with wrong player details as failed', async () => {
    fake.setMode('processing');
    const supplier = mooGold();
    await supplier.placeOrder(mlbbOrder('ord_12-0'));
    await supplier.placeOrder(mlbbOrder('ord_12-1'));
    fake.refund('ord_12-0');
    fake.orders.get('ord_12-1')!.status = 'incorrect-details';
    expect(await supplier.orderStatus!('ord_12-0')).toEqual({ status: 'failed', message: 'MooGold refunded the order' });
    expect(await supplier.orderStatus!('ord_12-1')).toEqual({ status: 'failed', message: 'The player details were incorrect' });
  });

  it('does not know a reference it never got: not-found', async () => {
    expect(await mooGold().orderStatus!('ord_never-0')).toEqual({ status: 'not-found' });
    expect(fake.calls).toEqual([{ path: 'order/order_detail_partner_id', body: { path: 'order/order_detail_partner_id', partner_order_id: 'ord_never-0' }, authOk: true }]);
  });

  it('a product MooGold cannot deliver (117) fails with its words, safe to refund', async () => {
    fake.setMode('refuse');
    expect(await mooGold().placeOrder(mlbbOrder('ord_13-0'))).toEqual({ status: 'failed', message: 'Product not available' });
    fake.setMode('ok');
    expect(await mooGold().placeOrder(mlbbOrder('ord_13-1', { userid: '404012345' }))).toEqual({ status: 'failed', message: 'Product not available for this player' });
    expect(fake.orders.size).toBe(0);
  });

  it('a low MooGold balance (111) holds the order for an admin', async () => {
    fake.setMode('low-balance');
    const log = recordingLog();
    expect(await mooGold({ log }).placeOrder(mlbbOrder('ord_14-0'))).toEqual({
      status: 'held',
      message: 'The MooGold balance is too low for this order: top up the MooGold account (MooGold: Insufficient balance)',
    });
    expect(fake.orders.size).toBe(0);
    expect(log.lines).toEqual([
      { level: 'warn', obj: expect.objectContaining({ supplier: 'moogold', reference: 'ord_14-0', err_code: '111' }), msg: 'MooGold call failed: order refused by MooGold' },
    ]);
  });

  it('a product that is not a MooGold game is held without calling MooGold', async () => {
    expect(await mooGold().placeOrder(mlbbOrder('ord_15-0', { apiType: 'SMILEBR' }))).toMatchObject({ status: 'held' });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('MooGold outages: the outcome is unknown', () => {
  it('no answer in time throws OutsideServiceDown', async () => {
    fake.setMode('hang');
    const log = recordingLog();
    const started = Date.now();
    await expect(mooGold({ timeoutMs: 300, log }).placeOrder(mlbbOrder('ord_20-0'))).rejects.toBeInstanceOf(OutsideServiceDown);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(log.lines[0]).toMatchObject({ level: 'warn', msg: 'MooGold call failed: no answer within 300 ms', obj: { supplier: 'moogold', reference: 'ord_20-0' } });
  });

  it('an HTML error page throws OutsideServiceDown', async () => {
    fake.setMode('html');
    const log = recordingLog();
    const supplier = mooGold({ log });
    await expect(supplier.placeOrder(mlbbOrder('ord_21-0'))).rejects.toBeInstanceOf(OutsideServiceDown);
    await expect(supplier.orderStatus!('ord_21-0')).rejects.toBeInstanceOf(OutsideServiceDown);
    await expect(supplier.balance()).rejects.toBeInstanceOf(OutsideServiceDown);
    expect(log.lines[0]).toMatchObject({ msg: 'MooGold call failed: the answer was not JSON', obj: { status: 502 } });
  });

  it('an accepted order whose answer is lost: OutsideServiceDown, then its status shows it delivered, and placing it again adds nothing', async () => {
    fake.setMode('accept-then-hang');
    const supplier = mooGold({ timeoutMs: 300 });
    await expect(supplier.placeOrder(mlbbOrder('ord_22-0'))).rejects.toBeInstanceOf(OutsideServiceDown);
    expect(fake.orders.size).toBe(1);

    fake.setMode('ok');
    const { orderId } = fake.orders.get('ord_22-0')!;
    expect(await supplier.orderStatus!('ord_22-0')).toEqual({ status: 'delivered', supplierOrderId: orderId, cost: '1.00' });
    expect(await supplier.placeOrder(mlbbOrder('ord_22-0'))).toEqual({ status: 'delivered', supplierOrderId: orderId, cost: '1.00' });
    expect(fake.orders.size).toBe(1);
  });

  it('a refused connection throws OutsideServiceDown', async () => {
    const gone = await startFakeMooGold({ partnerId: PARTNER_ID, secretKey: SECRET_KEY });
    await gone.close();
    await expect(createMooGold({ baseUrl: gone.url, partnerId: PARTNER_ID, secretKey: SECRET_KEY }).placeOrder(mlbbOrder('ord_23-0'))).rejects.toBeInstanceOf(OutsideServiceDown);
  });
});

describe('MooGold players and balance', () => {
  it('validates a player against the pack, with a stable name', async () => {
    const supplier = mooGold();
    const lookup = { userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'MOOGOLDMLBB', sku: '4690648' };
    const first = await supplier.lookupPlayer(lookup);
    expect(first).toEqual({ found: true, username: expect.stringMatching(/^Moo\d+$/) });
    expect(await supplier.lookupPlayer(lookup)).toEqual(first);
    expect(await supplier.lookupPlayer({ ...lookup, zoneid: '2002' })).not.toEqual(first);
    expect(fake.calls[0]).toEqual({
      path: 'product/validate',
      body: { path: 'product/validate', data: { 'product-id': '4690648', 'User ID': '123456789', Server: '2001' } },
      authOk: true,
    });
  });

  it("answers MooGold's words for an id it refuses", async () => {
    const result = await mooGold().lookupPlayer({ userid: 'not-a-player', zoneid: '2001', gameType: 'MLBB', apiType: 'MOOGOLDMLBB', sku: '4690648' });
    expect(result).toEqual({ found: false, message: 'Invalid User ID or Server' });
  });

  it('needs the pack to check a player against', async () => {
    await expect(mooGold().lookupPlayer({ userid: '123456789', zoneid: '2001', gameType: 'MLBB', apiType: 'MOOGOLDMLBB' })).rejects.toThrow(/SKU/);
    expect(fake.calls).toHaveLength(0);
  });

  it('reads the balance', async () => {
    const supplier = mooGold();
    expect(await supplier.balance()).toEqual({ amount: '832.21', currency: 'USD' });
    fake.balance = '12.50';
    expect(await supplier.balance()).toEqual({ amount: '12.50', currency: 'USD' });
  });
});

describe('MooGold secrets', () => {
  it('never reach the log, nor a held message, even when an answer repeats them', async () => {
    const log = recordingLog();
    // A server that echoes the request's credentials in its refusal.
    const echoing: typeof globalThis.fetch = async (_input, init = {}) => {
      const headers = init.headers as Record<string, string>;
      return new Response(JSON.stringify({ err_code: '403', err_message: `Unauthorized: ${headers.authorization} (key ${SECRET_KEY})` }), { status: 403, headers: { 'content-type': 'application/json' } });
    };
    const held = await mooGold({ log, fetch: echoing }).placeOrder(mlbbOrder('ord_30-0'));
    expect(held).toMatchObject({ status: 'held', message: expect.stringContaining('[redacted]') });
    expect(JSON.stringify(held)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(held)).not.toContain(BASIC_CREDENTIAL);

    const supplier = mooGold({ log, timeoutMs: 300 });
    await supplier.placeOrder(mlbbOrder('ord_30-1'));
    await mooGold({ log, secretKey: 'mg-secret-wrong' }).placeOrder(mlbbOrder('ord_30-2'));
    fake.setMode('low-balance');
    await supplier.placeOrder(mlbbOrder('ord_30-3'));
    for (const mode of ['html', 'hang'] as const) {
      fake.setMode(mode);
      await expect(supplier.placeOrder(mlbbOrder(`ord_30-${mode}`))).rejects.toBeInstanceOf(OutsideServiceDown);
    }

    expect(log.lines.length).toBeGreaterThanOrEqual(6);
    expect(log.text()).toContain('[redacted]');
    expect(log.text()).not.toContain(SECRET_KEY);
    expect(log.text()).not.toContain(BASIC_CREDENTIAL);
  });
});

describe('the fake MooGold as a program', () => {
  it('serves on the port and keys it is given', async () => {
    const program = fileURLToPath(new URL('./fake-moogold.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', program], {
      env: { ...process.env, FAKE_MOOGOLD_PORT: '0', MOOGOLD_PARTNER_ID: PARTNER_ID, MOOGOLD_SECRET_KEY: SECRET_KEY, FAKE_MOOGOLD_DELAY_MS: '50' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /fake moogold listening on (\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`the fake exited with ${code}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/v1\/api$/);
      const started = Date.now();
      expect(await createMooGold({ baseUrl: url, partnerId: PARTNER_ID, secretKey: SECRET_KEY }).balance()).toEqual({ amount: '832.21', currency: 'USD' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    } finally {
      child.kill('SIGTERM');
    }
  }, 20_000);
});

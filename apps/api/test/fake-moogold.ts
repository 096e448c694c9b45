import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeFakeServer } from './fake-server.js';
import { pathToFileURL } from 'node:url';

/**
 * A stand-in for MooGold's partner API, holding orders in memory. Before it does anything it
 * checks what MooGold checks: the Basic credentials (partner id and secret key), a timestamp
 * within five minutes, the `auth` signature over the raw body, the timestamp and the path
 * (computed here, not with the adapter's code, so a mistake in one is not repeated in the other),
 * the body's `path` against the endpoint, and the endpoint's required fields. A partnerOrderId
 * is used once: a repeat is refused and creates nothing.
 *
 * Players: any all-digit "User ID" exists, with a name derived from the id and server; ids
 * starting with 4040 cannot be recharged (create_order refuses them); other ids fail validation.
 *
 * Run directly (`node --import tsx apps/api/test/fake-moogold.ts`) it serves until stopped, for
 * a local shop or a benchmark: FAKE_MOOGOLD_PORT, MOOGOLD_PARTNER_ID, MOOGOLD_SECRET_KEY,
 * FAKE_MOOGOLD_DELAY_MS.
 */

export type FakeMooGoldMode =
  /** create_order completes at once. */
  | 'ok'
  /** Orders stay processing until `complete()`. */
  | 'processing'
  /** create_order: err 117, product not available. */
  | 'refuse'
  /** create_order: err 111, insufficient balance. */
  | 'low-balance'
  /** Nothing is answered until the fake closes. */
  | 'hang'
  /** HTTP 502 with an HTML page, as a proxy in front of MooGold sends. */
  | 'html'
  /** create_order records a completed order, then never answers: an accepted order whose answer is lost. */
  | 'accept-then-hang';

export type FakeMooGoldOrder = { orderId: string; productId: string; fields: Record<string, unknown>; status: 'processing' | 'completed' | 'refunded' | 'incorrect-details' };

/** One request: the endpoint's sub-path, the body (parsed, or the raw text when it is not JSON), and whether its credentials, timestamp and signature were good. */
export type FakeMooGoldCall = { path: string; body: unknown; authOk: boolean };

const API_PREFIX = '/wp-json/v1/api/';
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;
const endpoints = new Set(['order/create_order', 'order/order_detail_partner_id', 'product/validate', 'user/balance']);

type Refusal = { http: number; code: string; message: string };

export async function startFakeMooGold({ partnerId, secretKey, port = 0, answerDelayMs = 0 }: { partnerId: string; secretKey: string; port?: number; answerDelayMs?: number }) {
  const calls: FakeMooGoldCall[] = [];
  /** When each create_order call arrived (a benchmark's rate check). */
  const placedAt: number[] = [];
  const orders = new Map<string, FakeMooGoldOrder>();
  const state = { mode: 'ok' as FakeMooGoldMode, balance: '832.21', nextOrderId: 500_001 };
  const timers = new Set<NodeJS.Timeout>();
  /** What MooGold charges for a variation (USD, as it writes it); 1.00 unless set. */
  const prices = new Map<string, string>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });

  function send(res: ServerResponse, status: number, contentType: string, text: string) {
    const write = () => void res.writeHead(status, { 'content-type': contentType }).end(text);
    if (answerDelayMs <= 0) return write();
    const timer = setTimeout(() => {
      timers.delete(timer);
      write();
    }, answerDelayMs);
    timers.add(timer);
  }
  const answer = (res: ServerResponse, body: object, status = 200) => send(res, status, 'application/json; charset=UTF-8', JSON.stringify(body));
  const refuse = (res: ServerResponse, { http, code, message }: Refusal) => answer(res, { err_code: code, err_message: message }, http);

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    // Not MooGold's: when each order was placed, for a benchmark that runs this fake as a program.
    if (req.method === 'GET' && url.pathname === '/__orders-placed') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(placedAt));
    }
    const subPath = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    const fields = objectOf(body) ?? {};
    const authProblem = checkAuth(req, raw, subPath, fields.path);
    calls.push({ path: subPath, body, authOk: authProblem === undefined });
    if (subPath === 'order/create_order') placedAt.push(Date.now());

    if (state.mode === 'hang') return; // the socket stays open until close()
    if (state.mode === 'html') return send(res, 502, 'text/html', '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>');
    if (req.method !== 'POST' || !url.pathname.startsWith(API_PREFIX) || !endpoints.has(subPath)) {
      return answer(res, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, 404);
    }
    if (authProblem) return refuse(res, authProblem);
    // The path travels in the body too; a body meant for another endpoint is refused.
    if (fields.path !== subPath) return refuse(res, { http: 400, code: '418', message: 'Path mismatch' });

    switch (subPath) {
      case 'order/create_order':
        return createOrder(res, fields);
      case 'order/order_detail_partner_id':
        return orderDetail(res, fields);
      case 'product/validate':
        return validate(res, fields);
      default:
        return answer(res, { currency: 'USD', balance: state.balance });
    }
  }

  /** What MooGold refuses before it reads the request: credentials, then the clock, then the signature. */
  function checkAuth(req: IncomingMessage, raw: string, subPath: string, bodyPath: unknown): Refusal | undefined {
    const basic = /^Basic\s+(\S+)$/i.exec(header(req, 'authorization') ?? '');
    if (!basic || Buffer.from(basic[1]!, 'base64').toString('utf8') !== `${partnerId}:${secretKey}`) return { http: 403, code: '403', message: 'Unauthorized' };
    const timestamp = header(req, 'timestamp') ?? '';
    if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return { http: 400, code: '426', message: 'Invalid timestamp' };
    // Signed with the endpoint's path; a signature over the body's own (different) path is let
    // through here so that the mismatch is reported as such (418), as it is the truer complaint.
    const paths = typeof bodyPath === 'string' && bodyPath !== subPath ? [subPath, bodyPath] : [subPath];
    const sent = header(req, 'auth') ?? '';
    if (!paths.some((path) => createHmac('sha256', secretKey).update(raw + timestamp + path).digest('hex') === sent)) return { http: 400, code: '109', message: 'Invalid signature' };
    return undefined;
  }

  function createOrder(res: ServerResponse, fields: Record<string, unknown>) {
    const data = objectOf(fields.data);
    const partnerOrderId = text(fields.partnerOrderId);
    const missing = [
      ...(data ? ['category', 'product-id', 'quantity', 'User ID'].filter((name) => text(data[name]) === undefined) : ['data']),
      ...(partnerOrderId === undefined ? ['partnerOrderId'] : []),
    ];
    if (missing.length > 0 || !data || partnerOrderId === undefined) return refuse(res, { http: 400, code: '419', message: `Missing arguments: ${missing.join(', ')}` });
    if (orders.has(partnerOrderId)) return refuse(res, { http: 400, code: '420', message: 'Duplicate partnerOrderId' });
    if (state.mode === 'refuse') return refuse(res, { http: 400, code: '117', message: 'Product not available' });
    if (state.mode === 'low-balance') return refuse(res, { http: 400, code: '111', message: 'Insufficient balance' });
    const userId = text(data['User ID'])!;
    if (userId.startsWith('4040')) return refuse(res, { http: 400, code: '117', message: 'Product not available for this player' });

    const { category: _category, 'product-id': productId, quantity: _quantity, ...playerFields } = data;
    const order: FakeMooGoldOrder = { orderId: String(state.nextOrderId++), productId: text(productId)!, fields: playerFields, status: state.mode === 'processing' ? 'processing' : 'completed' };
    orders.set(partnerOrderId, order);
    if (state.mode === 'accept-then-hang') return; // taken and delivered; the answer never comes
    answer(res, {
      status: true,
      message: 'Order has been successfully created',
      account_details: { player_id: userId, server_id: text(data.Server) ?? '', order_id: order.orderId },
    });
  }

  const priceOf = (variationId: string) => prices.get(variationId) ?? '1.00';

  function orderDetail(res: ServerResponse, fields: Record<string, unknown>) {
    const partnerOrderId = text(fields.partner_order_id);
    if (partnerOrderId === undefined) return refuse(res, { http: 400, code: '419', message: 'Missing arguments: partner_order_id' });
    const order = orders.get(partnerOrderId);
    if (!order) return refuse(res, { http: 400, code: '421', message: 'partnerOrderId not found' });
    answer(res, {
      order_id: order.orderId,
      order_status: order.status,
      item: [{ product: `Variation ${order.productId}`, variation_id: order.productId, quantity: 1, price: priceOf(order.productId), player_id: order.fields['User ID'], server_id: order.fields.Server ?? '' }],
      total: priceOf(order.productId),
    });
  }

  function validate(res: ServerResponse, fields: Record<string, unknown>) {
    const data = objectOf(fields.data);
    const missing = data ? ['product-id', 'User ID'].filter((name) => text(data[name]) === undefined) : ['data'];
    if (missing.length > 0 || !data) return refuse(res, { http: 400, code: '419', message: `Missing arguments: ${missing.join(', ')}` });
    const userId = text(data['User ID'])!;
    const server = text(data.Server) ?? '';
    if (!/^\d+$/.test(userId)) return refuse(res, { http: 400, code: '400', message: 'Invalid User ID or Server' });
    const digest = createHash('sha256').update(`${userId}:${server}`).digest();
    answer(res, { status: true, message: 'Valid', username: `Moo${digest.readUInt32BE(0) % 100_000}` });
  }

  function orderOf(partnerOrderId: string): FakeMooGoldOrder {
    const order = orders.get(partnerOrderId);
    if (!order) throw new Error(`the fake MooGold has no order ${partnerOrderId}`);
    return order;
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX.slice(0, -1)}`;

  return {
    /** The API base, as MOOGOLD_BASE_URL takes it (ending /wp-json/v1/api). */
    url,
    calls,
    /** By partnerOrderId. */
    orders,
    /** When each create_order call arrived (Date.now()). */
    placedAt,
    /** By variation id: what an order of it costs (its order_detail total). */
    prices,
    setMode(mode: FakeMooGoldMode) {
      state.mode = mode;
    },
    /** MooGold delivers a processing order. */
    complete(partnerOrderId: string) {
      orderOf(partnerOrderId).status = 'completed';
    },
    /** MooGold gives the order's money back to the shop. */
    refund(partnerOrderId: string) {
      orderOf(partnerOrderId).status = 'refunded';
    },
    /** What user/balance answers (USD). */
    get balance() {
      return state.balance;
    },
    set balance(value: string) {
      state.balance = value;
    },
    async close() {
      await closeFakeServer(server, timers);
    },
  };
}

export type FakeMooGold = Awaited<ReturnType<typeof startFakeMooGold>>;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A non-empty string or a number, as text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const partnerId = process.env.MOOGOLD_PARTNER_ID;
  const secretKey = process.env.MOOGOLD_SECRET_KEY;
  if (!partnerId || !secretKey) {
    console.error('fake moogold: set MOOGOLD_PARTNER_ID and MOOGOLD_SECRET_KEY (the shop must use the same)');
    process.exit(1);
  }
  const fake = await startFakeMooGold({
    partnerId,
    secretKey,
    port: Number(process.env.FAKE_MOOGOLD_PORT ?? 0),
    answerDelayMs: Number(process.env.FAKE_MOOGOLD_DELAY_MS ?? 0),
  });
  console.log(`fake moogold listening on ${fake.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
}

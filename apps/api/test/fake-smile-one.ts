import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeFakeServer } from './fake-server.js';
import { pathToFileURL } from 'node:url';
import { demoProducts } from '../src/demo/catalogue-data.js';

/**
 * A stand-in for Smile.one's merchant API, Brazil at `/smilecoin/api/{name}` and the Philippines
 * at `/ph/smilecoin/api/{name}`. Like Smile it takes form, JSON or query fields, answers HTTP 200
 * with its own `status` (200, or a refusal with a `message`), and checks every call before it
 * does anything: the merchant uid and email, a `time` within 5 minutes, and the signature,
 * recomputed here from the fields received and the key (written out again rather than imported,
 * so a mistake in the adapter's signing cannot hide behind the same mistake here).
 *
 * Players follow the sandbox's rules: any all-digits id is a player named from the id and zone,
 * ids starting with 8 are Indonesian accounts (`use: "b"`), ids starting with 4040 cannot be
 * recharged, other ids are not found. It sells the Smile SKUs of the demo catalogue (`skus`).
 */

export type FakeSmileMode =
  /** Answers as Smile does. */
  | 'ok'
  /** createorder refuses with a non-200 status and a message about the order. */
  | 'refuse'
  /** Nothing is answered; each request stays open until close(). */
  | 'hang'
  /** A CDN error page: HTTP 502 with HTML. */
  | 'html'
  /** createorder records the order, then never answers: a placed order whose answer is lost. */
  | 'accept-then-hang'
  /** createorder refuses for lack of Smile points. */
  | 'low-balance';

export type FakeSmileRegion = 'br' | 'ph';
export type FakeSmileCall = { region: FakeSmileRegion; name: string; params: Record<string, string>; signOk: boolean; format: 'form' | 'json' | 'query' };
export type FakeSmileOrder = { region: FakeSmileRegion; orderId: string; userid: string; zoneid: string; product: string; productid: string };

/** How long a sign stays valid. */
const SIGN_WINDOW_SECONDS = 5 * 60;

/** The Smile SKUs the demo catalogue sells, so the fake run as a program delivers the demo packs. */
function demoSkus(): string[] {
  return demoProducts.filter((p) => p.apiType?.startsWith('SMILE')).flatMap((p) => p.packs.flatMap((pack) => pack.skus ?? []));
}

export async function startFakeSmileOne({ uid, email, key, port = 0, answerDelayMs = 0 }: { uid: string; email: string; key: string; port?: number; answerDelayMs?: number }) {
  const calls: FakeSmileCall[] = [];
  const orders: FakeSmileOrder[] = [];
  /** Usernames for chosen player ids, over the default rules (any id, digits or not). */
  const players = new Map<string, string>();
  const points = { br: '60575.0', ph: '12840.5' };
  const skus = new Set(demoSkus());
  let mode: FakeSmileMode = 'ok';
  let orderCount = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    if (mode === 'hang') return; // the socket stays open until close()
    if (mode === 'html') return send(res, 502, '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>cloudflare</body></html>', 'text/html');

    const url = new URL(req.url ?? '/', 'http://fake');
    const route = /^(\/ph)?\/smilecoin\/api\/([a-z]+)\/?$/.exec(url.pathname);
    if (!route) return send(res, 404, '<html><body><h1>404 Not Found</h1></body></html>', 'text/html');
    const region: FakeSmileRegion = route[1] ? 'ph' : 'br';
    const name = route[2]!;
    if (req.method !== 'POST') return json(res, { status: 405, message: 'Method Not Allowed' });

    const parsed = fieldsOf(req, url, raw);
    if (!parsed) return json(res, { status: 400, message: 'Invalid request body' });
    const { params, format } = parsed;
    const refusal = authProblem(params);
    calls.push({ region, name, params, signOk: refusal === null, format });
    if (refusal) return json(res, refusal);

    switch (name) {
      case 'querypoints':
        return json(res, { status: 200, message: 'success', smile_points: points[region] });
      case 'productlist':
        return json(res, {
          status: 200,
          message: 'success',
          data: { product: [...skus].map((id) => ({ id, spu: `${params.product ?? ''} ${id}`, price: priceOf(id), cost_price: priceOf(id), discount: '0' })) },
        });
      case 'getrole': {
        const username = playerName(params.userid ?? '', params.zoneid ?? '');
        if (username === undefined) return json(res, { status: 201, message: 'The user does not exist' });
        return json(res, { status: 200, message: 'success', username, zone: params.zoneid ?? '', use: (params.userid ?? '').startsWith('8') ? 'b' : 'a', change_price: '0' });
      }
      case 'createorder': {
        const { userid = '', zoneid = '', product = '', productid = '' } = params;
        // Player ids starting 5050 meet an empty merchant balance, so a browser test can see it without switching modes.
        if (mode === 'low-balance' || userid.startsWith('5050')) return json(res, { status: 201, message: 'Insufficient balance' });
        if (mode === 'refuse') return json(res, { status: 201, message: 'Order failed, please try again later' });
        if (playerName(userid, zoneid) === undefined) return json(res, { status: 201, message: 'The user does not exist' });
        if (!skus.has(productid)) return json(res, { status: 201, message: 'Product does not exist' });
        if (userid.startsWith('4040')) return json(res, { status: 201, message: 'The player cannot be recharged' });
        const orderId = `${region === 'ph' ? 'PH' : 'BR'}${String(++orderCount).padStart(10, '0')}`;
        orders.push({ region, orderId, userid, zoneid, product, productid });
        if (mode === 'accept-then-hang') return; // placed; the answer never comes
        return json(res, { status: 200, message: 'success', order_id: orderId });
      }
      default:
        return json(res, { status: 404, message: 'Not Found' });
    }
  }

  /** Why Smile would refuse the call before looking at it, or null. */
  function authProblem(params: Record<string, string>): { status: number; message: string } | null {
    if (params.uid !== uid || params.email !== email) return { status: 401, message: 'uid or email error' };
    const time = Number(params.time);
    if (!/^\d+$/.test(params.time ?? '') || Math.abs(Date.now() / 1000 - time) > SIGN_WINDOW_SECONDS) return { status: 401, message: 'sign expired' };
    if (params.sign !== signOf(params)) return { status: 401, message: 'sign error' };
    return null;
  }

  function signOf(params: Record<string, string>): string {
    let text = '';
    for (const k of Object.keys(params).sort()) if (k !== 'sign') text += `${k}=${params[k]}&`;
    const once = createHash('md5').update(text + key, 'utf8').digest('hex');
    return createHash('md5').update(once).digest('hex');
  }

  function playerName(userid: string, zoneid: string): string | undefined {
    const chosen = players.get(userid);
    if (chosen !== undefined) return chosen;
    if (!/^\d+$/.test(userid)) return undefined;
    const digest = createHash('sha256').update(`${userid}:${zoneid}`).digest();
    return `Smile${digest.readUInt32BE(0) % 100_000}`;
  }

  function send(res: ServerResponse, status: number, body: string, contentType: string): void {
    const answer = () => {
      if (!res.destroyed) res.writeHead(status, { 'content-type': contentType }).end(body);
    };
    if (answerDelayMs <= 0) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, answerDelayMs);
    timers.add(timer);
  }

  const json = (res: ServerResponse, body: object) => send(res, 200, JSON.stringify(body), 'application/json; charset=utf-8');

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    /** The Brazil base; the Philippines base is `${url}/ph`. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    orders,
    players,
    points,
    skus,
    setMode(next: FakeSmileMode) {
      mode = next;
    },
    /** Ends every open request too (hanging ones included). */
    async close() {
      await closeFakeServer(server, timers);
    },
  };
}

export type FakeSmileOne = Awaited<ReturnType<typeof startFakeSmileOne>>;

/** The request's fields as Smile reads them: the query, then a JSON or form body over it. */
function fieldsOf(req: IncomingMessage, url: URL, raw: string): { params: Record<string, string>; format: FakeSmileCall['format'] } | null {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (raw.trim() === '') return { params, format: 'query' };
  if ((req.headers['content-type'] ?? '').includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return null;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    // PHP reads a JSON number as its decimal text, which is what gets signed.
    for (const [k, v] of Object.entries(body)) params[k] = typeof v === 'string' ? v : v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return { params, format: 'json' };
  }
  Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
  return { params, format: 'form' };
}

/** A steady made-up price per SKU, in Smile points. */
function priceOf(id: string): string {
  return ((createHash('sha256').update(id).digest().readUInt16BE(0) % 5000) / 10 + 1).toFixed(2);
}

// Run as a program (a local shop, a benchmark): `node --import tsx apps/api/test/fake-smile-one.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const fake = await startFakeSmileOne({
    uid: env.SMILE_UID ?? 'fake-uid',
    email: env.SMILE_EMAIL ?? 'merchant@example.com',
    key: env.SMILE_KEY ?? 'fake-key',
    port: Number(env.FAKE_SMILE_PORT ?? 0),
    answerDelayMs: Number(env.FAKE_SMILE_DELAY_MS ?? 0),
  });
  console.log(`fake smile.one listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

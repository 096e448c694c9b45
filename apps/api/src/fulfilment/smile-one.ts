import { createHash } from 'node:crypto';
import { createHttp, fieldsOf, OutsideServiceDown, textOf, type HttpLog } from '../platform/http.js';
import type { PlayerLookup, PlayerLookupResult, Supplier, SupplierBalance, SupplierOrder, SupplierOrderResult } from './supplier.js';

/**
 * Smile.one (Brazil or Philippines merchant account): POST form calls to
 * `{base}/smilecoin/api/{name}`, each signed with the merchant key. Smile.one delivers an order
 * while it answers, so an accepted order is delivered; it has no order-status call and takes no
 * reference of ours, so this adapter has no `orderStatus` and an unknown outcome is left to an
 * admin rather than retried.
 */

/**
 * Refusals that are about the shop's side, not the customer's order, matched case-insensitively
 * against Smile's message: the order is held for an admin (top up, fix the keys or the clock)
 * instead of refunded, since the same order goes through once that is fixed.
 */
const shopSideRefusals: RegExp[] = [
  /insufficient/i, // "Insufficient balance", "insufficient smile points"
  /not enough/i, // "not enough points"
  /\bbalance\b/i, // the merchant's balance is the only balance Smile knows
  /\bpoints?\b/i, // Smile points are the merchant's currency
  /\bsign/i, // "sign error", "signature": the key is wrong, or our clock is off by minutes
  /\btime\b/i, // the `time` field outside Smile's window: our clock
  /\buid\b/i, // the merchant uid
  /e-?mail/i, // the merchant email
  /\bkey\b/i, // the merchant key
  /permission/i, // the account may not sell this product or region
  /\bmerchant\b/i,
  /unauthori[sz]ed/i,
  /\bip\b/i, // a server address missing from the merchant's allow-list
];

/** Smile's `product` for the shop's game type. */
function smileProduct(gameType: string): string {
  const known: Record<string, string> = { MLBB: 'mobilelegends', MCGG: 'magicchessgogo' };
  return known[gameType.toUpperCase()] ?? gameType.toLowerCase();
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Smile's signature: every parameter but `sign`, sorted by key, written `k=v&` with the values as
 * they are (not URL-encoded), then the merchant key; md5 of the md5's hex.
 */
export function smileSign(params: Record<string, string>, key: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}&`)
    .join('');
  return md5(md5(text + key));
}

type Reply = { ok: true; body: Record<string, unknown> } | { ok: false; status: string; message: string | undefined };

export function createSmileOne({
  region,
  baseUrl,
  uid,
  email,
  key,
  fetch,
  timeoutMs = 15_000,
  log,
  now = Date.now,
}: {
  region: 'br' | 'ph';
  /** The Brazil base (`https://www.smile.one`); the Philippines account lives under `/ph`. */
  baseUrl: string;
  uid: string;
  email: string;
  key: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  log?: HttpLog;
  /** Milliseconds since the epoch; tests move the clock. */
  now?: () => number;
}): Supplier {
  const name = region === 'ph' ? 'smile-ph' : 'smile-br';
  const base = `${baseUrl.replace(/\/+$/, '')}${region === 'ph' ? '/ph' : ''}/smilecoin/api`;
  const http = createHttp({ service: name, logAs: { supplier: name }, fetch, timeoutMs, log, secrets: [key] });

  /** An answer that says neither yes nor no: what happened is unknown. */
  function unreadable(call: string, details: Record<string, unknown>): never {
    const reason = `unreadable answer to ${call}`;
    http.warn(reason, details);
    throw new OutsideServiceDown(name, reason);
  }

  async function call(api: string, params: Record<string, string>, context: Record<string, unknown> = {}): Promise<Reply> {
    const signed = { ...params, uid, email, time: String(Math.floor(now() / 1000)) };
    const answer = await http.send({ method: 'POST', url: `${base}/${api}`, form: { ...signed, sign: smileSign(signed, key) }, context: { api, ...context } });
    const body = fieldsOf(answer.body);
    const status = textOf(body?.status);
    if (!body || status === undefined) return unreadable(api, { api, ...context, status: answer.status, answer: answer.body });
    if (status === '200') {
      // A "success" under an HTTP error is neither a yes nor a no.
      if (answer.status >= 300) return unreadable(api, { api, ...context, status: answer.status, answer: answer.body });
      return { ok: true, body };
    }
    return { ok: false, status, message: textOf(body.message) ?? textOf(body.msg) };
  }

  const isShopSide = (message: string | undefined) => message !== undefined && shopSideRefusals.some((pattern) => pattern.test(message));

  return {
    name,

    async lookupPlayer({ userid, zoneid, gameType, sku }: PlayerLookup): Promise<PlayerLookupResult> {
      const reply = await call('getrole', { userid, zoneid, product: smileProduct(gameType), productid: sku ?? '' });
      if (reply.ok) {
        const username = textOf(reply.body.username);
        if (username !== undefined) {
          const use = textOf(reply.body.use);
          return use === undefined ? { found: true, username } : { found: true, username, use };
        }
        return { found: false, message: textOf(reply.body.message) ?? 'Smile.one did not find this player.' };
      }
      // The customer sees the refusal either way; a problem on the shop's side is also for an admin.
      if (isShopSide(reply.message)) http.warn('player lookup refused', { status: reply.status, message: reply.message });
      return { found: false, message: reply.message ?? 'Smile.one did not find this player.' };
    },

    async placeOrder({ reference, sku, userid, zoneid, gameType }: SupplierOrder): Promise<SupplierOrderResult> {
      const context = { reference, sku };
      const reply = await call('createorder', { userid, zoneid, product: smileProduct(gameType), productid: sku }, context);
      if (reply.ok) {
        const supplierOrderId = textOf(reply.body.order_id);
        // "success" without an order id cannot be told apart from a half-done order.
        if (supplierOrderId === undefined) return unreadable('createorder', { api: 'createorder', ...context, answer: reply.body });
        log?.info(http.redact({ supplier: name, ...context, supplierOrderId }) as object, 'supplier order delivered');
        return { status: 'delivered', supplierOrderId };
      }
      const message = reply.message ?? `Smile.one refused the order (status ${reply.status}).`;
      const status = isShopSide(reply.message) ? 'held' : 'failed';
      http.warn(`order ${status}`, { api: 'createorder', ...context, status: reply.status, message });
      return { status, message };
    },

    async balance(): Promise<SupplierBalance> {
      const reply = await call('querypoints', { product: 'mobilelegends' });
      if (!reply.ok) throw new Error(`${name} refused the balance query: ${reply.message ?? `status ${reply.status}`}`);
      const amount = textOf(reply.body.smile_points);
      if (amount === undefined) return unreadable('querypoints', { api: 'querypoints', answer: reply.body });
      return { amount, currency: 'Smile Points' };
    },

    async unknownSkus({ gameType, skus }: { gameType: string; apiType: string | null; skus: string[] }): Promise<string[]> {
      const reply = await call('productlist', { product: smileProduct(gameType) });
      if (!reply.ok) throw new Error(`${name} refused the product list: ${reply.message ?? `status ${reply.status}`}`);
      const products = fieldsOf(reply.body.data)?.product;
      if (!Array.isArray(products)) return unreadable('productlist', { api: 'productlist', answer: reply.body });
      const sold = new Set(products.map((p) => textOf(fieldsOf(p)?.id)).filter((id): id is string => id !== undefined));
      return skus.filter((sku) => !sold.has(sku));
    },

    async skuPrices(gameType: string): Promise<Map<string, string>> {
      const reply = await call('productlist', { product: smileProduct(gameType) });
      if (!reply.ok) throw new Error(`${name} refused the product list: ${reply.message ?? `status ${reply.status}`}`);
      const products = fieldsOf(reply.body.data)?.product;
      if (!Array.isArray(products)) return unreadable('productlist', { api: 'productlist', answer: reply.body });
      const prices = new Map<string, string>();
      for (const product of products.map(fieldsOf)) {
        const id = textOf(product?.id);
        // What the shop pays: the cost price where Smile gives one, else the list price.
        const price = (textOf(product?.cost_price) ?? textOf(product?.price))?.trim();
        if (id !== undefined && price !== undefined && /^\d{1,12}(\.\d+)?$/.test(price)) prices.set(id, price);
      }
      return prices;
    },
  };
}

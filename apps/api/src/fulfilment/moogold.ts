import { createHmac } from 'node:crypto';
import { createHttp, fieldsOf, OutsideServiceDown, textOf, type HttpAnswer, type HttpLog } from '../platform/http.js';
import type { PlayerLookup, PlayerLookupResult, Supplier, SupplierBalance, SupplierOrder, SupplierOrderResult, SupplierOrderStatus } from './supplier.js';

/**
 * MooGold's category for direct top-ups (credited straight to the player's account), the only
 * kind of pack the shop sells through MooGold. Should that change, this is the one place to set it.
 */
export const MOOGOLD_DIRECT_TOP_UP_CATEGORY = 50;

/** The player fields each MooGold game asks for, by the product's api type. */
const playerFieldsByApiType: Record<string, (userid: string, zoneid: string) => Record<string, string>> = {
  MOOGOLDMLBB: (userid, zoneid) => ({ 'User ID': userid, Server: zoneid }),
  MOOGOLDGENSHIN: (userid, zoneid) => ({ 'User ID': userid, Server: zoneid }),
  MOOGOLDHOK: (userid) => ({ 'User ID': userid }),
};

/**
 * Refusals caused by the shop's side: nothing was placed, and the customer's order is not at
 * fault, so it is held for an admin (who fixes the keys, the clock or the balance and retries).
 */
const shopSideRefusals: Record<string, string> = {
  '109': 'MooGold refused the request signature: check the MooGold secret key',
  '111': 'The MooGold balance is too low for this order: top up the MooGold account',
  '403': 'MooGold refused the partner id or secret key',
  '418': 'MooGold says the request path does not match the endpoint: check the MooGold base URL',
  '419': 'MooGold says the request lacks required fields',
  '426': "MooGold refused the request time: check the server's clock",
};

/** Refusals caused by the order itself (a pack MooGold cannot deliver now): nothing was taken, safe to refund. */
const orderSideRefusals = new Set(['114', '117']);

/** MooGold's own word for "temporary, try again": the outcome of that call is unknown. */
const RETRY = '110';
const DUPLICATE_PARTNER_ORDER_ID = '420';
const PARTNER_ORDER_ID_NOT_FOUND = '421';

/**
 * MooGold's request signature: lowercase hex HMAC-SHA256, keyed with the secret key, over the
 * exact JSON body sent, then the unix timestamp, then the endpoint's path.
 */
export function mooGoldAuth(body: string, timestamp: string, path: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(`${body}${timestamp}${path}`).digest('hex');
}

type Refusal = { code: string | undefined; message: string };

/** MooGold's refusal `{err_code, err_message}` (or a bare `{status:false}`), whatever the HTTP status below 500. */
function refusalIn(body: unknown): Refusal | undefined {
  const fields = fieldsOf(body);
  if (!fields) return undefined;
  const code = textOf(fields.err_code);
  if (code !== undefined) return { code, message: textOf(fields.err_message) ?? textOf(fields.message) ?? `error ${code}` };
  if (fields.status === false) return { code: undefined, message: textOf(fields.err_message) ?? textOf(fields.message) ?? 'no reason given' };
  return undefined;
}

/** What one of MooGold's order statuses means for us; undefined for a status we do not know. */
function statusFrom(orderStatus: string | undefined, orderId: string, cost: string | undefined): Exclude<SupplierOrderStatus, { status: 'not-found' }> | undefined {
  const charged = cost !== undefined ? { cost } : {};
  switch (orderStatus?.toLowerCase()) {
    case 'completed':
      return { status: 'delivered', supplierOrderId: orderId, ...charged };
    case 'processing':
      return { status: 'processing', supplierOrderId: orderId, ...charged };
    case 'refunded':
      return { status: 'failed', message: 'MooGold refunded the order' };
    case 'incorrect-details':
      return { status: 'failed', message: 'The player details were incorrect' };
    default:
      return undefined;
  }
}

/** An order's total as MooGold writes it ("1.00"), when it is a plain amount. */
const amountIn = (value: unknown) => {
  const text = textOf(value);
  return text !== undefined && /^\d{1,9}(\.\d{1,6})?$/.test(text) ? text : undefined;
};

/** A short, loggable form of an answer that could not be understood. */
const excerpt = (body: unknown) => JSON.stringify(body)?.slice(0, 200);

/**
 * MooGold (moogold.com): every call is a signed POST to `{base}/{path}` with the path repeated in
 * the body. Orders carry our reference as `partnerOrderId`, so placing the same reference again
 * never delivers twice, and its status can always be asked for.
 */
export function createMooGold({
  baseUrl,
  partnerId,
  secretKey,
  fetch,
  timeoutMs = 15_000,
  log,
  now = Date.now,
}: {
  baseUrl: string;
  partnerId: string;
  secretKey: string;
  fetch?: typeof globalThis.fetch | undefined;
  timeoutMs?: number;
  log?: HttpLog | undefined;
  /** The clock the request timestamps come from, in ms. */
  now?: () => number;
}): Supplier {
  const base = baseUrl.replace(/\/+$/, '');
  const basicCredential = Buffer.from(`${partnerId}:${secretKey}`).toString('base64');
  const http = createHttp({
    service: 'moogold',
    logAs: { supplier: 'moogold' },
    failureLabel: 'MooGold call failed',
    fetch,
    timeoutMs,
    log,
    // The credential is the secret key in another spelling: neither may reach a log.
    secrets: [secretKey, basicCredential],
  });

  const down = (reason: string, details: Record<string, unknown>): never => {
    http.warn(reason, details);
    throw new OutsideServiceDown('moogold', reason);
  };

  async function call(path: string, fields: Record<string, unknown>, context: Record<string, unknown> = {}): Promise<HttpAnswer> {
    // Serialised once, so the signature covers exactly the bytes sent.
    const body = JSON.stringify({ path, ...fields });
    const timestamp = String(Math.floor(now() / 1000));
    return http.send({
      method: 'POST',
      url: `${base}/${path}`,
      headers: { authorization: `Basic ${basicCredential}`, timestamp, auth: mooGoldAuth(body, timestamp, path, secretKey) },
      json: body,
      context: { path, ...context },
    });
  }

  function playerFields(apiType: string | null, userid: string, zoneid: string): Record<string, string> | undefined {
    return apiType ? playerFieldsByApiType[apiType]?.(userid, zoneid) : undefined;
  }

  async function orderStatus(reference: string): Promise<SupplierOrderStatus> {
    const context = { reference };
    const answer = await call('order/order_detail_partner_id', { partner_order_id: reference }, context);
    const refusal = refusalIn(answer.body);
    if (refusal?.code === PARTNER_ORDER_ID_NOT_FOUND) return { status: 'not-found' };
    if (refusal) return down('status query refused', { ...context, status: answer.status, err_code: refusal.code, err_message: refusal.message });
    const body = fieldsOf(answer.body);
    const orderId = textOf(body?.order_id);
    const state = textOf(body?.order_status);
    if (!orderId) return down('a status answer without an order id', { ...context, status: answer.status, answer: excerpt(answer.body) });
    const known = statusFrom(state, orderId, amountIn(body?.total));
    if (!known) return down(`unknown order status ${JSON.stringify(state ?? null)}`, { ...context, status: answer.status, orderId });
    return known;
  }

  async function placeOrder(order: SupplierOrder): Promise<SupplierOrderResult> {
    const context = { reference: order.reference, sku: order.sku };
    const fields = playerFields(order.apiType, order.userid, order.zoneid);
    if (!fields) {
      http.warn('not a MooGold api type', { ...context, apiType: order.apiType });
      return { status: 'held', message: `The product's api type ${order.apiType ?? '(none)'} is not a MooGold game: nothing was sent to MooGold` };
    }
    const answer = await call(
      'order/create_order',
      { data: { category: MOOGOLD_DIRECT_TOP_UP_CATEGORY, 'product-id': order.sku, quantity: 1, ...fields }, partnerOrderId: order.reference },
      context,
    );
    const body = fieldsOf(answer.body);

    if (body?.status === true) {
      const details = fieldsOf(body.account_details);
      const orderId = textOf(details?.order_id) ?? textOf(body.order_id);
      // Accepted, but without its id we cannot say which order it is: the status query will.
      if (!orderId) return down('an accepted order without an order id', { ...context, status: answer.status, answer: excerpt(answer.body) });
      // MooGold delivers asynchronously: unless the answer says otherwise, the order is on its way.
      const result = statusFrom(textOf(body.order_status) ?? textOf(details?.order_status), orderId, amountIn(body.total) ?? amountIn(details?.total)) ?? { status: 'processing', supplierOrderId: orderId };
      log?.info({ supplier: 'moogold', ...context, orderId, status: result.status }, 'MooGold order placed');
      return result;
    }

    const refusal = refusalIn(answer.body);
    // Neither an acceptance nor a refusal: MooGold may or may not have taken the order.
    if (!refusal) return down('the answer could not be read', { ...context, status: answer.status, answer: excerpt(answer.body) });
    const refused = { ...context, status: answer.status, err_code: refusal.code, err_message: refusal.message };
    if (refusal.code === RETRY) return down('MooGold asked to try again', refused);
    if (refusal.code === DUPLICATE_PARTNER_ORDER_ID) {
      // This reference was placed before (an earlier attempt whose answer was lost): its order is the answer.
      log?.info({ supplier: 'moogold', ...context }, 'MooGold already has this reference: asking for its status');
      const earlier = await orderStatus(order.reference);
      if (earlier.status !== 'not-found') return earlier;
      http.warn('duplicate reference without an order', refused);
      return { status: 'held', message: 'MooGold says this reference was used before, yet has no order for it: check the order in the MooGold dashboard' };
    }
    http.warn('order refused by MooGold', refused);
    const theirWords = String(http.redact(refusal.message));
    if (refusal.code !== undefined && orderSideRefusals.has(refusal.code)) return { status: 'failed', message: theirWords };
    const plain = refusal.code !== undefined ? shopSideRefusals[refusal.code] : undefined;
    return { status: 'held', message: plain ? `${plain} (MooGold: ${theirWords})` : `MooGold refused the order${refusal.code ? ` (error ${refusal.code})` : ''}: ${theirWords}` };
  }

  async function lookupPlayer(lookup: PlayerLookup): Promise<PlayerLookupResult> {
    // MooGold checks a player against a pack, and only for its own games: the catalogue routes
    // nothing else here, so either being absent is a programming error.
    if (!lookup.sku) throw new Error('MooGold checks a player against a pack: the look-up needs the pack SKU');
    const fields = playerFields(lookup.apiType, lookup.userid, lookup.zoneid);
    if (!fields) throw new Error(`api type ${lookup.apiType ?? '(none)'} is not a MooGold game`);
    const answer = await call('product/validate', { data: { 'product-id': lookup.sku, ...fields } });
    const body = fieldsOf(answer.body);
    const username = textOf(body?.username);
    if (body?.status === true && username) return { found: true, username };
    const refusal = refusalIn(answer.body);
    if (!refusal) return down('the answer could not be read', { status: answer.status, answer: excerpt(answer.body) });
    if (refusal.code === RETRY) return down('MooGold asked to try again', { status: answer.status, err_code: refusal.code, err_message: refusal.message });
    http.warn('player id refused by MooGold', { status: answer.status, err_code: refusal.code, err_message: refusal.message });
    return { found: false, message: String(http.redact(refusal.message)) };
  }

  async function balance(): Promise<SupplierBalance> {
    const answer = await call('user/balance', {});
    const body = fieldsOf(answer.body);
    const amount = textOf(body?.balance);
    const currency = textOf(body?.currency);
    if (amount !== undefined && currency !== undefined) return { amount, currency };
    const refusal = refusalIn(answer.body);
    if (refusal) return down(`balance query refused: ${String(http.redact(refusal.message))}`, { status: answer.status, err_code: refusal.code });
    return down('the answer could not be read', { status: answer.status, answer: excerpt(answer.body) });
  }

  return { name: 'moogold', lookupPlayer, placeOrder, orderStatus, balance };
}

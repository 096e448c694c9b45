import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pricingFor } from '@shop/contract/catalogue-rules';
import { paiseToRupees } from '@shop/contract/money';
import { v1BalanceResponse, v1CheckIdRequest, v1CheckIdResponse, v1CreateOrderRequest, v1Order, v1OrdersQuery, v1OrdersResponse, v1ProductsResponse } from '@shop/contract/reseller-api';
import type { ApiKeys, KeyCaller } from '../accounts/api-keys.js';
import type { Catalogue } from '../catalogue/service.js';
import type { PlayerCheck } from '../fulfilment/service.js';
import type { Orders } from '../orders/service.js';
import type { App } from '../platform/app-types.js';
import { answerRouteNotFound, forbidden, unauthenticated } from '../platform/errors.js';
import { answersErrors } from '../platform/openapi-errors.js';
import type { RateLimiter, RateRule } from '../platform/rate-limit.js';
import type { Wallet } from '../wallet/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The program calling /api/v1, set by its key check. */
    keyCaller: KeyCaller | null;
  }
}

/** Per key: 60 reads and 10 orders a second, counted together by every instance when Redis is set. */
const perSecond = (limit: number, what: string): RateRule => ({ limit, windowMs: 1_000, message: () => `At most ${limit} ${what} a second per key. Please slow down.` });
export const V1_LIMITS = { reads: perSecond(60, 'reads'), orders: perSecond(10, 'orders') };

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;
const IDEMPOTENCY_KEY_MESSAGE = 'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _, new for each order.';

const example = <T>(value: T) => ({ examples: [value] });
const exampleOrder = {
  id: 'ST1764086400000A1B2C3',
  status: 'Processing',
  product_id: '0b6f1c9e-3f5c-4f7e-9a51-0c1f3e2d4a10',
  product_name: 'Mobile Legends',
  pack_id: '5d2c1a7b-8e9f-4a3b-b6c5-d4e3f2a1b0c9',
  pack_name: '86 Diamonds',
  player_id: '12345678',
  zone_id: '1234',
  player_name: 'RRQ Hoshi',
  price: 112.5,
  reason: null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  timeline: [
    { step: 'placed', at: '2026-11-25T10:00:00.000Z', detail: null },
    { step: 'paid', at: '2026-11-25T10:00:00.000Z', detail: 'Paid from your wallet' },
  ],
  test: false,
};

/**
 * The reseller API: what a reseller's bot or shop calls with a key. Each call is the spec's call
 * for a signed-in reseller, on the same services: an order placed here is placed by
 * `orders.placeOrder`, as the storefront's wallet order is. Keys are for servers: a call a browser
 * makes (it sends Origin or Sec-Fetch-Site, or cookies) is refused, and no CORS headers are
 * sent, so a key pasted into a web page cannot be used from it.
 */
export function v1Routes({ apiKeys, catalogue, wallet, orders, playerCheck, limiter }: { apiKeys: ApiKeys; catalogue: Catalogue; wallet: Wallet; orders: Orders; playerCheck: PlayerCheck; limiter: RateLimiter }) {
  return async (app: App) => {
    app.setNotFoundHandler(answerRouteNotFound);
    // The storefront's CORS answers preflights for everything under /api; this more specific
    // route keeps them away from /api/v1, so a browser never gets leave to call it.
    app.options('/*', { schema: { hide: true } }, (req, reply) => answerRouteNotFound(req, reply));
    app.decorateRequest('keyCaller', null);

    const tags = ['reseller API'];
    const security = [{ apiKey: [] }];
    const keyed = (limit: RateRule) => answersErrors([401, 403, 429, 503], async (req: FastifyRequest) => {
      // Browsers send Origin on cross-origin calls and Sec-Fetch-Site on every call; servers'
      // fetch implementations send neither (Node's sends Sec-Fetch-Mode, so that one proves nothing).
      if (req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined || req.headers.cookie !== undefined) {
        throw forbidden('API keys are for servers: this call came from a web browser. Keep your key on your server.');
      }
      const caller = await apiKeys.callerOf(req.headers.authorization);
      await limiter.hit(`api-key:${limit === V1_LIMITS.orders ? 'orders' : 'reads'}:${caller.keyId}`, limit);
      req.keyCaller = caller;
    });
    const reads = keyed(V1_LIMITS.reads);
    const callerOf = (req: FastifyRequest): KeyCaller => {
      if (!req.keyCaller) throw unauthenticated();
      return req.keyCaller;
    };

    app.get(
      '/products',
      { onRequest: reads, schema: { tags, security, summary: 'Products with their packs, at your price', response: { 200: v1ProductsResponse.meta(example({ products: [{ id: exampleOrder.product_id, name: 'Mobile Legends', type: 'MLBB', inputs: ['User ID', 'Zone ID'], checks_player: true, in_stock: true, packs: [{ id: exampleOrder.pack_id, name: '86 Diamonds', price: 112.5, in_stock: true }] }] })) } } },
      async (req) => ({ products: await catalogue.offer(pricingFor(callerOf(req).role).pays === 'resell' ? 'reseller' : 'customer') }),
    );

    app.get(
      '/balance',
      { onRequest: reads, schema: { tags, security, summary: 'Your wallet balance', response: { 200: v1BalanceResponse.meta(example({ balance: 5000, currency: 'INR' })) } } },
      async (req) => ({ balance: paiseToRupees(await wallet.balancePaise(callerOf(req).id)), currency: 'INR' as const }),
    );

    app.post(
      '/checkid',
      {
        onRequest: reads,
        config: { errors: [404, 422] },
        schema: {
          tags,
          security,
          summary: 'The in-game name of a player id',
          body: v1CheckIdRequest.meta(example({ product_id: exampleOrder.product_id, player_id: '12345678', zone_id: '1234' })),
          response: { 200: v1CheckIdResponse.meta(example({ player_name: 'RRQ Hoshi', allowed: true, message: 'success' })) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        // The storefront's look-up limits, counted per address, key and account as well.
        const answer = await playerCheck.checkPlayerId({
          productId: req.body.product_id,
          ...(req.body.pack_id ? { itemId: req.body.pack_id } : {}),
          userid: req.body.player_id,
          zoneid: req.body.zone_id,
          address: req.ip,
          keyId: caller.keyId,
          accountId: caller.id,
        });
        return { player_name: answer.username ?? null, allowed: answer.use !== 'b', message: answer.message };
      },
    );

    app.post(
      '/orders',
      {
        onRequest: keyed(V1_LIMITS.orders),
        config: { errors: [402, 404, 409, 422] },
        schema: {
          tags,
          security,
          summary: 'Place an order paid from your wallet',
          description: 'Requires an Idempotency-Key header: a retry with the same key answers the same order; the same key with another body answers 409. A test key checks and prices the order, then keeps nothing and moves no money.',
          headers: z.object({ 'idempotency-key': z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE).meta({ description: '8 to 100 letters, digits, - or _, new for each order', example: 'order-2026-11-25-0001' }) }),
          body: v1CreateOrderRequest.meta(example({ product_id: exampleOrder.product_id, pack_id: exampleOrder.pack_id, player_id: '12345678', zone_id: '1234' })),
          response: { 200: v1Order.meta(example(exampleOrder)) },
        },
      },
      async (req) => {
        const caller = callerOf(req);
        const idempotencyKey = req.headers['idempotency-key'];
        const rehearse = caller.keyKind === 'test';
        const placed = await orders.placeOrder({
          caller,
          request: { product_id: req.body.product_id, item_id: req.body.pack_id, userid: caller.id, input1: req.body.player_id, input2: req.body.zone_id, paymentmode: 'wallet', couponCode: '' },
          idempotencyKey,
          rehearse,
        });
        if (placed.paymentmode !== 'wallet') throw new Error('unreachable: a wallet order answered a UPI order');
        if (placed.rehearsed) return orders.toV1(placed.rehearsed, true);
        // The order as placed (or as the first request placed it): nothing has been sent for it yet.
        return placed.order ? orders.toV1(placed.order) : orders.v1OrderFor(caller, placed.clientTxnId);
      },
    );

    app.get(
      '/orders/:id',
      { onRequest: reads, config: { errors: [404] }, schema: { tags, security, summary: 'One of your orders', params: z.object({ id: z.string().trim().min(1).max(64) }), response: { 200: v1Order.meta(example(exampleOrder)) } } },
      async (req) => orders.v1OrderFor(callerOf(req), req.params.id),
    );

    app.get(
      '/orders',
      {
        onRequest: reads,
        schema: {
          tags,
          security,
          summary: 'Your orders changed since a time, oldest change first, paged',
          querystring: v1OrdersQuery,
          response: { 200: v1OrdersResponse.meta(example({ orders: [exampleOrder], next_cursor: null })) },
        },
      },
      async (req) => orders.v1OrdersOf(callerOf(req), req.query),
    );
  };
}

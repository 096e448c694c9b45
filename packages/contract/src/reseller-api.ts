// The reseller API: keys and webhooks managed from the reseller's dashboard (session calls), and
// the versioned calls a reseller's own server or bot makes with a key (/api/v1).
import { z } from 'zod';
import { entityId } from './catalogue.js';
import { MAX_PRICE_RUPEES, MAX_WALLET_BALANCE_RUPEES } from './money.js';
import { instant, oneLine, rupees, wholeNumber } from './input.js';
import { orderStatuses, timelineStep } from './orders.js';

// ---------------------------------------------------------------------------------------------
// Keys

export const apiKeyKinds = ['live', 'test'] as const;
export type ApiKeyKind = (typeof apiKeyKinds)[number];

/**
 * What a key looks like: `sk_live_` or `sk_test_`, then 40 base62 characters. The first 16
 * characters (`sk_live_` and 8 more) are its visible prefix, shown in lists to recognise it.
 */
export const API_KEY_PATTERN = /^sk_(live|test)_[0-9A-Za-z]{40}$/;
export const API_KEY_PREFIX_LENGTH = 16;
/** The most keys one account may hold (revoked ones not counted). */
export const MAX_API_KEYS = 10;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(apiKeyKinds),
  /** The start of the key, e.g. `sk_live_Ab12Cd34`, to recognise it; the rest is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const createApiKeyRequest = z.object({
  name: oneLine(60, 'A key name must be at most 60 characters long.', 'Please name the key.').pipe(z.string().trim().min(1, 'Please name the key.')),
  kind: z.enum(apiKeyKinds, { error: 'A key is live or test.' }).default('live'),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

export const apiKeysResponse = z.object({ keys: z.array(apiKey) });
/** The secret is in this answer only: the shop keeps just its hash. */
export const createdApiKeyResponse = z.object({ message: z.string(), key: apiKey, secret: z.string() });
export const apiKeyResponse = z.object({ message: z.string(), key: apiKey });

/** An admin's view of every reseller's keys. */
export const adminApiKeyOwner = z.object({ id: z.string(), userid: z.number().int().min(1).max(2_147_483_647), name: z.string(), email: z.string(), role: z.string() });
export type AdminApiKeyOwner = z.infer<typeof adminApiKeyOwner>;
export const adminApiKey = apiKey.extend({ owner: adminApiKeyOwner });
export const adminApiKeysResponse = z.object({ keys: z.array(adminApiKey) });

// ---------------------------------------------------------------------------------------------
// Webhooks

export const webhookEventTypes = ['order.paid', 'order.completed', 'order.refunded', 'order.cancelled', 'order.needs_attention', 'balance.low', 'test'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'shop-signature';
/** A receiver refuses a signature whose timestamp is older than this. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const MAX_WEBHOOK_ENDPOINTS = 5;

const lowBalanceRupees = rupees({
  message: 'The low-balance alert must be an amount in rupees.',
  min: 1,
  max: MAX_WALLET_BALANCE_RUPEES,
  maxMessage: 'The low-balance alert is more than a wallet can hold.',
});

const webhookUrl = z
  .string({ error: 'Please enter the address to send events to.' })
  .trim()
  .min(1, 'Please enter the address to send events to.')
  .max(500, 'The address must be at most 500 characters long.')
  .pipe(z.url({ protocol: /^https$/, error: 'The address must be a full https:// address.' }));

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  /** Rupees: a `balance.low` event when the wallet falls below this; null for none. */
  lowBalance: z.number().min(1).max(MAX_WALLET_BALANCE_RUPEES).nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const createWebhookRequest = z.object({ url: webhookUrl, lowBalance: lowBalanceRupees.nullish() });
export type CreateWebhookRequest = z.input<typeof createWebhookRequest>;
export const updateWebhookRequest = z.object({ url: webhookUrl.optional(), lowBalance: lowBalanceRupees.nullish(), enabled: z.boolean().optional() });
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequest>;

export const webhooksResponse = z.object({ endpoints: z.array(webhookEndpoint) });
/** The signing secret is in this answer only (and again from "show secret"). */
export const createdWebhookResponse = z.object({ message: z.string(), endpoint: webhookEndpoint, secret: z.string() });
export const webhookResponse = z.object({ message: z.string(), endpoint: webhookEndpoint });
export const webhookSecretResponse = z.object({ secret: z.string() });

export const webhookDeliveryStatuses = ['pending', 'sent', 'failed'] as const;
export const webhookAttempt = z.object({
  at: z.string(),
  /** The receiver's HTTP status, or null when no answer came (refused address, timeout). */
  status: z.number().int().min(100).max(599).nullable(),
  /** The start of the receiver's answer, or what went wrong. */
  answer: z.string(),
  ms: z.number().int().min(0).max(3_600_000),
});
export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(webhookEventTypes),
  orderId: z.string().nullable(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.array(webhookAttempt),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveriesResponse = z.object({ deliveries: z.array(webhookDelivery) });

// ---------------------------------------------------------------------------------------------
// /api/v1: what a key calls

const price = z.number().min(0).max(MAX_PRICE_RUPEES);

export const v1Pack = z.object({
  id: z.string(),
  name: z.string(),
  /** What this key's account pays, rupees. */
  price,
  in_stock: z.boolean(),
});
export const v1Product = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** What the order's `player_id` and `zone_id` are, in the product's words (e.g. "User ID", "Zone ID"). */
  inputs: z.array(z.string()),
  /** Whether the player name can be checked before ordering (POST /api/v1/checkid). */
  checks_player: z.boolean(),
  in_stock: z.boolean(),
  packs: z.array(v1Pack),
});
export const v1ProductsResponse = z.object({ products: z.array(v1Product) });
export const v1BalanceResponse = z.object({ balance: z.number().min(0).max(MAX_WALLET_BALANCE_RUPEES), currency: z.literal('INR') });

const playerId = oneLine(120, 'The player id must be at most 120 characters long.', 'Please give the player id.').pipe(z.string().trim().min(1, 'Please give the player id.'));
const zoneId = oneLine(120, 'The zone id must be at most 120 characters long.').transform((v) => v.trim()).default('');

export const v1CheckIdRequest = z.object({ product_id: entityId, pack_id: entityId.optional(), player_id: playerId, zone_id: zoneId });
export const v1CheckIdResponse = z.object({
  /** The in-game name the supplier returned, or null when it could not say. */
  player_name: z.string().nullable(),
  /** False when this id cannot be topped up here (a region the shop may not sell to). */
  allowed: z.boolean(),
  message: z.string(),
});

export const v1CreateOrderRequest = z.object({ product_id: entityId, pack_id: entityId, player_id: playerId, zone_id: zoneId });
export type V1CreateOrderRequest = z.input<typeof v1CreateOrderRequest>;

export const v1Order = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  product_id: z.string(),
  product_name: z.string(),
  pack_id: z.string(),
  pack_name: z.string(),
  player_id: z.string(),
  zone_id: z.string(),
  player_name: z.string().nullable(),
  /** Rupees, debited from the wallet. */
  price,
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(timelineStep),
  /** True for an order a test key rehearsed: checked and priced, then nothing kept and no money moved. */
  test: z.boolean(),
});
export type V1Order = z.infer<typeof v1Order>;

export const v1OrdersQuery = z.object({
  since: instant('since must be a date and time such as 2026-01-31T18:30:00Z.', 'since').optional(),
  cursor: z.string().max(200).optional(),
  // Digits only: a coerced number would take "0x10" or "1e1" as a limit.
  limit: wholeNumber({ message: 'limit must be a whole number from 1 to 100.', min: 1, max: 100 }).default(50),
});
export const v1OrdersResponse = z.object({
  orders: z.array(v1Order),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});

/** The JSON a webhook carries. */
export const webhookEvent = z.object({
  id: z.string(),
  type: z.enum(webhookEventTypes),
  created_at: z.string(),
  data: z.object({ order: v1Order.optional(), balance: z.number().min(0).max(MAX_WALLET_BALANCE_RUPEES).optional(), threshold: z.number().min(1).max(MAX_WALLET_BALANCE_RUPEES).optional(), message: z.string().optional() }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
export type V1Product = z.infer<typeof v1Product>;

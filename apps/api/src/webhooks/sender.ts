import { createHmac } from 'node:crypto';
import type { Outbound, OutboundResult } from '../platform/outbound.js';

export type SendResult = OutboundResult;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as receivers check it. */
export function signatureHeader(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

/** POSTs a signed event to a reseller's receiver, through the shop's one way of calling users' addresses. */
export function createWebhookSender(outbound: Outbound) {
  return {
    send: ({ url, secret, body, headers = {} }: { url: string; secret: string; body: string; headers?: Record<string, string> }): Promise<SendResult> =>
      outbound.post(url, body, { 'content-type': 'application/json', 'user-agent': 'shop-webhooks/1', 'shop-signature': signatureHeader(secret, body), ...headers }),
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;

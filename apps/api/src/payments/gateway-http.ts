import { AppError } from '../platform/errors.js';

/**
 * What the real payment adapters (UPIGateway, Razorpay) share: one JSON call with a timeout, where
 * an outage (no answer, an HTML error page, HTTP 5xx) becomes UNAVAILABLE with a message for the
 * customer and the reason in the log. Keys and secrets never reach the log.
 */

export type GatewayLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type GatewayAnswer = { status: number; body: unknown };

export type GatewayRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The customer's message when this call fails. */
  failure: string;
  /** Logged with any failure (e.g. the client_txn_id), never a secret. */
  context?: Record<string, unknown>;
};

export type GatewayHttp = {
  /** A JSON answer below HTTP 500; anything else throws UNAVAILABLE. */
  send(request: GatewayRequest): Promise<GatewayAnswer>;
  /** Logs why and throws UNAVAILABLE with the customer's message. */
  fail(failure: string, reason: string, details?: Record<string, unknown>): never;
};

export function createGatewayHttp({
  gateway,
  fetch,
  timeoutMs,
  log,
  secrets,
}: {
  gateway: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  log?: GatewayLog | undefined;
  /** Removed from anything logged, even when a vendor repeats them in an answer. */
  secrets: string[];
}): GatewayHttp {
  const hidden = secrets.filter((s) => s.length > 0);
  const redact = (value: unknown): unknown =>
    typeof value === 'string' ? hidden.reduce((text, secret) => text.replaceAll(secret, '[redacted]'), value) : value;

  function fail(failure: string, reason: string, details: Record<string, unknown> = {}): never {
    const logged = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, redact(v)]));
    log?.warn({ gateway, ...logged }, `payment gateway call failed: ${reason}`);
    throw new AppError('UNAVAILABLE', failure);
  }

  async function send(request: GatewayRequest): Promise<GatewayAnswer> {
    const details = { endpoint: endpointOf(request.url), ...request.context };
    let status: number;
    let text: string;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      return fail(request.failure, timedOut ? `no answer within ${timeoutMs} ms` : 'request failed', { ...details, error: describeError(err) });
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // A CDN or proxy error page, not the vendor's API.
      return fail(request.failure, 'the answer was not JSON', { ...details, status, answer: text.slice(0, 200) });
    }
    if (status >= 500) return fail(request.failure, `HTTP ${status}`, { ...details, status, answer: text.slice(0, 200) });
    return { status, body };
  }

  return { send, fail };
}

/** A JSON object's fields, or undefined for anything else (arrays included). */
export function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A string or number field as text; undefined when absent, empty or of another type. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/** The 10 digits of an Indian mobile number (also from `+91 98765 43210`), or null. */
export function indianMobile(mobile: string | null): string | null {
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec((mobile ?? '').replace(/[\s-]/g, ''));
  return match ? match[1]! : null;
}

/** Rejects amounts no gateway should see; a caller passing one is a programming error. */
export function assertPaise(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new Error(`amountPaise must be a positive integer, got ${amountPaise}`);
}

// A query string may carry identifiers that do not belong in the log.
function endpointOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'invalid url';
  }
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
}

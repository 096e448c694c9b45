/**
 * The one way the shop calls another company's server (payment gateways, SMS providers,
 * suppliers): a JSON or form request with a timeout, where an outage (no answer, a timeout, an
 * HTML error page, HTTP 5xx) becomes `OutsideServiceDown`, with the reason in the log. Secrets
 * never reach the log, even when a vendor repeats them in an answer.
 */

export type HttpLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** How an adapter reaches its vendor: the address, and (tests) a fetch, a timeout and a log of their own. */
export type VendorConnection = { url: string; fetch?: typeof globalThis.fetch; timeoutMs?: number; log?: HttpLog };

export type HttpRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or exactly this text when it is already a JSON string (a signature covers it). */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Logged with any failure (an order reference), never a secret. */
  context?: Record<string, unknown>;
};

/** A JSON answer below HTTP 500. */
export type HttpAnswer = { status: number; body: unknown };

/** The service did not answer usefully: the outcome of the call is unknown. */
export class OutsideServiceDown extends Error {
  constructor(
    readonly service: string,
    readonly reason: string,
  ) {
    super(`${service}: ${reason}`);
  }
}

export type Http = {
  send(request: HttpRequest): Promise<HttpAnswer>;
  /** Logs a problem with an answer, redacted. */
  warn(reason: string, details?: Record<string, unknown>): void;
  /** Removes the secrets from a value before it is shown or stored. */
  redact(value: unknown): unknown;
};

export function createHttp({
  service,
  logAs = {},
  failureLabel = `${service} call failed`,
  fetch = globalThis.fetch,
  timeoutMs,
  log,
  secrets,
}: {
  /** Who is called, as the log names it: `{ provider: 'fast2sms' }`, `{ supplier: 'moogold' }`. */
  service: string;
  logAs?: Record<string, string>;
  /** How a failure's log line starts ("SMS not sent"). */
  failureLabel?: string;
  fetch?: typeof globalThis.fetch | undefined;
  timeoutMs: number;
  log?: HttpLog | undefined;
  secrets: (string | undefined)[];
}): Http {
  const hidden = secrets.filter((s): s is string => typeof s === 'string' && s.length > 0);
  const redact = (value: unknown): unknown => {
    if (typeof value === 'string') return hidden.reduce((text, secret) => text.replaceAll(secret, '[redacted]'), value);
    if (Array.isArray(value)) return value.map(redact);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
    return value;
  };
  const warn = (reason: string, details: Record<string, unknown> = {}) => log?.warn(redact({ ...logAs, ...details }) as object, `${failureLabel}: ${reason}`);
  const down = (reason: string, details: Record<string, unknown>): never => {
    warn(reason, details);
    throw new OutsideServiceDown(service, reason);
  };

  async function send(request: HttpRequest): Promise<HttpAnswer> {
    const details = { endpoint: endpointOf(request.url), ...request.context };
    const body =
      request.form !== undefined
        ? new URLSearchParams(request.form).toString()
        : request.json === undefined
          ? undefined
          : typeof request.json === 'string'
            ? request.json
            : JSON.stringify(request.json);
    const contentType = request.form !== undefined ? 'application/x-www-form-urlencoded' : request.json !== undefined ? 'application/json' : undefined;
    let status: number;
    let text: string;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: { accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}), ...request.headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      return down(timedOut ? `no answer within ${timeoutMs} ms` : 'request failed', { ...details, error: describeError(err) });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // A CDN or proxy error page, not the vendor's API.
      return down('the answer was not JSON', { ...details, status, answer: text.slice(0, 200) });
    }
    if (status >= 500) return down(`HTTP ${status}`, { ...details, status, answer: text.slice(0, 200) });
    return { status, body: parsed };
  }

  return { send, warn, redact };
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

/** A URL without its query, which may carry identifiers (a mobile number, a code) that do not belong in the log. */
export function endpointOf(url: string): string {
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

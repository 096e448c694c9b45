import { AppError } from '../platform/errors.js';

/**
 * What the real SMS adapters (Fast2SMS, MSG91) share: the Indian number, one HTTP call with a
 * timeout, and the one message a customer sees when the provider fails. The reason goes to the
 * log; the API key and the code never do.
 */

export type ProviderLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export const smsUnavailable = () => new AppError('UNAVAILABLE', 'Could not send the OTP. Please try again in a minute.');

/** The 10 digits of an Indian mobile number, also from `+91 98765 43210` or `098765-43210`. */
export function tenDigitMobile(to: string): string {
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(to.replace(/[\s-]/g, ''));
  if (!match) throw new AppError('BAD_REQUEST', 'Please enter a valid 10-digit mobile number.');
  return match[1]!;
}

/** OTP routes carry only a numeric code, never free text. */
export function otpCodeOf(provider: string, otp: string | undefined): string {
  if (!otp || !/^\d{4,10}$/.test(otp)) throw new Error(`${provider} sends one-time codes only: the message needs a numeric otp`);
  return otp;
}

export type SmsApiVerdict = { ok: true; reference?: string | undefined } | { ok: false; message?: string | undefined };

export type SmsApiCall = {
  provider: string;
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
  /** Removed from anything logged (the API key). */
  secret: string;
  /** The 10-digit number, logged masked. */
  mobile: string;
  timeoutMs: number;
  fetch: typeof fetch;
  log?: ProviderLog | undefined;
  /** The vendor's own success test on its JSON answer (only 2xx answers get here). */
  verdict(body: unknown): SmsApiVerdict;
};

/** Sends one request; a network error, timeout, non-2xx, non-JSON or refused answer throws smsUnavailable(). */
export async function callSmsApi(call: SmsApiCall): Promise<void> {
  const { provider, log } = call;
  const context = { provider, endpoint: endpointOf(call.url), to: `******${call.mobile.slice(-4)}` };
  const fail = (reason: string, details: Record<string, unknown> = {}): never => {
    log?.warn({ ...context, ...redacted(details, call.secret) }, `SMS not sent: ${reason}`);
    throw smsUnavailable();
  };

  let status: number;
  let text: string;
  try {
    const response = await call.fetch(call.url, { ...call.init, signal: AbortSignal.timeout(call.timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    return fail(timedOut ? `no answer within ${call.timeoutMs} ms` : 'request failed', { error: describeError(err) });
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A CDN or proxy error page, not the vendor's API.
    return fail('the answer was not JSON', { status, answer: text.slice(0, 200) });
  }
  const verdict = status >= 200 && status < 300 ? call.verdict(body) : { ok: false as const, message: messageIn(body) };
  if (!verdict.ok) return fail('refused by the provider', { status, message: verdict.message });
  log?.info({ ...context, reference: verdict.reference }, 'SMS sent');
}

/** A vendor's `message`, a string or a list of strings. */
export function messageIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
  return undefined;
}

// The query string would carry the number and, for MSG91, the code.
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

function redacted(details: Record<string, unknown>, secret: string): Record<string, unknown> {
  if (!secret) return details;
  return Object.fromEntries(Object.entries(details).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll(secret, '[redacted]') : v]));
}

import { AppError } from '../platform/errors.js';
import { createHttp, endpointOf, OutsideServiceDown, type HttpAnswer } from '../platform/http.js';

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
  const http = createHttp({ service: provider, logAs: { provider }, failureLabel: 'SMS not sent', fetch: call.fetch, timeoutMs: call.timeoutMs, log, secrets: [call.secret] });
  const context = { endpoint: endpointOf(call.url), to: `******${call.mobile.slice(-4)}` };
  let answer: HttpAnswer;
  try {
    answer = await http.send({ method: call.init.method, url: call.url, headers: call.init.headers, ...(call.init.body === undefined ? {} : { json: call.init.body }), context });
  } catch (err) {
    if (err instanceof OutsideServiceDown) throw smsUnavailable();
    throw err;
  }
  const verdict = answer.status >= 200 && answer.status < 300 ? call.verdict(answer.body) : { ok: false as const, message: messageIn(answer.body) };
  if (!verdict.ok) {
    http.warn('refused by the provider', { ...context, status: answer.status, message: verdict.message });
    throw smsUnavailable();
  }
  log?.info({ provider, ...context, reference: verdict.reference }, 'SMS sent');
}

/** A vendor's `message`, a string or a list of strings. */
export function messageIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
  return undefined;
}

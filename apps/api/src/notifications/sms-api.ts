import { AppError } from '../platform/errors.js';
import { createHttp, endpointOf, OutsideServiceDown, type HttpAnswer, type HttpLog, type VendorConnection } from '../platform/http.js';
import { indianMobile } from '../platform/indian-mobile.js';
import type { SmsSender } from './senders.js';

/**
 * What the real SMS adapters (Fast2SMS, MSG91) share: the Indian number, one HTTP call with a
 * timeout, and the one message a customer sees when the provider fails. The reason goes to the
 * log; the API key and the code never do.
 */

export const smsUnavailable = () => new AppError('UNAVAILABLE', 'Could not send the OTP. Please try again in a minute.');

/** The 10 digits of an Indian mobile number, also from `+91 98765 43210` or `098765-43210`. */
function tenDigitMobile(to: string): string {
  const mobile = indianMobile(to);
  if (!mobile) throw new AppError('BAD_REQUEST', 'Please enter a valid 10-digit mobile number.');
  return mobile;
}

/** OTP routes carry only a numeric code, never free text. */
function otpCodeOf(provider: string, otp: string | undefined): string {
  if (!otp || !/^\d{4,10}$/.test(otp)) throw new Error(`${provider} sends one-time codes only: the message needs a numeric otp`);
  return otp;
}

/** A vendor's OTP API: how to ask it to send a code to a number, and how to read its answer. */
export type OtpApi = {
  /** As the log names it, and the sender's name. */
  provider: string;
  /** As a programming error names it. */
  label: string;
  /** Removed from anything logged (the API key). */
  secret: string;
  request(mobile: string, code: string): { url: string; init: SmsApiCall['init'] };
  verdict: SmsApiCall['verdict'];
};

/** One-time codes through a vendor's OTP API: only the code travels, to an Indian number. */
export function createOtpSender(api: OtpApi, { fetch = globalThis.fetch, timeoutMs = 10_000, log }: Omit<VendorConnection, 'url'>): SmsSender {
  return {
    name: api.provider,
    async send({ to, otp }) {
      const mobile = tenDigitMobile(to);
      const { url, init } = api.request(mobile, otpCodeOf(api.label, otp));
      await callSmsApi({ provider: api.provider, url, init, secret: api.secret, mobile, timeoutMs, fetch, log, verdict: api.verdict });
    },
  };
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
  log?: HttpLog | undefined;
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

import { z } from 'zod';
import type { VendorConnection } from '../platform/http.js';
import type { SmsSender } from './senders.js';
import { createOtpSender, messageIn } from './sms-api.js';

// MSG91 v5 OTP API: everything travels in the query string, the key in the
// `authkey` header; the number carries India's country code. An error may come with HTTP 200.
const answer = z.looseObject({ type: z.string(), request_id: z.string().optional(), message: z.unknown().optional() });

/** One-time codes through MSG91's OTP template. */
export function createMsg91({ authKey, templateId, url, ...connection }: { authKey: string; templateId: string } & VendorConnection): SmsSender {
  return createOtpSender(
    {
      provider: 'msg91',
      label: 'MSG91',
      secret: authKey,
      request(mobile, code) {
        const target = new URL(url);
        target.searchParams.set('template_id', templateId);
        target.searchParams.set('mobile', `91${mobile}`);
        target.searchParams.set('otp', code);
        return { url: target.toString(), init: { method: 'POST', headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' }, body: '{}' } };
      },
      verdict(body) {
        const parsed = answer.safeParse(body);
        if (!parsed.success || parsed.data.type !== 'success') return { ok: false, message: messageIn(body) };
        // On success MSG91 puts the request id in `request_id` or, in older answers, in `message`.
        return { ok: true, reference: parsed.data.request_id ?? messageIn(body) };
      },
    },
    connection,
  );
}

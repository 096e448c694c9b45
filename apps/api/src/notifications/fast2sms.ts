import { z } from 'zod';
import type { SmsSender } from './senders.js';
import { callSmsApi, messageIn, otpCodeOf, tenDigitMobile, type ProviderLog } from './sms-api.js';

// Fast2SMS bulkV2, OTP route: the key in the `authorization` header on POST,
// a pre-approved template that needs no DLT registration, only the code travels.
const answer = z.looseObject({ return: z.boolean(), request_id: z.string().optional() });

/** One-time codes through Fast2SMS. */
export function createFast2Sms({
  apiKey,
  url,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
  log,
}: {
  apiKey: string;
  url: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  log?: ProviderLog;
}): SmsSender {
  return {
    name: 'fast2sms',
    async send({ to, otp }) {
      const numbers = tenDigitMobile(to);
      const code = otpCodeOf('Fast2SMS', otp);
      await callSmsApi({
        provider: 'fast2sms',
        url,
        init: {
          method: 'POST',
          headers: { authorization: apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ route: 'otp', variables_values: code, numbers }),
        },
        secret: apiKey,
        mobile: numbers,
        timeoutMs,
        fetch,
        log,
        verdict(body) {
          const parsed = answer.safeParse(body);
          return parsed.success && parsed.data.return ? { ok: true, reference: parsed.data.request_id } : { ok: false, message: messageIn(body) };
        },
      });
    },
  };
}

import { z } from 'zod';
import type { VendorConnection } from '../platform/http.js';
import type { SmsSender } from './senders.js';
import { createOtpSender, messageIn } from './sms-api.js';

// Fast2SMS bulkV2, OTP route: the key in the `authorization` header on POST,
// a pre-approved template that needs no DLT registration, only the code travels.
const answer = z.looseObject({ return: z.boolean(), request_id: z.string().optional() });

/** One-time codes through Fast2SMS. */
export function createFast2Sms({ apiKey, url, ...connection }: { apiKey: string } & VendorConnection): SmsSender {
  return createOtpSender(
    {
      provider: 'fast2sms',
      label: 'Fast2SMS',
      secret: apiKey,
      request: (mobile, code) => ({
        url,
        init: {
          method: 'POST',
          headers: { authorization: apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ route: 'otp', variables_values: code, numbers: mobile }),
        },
      }),
      verdict(body) {
        const parsed = answer.safeParse(body);
        return parsed.success && parsed.data.return ? { ok: true, reference: parsed.data.request_id } : { ok: false, message: messageIn(body) };
      },
    },
    connection,
  );
}

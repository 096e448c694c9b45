// Web Push: a customer's consent, one subscription per device, and the notices it carries.
import { z } from 'zod';

export const pushKeyResponse = z.object({ publicKey: z.string() });

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscribeRequest = z.object({
  endpoint: z
    .string({ error: 'A push subscription needs its endpoint.' })
    .max(1000, 'The push endpoint is too long.')
    .pipe(z.url({ protocol: /^https$/, error: 'The push endpoint must be an https:// address.' })),
  /** When the browser says it ends, in milliseconds since 1970 (between 2020 and 2100), or null. */
  expirationTime: z.number({ error: 'The subscription end must be a time in milliseconds.' }).int('The subscription end must be a time in milliseconds.').min(1_577_836_800_000, 'The subscription end must be a time in milliseconds.').max(4_102_444_800_000, 'The subscription end must be a time in milliseconds.').nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'The push subscription key is not valid.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'The push subscription secret is not valid.'),
  }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().max(1000) });
export type PushUnsubscribeRequest = z.input<typeof pushUnsubscribeRequest>;
export const pushDoneResponse = z.object({ message: z.string() });

/** What a push carries: the service worker shows it and opens `url` on a tap. */
export const pushMessage = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushMessage = z.infer<typeof pushMessage>;

import { z } from 'zod';

// The dev outbox call (ARCHITECTURE: sandbox contract): what the sandbox SMS and mail "sent".

export const outboxRequest = z.object({
  /** A mobile number or an email address; all messages when absent. */
  to: z.string().trim().min(1, 'to must not be empty').max(320).optional(),
});
export type OutboxRequest = z.infer<typeof outboxRequest>;

export const outboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  /** Emails only. */
  subject: z.string().optional(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** The one-time code an SMS carries. */
  otp: z.string().optional(),
  /** The verification or reset address an email carries. */
  link: z.string().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Newest first. */
export const outboxResponse = z.object({ messages: z.array(outboxMessage) });
export type OutboxResponse = z.infer<typeof outboxResponse>;

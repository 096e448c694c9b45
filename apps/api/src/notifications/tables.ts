import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { claimColumns, createdAt, idKey } from '../platform/tables.js';

/** The dev outbox: what the sandbox SMS and mail providers "sent". */
export const devMessages = pgTable(
  'dev_messages',
  {
    ...idKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    otp: text('otp'),
    link: text('link'),
    ...createdAt(),
    /** Insertion order: two messages sent in the same millisecond still list newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [check('dev_messages_channel', sql`${t.channel} in ('sms', 'email')`), index('dev_messages_to_idx').on(t.to, t.createdAt)],
);

/**
 * Mails waiting to be sent: each is written in the transaction of the change it tells about, so
 * it is sent if and only if the change committed. The process that wrote it sends it right after
 * the commit (it holds the claim); a sweep sends what a dead process left and retries failures,
 * waiting longer after each, until `attempts` reaches the most. A sent mail's row is deleted.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...idKey(),
    /** Null when the customer it was for no longer has an address: nothing is sent. */
    to: text('to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    ...claimColumns(),
    lastError: text('last_error'),
    ...createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);

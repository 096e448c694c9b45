import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dev outbox: what the sandbox SMS and mail providers "sent". */
export const devMessages = pgTable(
  'dev_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    otp: text('otp'),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two messages sent in the same millisecond still list newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [check('dev_messages_channel', sql`${t.channel} in ('sms', 'email')`), index('dev_messages_to_idx').on(t.to, t.createdAt)],
);

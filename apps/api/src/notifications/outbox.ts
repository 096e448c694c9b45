import { desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/database.js';
import type { OutboxMessage, OutboxResponse } from '@shop/contract/dev-outbox';
import { devMessages } from './tables.js';

const MAX_MESSAGES = 100;

/** What the sandbox providers sent, newest first, to one address or to anyone (at most 100). */
export async function listOutbox({ db, to, limit = MAX_MESSAGES }: { db: Db; to?: string | undefined; limit?: number }): Promise<OutboxResponse> {
  const rows = await db
    .select()
    .from(devMessages)
    .where(to === undefined ? undefined : eq(devMessages.to, to))
    .orderBy(desc(devMessages.createdAt), desc(devMessages.seq))
    .limit(Math.max(1, Math.min(Math.trunc(limit), MAX_MESSAGES)));
  return { messages: rows.map(toOutboxMessage) };
}

function toOutboxMessage(row: typeof devMessages.$inferSelect): OutboxMessage {
  return {
    channel: row.channel === 'email' ? 'email' : 'sms',
    to: row.to,
    ...(row.subject !== null ? { subject: row.subject } : {}),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    ...(row.otp !== null ? { otp: row.otp } : {}),
    ...(row.link !== null ? { link: row.link } : {}),
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MailSender } from '../notifications/senders.js';
import type { Db, Tx } from '../platform/database.js';
import { emailTokens } from './tables.js';

export type LinkPurpose = 'verify_email' | 'reset_password';

/** Verification links last a day; reset links 15 minutes. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { verify_email: 24 * 60 * 60_000, reset_password: 15 * 60_000 };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export type LinkCheck = { ok: true } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Makes a single-use link token; only its hash is stored. Earlier unused links of the purpose stop working. */
export async function issueLinkToken(tx: Tx, userId: string, purpose: LinkPurpose, now = new Date()): Promise<string> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailTokens).values({ userId, purpose, tokenHash: digest(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]) });
  return token;
}

/** Uses a link token once, inside the caller's transaction (row locked against a double click). */
export async function consumeLinkToken(tx: Tx, userId: string, purpose: LinkPurpose, token: string, now = new Date()): Promise<LinkCheck> {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), eq(emailTokens.tokenHash, digest(token))))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
  return { ok: true };
}

/** When the latest link of a purpose was sent to a user, to rate-limit resends. */
export async function lastLinkSentAt(db: Db, userId: string, purpose: LinkPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Mails a user a new single-use link: its token is stored (in its own transaction) before the mail goes. */
export async function mailLink(
  db: Db,
  mail: MailSender,
  { user, purpose, address, subject, text }: { user: { id: string; email: string }; purpose: LinkPurpose; address: (token: string) => string; subject: string; text: (link: string) => string },
) {
  const token = await db.transaction((tx) => issueLinkToken(tx, user.id, purpose));
  const link = address(token);
  await mail.send({ to: user.email, subject, link, text: text(link) });
}

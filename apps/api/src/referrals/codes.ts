import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.js';
import { AppError, badRequest } from '../platform/errors.js';
import { isUniqueViolation } from '../platform/database.js';
import { referralCodes, referralLinks } from './tables.js';

// Referral codes and who referred whom: read and written here alone. Registration (accounts)
// checks a code and links the new customer through these.

const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The customer a referral code belongs to; a code that belongs to nobody is refused. */
export async function referrerByCode(executor: Db | Tx, code: string): Promise<string> {
  const [row] = await executor.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
  if (!row) throw badRequest('Invalid referral code.');
  return row.userId;
}

/** Records who referred a new customer, in the registration's transaction. */
export async function linkReferral(tx: Tx, referredId: string, referrerId: string) {
  await tx.insert(referralLinks).values({ referredId, referrerId });
}

/** A customer's referral code, made on first request: a readable start of their name and 5 random characters. */
export async function ensureReferralCode(db: Db, userId: string, name: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await referralCodeOf(db, userId);
    if (existing) return existing;
    const start = name.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4) || 'SHOP';
    const random = Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) => codeAlphabet[b % codeAlphabet.length]).join('');
    try {
      const [made] = await db.insert(referralCodes).values({ userId, code: `${start}${random}` }).onConflictDoNothing({ target: referralCodes.userId }).returning({ code: referralCodes.code });
      if (made) return made.code;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // another customer has this code: draw again
    }
  }
  throw new AppError('UNAVAILABLE', 'Failed to generate referral code');
}

export async function referralCodeOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code ?? null;
}

/** Who referred a customer, if anyone (set once, at registration). */
export async function referrerIdOf(executor: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await executor.select({ referrerId: referralLinks.referrerId }).from(referralLinks).where(eq(referralLinks.referredId, userId));
  return row?.referrerId ?? null;
}

/** How many customers registered with this customer's code. */
export async function referredCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(referralLinks).where(eq(referralLinks.referrerId, userId));
  return row?.n ?? 0;
}

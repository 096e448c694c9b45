import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.js';
import { oneTimeCodes } from './tables.js';

export type CodePurpose = 'register' | 'login';

// Spec: 4 digits. Ours: valid 10 minutes, a resend after 60 seconds, void after 5 wrong tries.
export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_WRONG_TRIES = 5;

export const CODE_EXPIRED = 'OTP has expired. Please request a new OTP.';
export const CODE_VOID = 'Too many wrong attempts. Please request a new OTP.';

export type CodeCheck = { ok: true; context: { referralCode?: string } } | { ok: false; message: string };

export function createOneTimeCodes({ key, now = () => new Date() }: { key: Uint8Array; now?: () => Date }) {
  // Codes are kept as an HMAC under a server key: a copy of the table does not reveal them.
  const digest = (id: string, code: string) => createHmac('sha256', key).update(`${id}:${code}`).digest('hex');

  return {
    /** Milliseconds until a new code may be sent to this number (0: now). */
    async resendWaitMs(db: Db | Tx, purpose: CodePurpose, mobile: string): Promise<number> {
      const [latest] = await db
        .select({ resendAfter: oneTimeCodes.resendAfter })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return latest ? Math.max(0, latest.resendAfter.getTime() - now().getTime()) : 0;
    },

    /** Makes a new code (voiding earlier ones for the number) and answers it for sending. */
    async issue(tx: Tx, options: { purpose: CodePurpose; mobile: string; context?: { referralCode?: string } }): Promise<{ id: string; code: string }> {
      const { purpose, mobile } = options;
      const t = now();
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: t })
        .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
      const id = crypto.randomUUID();
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      await tx.insert(oneTimeCodes).values({
        id,
        purpose,
        mobile,
        codeHash: digest(id, code),
        context: options.context ?? {},
        expiresAt: new Date(t.getTime() + CODE_TTL_MS),
        resendAfter: new Date(t.getTime() + RESEND_AFTER_MS),
      });
      return { id, code };
    },

    /** Forgets a code whose SMS could not be sent, so the customer may ask again at once. */
    async discard(db: Db, id: string) {
      await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    },

    /**
     * Checks a code inside the caller's transaction, with the row locked so that two tries
     * at once count as two. A wrong try is counted even though the check fails, so the caller
     * must commit the transaction and raise the failure after it.
     */
    async check(tx: Tx, purpose: CodePurpose, mobile: string, code: string): Promise<CodeCheck> {
      const [latest] = await tx
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1)
        .for('update');
      if (!latest || latest.consumedAt) {
        return { ok: false, message: latest && latest.failedAttempts >= MAX_WRONG_TRIES ? CODE_VOID : CODE_EXPIRED };
      }
      if (latest.expiresAt <= now()) return { ok: false, message: CODE_EXPIRED };

      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(digest(latest.id, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const failedAttempts = latest.failedAttempts + 1;
        const voided = failedAttempts >= MAX_WRONG_TRIES;
        await tx
          .update(oneTimeCodes)
          .set({ failedAttempts, ...(voided ? { consumedAt: now() } : {}) })
          .where(eq(oneTimeCodes.id, latest.id));
        const left = MAX_WRONG_TRIES - failedAttempts;
        return { ok: false, message: voided ? CODE_VOID : `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` };
      }
      await tx.update(oneTimeCodes).set({ consumedAt: now() }).where(eq(oneTimeCodes.id, latest.id));
      return { ok: true, context: latest.context };
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

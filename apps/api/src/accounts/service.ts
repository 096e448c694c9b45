import { eq, or, sql } from 'drizzle-orm';
import type { Role } from '@shop/contract/accounts';
import type { MailSender, SmsSender } from '../notifications/senders.js';
import { conflictOnUnique, type Db, type Tx } from '../platform/database.js';
import { AppError, badRequest, forbidden, notFound } from '../platform/errors.js';
import { tryAgainIn, type RateLimiter, type RateRule } from '../platform/rate-limit.js';
import { accountByEmail, emailIs, toSessionUser, type UserRow } from './account-rows.js';
import { consumeLinkToken, lastLinkSentAt, mailLink } from './email-links.js';
import { accountOfIdentity, type ProvenIdentity } from './identities.js';
import type { CodePurpose, OneTimeCodes } from './one-time-codes.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import type { Caller, Sessions } from './session.js';
import { assertSelf } from './lookups.js';
import { users } from './tables.js';
import { linkReferral, referrerByCode } from '../referrals/codes.js';

export { ensureAdmin } from './user-admin.js';

// Throttles (ours; the spec leaves them open).
const rules = {
  codeSendsPerNumber: { limit: 5, windowMs: 60 * 60_000, message: (ms) => `Too many OTP requests for this number. ${tryAgainIn(ms)}` },
  codeSendsPerAddress: { limit: 20, windowMs: 60 * 60_000, message: (ms) => `Too many OTP requests. ${tryAgainIn(ms)}` },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000, message: (ms) => `Too many failed login attempts for this account. ${tryAgainIn(ms)}` },
  loginsPerAddress: { limit: 60, windowMs: 15 * 60_000, message: (ms) => `Too many login attempts. ${tryAgainIn(ms)}` },
  resetsPerEmail: { limit: 3, windowMs: 60 * 60_000, message: (ms) => `Too many reset requests. ${tryAgainIn(ms)}` },
  resetsPerAddress: { limit: 20, windowMs: 60 * 60_000, message: (ms) => `Too many reset requests. ${tryAgainIn(ms)}` },
  // Asking for a login code tells whether a number has an account: guessing numbers is limited.
  codeLookupsPerAddress: { limit: 20, windowMs: 15 * 60_000, message: (ms) => `Too many OTP requests. ${tryAgainIn(ms)}` },
  codeLookupsPerNumber: { limit: 10, windowMs: 15 * 60_000, message: (ms) => `Too many OTP requests for this number. ${tryAgainIn(ms)}` },
} satisfies Record<string, RateRule>;

/** A new verification mail on login at most every 10 minutes. */
const VERIFICATION_RESEND_MS = 10 * 60_000;

export const messages = {
  userUnknown: 'User does not exist. Please create an account first.',
  mobileUnknown: 'Mobile Number not registered with us',
  blocked: 'Your account has been blocked. Please contact support.',
  linkCorrupted: 'The link is corrupted.',
  resetRequested: 'If an account exists for this email, a password reset link has been sent. Please check your inbox.',
} as const;

export type Accounts = ReturnType<typeof createAccounts>;

export function createAccounts(deps: {
  db: Db;
  sessions: Sessions;
  codes: OneTimeCodes;
  sms: SmsSender;
  mail: MailSender;
  limiter: RateLimiter;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
  /** Set (to the provider's name) when admins may sign in only through the OpenID Connect provider. */
  adminsOnlyThrough?: string | undefined;
}) {
  const { db, sessions, codes, sms, mail, limiter, publicUrl, log, adminsOnlyThrough } = deps;

  /** Password, mobile-code and other providers' sign-ins of an admin, when admins must use the owner's provider (and its MFA). */
  function refuseAdminOutsideProvider(user: UserRow) {
    if (adminsOnlyThrough && user.role === 'admin') throw forbidden(`Admins sign in with ${adminsOnlyThrough} only. Use "Continue with ${adminsOnlyThrough}".`);
  }

  async function sessionOf(user: UserRow) {
    const token = await sessions.issueToken({ id: user.id, role: user.role as Role, sessionVersion: user.sessionVersion });
    return { token, user: toSessionUser(user) };
  }

  const findByEmail = (email: string) => accountByEmail(db, email);

  async function findByMobile(mobile: string) {
    const [row] = await db.select().from(users).where(eq(users.mobilenumber, mobile)).limit(1);
    return row ?? null;
  }

  /** Sends a fresh 4-digit code to a number, once its resend timer has run out. */
  async function sendCode(purpose: CodePurpose, mobile: string, address: string, context?: { referralCode?: string }) {
    const wait = await codes.resendWaitMs(db, purpose, mobile);
    if (wait > 0) throw new AppError('RATE_LIMITED', `Please wait ${Math.ceil(wait / 1000)} seconds before requesting a new OTP.`);
    await limiter.hit(`code:number:${mobile}`, rules.codeSendsPerNumber);
    await limiter.hit(`code:address:${address}`, rules.codeSendsPerAddress);
    const issued = await db.transaction((tx) => codes.issue(tx, { purpose, mobile, ...(context ? { context } : {}) }));
    try {
      await sms.send({ to: mobile, otp: issued.code, text: `${issued.code} is your S-Store OTP. It is valid for 10 minutes. Do not share it with anyone.` });
    } catch (err) {
      await codes.discard(db, issued.id);
      throw err;
    }
  }

  const sendVerificationMail = (user: UserRow) =>
    mailLink(db, mail, {
      user,
      purpose: 'verify_email',
      address: (token) => `${publicUrl}/verification/${user.id}/${token}`,
      subject: 'Verify your email address',
      text: (link) => `Hi ${user.name},\n\nPlease verify your email address to start using your S-Store account:\n${link}\n\nThe link is valid for 24 hours.`,
    });

  async function assertUnique(email: string, mobile: string | null, exceptId?: string) {
    const clash = await db
      .select({ id: users.id, email: users.email, mobilenumber: users.mobilenumber })
      .from(users)
      .where(or(emailIs(email), mobile ? eq(users.mobilenumber, mobile) : sql`false`));
    const other = clash.filter((u) => u.id !== exceptId);
    if (other.some((u) => u.email.toLowerCase() === email.toLowerCase())) throw new AppError('CONFLICT', 'An account with this email already exists.');
    if (other.length) throw new AppError('CONFLICT', 'An account with this mobile number already exists.');
  }

  const referrerOf = (code: string | undefined, executor: Db | Tx = db) => (code ? referrerByCode(executor, code) : Promise.resolve(null));

  return {
    findByEmail,
    sessionOf,

    /** Step 1 of registration: checks the form and sends a code to the mobile number. */
    async register(form: { name: string; mobileNumber: string; email: string; password: string; referralCode: string }, address: string) {
      await assertUnique(form.email, form.mobileNumber);
      await referrerOf(form.referralCode || undefined);
      await sendCode('register', form.mobileNumber, address, form.referralCode ? { referralCode: form.referralCode } : undefined);
      return { msg: `OTP sent to ${form.mobileNumber}.` };
    },

    /** Step 2: the code proves the number; the account is made and a verification mail sent. */
    async verifyAndRegister(form: { name: string; mobileNumber: string; email: string; password: string; otp: string; referralCode?: string | undefined }) {
      await assertUnique(form.email, form.mobileNumber);
      const passwordHash = await hashPassword(form.password);
      const outcome = await db.transaction(async (tx) => {
        const check = await codes.check(tx, 'register', form.mobileNumber, form.otp);
        if (!check.ok) return check;
        const referredBy = await referrerOf(form.referralCode || check.context.referralCode, tx);
        const [user] = await tx.insert(users).values({ name: form.name, email: form.email, mobilenumber: form.mobileNumber, passwordHash }).returning();
        if (referredBy) await linkReferral(tx, user!.id, referredBy);
        return { ok: true as const, user: user! };
      }).catch(conflictOnUnique('An account with this email or mobile number already exists.'));
      if (!outcome.ok) throw badRequest(outcome.message);
      await sendVerificationMail(outcome.user).catch((err) => log.error({ err }, 'verification mail failed'));
      return { msg: `Registration successful! A verification link has been sent to ${outcome.user.email}. Please verify your email, then log in.` };
    },

    async verifyEmail(userId: string, token: string) {
      const result = await db.transaction(async (tx) => {
        const check = await consumeLinkToken(tx, userId, 'verify_email', token);
        if (check.ok) await tx.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, userId));
        return check;
      });
      if (result.ok) return { msg: 'Email verified successfully. You can now log in.', code: '0' as const };
      const [user] = await db.select({ verified: users.verified }).from(users).where(eq(users.id, userId)).limit(1);
      if (user?.verified && result.reason === 'used') return { msg: 'Your email is already verified. You can log in.', code: '0' as const };
      throw new AppError('BAD_REQUEST', result.reason === 'expired' ? 'This verification link has expired. Log in to get a new one.' : messages.linkCorrupted);
    },

    async login(email: string, password: string, address: string) {
      await limiter.hit(`login:address:${address}`, rules.loginsPerAddress);
      await limiter.check(`login:account:${email}`, rules.loginFailuresPerAccount);
      const user = await findByEmail(email);
      if (!user) {
        await verifyPassword(await decoyHash, password); // as slow as a real check
        throw notFound(messages.userUnknown);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await limiter.hit(`login:account:${email}`, rules.loginFailuresPerAccount);
        throw new AppError('UNAUTHENTICATED', 'Incorrect password. Please try again.');
      }
      await limiter.reset(`login:account:${email}`);
      if (user.isBlocked) throw forbidden(messages.blocked);
      refuseAdminOutsideProvider(user);
      if (!user.verified) {
        const last = await lastLinkSentAt(db, user.id, 'verify_email');
        if (!last || Date.now() - last.getTime() > VERIFICATION_RESEND_MS) {
          await sendVerificationMail(user).catch((err) => log.error({ err }, 'verification mail failed'));
        }
        throw forbidden(`Please verify your email address. A verification email has been sent to ${user.email}.`);
      }
      return sessionOf(user);
    },

    async sendLoginCode(mobile: string, address: string) {
      await limiter.hit(`code-lookup:address:${address}`, rules.codeLookupsPerAddress);
      await limiter.hit(`code-lookup:number:${mobile}`, rules.codeLookupsPerNumber);
      const user = await findByMobile(mobile);
      if (!user) throw notFound(messages.mobileUnknown);
      if (user.isBlocked) throw forbidden(messages.blocked);
      await sendCode('login', mobile, address);
      return { success: true, message: `OTP sent to ${mobile}.` };
    },

    async loginCodeTimer(mobile: string) {
      return { success: true, timer: await codes.resendWaitMs(db, 'login', mobile), message: 'ok' };
    },

    async verifyLoginCode(mobile: string, otp: string) {
      const check = await db.transaction((tx) => codes.check(tx, 'login', mobile, otp));
      if (!check.ok) throw badRequest(check.message);
      const user = await findByMobile(mobile);
      if (!user) throw notFound(messages.mobileUnknown);
      if (user.isBlocked) throw forbidden(messages.blocked);
      refuseAdminOutsideProvider(user);
      return { success: true as const, message: 'Login successful', ...(await sessionOf(user)) };
    },

    /** Same answer whether or not the email has an account (no account enumeration). */
    async requestPasswordReset(email: string, address: string) {
      await limiter.hit(`reset:address:${address}`, rules.resetsPerAddress);
      await limiter.hit(`reset:email:${email}`, rules.resetsPerEmail);
      const user = await findByEmail(email);
      if (user && !user.isBlocked) {
        // Sent in the background so that the answer takes as long for unknown addresses.
        void mailLink(db, mail, {
          user,
          purpose: 'reset_password',
          address: (token) => `${publicUrl}/reset_password/${user.id}/${token}`,
          subject: 'Reset your password',
          text: (link) =>
            `Hi ${user.name},\n\nSomeone (hopefully you) asked to reset your S-Store password. Choose a new one here:\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this email.`,
        }).catch((err) => log.error({ err }, 'password reset mail failed'));
      }
      return { msg: messages.resetRequested };
    },

    /** Sets a new password from a reset link; every earlier session of the user ends. */
    async resetPassword(userId: string, token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const check = await db.transaction(async (tx) => {
        const result = await consumeLinkToken(tx, userId, 'reset_password', token);
        if (result.ok) {
          await tx
            .update(users)
            // The link came by email, so the address is proven as well.
            .set({ passwordHash, verified: true, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
            .where(eq(users.id, userId));
        }
        return result;
      });
      if (check.ok) return { msg: 'Password reset successfully. Please log in with your new password.', code: '0' as const };
      throw new AppError('BAD_REQUEST', check.reason === 'expired' ? 'The link has expired. Please generate a new reset link.' : messages.linkCorrupted);
    },

    validateRole(caller: Caller, requiredRoles: readonly Role[]) {
      if (!requiredRoles.includes(caller.role)) throw forbidden('You do not have access to this page.');
      return { role: caller.role };
    },

    async editProfile(caller: Caller, userid: string, name: string) {
      assertSelf(caller, userid);
      const [user] = await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, caller.id)).returning();
      return { message: 'Profile updated successfully', user: toSessionUser(user!) };
    },

    /**
     * Sign-in through an OpenID Connect provider, after the ID token was verified: the account the
     * identity links to (identities.ts). An admin signs in this way only through a provider that
     * admits admins.
     */
    async signInWithIdentity(identity: ProvenIdentity & { admitsAdmins: boolean }) {
      const user = await db.transaction((tx) => accountOfIdentity(tx, identity));
      if (user.isBlocked) throw forbidden(messages.blocked);
      if (!identity.admitsAdmins) refuseAdminOutsideProvider(user);
      return sessionOf(user);
    },
  };
}

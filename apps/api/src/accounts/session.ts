import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { builtOnce } from '../platform/built-once.js';
import type { Db } from '../platform/database.js';
import { AppError, isDatabaseUnreachable, unauthenticated } from '../platform/errors.js';
import { users } from './tables.js';
import type { Role } from '@shop/contract/accounts';

export type Caller = { id: string; userid: number; role: Role; name: string; email: string };
type SessionUser = { id: string; role: Role; sessionVersion: number };

/** A session lasts 6 hours (spec: "session 6 hours"). */
export const SESSION_SECONDS = 6 * 60 * 60;

/** An API key sent to a call that needs a person's session. */
export const API_KEY_ON_SESSION_CALL = 'API keys work only under /api/v1. This call needs you to sign in.';

/** The app turns exactly this message into the re-login flow. */
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired. Please login again.';

export type Sessions = ReturnType<typeof createSessions>;

/** The account behind a session, read on every signed-in call: built once. */
const sessionUser = builtOnce((db) =>
  db
    .select({
      id: users.id,
      userid: users.userid,
      role: users.role,
      name: users.name,
      email: users.email,
      isBlocked: users.isBlocked,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

/** Tokens whose signature was checked, kept in the order they were first seen (about 3 MB at most). */
const MOST_TOKENS_REMEMBERED = 10_000;
type VerifiedClaims = { subject: string; sessionVersion: unknown; expiresAtMs: number };

export function createSessions({ db, secret }: { db: Db; secret: Uint8Array }) {
  /**
   * A token's signature and claims cannot change, so each is checked once: Node's Web Crypto
   * checks an HMAC on its thread pool, and a signed-in call spent more CPU handing that check over
   * and back than anything else it did. What can change (the account blocked, its sessions ended,
   * its role) is read from the database on every call; the expiry is checked on every call too.
   */
  const verified = new Map<string, VerifiedClaims>();
  return {
    /** A key for another purpose (e.g. hashing one-time codes), derived from the session secret. */
    derivedKey(purpose: string): Uint8Array {
      return createHmac('sha256', secret).update(purpose).digest();
    },

    /** Signs a session token for a user: subject is the user's _id. */
    async issueToken(user: SessionUser): Promise<string> {
      return new SignJWT({ role: user.role, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_SECONDS}s`)
        .sign(secret);
    },

    /**
     * Resolves the caller of a Bearer token, or throws 401. The role comes from the database,
     * never from the token, and tokens issued before the user's sessions were ended are void.
     */
    async callerOf(authorization: string | undefined): Promise<Caller> {
      const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) throw unauthenticated('Please login to continue.');
      if (/^sk_(live|test)_/.test(token)) throw unauthenticated(API_KEY_ON_SESSION_CALL);
      let claims = verified.get(token);
      if (!claims) {
        try {
          const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
          claims = { subject: payload.sub ?? '', sessionVersion: payload.sv, expiresAtMs: payload.exp === undefined ? Infinity : payload.exp * 1000 };
        } catch (err) {
          if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
          throw unauthenticated('Invalid session. Please login again.');
        }
        if (verified.size >= MOST_TOKENS_REMEMBERED) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
      }
      // As jose decides it: expired from the second of `exp` on.
      if (Date.now() >= claims.expiresAtMs) {
        verified.delete(token);
        throw new AppError('TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
      }
      const { subject, sessionVersion } = claims;
      const [user] = await sessionUser(db, { id: subject })
        // A subject that is no account id reads as no account; a database that is away is not
        // the session's fault (503), and must not sign anyone out.
        .catch((err: unknown) => {
          if (isDatabaseUnreachable(err)) throw err;
          return [];
        });
      if (!user) throw unauthenticated('Invalid session. Please login again.');
      if (user.isBlocked) throw unauthenticated('Your account is blocked. Please contact support.');
      if (sessionVersion !== user.sessionVersion) throw unauthenticated('Your session has ended. Please login again.');
      return { id: user.id, userid: user.userid, role: user.role as Role, name: user.name, email: user.email };
    },
  };
}

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR (embedded mode). */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const path = join(dataDir, 'jwt-secret');
  if (!existsSync(path)) writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}

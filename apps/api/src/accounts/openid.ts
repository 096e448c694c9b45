import * as client from 'openid-client';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { AppError, forbidden } from '../platform/errors.js';
import type { HttpLog } from '../platform/http.js';
import type { Accounts } from './service.js';

/**
 * One OpenID Connect provider the shop signs people in with, as configured (see `providers.ts`).
 * Every provider goes through the same discovery, ID token checks and account linking; only how
 * the ID token reaches the server differs from one sign-in flow to another.
 */
export type OpenIdProvider = {
  /** As configured: the key under which the identities of its people are kept. */
  issuer: string;
  clientId: string;
  /** A confidential client's secret, sent in the token request of a flow that redeems codes itself. */
  clientSecret?: string | undefined;
  /** How people know it: "Continue with {name}". */
  name: string;
  scope: string;
  /** Sent in the authorization request (an API audience, an organization, max_age). */
  audience?: string | undefined;
  /** Required in the ID token as `org_id` or `org_name` when set. */
  organization?: string | undefined;
  /** Seconds since the person last signed in at the provider; older sign-ins are refused. */
  maxAge?: number | undefined;
  /** Whether an admin may sign in through it when admins must use the owner's provider. */
  admitsAdmins: boolean;
  /** openid-client refuses plain http; only a local test issuer outside production may use it. */
  allowHttp: boolean;
  /** What the person is told: a refused token, an unreachable provider, a token without an email, an unverified email. */
  messages: { refused: string; unavailable: string; noEmail: string; unverifiedEmail: string };
};

/** Asymmetric signatures only: `none` and HMAC (whose key a client could know) are refused. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_LEEWAY_SECONDS = 60;

/** Reads the provider's discovery document; openid-client checks that it names this issuer. */
export function discover(provider: OpenIdProvider, timeoutSeconds: number): Promise<client.Configuration> {
  const auth = provider.clientSecret ? client.ClientSecretPost(provider.clientSecret) : client.None();
  return client.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, {
    timeout: timeoutSeconds,
    ...(provider.allowHttp && new URL(provider.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/** The authorization parameters a provider's settings add to the standard ones. */
export function extraAuthorizationParams(provider: OpenIdProvider): Record<string, string> {
  const params: Record<string, string> = {};
  if (provider.audience) params.audience = provider.audience;
  if (provider.organization) params.organization = provider.organization;
  if (provider.maxAge !== undefined) params.max_age = String(provider.maxAge);
  return params;
}

export type OpenIdSignIn = ReturnType<typeof createOpenIdSignIn>;
export type IdTokenClaims = JWTPayload & { sub: string };

/**
 * What every provider's sign-in shares: its metadata (discovered once, again after a failure),
 * the checks of an ID token, and the account the identity it proves signs in to.
 */
export function createOpenIdSignIn(provider: OpenIdProvider, { accounts, log }: { accounts: Accounts; log: HttpLog }) {
  let discovered: Promise<client.Configuration> | null = null;
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  const unavailable = (cause: unknown) => {
    log.warn({ provider: provider.name, error: cause instanceof Error ? cause.message : String(cause) }, 'provider unreachable');
    return withCause(new AppError('UNAVAILABLE', provider.messages.unavailable), cause);
  };

  /** Refuses the sign-in; the reason goes to the log, never to the person. */
  const refused = (reason: string, details: object = {}, message = provider.messages.refused): never => {
    log.warn({ provider: provider.name, reason, ...details }, 'provider sign-in refused');
    throw new AppError('UNAUTHENTICATED', message);
  };

  function configuration(): Promise<client.Configuration> {
    discovered ??= discover(provider, 10).catch((err: unknown) => {
      discovered = null;
      throw unavailable(err);
    });
    return discovered;
  }

  /** The provider's signing keys, from its discovery: cached, and fetched again for a key id not seen yet. */
  async function keySet() {
    const { jwks_uri: jwksUri } = (await configuration()).serverMetadata();
    if (!jwksUri) throw unavailable(new Error('the discovery document names no jwks_uri'));
    keys ??= createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 10_000 });
    return keys;
  }

  return {
    provider,
    configuration,
    refused,

    /**
     * Trusts an ID token only after checking the provider's signature, the issuer, the audience,
     * expiry and issue time with a minute's leeway, the nonce (the flow says which it expects),
     * `auth_time` against max_age and the organization when they are configured.
     */
    async verifyIdToken(idToken: string, nonceProblem: (nonce: string) => string | null | Promise<string | null>): Promise<IdTokenClaims> {
      const jwks = await keySet();
      const { issuer } = (await configuration()).serverMetadata();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, { issuer, audience: provider.clientId, algorithms: ALGORITHMS, clockTolerance: CLOCK_LEEWAY_SECONDS, requiredClaims: ['sub', 'exp', 'iat', 'nonce'] }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return refused(err.code, { message: err.message });
        if (err instanceof TypeError) throw unavailable(err);
        throw err;
      }
      if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + CLOCK_LEEWAY_SECONDS) return refused('issued in the future');
      const problem = typeof payload.nonce === 'string' ? await nonceProblem(payload.nonce) : 'no nonce';
      if (problem) return refused(problem);
      if (provider.maxAge !== undefined) {
        const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
        if (authTime === null || Date.now() / 1000 - authTime > provider.maxAge + CLOCK_LEEWAY_SECONDS) return refused('auth_time older than max_age');
      }
      if (provider.organization && payload.org_id !== provider.organization && payload.org_name !== provider.organization) return refused('another organization', { org: payload.org_id });
      return payload as IdTokenClaims;
    },

    /** Signs in the person a verified ID token names, by a verified email only. */
    async signIn(claims: IdTokenClaims) {
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!email || !z.email().safeParse(email).success) return refused('no email in the ID token', {}, provider.messages.noEmail);
      if (claims.email_verified !== true) throw forbidden(provider.messages.unverifiedEmail);
      const name = typeof claims.name === 'string' ? claims.name : typeof claims.nickname === 'string' ? claims.nickname : '';
      return accounts.signInWithIdentity({ issuer: provider.issuer, subject: claims.sub, email, name, providerName: provider.name, admitsAdmins: provider.admitsAdmins });
    },
  };
}

/** An error that keeps the provider's own error for the log. */
export function withCause<E extends Error>(error: E, cause: unknown): E {
  error.cause = cause;
  return error;
}

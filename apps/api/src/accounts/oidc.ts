import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { oidcErrorMessages, type OidcConfig } from '@shop/contract/oidc';
import type { Config } from '../platform/config.js';
import { AppError, forbidden } from '../platform/errors.js';
import type { HttpLog } from '../platform/http.js';
import type { OnceStore } from '../platform/once.js';
import { createSealer } from '../platform/sealer.js';
import type { Accounts } from './service.js';

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;

/** What the button says: "Continue with {name}"; the issuer's host unless OIDC_PROVIDER_NAME names it. */
export const providerNameOf = (config: Config) => config.OIDC_PROVIDER_NAME ?? (config.OIDC_ISSUER ? new URL(config.OIDC_ISSUER).hostname : '');

/**
 * The origins the browser talks to during provider sign-in (the issuer, and its authorization
 * and token endpoints where they live elsewhere, as Google's token endpoint does), for the
 * pages' content security policy. Read from discovery at start-up; the issuer alone if that fails.
 */
export async function identityOriginsOf(config: Config, log: HttpLog): Promise<string[]> {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return [];
  const origins = new Set([new URL(config.OIDC_ISSUER).origin]);
  try {
    const res = await fetch(new URL('.well-known/openid-configuration', config.OIDC_ISSUER.endsWith('/') ? config.OIDC_ISSUER : `${config.OIDC_ISSUER}/`), { signal: AbortSignal.timeout(5_000) });
    const discovery = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url(), end_session_endpoint: z.url().optional() }).parse(await res.json());
    for (const endpoint of [discovery.authorization_endpoint, discovery.token_endpoint, discovery.end_session_endpoint]) if (endpoint) origins.add(new URL(endpoint).origin);
  } catch (err) {
    log.warn({ issuer: config.OIDC_ISSUER, error: err instanceof Error ? err.message : String(err) }, 'could not read the provider discovery; pages allow the issuer origin only');
  }
  return [...origins];
}

/** Asymmetric signatures only: `none` and HMAC (whose key a client could know) are refused. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_LEEWAY_SECONDS = 60;
const NONCE_SECONDS = 10 * 60;
const nonceSchema = z.object({ n: z.string(), exp: z.number() });
const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * Sign-in through the owner's OpenID Connect provider. The browser runs the code flow with PKCE;
 * this side issues the nonce the authorization request carries, and trusts nothing but an ID
 * token it verified: the provider's signature (its JWKS, fetched from discovery, cached and
 * fetched again for a key id it has not seen), issuer, audience, expiry and issue time with a
 * minute's leeway, the nonce (issued here, once), `auth_time` against `max_age`, and the
 * organization when one is configured. Off (null) unless OIDC_ISSUER and OIDC_CLIENT_ID are set.
 */
export function createOidcSignIn({ config, accounts, key, once, log }: { config: Config; accounts: Accounts; key: Uint8Array; once: OnceStore; log: HttpLog }) {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  const issuer = config.OIDC_ISSUER;
  const clientId = config.OIDC_CLIENT_ID;
  const providerName = providerNameOf(config);
  const scope = config.OIDC_SCOPE ?? `openid profile email${config.OIDC_REFRESH_TOKENS ? ' offline_access' : ''}`;
  const sealer = createSealer(key);
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;

  /** The provider's key set, from its discovery document (read once; again after a failure). */
  function keySet() {
    keys ??= (async () => {
      const res = await fetch(new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`), { signal: AbortSignal.timeout(10_000) });
      const discovery = discoverySchema.parse(await res.json());
      // A discovery document for another issuer would let that issuer's keys sign for this one.
      if (discovery.issuer.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) throw new Error(`discovery names issuer ${discovery.issuer}`);
      return createRemoteJWKSet(new URL(discovery.jwks_uri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 10_000 });
    })().catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  }

  const refused = (reason: string, details: object = {}): never => {
    log.warn({ provider: providerName, reason, ...details }, 'provider sign-in refused');
    throw new AppError('UNAUTHENTICATED', oidcErrorMessages.failed);
  };

  return {
    publicConfig(): OidcConfig {
      const extraParams: Record<string, string> = {};
      if (config.OIDC_AUDIENCE) extraParams.audience = config.OIDC_AUDIENCE;
      if (config.OIDC_ORGANIZATION) extraParams.organization = config.OIDC_ORGANIZATION;
      if (config.OIDC_MAX_AGE !== undefined) extraParams.max_age = String(config.OIDC_MAX_AGE);
      return { enabled: true, issuer, clientId, scope, providerName, extraParams, refreshTokens: config.OIDC_REFRESH_TOKENS };
    },

    /** A nonce for one authorization request: signed here, so none can be made up, and good once. */
    issueNonce() {
      return { nonce: sealer.seal('oidc-nonce', { n: randomBytes(16).toString('base64url'), exp: Date.now() + NONCE_SECONDS * 1000 }) };
    },

    async signIn(idToken: string) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, await keySet(), {
          issuer,
          audience: clientId,
          algorithms: ALGORITHMS,
          clockTolerance: CLOCK_LEEWAY_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof z.ZodError || err instanceof SyntaxError) return refused(err instanceof joseErrors.JOSEError ? err.code : 'bad discovery', { message: err.message });
        if (err instanceof TypeError || (err instanceof Error && /fetch|discovery/i.test(err.message))) {
          log.warn({ provider: providerName, error: err.message }, 'provider unreachable');
          throw new AppError('UNAVAILABLE', `${providerName} did not answer. Please try again in a minute.`);
        }
        throw err;
      }
      if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + CLOCK_LEEWAY_SECONDS) return refused('issued in the future');
      const nonce = typeof payload.nonce === 'string' ? sealer.open('oidc-nonce', payload.nonce, nonceSchema) : null;
      if (!nonce) return refused('nonce not issued here, or expired');
      if (!(await once.claim(`oidc-nonce:${nonce.n}`, NONCE_SECONDS * 1000))) return refused('nonce used before');
      if (config.OIDC_MAX_AGE !== undefined) {
        const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
        if (authTime === null || Date.now() / 1000 - authTime > config.OIDC_MAX_AGE + CLOCK_LEEWAY_SECONDS) return refused('auth_time older than max_age');
      }
      if (config.OIDC_ORGANIZATION && payload.org_id !== config.OIDC_ORGANIZATION && payload.org_name !== config.OIDC_ORGANIZATION) return refused('another organization', { org: payload.org_id });
      const email = typeof payload.email === 'string' ? payload.email.trim() : '';
      if (!email || !z.email().safeParse(email).success) return refused('no email in the ID token');
      if (payload.email_verified !== true) throw forbidden(oidcErrorMessages.unverifiedEmail);
      const name = typeof payload.name === 'string' ? payload.name : typeof payload.nickname === 'string' ? payload.nickname : '';
      return accounts.signInWithIdentity({ issuer, subject: payload.sub!, email, name, providerName });
    },
  };
}

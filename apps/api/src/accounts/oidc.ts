import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OidcConfig } from '@shop/contract/oidc';
import type { Config } from '../platform/config.js';
import type { HttpLog } from '../platform/http.js';
import type { OnceStore } from '../platform/once.js';
import { createSealer } from '../platform/sealer.js';
import { createOpenIdSignIn, discover, extraAuthorizationParams } from './openid.js';
import { ownerProvider } from './providers.js';
import type { Accounts } from './service.js';

export type OidcSignIn = NonNullable<ReturnType<typeof createOidcSignIn>>;

/**
 * The origins the browser talks to during provider sign-in (the issuer, and its authorization
 * and token endpoints where they live elsewhere, as Google's token endpoint does), for the
 * pages' content security policy. Read from discovery at start-up; the issuer alone if that fails.
 */
export async function identityOriginsOf(config: Config, log: HttpLog): Promise<string[]> {
  const provider = ownerProvider(config);
  if (!provider) return [];
  const origins = new Set([new URL(provider.issuer).origin]);
  try {
    const metadata = (await discover(provider, 5)).serverMetadata();
    for (const endpoint of [metadata.authorization_endpoint, metadata.token_endpoint, metadata.end_session_endpoint]) if (endpoint) origins.add(new URL(endpoint).origin);
  } catch (err) {
    log.warn({ issuer: provider.issuer, error: err instanceof Error ? err.message : String(err) }, 'could not read the provider discovery; pages allow the issuer origin only');
  }
  return [...origins];
}

const NONCE_SECONDS = 10 * 60;
const nonceSchema = z.object({ n: z.string(), exp: z.number() });

/**
 * Sign-in through the owner's OpenID Connect provider, where the browser runs the code flow with
 * PKCE: this side issues the nonce the authorization request carries (signed here, good once)
 * and trusts nothing but an ID token the shared OpenID Connect code verified. Off (null) unless
 * OIDC_ISSUER and OIDC_CLIENT_ID are set.
 */
export function createOidcSignIn({ config, accounts, key, once, log }: { config: Config; accounts: Accounts; key: Uint8Array; once: OnceStore; log: HttpLog }) {
  const provider = ownerProvider(config);
  if (!provider) return null;
  const openId = createOpenIdSignIn(provider, { accounts, log });
  const sealer = createSealer(key);

  /** Why a nonce is refused, or null: it must be one this side sealed, unexpired, and not used before. */
  async function nonceProblem(sealed: string) {
    const nonce = sealer.open('oidc-nonce', sealed, nonceSchema);
    if (!nonce) return 'nonce not issued here, or expired';
    if (!(await once.claim(`oidc-nonce:${nonce.n}`, NONCE_SECONDS * 1000))) return 'nonce used before';
    return null;
  }

  return {
    publicConfig(): OidcConfig {
      const { issuer, clientId, scope, name } = provider;
      return { enabled: true, issuer, clientId, scope, providerName: name, extraParams: extraAuthorizationParams(provider), refreshTokens: config.OIDC_REFRESH_TOKENS };
    },

    /** A nonce for one authorization request: signed here, so none can be made up, and good once. */
    issueNonce() {
      return { nonce: sealer.seal('oidc-nonce', { n: randomBytes(16).toString('base64url'), exp: Date.now() + NONCE_SECONDS * 1000 }) };
    },

    async signIn(idToken: string) {
      return openId.signIn(await openId.verifyIdToken(idToken, nonceProblem));
    },
  };
}

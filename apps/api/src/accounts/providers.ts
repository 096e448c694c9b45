import { oidcErrorMessages } from '@shop/contract/oidc';
import type { Config } from '../platform/config.js';
import type { OpenIdProvider } from './openid.js';

// The OpenID Connect providers a shop may sign people in with, from its settings. Both are the
// same protocol and go through the same code (openid.ts); they differ in their settings and in
// how the ID token reaches the server (google.ts: the server redeems the code with the client
// secret; oidc.ts: the browser runs the flow and hands the ID token over).

/** What the owner's provider button says: "Continue with {name}"; the issuer's host unless OIDC_PROVIDER_NAME names it. */
export const providerNameOf = (config: Config) => config.OIDC_PROVIDER_NAME ?? (config.OIDC_ISSUER ? new URL(config.OIDC_ISSUER).hostname : '');

/** Google (or GOOGLE_ISSUER), a confidential client: off while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset. */
export function googleProvider(config: Config): OpenIdProvider | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    name: 'Google',
    scope: 'openid email profile',
    // Admins who must use the owner's provider (and its MFA) cannot take this way round it.
    admitsAdmins: false,
    allowHttp: config.NODE_ENV !== 'production',
    messages: {
      refused: 'Google Authentication Failed',
      unavailable: 'Google sign-in is unavailable right now. Please try again later.',
      noEmail: 'Failed to retrieve user data',
      unverifiedEmail: 'Your Google email address is not verified.',
    },
  };
}

/** The owner's provider, a public client the browser runs: off unless OIDC_ISSUER and OIDC_CLIENT_ID are set. */
export function ownerProvider(config: Config): OpenIdProvider | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  const name = providerNameOf(config);
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    name,
    scope: config.OIDC_SCOPE ?? `openid profile email${config.OIDC_REFRESH_TOKENS ? ' offline_access' : ''}`,
    audience: config.OIDC_AUDIENCE,
    organization: config.OIDC_ORGANIZATION,
    maxAge: config.OIDC_MAX_AGE,
    admitsAdmins: true,
    allowHttp: config.NODE_ENV !== 'production',
    messages: {
      refused: oidcErrorMessages.failed,
      unavailable: `${name} did not answer. Please try again in a minute.`,
      noEmail: oidcErrorMessages.failed,
      unverifiedEmail: oidcErrorMessages.unverifiedEmail,
    },
  };
}

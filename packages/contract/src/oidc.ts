import { z } from 'zod';

/**
 * Sign-in through the shop owner's OpenID Connect provider (Auth0, Keycloak, Okta, Entra ID,
 * Google...). The browser runs the authorization code flow with PKCE itself; the server only
 * trusts an ID token it has verified (`POST /auth/oidc/signin`), whose nonce it issued.
 */
export const oidcConfigResponse = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    /** The issuer URL: the browser reads its discovery document. */
    issuer: z.string(),
    clientId: z.string(),
    /** Space-separated scopes: `openid profile email`, plus `offline_access` with refresh tokens. */
    scope: z.string(),
    /** Shown on the button: "Continue with {providerName}". */
    providerName: z.string(),
    /** Extra authorization parameters the provider needs (`audience`, `organization`, `max_age`). */
    extraParams: z.record(z.string(), z.string()),
    refreshTokens: z.boolean(),
  }),
]);
export type OidcConfig = z.infer<typeof oidcConfigResponse>;

/** A one-use nonce the server issued, to be sent in the authorization request and found again in the ID token. */
export const oidcNonceResponse = z.object({ nonce: z.string() });

export const oidcSignInRequest = z.object({
  id_token: z.string().min(20, 'Login failed').max(16_384, 'Login failed'),
});
export type OidcSignInRequest = z.input<typeof oidcSignInRequest>;

/** What the person reads when a provider sign-in cannot finish (the server's refusals say "Login failed"). */
export const oidcErrorMessages = {
  failed: 'Login failed',
  stateMismatch: 'The sign-in answer did not match the request that started it. Please try again.',
  noTransaction: 'This sign-in was not started here, or it expired. Please try again.',
  popupBlocked: 'Popup blocked. Please allow popups for this site and try again.',
  popupClosed: 'The sign-in window was closed before you finished. Please try again.',
  timeout: 'The sign-in took too long. Please try again.',
  loginRequired: 'Please sign in again.',
  unverifiedEmail: 'Your email address is not verified with your sign-in provider. Verify it there, then try again.',
} as const;

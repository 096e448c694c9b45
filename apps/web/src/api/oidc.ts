import type { OidcSignInRequest } from '@shop/contract/oidc';
import { apiRequest } from './client';

// The schemas are imported on first use (see SchemaSource in client.ts): the app-start check of
// the provider's session runs from the shell, whose first download must stay small.
const oidc = () => import('@shop/contract/oidc');
const accounts = () => import('@shop/contract/accounts');

/** Whether the shop has an OpenID Connect provider, and how to reach it. */
export const getOidcConfig = (signal?: AbortSignal) => apiRequest('/auth/oidc/config', async () => (await oidc()).oidcConfigResponse, { signal });

/** A one-use nonce from the server, for the next authorization request (no body: nothing to say). */
export const getOidcNonce = () => apiRequest('/auth/oidc/nonce', async () => (await oidc()).oidcNonceResponse, { method: 'POST' });

/** Trades the provider's ID token for the shop's own session, the same answer as the email login. */
export const oidcSignIn = (idToken: string) =>
  apiRequest('/auth/oidc/signin', async () => (await accounts()).sessionResponse, { method: 'POST', body: { id_token: idToken } satisfies OidcSignInRequest });

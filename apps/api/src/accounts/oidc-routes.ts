import { sessionResponse } from '@shop/contract/accounts';
import { oidcConfigResponse, oidcNonceResponse, oidcSignInRequest, type OidcConfig } from '@shop/contract/oidc';
import type { App } from '../platform/app-types.js';
import { notFound } from '../platform/errors.js';
import type { OidcSignIn } from './oidc.js';

const NOT_SET_UP = 'Sign-in with a provider is not set up in this shop.';

/** GET /api/auth/oidc/config's answer; the opening pages carry it too. */
export const oidcConfigOf = (oidc: OidcSignIn | null): OidcConfig => (oidc ? oidc.publicConfig() : { enabled: false });

export function oidcRoutes(app: App, { oidc }: { oidc: OidcSignIn | null }) {
  const tags = ['accounts'];
  app.get('/auth/oidc/config', { schema: { tags, summary: 'Whether provider sign-in is on, and what the browser needs to run it', response: { 200: oidcConfigResponse } } }, () => oidcConfigOf(oidc));
  app.post('/auth/oidc/nonce', { config: { errors: [404] }, schema: { tags, summary: 'A one-use nonce for the next authorization request', response: { 200: oidcNonceResponse } } }, () => {
    if (!oidc) throw notFound(NOT_SET_UP);
    return oidc.issueNonce();
  });
  app.post(
    '/auth/oidc/signin',
    {
      config: { errors: [401, 403, 404] },
      schema: {
        tags,
        summary: "Exchange the provider's ID token for the shop's session",
        description:
          "The one call that turns a provider sign-in into a shop session. The server verifies the ID token's signature against the issuer's JWKS, its issuer, audience, expiry, the nonce from /auth/oidc/nonce, auth_time against max_age and the organization when configured; 401 Login failed otherwise, 403 for an unverified email.",
        body: oidcSignInRequest,
        response: { 200: sessionResponse },
      },
    },
    async (req) => {
      if (!oidc) throw notFound(NOT_SET_UP);
      return oidc.signIn(req.body.id_token);
    },
  );
}

// A local OpenID Connect provider for the browser tests (the `oidc-provider` package): discovery,
// JWKS, the code flow with PKCE for a public client, sessions, and logout. Its login form takes
// any login, which becomes the person's email (verified unless it starts with "unverified.").
// Run: node --import tsx e2e/servers/oidc-provider.ts (OIDC_PORT, SHOP_ORIGIN).
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error oidc-provider ships no type declarations; the slice used here is typed below.
import OidcProvider from 'oidc-provider';

type LocalProvider = { callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void };
const Provider = OidcProvider as new (issuer: string, configuration: object) => LocalProvider;

const port = Number(process.env.OIDC_PORT ?? 3103);
const shop = process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:3100';
const issuer = `http://127.0.0.1:${port}`;
const { privateKey } = await generateKeyPair('RS256', { extractable: true });

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'shop-web',
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      redirect_uris: [`${shop}/callback`],
      post_logout_redirect_uris: [shop, `${shop}/`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'e2e' }] },
  cookies: { keys: ['a-cookie-key-for-the-e2e-provider'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The ID token itself carries email, email_verified and name, as most providers' do.
  conformIdTokenClaims: false,
  ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, RefreshToken: 3600 },
  features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  clientBasedCORS: () => true,
  findAccount: (_ctx: unknown, sub: string) => ({
    accountId: sub,
    claims: async () => ({ sub, email: sub.replace(/^unverified\./, ''), email_verified: !sub.startsWith('unverified.'), name: sub.split('@')[0] }),
  }),
});

const handle = provider.callback();
createServer((req, res) => handle(req, res)).listen(port, '127.0.0.1', () => console.log(`e2e OpenID provider at ${issuer}`));

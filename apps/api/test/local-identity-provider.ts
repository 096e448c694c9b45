import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error oidc-provider ships no type declarations; the slice used here is typed below.
import { Provider as OidcProvider } from 'oidc-provider';

type LocalProvider = { callback(): (req: IncomingMessage, res: ServerResponse) => void };
const Provider = OidcProvider as new (issuer: string, configuration: object) => LocalProvider;

export const LOCAL_CLIENT_ID = 'shop-web';
export const LOCAL_CLIENT_SECRET = 'a-client-secret-for-the-local-provider';

type Claims = { email: string; email_verified: boolean; name: string };

/**
 * A local OpenID Connect provider (the `oidc-provider` package: discovery, JWKS, signed ID tokens)
 * standing in for Google, with one confidential client that sends its secret in the token request,
 * as the shop's server-side Google sign-in does. Its development login page takes any login, which
 * becomes the subject; `claimsOf` says who that is (by default a verified email equal to it).
 */
export async function startLocalIdentityProvider({ redirectUris, claimsOf = (sub) => ({ email: sub, email_verified: true, name: 'Priya Sharma' }) }: { redirectUris: string[]; claimsOf?: (sub: string) => Claims }) {
  // Set once the provider exists; the server that calls it has to exist first.
  // eslint-disable-next-line prefer-const
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => handle!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(url, {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: LOCAL_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['a-cookie-key-for-the-local-provider'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, the ID token itself carries email, email_verified and name.
    conformIdTokenClaims: false,
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub, ...claimsOf(sub) }) }),
  });
  handle = provider.callback();
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

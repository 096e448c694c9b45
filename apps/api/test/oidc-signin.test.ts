import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { startTestShop, type TestShop } from './helpers.js';

// Sign-in through an OpenID Connect provider, at the one server call that trusts an ID token.
// The provider here is a small local issuer: a discovery document and a JWKS with its public key,
// as every provider publishes them; the tests sign ID tokens as the provider (or an attacker) would.

const CLIENT_ID = 'shop-web-client';
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let issuerServer: Server;
let issuer: string;
let key: Key;
let publicJwk: JWK;
let otherKey: Key;
let shop: TestShop;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  otherKey = (await generateKeyPair('RS256')).privateKey;
  issuerServer = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') return void res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` }));
    if (req.url === '/jwks') return void res.end(JSON.stringify({ keys: [publicJwk] }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  shop = await startTestShop({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_PROVIDER_NAME: 'Acme ID', OIDC_AUDIENCE: 'https://api.shop.example', OIDC_REFRESH_TOKENS: 'true' });
});
afterAll(async () => {
  await shop?.close();
  issuerServer?.close();
});

let people = 0;
const nonce = async () => (await shop.app.inject({ method: 'POST', url: '/api/auth/oidc/nonce' })).json().nonce as string;
const signIn = (id_token: string) => shop.app.inject({ method: 'POST', url: '/api/auth/oidc/signin', payload: { id_token } });

/** An ID token as the provider signs it; every part overridable to make a bad one. */
async function idToken(overrides: { claims?: Record<string, unknown>; iss?: string; aud?: string; exp?: number; iat?: number; kid?: string; signWith?: Key | Uint8Array; alg?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { email: `person${++people}@example.in`, email_verified: true, name: 'Asha Verma', nonce: await nonce(), ...overrides.claims };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: overrides.alg ?? 'RS256', kid: overrides.kid ?? 'key-1' })
    .setIssuer(overrides.iss ?? issuer)
    .setAudience(overrides.aud ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? `subject-${people}`))
    .setIssuedAt(overrides.iat ?? now)
    .setExpirationTime(overrides.exp ?? now + 300)
    .sign(overrides.signWith ?? key);
}

describe('the provider sign-in', () => {
  it("lets the shop's pages talk to the provider, open its popup, and frame their own /callback; nothing else changes", async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${issuer}`);
    expect(page.headers['content-security-policy']).toContain(`frame-src 'self' ${issuer}`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const callback = await shop.app.inject({ method: 'GET', url: '/callback?code=x&state=y' });
    expect(callback.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(callback.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const plain = await startTestShop();
    try {
      const other = await plain.app.inject({ method: 'GET', url: '/callback' });
      expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(other.headers['x-frame-options']).toBe('DENY');
    } finally {
      await plain.close();
    }
  });

  it('tells the browser what it needs, from configuration', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/auth/oidc/config' });
    expect(res.json()).toEqual({
      enabled: true,
      issuer,
      clientId: CLIENT_ID,
      scope: 'openid profile email offline_access',
      providerName: 'Acme ID',
      extraParams: { audience: 'https://api.shop.example' },
      refreshTokens: true,
    });
  });

  it("gives a new person a customer account and the shop's own session; the same subject signs in to it again", async () => {
    const first = await signIn(await idToken({ claims: { sub: 'acme|1001', email: 'new.person@example.in' } }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'new.person@example.in', role: 'user', name: 'Asha Verma' });
    const me = await shop.app.inject({ method: 'GET', url: `/api/wallet/getbalance/${first.json().user.userid}`, headers: { authorization: `Bearer ${first.json().token}` } });
    expect(me.statusCode).toBe(200);
    // The email changed at the provider: the subject still finds the same account.
    const again = await signIn(await idToken({ claims: { sub: 'acme|1001', email: 'renamed@example.in' } }));
    expect(again.json().user._id).toBe(first.json().user._id);
  });

  it('links an existing account by its verified email, once; another subject with that email is refused', async () => {
    const existing = await shop.factories.user({ email: 'kept.customer@example.in', role: 'reseller' });
    const linked = await signIn(await idToken({ claims: { sub: 'acme|2001', email: 'Kept.Customer@example.in' } }));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user).toMatchObject({ _id: existing.id, role: 'reseller' });
    const other = await signIn(await idToken({ claims: { sub: 'acme|2002', email: 'kept.customer@example.in' } }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This email is already linked to another Acme ID account. Sign in with that one, or contact support.');
  });

  it('refuses an unverified email with a clear message', async () => {
    const res = await signIn(await idToken({ claims: { email_verified: false } }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your email address is not verified with your sign-in provider. Verify it there, then try again.');
  });

  it('takes each nonce once, and only nonces it issued', async () => {
    const token = await idToken();
    expect((await signIn(token)).statusCode).toBe(200);
    expect((await signIn(token)).statusCode).toBe(401);
    expect((await signIn(await idToken({ claims: { nonce: 'made-up-by-the-client' } }))).statusCode).toBe(401);
  });
});

describe('refuses every token it cannot trust with 401 "Login failed"', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => Promise<string>][] = [
    ['signed by another key under the provider’s key id', () => idToken({ signWith: otherKey })],
    ['signed with HS256 and the client id as the secret', () => idToken({ alg: 'HS256', signWith: new TextEncoder().encode(CLIENT_ID.padEnd(32, '!')) })],
    ['from another issuer', () => idToken({ iss: 'https://evil.example' })],
    ['for another client', () => idToken({ aud: 'someone-else' })],
    ['expired', () => idToken({ iat: now() - 3600, exp: now() - 120 })],
    ['issued in the future', () => idToken({ iat: now() + 600, exp: now() + 900 })],
    ['signed under a key id the JWKS never had', () => idToken({ kid: 'never-published', signWith: otherKey })],
    [
      'with alg none',
      async () => {
        const signed = await idToken();
        const [, payload] = signed.split('.');
        return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      },
    ],
    ['without a nonce', () => idToken({ claims: { nonce: undefined } })],
  ];
  for (const [name, make] of cases) {
    it(name, async () => {
      const res = await signIn(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Login failed');
    });
  }
});

describe('with max_age and an organization configured', () => {
  let strict: TestShop;
  beforeAll(async () => {
    strict = await startTestShop({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_MAX_AGE: '300', OIDC_ORGANIZATION: 'org_shop' });
  });
  afterAll(() => strict?.close());
  const strictNonce = async () => (await strict.app.inject({ method: 'POST', url: '/api/auth/oidc/nonce' })).json().nonce as string;
  const strictSignIn = async (claims: Record<string, unknown>) => {
    const token = await idToken({ claims: { nonce: await strictNonce(), ...claims } });
    return strict.app.inject({ method: 'POST', url: '/api/auth/oidc/signin', payload: { id_token: token } });
  };

  it('sends them to the provider and checks them in the token', async () => {
    expect((await strict.app.inject({ method: 'GET', url: '/api/auth/oidc/config' })).json().extraParams).toEqual({ organization: 'org_shop', max_age: '300' });
    const now = Math.floor(Date.now() / 1000);
    expect((await strictSignIn({ org_id: 'org_shop', auth_time: now - 60 })).statusCode).toBe(200);
    expect((await strictSignIn({ org_id: 'org_shop', auth_time: now - 3600 })).statusCode).toBe(401);
    expect((await strictSignIn({ org_id: 'org_shop' })).statusCode).toBe(401);
    expect((await strictSignIn({ org_id: 'org_other', auth_time: now })).statusCode).toBe(401);
  });
});

it('is off without configuration: no button, no nonce', async () => {
  const plain = await startTestShop();
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/config' })).json()).toEqual({ enabled: false });
    expect((await plain.app.inject({ method: 'POST', url: '/api/auth/oidc/nonce' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

it('with ADMIN_REQUIRE_OIDC, admins sign in only through the provider; customers keep their password', async () => {
  const guarded = await startTestShop({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_PROVIDER_NAME: 'Acme ID', ADMIN_REQUIRE_OIDC: 'true', ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password-1' });
  try {
    const { ensureAdmin } = await import('../src/accounts/service.js');
    await ensureAdmin(guarded.db, 'owner@example.in', 'owner-password-1');
    const byPassword = await guarded.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@example.in', password: 'owner-password-1' } });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json().msg).toBe('Admins sign in with Acme ID only. Use "Continue with Acme ID".');

    const nonce = (await guarded.app.inject({ method: 'POST', url: '/api/auth/oidc/nonce' })).json().nonce as string;
    const token = await idToken({ claims: { nonce, email: 'owner@example.in', sub: 'acme|owner' } });
    const byProvider = await guarded.app.inject({ method: 'POST', url: '/api/auth/oidc/signin', payload: { id_token: token } });
    expect(byProvider.statusCode, byProvider.body).toBe(200);
    expect(byProvider.json().user.role).toBe('admin');
    // A customer's password sign-in is untouched.
    const customer = await guarded.factories.user({ email: 'plain.customer@example.in' });
    const { hashPassword } = await import('../src/accounts/passwords.js');
    const { users } = await import('../src/accounts/tables.js');
    const { eq } = await import('drizzle-orm');
    await guarded.db.update(users).set({ passwordHash: await hashPassword('customer-pass-1') }).where(eq(users.id, customer.id));
    expect((await guarded.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'plain.customer@example.in', password: 'customer-pass-1' } })).statusCode).toBe(200);
  } finally {
    await guarded.close();
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionResponse } from '@shop/contract/accounts';
import { oidcIdentities, users } from '../src/accounts/tables.js';
import { freePort, startTestShop, type TestShop } from './helpers.js';
import { LOCAL_CLIENT_ID, LOCAL_CLIENT_SECRET, startLocalIdentityProvider } from './local-identity-provider.js';
import { createProviderBrowser, signInAtProvider, type Browser } from './provider-browser.js';

/** Who signs in at the local provider: the login typed on its form is the person's email. */
const UNVERIFIED_PREFIX = 'unverified.';
const nameOf = (email: string) => (email.startsWith('priya') ? 'Priya Sharma' : 'Google Person');

let issuer: Awaited<ReturnType<typeof startLocalIdentityProvider>>;
let shop: TestShop;
let shopUrl: string;
/** A second shop, whose admins must sign in through the owner's provider. */
let guardedPort: number;
let guardedUrl: string;
/** Emails changed at the provider: the login (subject) keeps its identity, its email is another. */
const changedEmails = new Map<string, string>();

beforeAll(async () => {
  // Both sides must know each other's address before they start: the shop's port is taken
  // first (a listening socket we hand over), then the provider is built on its own port.
  const shopPort = await freePort();
  shopUrl = `http://127.0.0.1:${shopPort}`;
  guardedPort = await freePort();
  guardedUrl = `http://127.0.0.1:${guardedPort}`;

  issuer = await startLocalIdentityProvider({
    redirectUris: [`${shopUrl}/api/auth/google/callback`, `${guardedUrl}/api/auth/google/callback`],
    claimsOf: (sub) => ({ email: changedEmails.get(sub) ?? sub, email_verified: !sub.startsWith(UNVERIFIED_PREFIX), name: nameOf(sub) }),
  });

  shop = await startTestShop({ GOOGLE_CLIENT_ID: LOCAL_CLIENT_ID, GOOGLE_CLIENT_SECRET: LOCAL_CLIENT_SECRET, GOOGLE_ISSUER: issuer.url, PUBLIC_URL: shopUrl });
  await shop.app.listen({ port: shopPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await shop?.close();
  await issuer?.close();
});

let people = 0;
const newEmail = (prefix = 'priya.') => `${prefix}${Date.now() % 1_000_000}${++people}@gmail.example`;

/** A browser at the test shop, unless another shop is named. */
const createBrowser = (base = shopUrl) => createProviderBrowser(base);

const atCallback = (url: URL) => url.pathname === '/api/auth/google/callback';
const collect = (browser: Browser) => browser.open('/api/auth/login/success').then(({ res }) => res);

describe('Google sign-in', () => {
  it('signs a new person in: provider login and consent, back to /home?success=true, then the app collects the session once', async () => {
    const email = newEmail();
    const browser = createBrowser();

    const landed = await signInAtProvider(browser, email);
    expect(`${landed.pathname}${landed.search}`).toBe('/home?success=true');

    const [start, toProvider] = browser.seen;
    expect(start!.status).toBe(302);
    const authorize = new URL(toProvider!.url);
    expect(authorize.origin).not.toBe(shopUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: LOCAL_CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${shopUrl}/api/auth/google/callback`,
    });
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = start!.setCookie.find((c) => c.startsWith('google_flow='))!;
    expect(flowCookie).toMatch(/; Max-Age=600;/);
    expect(flowCookie).toMatch(/; Path=\/api\/auth\/google;/);
    expect(flowCookie).toMatch(/; HttpOnly/);
    expect(flowCookie).toMatch(/; SameSite=Lax/);

    const callback = browser.seen.find((s) => atCallback(new URL(s.url)))!;
    expect(callback.status).toBe(302);
    const loginCookie = callback.setCookie.find((c) => c.startsWith('google_login='))!;
    expect(loginCookie).toMatch(/; Max-Age=120;/);
    expect(loginCookie).toMatch(/; Path=\/api\/auth\/login;/);
    expect(loginCookie).toMatch(/; HttpOnly/);
    expect(loginCookie).toMatch(/; SameSite=Lax/);
    expect(browser.cookie('google_flow')).toBeUndefined();
    const stolen = browser.cookie('google_login')!;

    const collected = await collect(browser);
    expect(collected.status).toBe(200);
    const session = sessionResponse.parse(await collected.json());
    expect(session.user).toMatchObject({ email, name: 'Priya Sharma', role: 'user', verified: true, mobilenumber: null });

    const validated = await fetch(`${shopUrl}/api/auth/validateuser`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requiredRoles: ['user'] }),
    });
    expect(validated.status).toBe(200);
    const [row] = await shop.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ id: session.user._id, verified: true, name: 'Priya Sharma' });

    // Single use: the browser dropped the cookie, and the same value sent again is refused too.
    expect(browser.cookie('google_login')).toBeUndefined();
    const again = await collect(browser);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ message: 'Failed to fetch user data from Google Login.' });
    const replayed = await fetch(`${shopUrl}/api/auth/login/success`, { headers: { cookie: `google_login=${stolen.value}` } });
    expect(replayed.status).toBe(401);
  });

  it('signs an existing account in by its email and marks it verified, without making a second one', async () => {
    const email = newEmail();
    const existing = await shop.factories.user({ email, name: 'Priya S', verified: false, mobilenumber: '9876500001' });
    const browser = createBrowser();
    const landed = await signInAtProvider(browser, email.toUpperCase());
    expect(`${landed.pathname}${landed.search}`).toBe('/home?success=true');
    const session = sessionResponse.parse(await (await collect(browser)).json());
    expect(session.user).toMatchObject({ _id: existing.id, email, name: 'Priya S', mobilenumber: '9876500001', verified: true });
    expect(await shop.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a callback whose state does not match the flow cookie (a login forced on someone else)', async () => {
    // The attacker signs in as themselves and stops before the shop redeems the code...
    const attacker = createBrowser();
    const attackerCallback = await signInAtProvider(attacker, newEmail('attacker.'), atCallback);
    expect(atCallback(attackerCallback)).toBe(true);
    // ...and sends that callback address to a victim who has a sign-in of their own under way.
    const victim = createBrowser();
    await victim.open('/api/auth/google', { stopAt: () => true });
    expect(victim.cookie('google_flow')).toBeDefined();

    const { url, res } = await victim.open(attackerCallback);
    expect(res.status).toBe(302);
    expect(`${url.pathname}${url.search}`).toBe('/login?error=google');
    expect(victim.cookie('google_login')).toBeUndefined();
    expect(victim.cookie('google_flow')).toBeUndefined();
    expect((await collect(victim)).status).toBe(401);
  });

  it('refuses a callback whose state was altered', async () => {
    const browser = createBrowser();
    const callback = await signInAtProvider(browser, newEmail(), atCallback);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const { url } = await browser.open(callback);
    expect(`${url.pathname}${url.search}`).toBe('/login?error=google');
    expect(browser.cookie('google_login')).toBeUndefined();
  });

  it('refuses a callback that arrives without a flow cookie, or with a forged one', async () => {
    const browser = createBrowser();
    const email = newEmail();
    const callback = await signInAtProvider(browser, email, atCallback);

    const stranger = createBrowser();
    expect((await stranger.open(callback)).url.pathname).toBe('/login');
    expect(stranger.cookie('google_login')).toBeUndefined();

    const flow = browser.cookie('google_flow')!;
    const [body] = flow.value.split('.');
    const forged = await fetch(callback, { redirect: 'manual', headers: { cookie: `google_flow=${body}.${'A'.repeat(43)}` } });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/login?error=google');
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('google_login='))).toBe(false);
    expect(await shop.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a Google account whose email is not verified', async () => {
    const email = newEmail(UNVERIFIED_PREFIX);
    const browser = createBrowser();
    const landed = await signInAtProvider(browser, email);
    expect(`${landed.pathname}${landed.search}`).toBe('/login?error=google');
    expect(browser.cookie('google_login')).toBeUndefined();
    expect(await shop.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('sends the browser back to /login when the person cancels at the provider', async () => {
    const browser = createBrowser();
    const { url, res } = await browser.open('/api/auth/google');
    expect(await res.text()).toContain('name="prompt" value="login"');
    const cancelled = await browser.open(new URL(`${url.pathname}/abort`, url));
    expect(`${cancelled.url.pathname}${cancelled.url.search}`).toBe('/login?error=google');
    expect(browser.cookie('google_login')).toBeUndefined();
  });

  it('a blocked account cannot sign in with Google', async () => {
    const email = newEmail();
    await shop.factories.user({ email, isBlocked: true });
    const browser = createBrowser();
    const landed = await signInAtProvider(browser, email);
    expect(`${landed.pathname}${landed.search}`).toBe('/login?error=google');
    expect(browser.cookie('google_login')).toBeUndefined();
  });

  it('links the Google identity: after the email changed at Google, the same Google account signs in to the same account', async () => {
    const login = newEmail();
    const first = createBrowser();
    await signInAtProvider(first, login);
    const before = sessionResponse.parse(await (await collect(first)).json());
    const renamed = newEmail('renamed.');
    changedEmails.set(login, renamed);
    try {
      const second = createBrowser();
      const landed = await signInAtProvider(second, login);
      expect(`${landed.pathname}${landed.search}`).toBe('/home?success=true');
      const after = sessionResponse.parse(await (await collect(second)).json());
      expect(after.user._id).toBe(before.user._id);
      expect(await shop.db.select().from(users).where(eq(users.email, renamed))).toHaveLength(0);
      const [linked] = await shop.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, before.user._id));
      expect(linked).toMatchObject({ issuer: issuer.url, subject: login, email: login });
    } finally {
      changedEmails.delete(login);
    }
  });

  it('answers 401 with the spec message when there is no login cookie, or a forged one', async () => {
    const none = await shop.app.inject({ method: 'GET', url: '/api/auth/login/success' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Failed to fetch user data from Google Login.', code: 'UNAUTHENTICATED' });

    const forged = await shop.app.inject({ method: 'GET', url: '/api/auth/login/success', cookies: { google_login: 'eyJ0b2tlbiI6IngifQ.c2lnbmF0dXJl' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Failed to fetch user data from Google Login.');
  });
});

describe('Google sign-in when admins must use the owner\'s provider', () => {
  let guarded: TestShop;
  beforeAll(async () => {
    guarded = await startTestShop({
      GOOGLE_CLIENT_ID: LOCAL_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: LOCAL_CLIENT_SECRET,
      GOOGLE_ISSUER: issuer.url,
      PUBLIC_URL: guardedUrl,
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: 'the-owners-client',
      ADMIN_REQUIRE_OIDC: 'true',
    });
    await guarded.app.listen({ port: guardedPort, host: '127.0.0.1' });
  });
  afterAll(() => guarded?.close());

  it('refuses an admin through Google, and still signs a customer in', async () => {
    const admin = newEmail('admin.');
    await guarded.factories.user({ email: admin, role: 'admin' });
    const refused = await signInAtProvider(createBrowser(guardedUrl), admin);
    expect(`${refused.pathname}${refused.search}`).toBe('/login?error=google');

    const customer = createBrowser(guardedUrl);
    const landed = await signInAtProvider(customer, newEmail());
    expect(`${landed.pathname}${landed.search}`).toBe('/home?success=true');
    expect((await customer.open('/api/auth/login/success')).res.status).toBe(200);
  });
});

describe('Google sign-in when it is not configured', () => {
  let plain: TestShop;
  beforeAll(async () => {
    plain = await startTestShop();
  });
  afterAll(() => plain.close());

  it('sends the browser back to the login page, and answers 401 at /auth/login/success', async () => {
    const start = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/login?error=google-unavailable');
    const collected = await plain.app.inject({ method: 'GET', url: '/api/auth/login/success' });
    expect(collected.statusCode).toBe(401);
    expect(collected.json()).toMatchObject({ message: 'Failed to fetch user data from Google Login.' });
    const callback = await plain.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?error=google');
  });
});

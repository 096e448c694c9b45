import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionResponse } from '@shop/contract/accounts';
import { users } from '../src/accounts/tables.js';
import { freePort, startTestShop, type TestShop } from './helpers.js';
import { LOCAL_CLIENT_ID, LOCAL_CLIENT_SECRET, startLocalIdentityProvider } from './local-identity-provider.js';

/** Who signs in at the local provider: the login typed on its form is the person's email. */
const UNVERIFIED_PREFIX = 'unverified.';
const nameOf = (email: string) => (email.startsWith('priya') ? 'Priya Sharma' : 'Google Person');

let issuer: Awaited<ReturnType<typeof startLocalIdentityProvider>>;
let shop: TestShop;
let shopUrl: string;

beforeAll(async () => {
  // Both sides must know each other's address before they start: the shop's port is taken
  // first (a listening socket we hand over), then the provider is built on its own port.
  const shopPort = await freePort();
  shopUrl = `http://127.0.0.1:${shopPort}`;

  issuer = await startLocalIdentityProvider({
    redirectUris: [`${shopUrl}/api/auth/google/callback`],
    claimsOf: (sub) => ({ email: sub, email_verified: !sub.startsWith(UNVERIFIED_PREFIX), name: nameOf(sub) }),
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

type Cookie = { name: string; value: string; path: string };

/**
 * A browser just good enough for the flow: one cookie jar for 127.0.0.1 (cookies ignore ports,
 * so the shop and the provider share it, as in a real browser), redirects followed by hand.
 */
function createBrowser() {
  const jar = new Map<string, Cookie>();
  const seen: { url: string; status: number; setCookie: string[] }[] = [];

  function store(header: string, requestPath: string) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const cookie: Cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), path: requestPath.replace(/\/[^/]*$/, '') || '/' };
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=');
      if (/^path$/i.test(key)) cookie.path = value;
      if (/^max-age$/i.test(key) && Number(value) <= 0) expired = true;
      if (/^expires$/i.test(key) && Date.parse(value) <= Date.now()) expired = true;
    }
    const key = `${cookie.name};${cookie.path}`;
    if (expired) jar.delete(key);
    else jar.set(key, cookie);
  }
  const cookiesFor = (path: string) =>
    [...jar.values()].filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));

  async function request(url: URL, form?: Record<string, string>) {
    const cookie = cookiesFor(url.pathname).map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    const setCookie = res.headers.getSetCookie();
    for (const header of setCookie) store(header, url.pathname);
    seen.push({ url: url.href, status: res.status, setCookie });
    return res;
  }

  return {
    jar,
    seen,
    cookie: (name: string) => [...jar.values()].find((c) => c.name === name),
    /**
     * Opens an address (or submits a form) and follows redirects until a page answers, the
     * browser lands on one of the app's pages, or `stopAt` says so. Answers where it stopped.
     */
    async open(address: string | URL, { form, stopAt }: { form?: Record<string, string>; stopAt?: (url: URL) => boolean } = {}) {
      let url = new URL(address, shopUrl);
      let res = await request(url, form);
      for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
        if (hops > 10) throw new Error('too many redirects');
        url = new URL(res.headers.get('location')!, url);
        const appPage = url.origin === shopUrl && !url.pathname.startsWith('/api/');
        if (appPage || stopAt?.(url)) return { url, res };
        res = await request(url);
      }
      return { url, res };
    },
  };
}
type Browser = ReturnType<typeof createBrowser>;

/** Signs in on the provider's development login page and gives consent, as a person would. */
async function signInAtProvider(browser: Browser, email: string, stopAt?: (url: URL) => boolean) {
  let at = await browser.open('/api/auth/google', { stopAt });
  for (const step of ['login', 'consent'] as const) {
    if (at.url.origin === shopUrl) break;
    const html = await at.res.text();
    expect(html, `the provider's ${step} form`).toContain(`name="prompt" value="${step}"`);
    const action = html.match(/<form[^>]*action="([^"]+)"/)![1]!;
    const fields: Record<string, string> = step === 'login' ? { prompt: 'login', login: email, password: 'anything' } : { prompt: 'consent' };
    at = await browser.open(new URL(action.replaceAll('&amp;', '&'), at.url), { form: fields, stopAt });
  }
  return at.url;
}

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

  it('answers 401 with the spec message when there is no login cookie, or a forged one', async () => {
    const none = await shop.app.inject({ method: 'GET', url: '/api/auth/login/success' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Failed to fetch user data from Google Login.', code: 'UNAUTHENTICATED' });

    const forged = await shop.app.inject({ method: 'GET', url: '/api/auth/login/success', cookies: { google_login: 'eyJ0b2tlbiI6IngifQ.c2lnbmF0dXJl' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Failed to fetch user data from Google Login.');
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

// The shop's API as the browser tests use it to set up their world: sign in, make customers.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, homeProducts } from './fixtures';

/** The demo shop's admin (the demo catalogue creates it). */
export const DEMO_ADMIN = { email: 'admin@sstore.local', password: 'admin12345' };

export type Session = { token: string; user: { _id: string; userid: string; name: string; email: string } };
type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

/** A call that must succeed; its failure names the call and the answer. */
export async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, { token, body, headers = {} }: CallOptions = {}): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { data: body } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export const login = (request: APIRequestContext, email: string, password: string) => call<Session>(request, 'POST', '/auth/login', { body: { email, password } });

/** A verified customer, registered with the mobile code from the dev outbox. */
export async function newCustomer(request: APIRequestContext, admin: Session, name: string) {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `e2e.${unique}@example.in`;
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'e2e-secret-123';
  await call(request, 'POST', '/auth/register', { body: { name, mobileNumber: mobile, email, password, referralCode: '' } });
  const outbox = await call<{ messages: { otp?: string }[] }>(request, 'GET', `/dev/outbox?to=${mobile}`);
  const otp = outbox.messages.find((m) => m.otp)?.otp;
  expect(otp).toBeTruthy();
  await call(request, 'POST', '/auth/verifyandregister', { body: { name, mobileNumber: mobile, email, password, otp } });
  // The admin marks the email verified (the verification link is the account screens' business).
  const list = await call<{ users: { _id: string; userid: string; email: string }[] }>(request, 'GET', '/admin/users_data?limit=500', { token: admin.token });
  const row = list.users.find((u) => u.email === email)!;
  await call(request, 'POST', '/admin/updateuserdata', {
    token: admin.token,
    body: { _id: row._id, userid: row.userid, name, mobilenumber: mobile, email, role: 'user', verified: 'true', isBlocked: 'false' },
  });
  return { email, mobile, password, session: await login(request, email, password) };
}

/** Signs the browser in the way the app does after a login (isLoggedIn, token, user), in a theme when one is given. */
export async function signInBrowser(page: Page, session: Session, theme?: 'light' | 'dark') {
  await page.goto('/faq');
  await page.evaluate(
    ([s, t]) => {
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('token', JSON.stringify(s.token));
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('expiryTime', String(Date.now() + 21_600_000));
      if (t) localStorage.setItem('theme', t);
    },
    [session, theme] as const,
  );
}

/** Mobile Legends sold through Smile.one Brazil: the fake Smile.one the e2e config starts delivers it. */
export async function mobileLegends(request: APIRequestContext) {
  const home = await homeProducts(request);
  const product = [...home.trending, ...home.instantGames].find((p) => p.type === 'MLBB' && p.apiType === 'SMILEBR');
  expect(product, 'the demo catalogue sells Mobile Legends through Smile.one Brazil').toBeDefined();
  return product!;
}

/** A verified customer with ₹2,000 of S-Coins from the admin, and the admin's session. */
export async function fundedCustomer(request: APIRequestContext, name: string) {
  const admin = await login(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const customer = await newCustomer(request, admin, name);
  await call(request, 'POST', '/admin/adduserbalance', { token: admin.token, body: { userId: customer.session.user._id, email: customer.email, amount: 2000 } });
  return { ...customer, admin };
}

/** An all-digits id that the fake Smile.one knows and recharges (not 8…, 4040… or 5050…). */
export const newPlayerId = () => `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The customer's orders, as My Orders reads them. */
export const myOrders = (request: APIRequestContext, session: Session) =>
  call<{ client_txn_id: string; orderid: string; status: string }[]>(request, 'GET', `/order/${session.user.userid}`, { token: session.token });

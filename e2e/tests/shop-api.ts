// The shop's API as the browser tests use it to set up their world: sign in, make customers,
// place orders. The `shop` and `signIn` fixtures (fixtures.ts) bind it to each test's own request
// context and page; a spec uses those, and this module only where it has a context or a page of
// its own.
import type { HomeProducts, Item } from '@shop/contract/catalogue';
import type { OutboxMessage } from '@shop/contract/dev-outbox';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo shop's admin (the demo catalogue creates it). */
const DEMO_ADMIN = { email: 'admin@sstore.local', password: 'admin12345' };

export type Session = { token: string; user: { _id: string; userid: string; name: string; email: string } };
export type Theme = 'light' | 'dark';
type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };
/** What a wallet order names: the product, its pack and the player's fields. */
type WalletOrder = { product_id: string; item_id: string; input1: string; input2: string };

/**
 * The shop's API through one request context: the `shop` fixture is this, bound to the test's own
 * address. The demo admin's session is fetched once, on first use, and shared by every call that
 * needs it.
 */
export function shopApi(request: APIRequestContext) {
  let adminSession: Promise<Session> | undefined;

  /** A call that must succeed; its failure names the call and the answer. */
  async function call<T>(method: 'GET' | 'POST', path: string, { token, body, headers = {} }: CallOptions = {}): Promise<T> {
    const res = await request.fetch(`/api${path}`, {
      method,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { data: body } : {}),
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  const login = (email: string, password: string) => call<Session>('POST', '/auth/login', { body: { email, password } });

  /** The demo admin's session, signed in on first use. */
  const admin = () => (adminSession ??= login(DEMO_ADMIN.email, DEMO_ADMIN.password));

  /** A verified customer, registered with the mobile code from the dev outbox. */
  async function newCustomer(name: string) {
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const email = `e2e.${unique}@example.in`;
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const password = 'e2e-secret-123';
    await call('POST', '/auth/register', { body: { name, mobileNumber: mobile, email, password, referralCode: '' } });
    const outbox = await call<{ messages: { otp?: string }[] }>('GET', `/dev/outbox?to=${mobile}`);
    const otp = outbox.messages.find((m) => m.otp)?.otp;
    expect(otp).toBeTruthy();
    await call('POST', '/auth/verifyandregister', { body: { name, mobileNumber: mobile, email, password, otp } });
    // The admin marks the email verified (the verification link is the account screens' business).
    const { token } = await admin();
    const list = await call<{ users: { _id: string; userid: string; email: string }[] }>('GET', '/admin/users_data?limit=500', { token });
    const row = list.users.find((u) => u.email === email)!;
    await call('POST', '/admin/updateuserdata', {
      token,
      body: { _id: row._id, userid: row.userid, name, mobilenumber: mobile, email, role: 'user', verified: 'true', isBlocked: 'false' },
    });
    return { email, mobile, password, session: await login(email, password) };
  }

  /** A verified customer with S-Coins from the admin (₹2,000 unless told), and the admin's session. */
  async function fundedCustomer(name: string, amount = 2000) {
    const customer = await newCustomer(name);
    const adminNow = await admin();
    await call('POST', '/admin/adduserbalance', { token: adminNow.token, body: { userId: customer.session.user._id, email: customer.email, amount } });
    return { ...customer, admin: adminNow };
  }

  /** The demo catalogue's products, read from the API the page itself uses. */
  async function homeProducts() {
    const res = await request.get('/api/product/gethomeproducts');
    expect(res.ok()).toBe(true);
    return (await res.json()) as HomeProducts;
  }

  /** Mobile Legends sold through Smile.one Brazil: the fake Smile.one the e2e config starts delivers it. */
  async function mobileLegends() {
    const home = await homeProducts();
    const product = [...home.trending, ...home.instantGames].find((p) => p.type === 'MLBB' && p.apiType === 'SMILEBR');
    expect(product, 'the demo catalogue sells Mobile Legends through Smile.one Brazil').toBeDefined();
    return product!;
  }

  /** Honor of Kings: an API product (delivered at once by the sandbox supplier), Player ID and Server. */
  async function honorOfKings() {
    const home = await homeProducts();
    const product = [...home.trending, ...home.games].find((p) => p.type === 'HOK');
    expect(product, 'the demo catalogue has Honor of Kings').toBeDefined();
    return product!;
  }

  /** YouTube Premium: a manual product (no supplier API), so its orders wait for an admin. */
  async function youtubePremium() {
    const home = await homeProducts();
    const product = [...home.trending, ...home.ott, ...home.others].find((p) => p.name === 'YouTube Premium' && !p.isApi);
    expect(product, 'the demo catalogue has YouTube Premium').toBeDefined();
    return product!;
  }

  /** A product's packs as the product page reads them, for the one signed in (a reseller or an admin also gets `resellprice`). */
  const packs = <P = Item>(productId: string, session?: Session) => call<P[]>('GET', `/item/${productId}`, session ? { token: session.token } : {});

  /** A wallet order placed as the customer, through the call the product page makes. */
  const walletOrder = (session: Session, order: WalletOrder, { idempotencyKey }: { idempotencyKey?: string } = {}) =>
    call<{ client_txn_id: string }>('POST', '/order/createWalletOrder', {
      token: session.token,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      body: { ...order, userid: session.user.userid, paymentmode: 'wallet' },
    });

  /** The customer's S-Coins, as /wallet reads them. */
  const walletBalance = async (session: Session) => (await call<{ balance: number }>('GET', `/wallet/getbalance/${session.user.userid}`, { token: session.token })).balance;

  /** The customer's orders, as My Orders reads them. */
  const myOrders = (session: Session) => call<{ client_txn_id: string; orderid: string; status: string; reason: string | null }[]>('GET', `/order/${session.user.userid}`, { token: session.token });

  /** The status My Orders shows for one of the customer's orders (undefined while it is not listed). */
  const orderStatus = async (session: Session, clientTxnId: string) => (await myOrders(session)).find((o) => o.client_txn_id === clientTxnId)?.status;

  /** The newest dev outbox message to an address that carries what the test waits for. */
  async function outboxMessage(to: string, wanted: (m: OutboxMessage) => boolean): Promise<OutboxMessage> {
    let found: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
          expect(res.ok()).toBe(true);
          const { messages } = (await res.json()) as { messages: OutboxMessage[] };
          found = messages.find(wanted);
          return Boolean(found);
        },
        { message: `a message to ${to}` },
      )
      .toBe(true);
    return found!;
  }

  return { request, call, login, admin, newCustomer, fundedCustomer, homeProducts, mobileLegends, honorOfKings, youtubePremium, packs, walletOrder, walletBalance, myOrders, orderStatus, outboxMessage };
}

export type Shop = ReturnType<typeof shopApi>;

/**
 * Signs a page in the way the app does after a login (isLoggedIn, token, user), in a theme when
 * one is given. The `signIn` fixture does this to the test's page; a page of a spec's own (another
 * browser context, or a page that lets an expected console error through) calls it directly.
 * The storage is the shop origin's, so an empty page of that origin is enough to write it: opening
 * one of the app's pages for that cost most tests a whole page load (the app, its calls and the
 * provider's sign-in check) before their first step.
 */
export async function signInBrowser(page: Page, session: Session, theme?: Theme) {
  const blank = '/e2e-sign-in';
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.unroute(blank);
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

/** An all-digits id that the fake Smile.one knows and recharges (not 8…, 4040… or 5050…). */
export const newPlayerId = () => `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

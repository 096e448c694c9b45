import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { desktop, expect, phone, seriousAccessibilityProblems, test } from './fixtures';

// Refer and earn against the real shop: a referrer's code, a friend who registers through the
// shared link and tops up by sandbox UPI, and the referrer's commission redeemed into S-Coins.

type Session = { token: string; user: { _id: string; userid: string; name: string; email: string; role: string } };
type Customer = { name: string; mobile: string; email: string; password: string };
type OutboxMessage = { to: string; subject?: string; createdAt: string; otp?: string; link?: string };

const PASSWORD = 'Referral#2024pass';

let serial = 0;
/** A customer nobody else uses: a fresh 10-digit mobile number and email per call. */
function newCustomer(name: string): Customer {
  serial += 1;
  const unique = `${Date.now() % 1e6}${serial}${Math.floor(Math.random() * 1000)}`.slice(-9).padStart(9, '0');
  return { name, mobile: `8${unique}`, email: `ref.${unique}.${serial}@example.in`, password: PASSWORD };
}

/** The newest outbox message to an address that carries what the test waits for. */
async function outboxMessage(request: APIRequestContext, to: string, wanted: (m: OutboxMessage) => boolean): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: OutboxMessage[] };
      found = messages.find(wanted);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function verifyEmail(request: APIRequestContext, email: string) {
  const mail = await outboxMessage(request, email, (m) => m.subject === 'Verify your email address');
  const [, id, token] = new URL(mail.link!).pathname.match(/\/verification\/([^/]+)\/([^/]+)/)!;
  expect((await request.post(`/api/auth/verifymail/${id}/${token}`)).ok()).toBe(true);
}

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A referrer through the API (registration through the UI is the friend's part). */
async function registerThroughApi(request: APIRequestContext, name: string): Promise<Session> {
  const customer = newCustomer(name);
  const form = { name, mobileNumber: customer.mobile, email: customer.email, password: PASSWORD };
  expect((await request.post('/api/auth/register', { data: form })).ok()).toBe(true);
  const { otp } = await outboxMessage(request, customer.mobile, (m) => Boolean(m.otp));
  expect((await request.post('/api/auth/verifyandregister', { data: { ...form, otp } })).ok()).toBe(true);
  await verifyEmail(request, customer.email);
  return login(request, customer.email, PASSWORD);
}

/** Opens the shop signed in, with the session stored under the spec's browser keys. */
async function signInBrowser(page: Page, session: Session, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript(
    ([s, t]) => {
      localStorage.setItem('theme', t);
      if (localStorage.getItem('token')) return;
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('token', JSON.stringify(s.token));
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('expiryTime', String(Date.now() + 6 * 3600_000));
    },
    [session, theme] as const,
  );
}

/** A second browser for the friend, failing on console errors like the fixture's page. */
async function friendPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, problems, close: () => context.close() };
}

/** No page may scroll sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`a friend registers with the referral link and tops up; the referrer earns 2% and redeems it (${device})`, async ({ page, request, browser }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const referrer = await registerThroughApi(request, 'Ananya Rao');
    await signInBrowser(page, referrer);

    // The referrer's code.
    await page.goto('/referandearn');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeVisible();
    await expect(page.getByText('You have no referral code yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Referral Code' }).click();
    await expect(page.getByText('Referral code generated successfully!')).toBeVisible();
    const code = (await page.getByTestId('referral-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,}$/);
    // The message goes after 3 seconds; the code stays.
    await expect(page.getByText('Referral code generated successfully!')).toBeHidden({ timeout: 6_000 });
    await expect(page.getByTestId('referral-code')).toHaveText(code);
    if (device === 'phone') await expectNoSidewaysScroll(page);

    // The friend registers through the shared link, which fills the code in.
    const friend = newCustomer('Vikram Shah');
    const other = await friendPage(browser, viewport);
    try {
      const fp = other.page;
      await fp.goto(`/register?referral=${code}`);
      await expect(fp.getByLabel('Referral Code (optional)')).toHaveValue(code);
      await fp.getByLabel('Name').fill(friend.name);
      await fp.getByLabel('Mobile Number').fill(friend.mobile);
      await fp.getByLabel('Email').fill(friend.email);
      await fp.getByLabel('Password', { exact: true }).fill(friend.password);
      await fp.getByRole('button', { name: 'Send OTP' }).click();
      await expect(fp.getByRole('heading', { level: 1, name: 'Verify Your Account' })).toBeVisible();
      const { otp } = await outboxMessage(request, friend.mobile, (m) => Boolean(m.otp));
      await fp.getByLabel('OTP').fill(otp!);
      await fp.getByRole('button', { name: 'Verify' }).click();
      await expect(fp).toHaveURL(/\/login$/);
      await verifyEmail(request, friend.email);

      // ...and tops up ₹500 by sandbox UPI.
      await signInBrowser(fp, await login(request, friend.email, friend.password));
      await fp.goto('/topup');
      await fp.getByRole('button', { name: '₹500' }).click();
      await fp.getByRole('button', { name: 'Proceed to Pay ₹500' }).click();
      await expect(fp).toHaveURL(/\/sandbox\/pay\/TU\w+$/);
      await fp.getByRole('button', { name: 'Pay ₹500' }).click();
      await expect(fp.getByRole('heading', { name: 'Top-Up Successful' })).toBeVisible({ timeout: 15_000 });
      expect(other.problems, 'the friend’s page logged errors').toEqual([]);
    } finally {
      await other.close();
    }

    // The referrer sees 2% of ₹500 available.
    await page.reload();
    await expect(page.getByTestId('referral-available')).toHaveText('₹10');
    await expect(page.getByTestId('referral-total')).toHaveText('₹10');
    await expect(page.getByTestId('referral-count')).toHaveText('1');
    await expect(page.getByTestId('referral-wallet-balance')).toHaveText('₹0.00');
    if (device === 'phone') await page.screenshot({ path: testInfo.outputPath('referandearn-earned-phone.png'), fullPage: true });

    await page.getByRole('link', { name: 'View referral earnings' }).click();
    await expect(page).toHaveURL(/\/referralearnings$/);
    await expect(page.getByTestId('referral-total-earned')).toHaveText('₹10');
    const maskedFriend = `${friend.email.slice(0, 1)}***@example.in`;
    const txns = device === 'phone' ? page.getByRole('list', { name: 'Referral transactions' }).getByRole('listitem') : page.getByRole('table').getByRole('row').nth(1);
    await expect(txns).toHaveCount(1);
    await expect(txns).toContainText(maskedFriend);
    await expect(txns).toContainText('₹500');
    await expect(txns).toContainText('+₹10');
    await expect(page.getByText(friend.email)).toHaveCount(0);
    if (device === 'phone') {
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath('referralearnings-phone.png'), fullPage: true });
    }

    // Redeeming moves the ₹10 into S-Coins.
    await page.getByRole('main').getByRole('link', { name: 'Refer & Earn' }).click();
    await expect(page).toHaveURL(/\/referandearn$/);
    await page.getByRole('button', { name: 'Redeem Earnings' }).click();
    await expect(page.getByText('Earnings redeemed successfully!')).toBeVisible();
    await expect(page.getByTestId('referral-available')).toHaveText('₹0');
    await expect(page.getByTestId('referral-redeemed')).toHaveText('₹10');
    await expect(page.getByTestId('referral-wallet-balance')).toHaveText('₹10.00');

    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹10.00');
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`/referandearn and /referralearnings have no serious accessibility problems (${theme} theme, phone and desktop)`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const customer = await registerThroughApi(request, 'Ishaan Verma');
    await signInBrowser(page, customer, theme);
    for (const [device, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/referandearn');
      await page.getByRole('button', { name: 'Generate Referral Code' }).click();
      await expect(page.getByTestId('referral-code')).toBeVisible();
      await expect(page.getByTestId('referral-available')).toHaveText('₹0');
      for (const path of ['/referandearn', '/referralearnings']) {
        if (page.url().endsWith(path) === false) await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/referralearnings') await expect(page.getByText('No transactions yet')).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await seriousAccessibilityProblems(page), `${device}, ${theme}, ${path}`).toEqual([]);
        if (device === 'phone') {
          await expectNoSidewaysScroll(page);
          await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}-${device}-${theme}.png`), fullPage: true });
        }
      }
    }
  });
}

import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessibleIn, phoneAndDesktop, registerThroughForm, screenshot, test } from './fixtures';
import { signInBrowser, type Shop } from './shop-api';

// Refer and earn against the real shop: a referrer's code, a friend who registers through the
// shared link and tops up by sandbox UPI, and the referrer's commission redeemed into S-Coins.

type Customer = { name: string; mobile: string; email: string; password: string };

const PASSWORD = 'Referral#2024pass';

let serial = 0;
/** Details for a customer nobody else uses, to register through the UI: a fresh 10-digit mobile number and email per call. */
function newPerson(name: string): Customer {
  serial += 1;
  const unique = `${Date.now() % 1e6}${serial}${Math.floor(Math.random() * 1000)}`.slice(-9).padStart(9, '0');
  return { name, mobile: `8${unique}`, email: `ref.${unique}.${serial}@example.in`, password: PASSWORD };
}

/** Follows the verification link the shop emailed to the address. */
async function verifyEmail(shop: Shop, email: string) {
  const mail = await shop.outboxMessage(email, (m) => m.subject === 'Verify your email address');
  const [, id, token] = new URL(mail.link!).pathname.match(/\/verification\/([^/]+)\/([^/]+)/)!;
  await shop.call('POST', `/auth/verifymail/${id}/${token}`);
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

for (const [device, viewport] of phoneAndDesktop) {
  test(`a friend registers with the referral link and tops up; the referrer earns 2% and redeems it (${device})`, async ({ page, shop, signIn, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // The referrer through the API (registration through the UI is the friend's part).
    const referrer = await shop.newCustomer('Ananya Rao');
    await signIn(referrer.session, 'light');

    // The referrer's code.
    await page.goto('/referandearn');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeVisible();
    await expect(page.getByText('You have no referral code yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Referral Code' }).click();
    await expect(page.getByText('Referral code generated successfully!')).toBeVisible();
    const code = (await page.getByTestId('referral-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,}$/);
    // The message goes after 3 seconds; the code stays.
    await expect(page.getByText('Referral code generated successfully!')).toBeHidden();
    await expect(page.getByTestId('referral-code')).toHaveText(code);
    if (device === 'phone') await expectNoSidewaysScroll(page);

    // The friend registers through the shared link, which fills the code in.
    const friend = newPerson('Vikram Shah');
    const other = await friendPage(browser, viewport);
    try {
      const fp = other.page;
      await fp.goto(`/register?referral=${code}`);
      await expect(fp.getByLabel('Referral Code (optional)')).toHaveValue(code);
      await registerThroughForm(fp, shop, friend);
      await expect(fp).toHaveURL(/\/login$/);
      await verifyEmail(shop, friend.email);

      // ...and tops up ₹500 by sandbox UPI. Signed in with signInBrowser: the signIn fixture signs
      // in only the test's page, and the friend's page is in a browser of its own.
      await signInBrowser(fp, await shop.login(friend.email, friend.password), 'light');
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
    if (device === 'phone') await screenshot(page, 'referandearn-earned-phone');

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
      await screenshot(page, 'referralearnings-phone');
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

// In full in the light theme; in the dark theme, what the theme changes: the colours.
for (const theme of ['light', 'dark'] as const) {
  const what = theme === 'light' ? 'serious accessibility problems' : 'serious colour problems';
  test(`/referandearn and /referralearnings have no ${what} (${theme} theme, phone and desktop)`, async ({ page, shop, signIn }) => {
    test.setTimeout(120_000);
    const customer = await shop.newCustomer('Ishaan Verma');
    await signIn(customer.session, theme);
    for (const [device, viewport] of phoneAndDesktop) {
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
        await expectAccessibleIn(theme, page, `${device}, ${path}`);
        if (device === 'phone') {
          // The layout is the same in either theme.
          if (theme === 'light') await expectNoSidewaysScroll(page);
          await screenshot(page, `${path.slice(1)}-${device}-${theme}`);
        }
      }
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, expectAccessibleIn, phone, test } from './fixtures';

// "Continue with Test ID" against a local OpenID Connect provider (e2e/servers/oidc-provider.ts):
// the browser runs the code flow with PKCE, the shop verifies the ID token. The provider's login
// form takes any login as the person's email.

/**
 * Signs in on the provider's own pages: its login form, then its consent, which it asks for on a
 * person's first sign-in to the shop (every sign-in here is a new person's).
 */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: /sign-in/i }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** The account the shop's page is signed in to (null while a navigation replaces the page). */
const signedInUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string; role: string; _id: string } | null).catch(() => null);

test.use({ viewport: phone });

// The local provider's own pages load a web font from the internet, which this machine cannot
// reach; an empty stylesheet stands in for it (the provider's pages are not the shop's).
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
});

// In full in the light theme; in the dark theme, what the theme changes: the buttons' colours.
for (const theme of ['light', 'dark'] as const) {
  test(`shows "Continue with Test ID" on /login and /register beside the other sign-ins (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Continue with Test ID' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
      await expectAccessibleIn(theme, page, path, { wcagOnly: true });
    }
  });
}

test('a new person signs in through the popup and gets a customer account; a reload keeps them signed in; logout ends both sessions', async ({ page }) => {
  // Three sign-ins (popup, silent check, the second popup) and a logout through the provider.
  test.setTimeout(120_000);
  const email = `popup.${unique()}@example.in`;
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const popup = await popupOpened;
  await signInAtProvider(popup, email);
  await popup.waitForEvent('close');

  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => signedInUser(page)).toMatchObject({ email, role: 'user' });
  await page.reload();
  await expect.poll(() => signedInUser(page)).toMatchObject({ email });

  // The shop's session is gone (another tab signed out, storage cleared) but the provider's is
  // not: on the next visit the silent check signs the person in again, without a click.
  await page.evaluate(() => {
    for (const key of ['isLoggedIn', 'token', 'user', 'expiryTime']) localStorage.removeItem(key);
    sessionStorage.clear();
  });
  await page.goto('/');
  await expect.poll(() => signedInUser(page), { timeout: 30_000 }).toMatchObject({ email });

  // Logout ends the shop session, then the provider's (its own page), and comes back to the shop.
  const shopOrigin = new URL(page.url()).origin;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /sign out|logout|log out/i }).first().click();
  // The shop signs out at once; the provider asks before it ends its own session.
  await page.waitForURL((url) => url.origin !== shopOrigin);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL((url) => url.origin === shopOrigin);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The provider's session ended too: signing in again asks for the login.
  await page.goto('/login');
  const again = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const second = await again;
  await expect(second.locator('input[name="login"]')).toBeVisible();
  await second.close();
});

test('where popups are blocked, the whole page goes to the provider and comes back signed in, linked to the existing account by its verified email', async ({ page, shop }) => {
  const existing = await shop.newCustomer('Leela Nair');
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await page.waitForURL(/127\.0\.0\.1:\d+\/(interaction|auth)/);
  await signInAtProvider(page, existing.email);
  await page.waitForURL((url) => !url.pathname.startsWith('/callback') && !url.pathname.startsWith('/interaction'));
  await expect.poll(() => signedInUser(page)).toMatchObject({ email: existing.email, _id: existing.session.user._id });
  // The callback replaced its own address: going back does not replay it.
  expect(await page.evaluate(() => location.pathname)).not.toBe('/callback');

  expect(await shop.walletBalance(existing.session)).toBe(0);
});

test('an unverified email at the provider is refused in plain words, and the sign-in page stays usable', async ({ context }) => {
  // A page of its own: the refused sign-in call is a 403 the browser logs, which is the point here.
  const page = await context.newPage();
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const popup = await popupOpened;
  await signInAtProvider(popup, `unverified.${unique()}@example.in`);
  await expect(page.getByRole('alert')).toContainText('Your email address is not verified with your sign-in provider.');
  await expect(page.getByRole('button', { name: 'Continue with Test ID' })).toBeEnabled();
  expect(await signedInUser(page)).toBeNull();
});

test('a closed popup says so, and the button works again', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(page.getByRole('alert')).toContainText('The sign-in window was closed before you finished.');
  await expect(page.getByRole('button', { name: 'Continue with Test ID' })).toBeEnabled();
});

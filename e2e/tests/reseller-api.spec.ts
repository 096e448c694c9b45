import { expect, expectAccessibleIn, expectNoSidewaysScroll, phone, screenshot, seriousAccessibilityProblems, test } from './fixtures';
import { signInBrowser, type Session, type Shop } from './shop-api';

// The reseller API from the reseller's side: the public documentation, a test key made on the
// keys page and used from a server, the key revoked, and a webhook address the shop refuses.

/** A verified customer made a reseller by the admin, signed in again so the session says so. */
async function newReseller(shop: Shop): Promise<Session> {
  const customer = await shop.newCustomer('E2E Reseller');
  const { user } = customer.session;
  await shop.call('POST', '/admin/updateuserdata', {
    token: (await shop.admin()).token,
    body: { _id: user._id, userid: user.userid, name: user.name, mobilenumber: customer.mobile, email: customer.email, role: 'reseller', verified: 'true', isBlocked: 'false' },
  });
  return shop.login(customer.email, customer.password);
}

test('the documentation is public, fits a phone and shows curl for this shop (light)', async ({ page, baseURL }) => {
  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Reseller API' })).toBeVisible();
  const products = page.getByRole('figure', { name: 'List the products' });
  await expect(products).toContainText(`curl -s "${new URL(baseURL!).origin}/api/v1/products"`);
  await expect(page.getByRole('figure', { name: 'A receiver in Node.js' })).toContainText('timingSafeEqual');
  await expectNoSidewaysScroll(page);
  await expectAccessibleIn('light', page, '/developers');
  await screenshot(page, 'developers-light', { fullPage: false });
});

// The same page in the dark theme, for what the theme changes: its colours (the code samples' too).
test('the documentation has no serious colour problems (dark)', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Reseller API' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'A receiver in Node.js' })).toBeVisible();
  await expectAccessibleIn('dark', page, '/developers');
  await screenshot(page, 'developers-dark', { fullPage: false });
});

test('a reseller makes a test key, sees it once, calls the API from a server with it, and revokes it', async ({ page, shop, signIn, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const reseller = await newReseller(shop);
  await page.setViewportSize(phone);
  await signIn(reseller);

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Reseller API' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await page.getByLabel('Name').fill('E2E bot');
  await page.getByRole('radio', { name: /Test/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();

  const panel = page.getByRole('region', { name: 'Your new key' });
  await expect(panel).toContainText('You will not see it again');
  const secret = (await panel.getByTestId('secret').textContent())!.trim();
  expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{40}$/);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'new-key-phone');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  // A server's call: no cookies, no Origin. The same call with a browser's Origin is refused. A
  // request context of its own, not the test's `request` behind `shop`: a server sends its key and
  // nothing else (the test's context names a forwarded address of its own).
  const server = await playwright.request.newContext({ baseURL });
  const balance = await server.get('/api/v1/balance', { headers: { authorization: `Bearer ${secret}` } });
  expect(balance.status(), await balance.text()).toBe(200);
  expect(await balance.json()).toMatchObject({ currency: 'INR' });
  const fromBrowser = await server.get('/api/v1/balance', { headers: { authorization: `Bearer ${secret}`, origin: new URL(baseURL!).origin } });
  expect(fromBrowser.status()).toBe(403);

  // Away and back: the secret is gone from the page.
  await page.getByRole('navigation', { name: 'Reseller API' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Reseller API' }).getByRole('link', { name: 'API keys' }).click();
  const item = page.getByRole('listitem', { name: 'E2E bot' });
  await expect(item).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await item.getByRole('button', { name: 'Revoke E2E bot' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(item.getByText('Revoked', { exact: true }).first()).toBeVisible();
  const afterRevoke = await server.get('/api/v1/balance', { headers: { authorization: `Bearer ${secret}` } });
  expect(afterRevoke.status()).toBe(401);
  await server.dispose();
});

// Its own page: Chromium logs every 4xx answer as a console error by design, which the shared
// page fixture counts as a failure; the one 400 expected here is let through, anything else fails.
// So it is signed in with signInBrowser: the signIn fixture signs in only the test's page.
test('the shop refuses a webhook to a loopback address, and says so under the field', async ({ context, shop }) => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 400/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const reseller = await newReseller(shop);
  await page.setViewportSize(phone);
  await signInBrowser(page, reseller, 'dark');
  await page.goto('/developers/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const url = page.getByLabel('Address (URL)');
  await url.fill('https://127.0.0.1/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#new-webhook-url-error')).toContainText('127.0.0.1');
  await expect(page.getByRole('region', { name: "Your endpoint's signing secret" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'webhook-refused-dark');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  expect(problems).toEqual([]);
});

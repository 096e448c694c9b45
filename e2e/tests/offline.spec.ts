import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessibleIn, phone, screenshot, seriousAccessibilityProblems, test } from './fixtures';

// The installable app: once its service worker controls the page, the shop opens without a
// network on its kept shell and shows the catalogue it last saw, and says plainly that buying
// needs a connection. A new version waits until the customer reloads.

test.use({ serviceWorkers: 'allow' });
// The worker downloads the storefront's code once before it takes over; a busy machine needs time.
test.describe.configure({ timeout: 90_000 });

const OFFLINE_NOTICE = 'You’re offline. You can look around the shop, but buying and paying need an internet connection.';
const UPDATE_NOTICE = 'A new version of the shop is ready.';

/**
 * A page of its own: offline, the browser logs each request that finds no network (pictures the
 * worker never kept, the provider sign-in check) as a console error by design, which the shared
 * page fixture counts as a failure; here anything else the page logs still fails the test.
 */
async function watchedPage(context: BrowserContext, theme: 'light' | 'dark') {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript((t) => {
    localStorage.setItem('theme', t);
    // The popup ad of a first visit would cover the page under test.
    localStorage.setItem('lastPopupShown', String(Date.now()));
  }, theme);
  await page.setViewportSize(phone);
  return { page, problems };
}

/** The worker installs after the page has loaded, keeps the shell and code, then takes the page over. */
async function untilTheWorkerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

test('the shop opens offline with its products and says buying needs a connection (light, phone)', async ({ context, shop }) => {
  const products = await shop.homeProducts();
  const game = products.instantGames[0]!;
  const { page, problems } = await watchedPage(context, 'light');
  const instant = () => page.getByRole('region', { name: 'INSTANT RECHARGE' }).getByRole('link', { name: game.name, exact: true });
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });

  await page.goto('/');
  await expect(instant()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await untilTheWorkerControls(page);
  // A product page opened through the worker: the catalogue inside it is kept as well.
  await page.goto(`/product/${game._id}`);
  await expect(page.getByRole('radiogroup').getByRole('radio').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(instant()).toBeVisible();
  await expect(notice).toBeVisible();
  // Really offline, the worker too: what it never kept cannot be had.
  expect(await page.evaluate(() => fetch('/api/shop/info?never-kept').then(() => 'answered', () => 'failed'))).toBe('failed');
  await expectAccessibleIn('light', page, 'home');
  await screenshot(page, 'offline-home-phone-light', { fullPage: false });

  await instant().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game.name);
  await expect(page.getByRole('radiogroup').getByRole('radio').first()).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  await expectAccessibleIn('light', page, 'product');
  await screenshot(page, 'offline-product-phone-light', { fullPage: false });

  // Back online, the notice goes and the shop is live again.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  expect(problems).toEqual([]);
});

// The same two screens with the notice in the dark theme, for what the theme changes: their
// colours. The offline app itself is the test above; here the network is cut under a page that
// is already open, which shows the same notice (it follows the browser's online state) without
// waiting for the worker to install. Without the worker, as in the other specs: a worker still
// installing when the network goes would fail to download its code.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('the home and product pages with the offline notice have no serious colour problems (dark, phone)', async ({ context, shop }) => {
    const products = await shop.homeProducts();
    const game = products.instantGames[0]!;
    const { page, problems } = await watchedPage(context, 'dark');
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    const screens = [
      { where: 'home', path: '/', ready: page.getByRole('region', { name: 'INSTANT RECHARGE' }).getByRole('link', { name: game.name, exact: true }) },
      { where: 'product', path: `/product/${game._id}`, ready: page.getByRole('button', { name: 'Proceed to Payment' }) },
    ];
    for (const { where, path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await expectAccessibleIn('dark', page, where);
      await screenshot(page, `offline-${where}-phone-dark`, { fullPage: false });
      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
});

test("the manifest and icons pass Chromium's installability checks", async ({ page }) => {
  await page.goto('/');
  await untilTheWorkerControls(page);
  const cdp = await page.context().newCDPSession(page);
  const { errors, data } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'S-Store', theme_color: '#6d28d9' });
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Every test's browser context is an incognito one, where nothing installs: a fact of the test, not of the shop.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
    const res = await page.request.get(icon);
    expect(res.headers()['content-type'], icon).toBe('image/png');
  }
});

test('a new version waiting is offered, and Reload brings it in (phone)', async ({ context }) => {
  const { page, problems } = await watchedPage(context, 'light');
  // Notes when the app's own registration has gone through, so that the test's comes after it.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      const registered = register.apply(this, args);
      (window as unknown as { appRegistered?: Promise<unknown> }).appRegistered ??= registered;
      return registered;
    };
  });
  await page.goto('/');
  await untilTheWorkerControls(page);
  // The page a customer opens next is controlled from the start, as on any later visit.
  await page.reload();
  await page.waitForFunction(() => 'appRegistered' in window);
  await page.evaluate(() => (window as unknown as { appRegistered: Promise<unknown> }).appRegistered);

  // A deploy: the worker's script changes. Its address here, since the shop serves one build.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next=1').then(() => undefined));
  const notice = page.getByRole('status').filter({ hasText: UPDATE_NOTICE });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toContain('next=1');
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'update-offer-phone-light', { fullPage: false });

  const reloaded = page.waitForEvent('framenavigated');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('next=1');
  await expect(notice).toHaveCount(0);
  expect(problems).toEqual([]);
});

import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Page } from '@playwright/test';
import { desktop, expect, expectAccessibleIn, phone, screenshot, test } from './fixtures';
import { shopApi } from './shop-api';

// The live leaderboard against the real shop: four customers buy packs with their wallets, the
// demo admin completes the orders (completion is what counts toward the week), and the board
// shows them. One worker, so that the seeded week is the only one these tests look at.
test.describe.configure({ mode: 'serial' });

/** A tag of letters, so these runs' names are their own. */
const tag = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
// Rank order: how many of the dearest manual pack each buys (the last buys one cheaper pack).
const spenders = [
  { name: `Aarav ${tag}`, orders: 3 },
  { name: `Diya ${tag}`, orders: 2 },
  { name: `Kabir ${tag}`, orders: 1 },
  { name: `Meera ${tag}`, orders: 1, cheapest: true },
];

// The buyers are made once for the file, before any test: a beforeAll has no test of its own, so
// no `shop` fixture (that is per test); it binds the same API to a request context of its own.
test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
  const shop = shopApi(request);
  const admin = await shop.admin();
  const manual = await shop.youtubePremium();
  for (const spender of spenders) {
    const customer = await shop.newCustomer(spender.name);
    const packs = await shop.packs(manual._id, customer.session);
    const sorted = [...packs].sort((a, b) => b.discountedprice - a.discountedprice);
    const pack = spender.cheapest ? sorted[sorted.length - 1]! : sorted[0]!;
    await shop.call('POST', '/admin/adduserbalance', {
      token: admin.token,
      body: { userId: customer.session.user._id, email: customer.email, amount: paiseToRupees(rupeesToPaise(pack.discountedprice) * spender.orders + rupeesToPaise(10)) },
    });
    for (let i = 0; i < spender.orders; i++) {
      const placed = await shop.walletOrder(customer.session, { product_id: manual._id, item_id: pack._id, input1: customer.email, input2: customer.mobile });
      await shop.call('GET', `/admin/updateorder/${placed.client_txn_id}/Completed/-`, { token: admin.token });
    }
  }
  await request.dispose();
});

/** Opens the board, closing the intro a first visit sees. */
async function openBoard(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto('/live-leaderboard');
  const intro = page.getByRole('dialog', { name: 'Weekly Spending Challenge' });
  await expect(intro).toContainText('Monday 00:00 to Sunday 23:59 IST');
  await intro.getByRole('button', { name: 'Got it' }).click();
  await expect(intro).toHaveCount(0);
}

async function expectBoard(page: Page) {
  const podium = page.getByRole('list', { name: 'Top 3 this week' });
  const places = podium.getByRole('listitem');
  await expect(places).toHaveCount(3);
  // Rank order for assistive technology...
  for (const [i, spender] of spenders.slice(0, 3).entries()) await expect(places.nth(i)).toContainText(spender.name);
  await expect(places.nth(0)).toContainText('₹');
  // ...shown 2nd, 1st, 3rd from left to right.
  const x = await Promise.all([0, 1, 2].map(async (i) => (await places.nth(i).boundingBox())!.x));
  expect(x[1]!).toBeLessThan(x[0]!);
  expect(x[0]!).toBeLessThan(x[2]!);

  const timer = page.getByRole('timer', { name: 'Challenge Reset' });
  await expect(timer).toHaveText(/^\d\d Days\d\d Hours\d\d Minutes\d\d Seconds$/);
  const before = await timer.textContent();
  // It counts down by the second: the next tick changes it.
  await expect(timer).not.toHaveText(before!);

  await expect(page.getByRole('tabpanel', { name: 'Active Challenge' }).getByRole('list', { name: 'Ranks 4 and below' })).toContainText(spenders[3]!.name);
}

/** The podium is up, in rank order: the board has loaded. */
async function boardLoaded(page: Page) {
  await expect(page.getByRole('list', { name: 'Top 3 this week' }).getByRole('listitem')).toHaveCount(3);
}

test('shows the podium and the reset countdown on a phone, light theme', async ({ page }) => {
  await page.setViewportSize(phone);
  await openBoard(page, 'light');
  await expect(page.locator('html')).toHaveClass(/^(?!.*\bdark\b)/);
  await expectBoard(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessibleIn('light', page, 'phone');
  await screenshot(page, 'leaderboard-phone-light');
});

test('shows the podium, the countdown and the past rewards tab on a desktop, light theme', async ({ page }) => {
  await page.setViewportSize(desktop);
  await openBoard(page, 'light');
  await expectBoard(page);
  await page.getByRole('tab', { name: 'Active Challenge' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Past Reward' })).toHaveAttribute('aria-selected', 'true');
  // No week has closed on a fresh shop.
  await expect(page.getByRole('tabpanel', { name: 'Past Reward' })).toContainText('No previous winners found.');
  await expectAccessibleIn('light', page, 'desktop');
});

// The same two screens in the dark theme, for what the theme changes: their colours.
test('the podium and the countdown have no serious colour problems on a phone, dark theme', async ({ page }) => {
  await page.setViewportSize(phone);
  await openBoard(page, 'dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await boardLoaded(page);
  await expectAccessibleIn('dark', page, 'phone');
  await screenshot(page, 'leaderboard-phone-dark');
});

test('the podium and the past rewards tab have no serious colour problems on a desktop, dark theme', async ({ page }) => {
  await page.setViewportSize(desktop);
  await openBoard(page, 'dark');
  await boardLoaded(page);
  await page.getByRole('tab', { name: 'Past Reward' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Past Reward' })).toContainText('No previous winners found.');
  await expectAccessibleIn('dark', page, 'desktop');
});

test('remembers that the intro was dismissed', async ({ page }) => {
  await page.setViewportSize(phone);
  await openBoard(page, 'light');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Top 3 this week' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { desktop, expect, expectAccessibleIn, phone, screenshot, test } from './fixtures';
import { newPlayerId } from './shop-api';

// Deliveries through the shop's real Smile.one adapter, against the fake Smile.one the browser
// tests start (it checks every signature): a customer sees the name Smile.one gives and the order
// reach Delivered; an admin retries an order Smile.one would not place, then refunds it.

/** The order's timeline on /confirmation. */
const timeline = (page: Page) => page.getByRole('list', { name: /timeline/i });
/** A wallet order Smile.one delivered, step by step. */
const DELIVERED_TIMELINE = [/^Placed/, /^Paid.*Paid from your wallet/, /^Sent to supplier/, /^Delivered.*Supplier order BR\d+/];

test("buys a Smile.one pack on a phone: Smile.one's name for the player, then the timeline reaches Delivered (light)", async ({ page, shop, signIn }) => {
  await page.setViewportSize(phone);
  const customer = await shop.fundedCustomer('Arjun Pillai');
  const product = await shop.mobileLegends();
  await signIn(customer.session, 'light');

  await page.goto(`/product/${product._id}`);
  await page.getByLabel('User ID').fill('123456789');
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByRole('button', { name: 'Check Username' }).click();
  // The fake names players "Smile" and digits; the sandbox supplier would not.
  await expect(page.getByText(/^Username: Smile\d+$/)).toBeVisible();

  const pack = page.getByRole('radio').first();
  await pack.click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Select Payment' });
  await sheet.getByRole('radio', { name: 'Wallet' }).check();
  await sheet.getByRole('button', { name: 'Confirm Order' }).click();

  await expect(page).toHaveURL(/\/confirmation\?client_txn_id=ST\w+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 15_000 });
  await expect(timeline(page).getByRole('listitem')).toHaveText(DELIVERED_TIMELINE);
  await screenshot(page, 'delivered-light');
  await expectAccessibleIn('light', page, 'delivered order', { wcagOnly: true });
});

// The same confirmation in the dark theme, for what the theme changes: its colours. The order is
// placed through the API, as the product page places it; buying through the page is the test above.
test("a delivered Smile.one order's confirmation and timeline have no serious colour problems (dark, phone)", async ({ page, shop, signIn }) => {
  await page.setViewportSize(phone);
  const customer = await shop.fundedCustomer('Arjun Pillai');
  const product = await shop.mobileLegends();
  const pack = (await shop.packs(product._id, customer.session)).find((p) => p.inStock)!;
  const placed = await shop.walletOrder(customer.session, { product_id: product._id, item_id: pack._id, input1: newPlayerId(), input2: '2001' });
  await signIn(customer.session, 'dark');

  await page.goto(`/confirmation?client_txn_id=${placed.client_txn_id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 15_000 });
  await expect(timeline(page).getByRole('listitem')).toHaveText(DELIVERED_TIMELINE);
  await screenshot(page, 'delivered-dark');
  await expectAccessibleIn('dark', page, 'delivered order', { wcagOnly: true });
});

test('an admin retries an order Smile.one would not place, then refunds it to the wallet', async ({ page, shop, signIn }) => {
  // Waits twice for the delivery to hear Smile.one's refusal (up to a minute each on a loaded machine).
  test.slow();
  await page.setViewportSize(desktop);
  const customer = await shop.fundedCustomer('Nisha Kapoor');
  const { admin, session } = customer;
  const product = await shop.mobileLegends();
  const pack = (await shop.packs(product._id, session)).find((p) => p.inStock)!;
  // The fake Smile.one has no balance for player ids starting 5050: it places nothing.
  const placed = await shop.walletOrder(session, { product_id: product._id, item_id: pack._id, input1: '505012345', input2: '2001' });
  const orderId = placed.client_txn_id;

  await signIn(admin);
  await page.goto('/admin/orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('Mobile Legends');
  // The flag shows once the delivery job has heard Smile.one's refusal.
  const flag = page.getByRole('cell', { name: new RegExp(`^Needs attention: Smile\\.one Brazil placed nothing: Insufficient balance.*${orderId}`) });
  await expect(async () => {
    await page.reload();
    await expect(flag).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The desk as the admin sees it, to look at: a desktop, then a phone.
  await screenshot(page, 'pending-orders-desktop');
  await page.setViewportSize(phone);
  // A phone gets the orders as cards, not as a table.
  await expect(page.getByText(/Needs attention: Smile\.one Brazil placed nothing/).first()).toBeVisible();
  await screenshot(page, 'pending-orders-phone');
  await page.setViewportSize(desktop);

  await row.getByRole('button', { name: `Retry delivery ${orderId}` }).click();
  const retry = page.getByRole('dialog', { name: `Retry delivery of order ${orderId}?` });
  await retry.getByRole('button', { name: 'Retry delivery' }).click();
  await expect(page.getByText(`Delivery of ${orderId} will be tried again.`)).toBeVisible();
  // Smile.one refuses again, and the order is flagged again rather than refunded by itself.
  await expect(async () => {
    await page.reload();
    await expect(flag).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  await page.getByRole('row').filter({ hasText: orderId }).getByRole('button', { name: `Refunded ${orderId}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${orderId}?` });
  await refund.getByLabel('Reason (optional)').fill('Smile.one could not deliver; refunded to your wallet');
  await refund.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(page.getByText(`Order ${orderId} is now Refunded.`)).toBeVisible();

  expect(await shop.walletBalance(session)).toBe(2000);
  const status = await shop.call<{ data: { status: string; timeline: { step: string; detail: string | null }[] } }>('POST', '/order/orderstatus', {
    token: session.token,
    body: { client_txn_id: orderId },
  });
  expect(status.data.status).toBe('Refunded');
  expect(status.data.timeline.at(-1)).toMatchObject({ step: 'refunded', detail: 'Smile.one could not deliver; refunded to your wallet' });
});

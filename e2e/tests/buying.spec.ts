import type { Page } from '@playwright/test';
import { desktop, expect, expectAccessibleIn, phone, test } from './fixtures';
import type { Session, Shop } from './shop-api';

// Buying in real Chromium against the built shop: sandbox UPI payments, wallet top-ups and
// wallet orders, the insufficient-balance page, a failed payment, and an admin's coupon.

/** Fills step 1, picks a pack, opens the payment sheet and confirms with a method. */
async function buy(page: Page, { productId, pack, playerId, method }: { productId: string; pack: string; playerId: string; method: 'UPI' | 'Wallet' }) {
  await page.goto(`/product/${productId}`);
  await page.getByLabel('Player ID').fill(playerId);
  await page.getByLabel('Server').fill('Asia');
  await page.getByRole('radio', { name: pack, exact: true }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Select Payment' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: method }).check();
  return sheet;
}

/** Signs a new customer in on a phone; answers the Honor of Kings product they will buy from. */
async function customerOnPhone(page: Page, shop: Shop, signIn: (session: Session) => Promise<void>, name: string) {
  await page.setViewportSize(phone);
  const customer = await shop.newCustomer(name);
  const product = await shop.honorOfKings();
  await signIn(customer.session);
  return product;
}

test.describe('Buying', () => {
  test('buys a pack by sandbox UPI end to end', async ({ page, shop, signIn }) => {
    const product = await customerOnPhone(page, shop, signIn, 'Kabir Rao');

    const sheet = await buy(page, { productId: product._id, pack: '80 Tokens', playerId: '51234567', method: 'UPI' });
    await expect(sheet.getByTestId('sheet-total')).toHaveText('₹79');
    await sheet.getByRole('button', { name: 'Confirm Order' }).click();

    await expect(page).toHaveURL(/\/sandbox\/pay\/ST\w+$/);
    await expect(page.getByTestId('gateway-amount')).toContainText('₹79');
    await expect(page.getByText('80 Tokens - Honor of Kings')).toBeVisible();
    await expect(page.getByRole('img', { name: /UPI QR code to pay ₹79/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹79' }).click();

    await expect(page).toHaveURL(/\/confirmation\?client_txn_id=ST\w+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Order Placed Successfully' });
    await expect(card.getByText('51234567', { exact: true })).toBeVisible();
    await expect(card.getByText('₹79', { exact: true })).toBeVisible();
    await expect(card.getByText('UPI Reference')).toBeVisible();

    await card.getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Orders' }).getByText('Completed')).toBeVisible();
  });

  test('tops up the wallet by sandbox UPI, then buys with the wallet', async ({ page, shop, signIn }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const customer = await shop.newCustomer('Meera Iyer');
    const product = await shop.honorOfKings();
    await signIn(customer.session);

    await page.goto('/topup');
    await page.getByRole('button', { name: '₹100' }).click();
    await page.getByRole('button', { name: 'Proceed to Pay ₹100' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/TU\w+$/);
    await expect(page.getByText('Wallet top-up to S-Store')).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹100' }).click();

    await expect(page).toHaveURL(/\/walletconfirmation\?client_txn_id=TU\w+$/);
    await expect(page.getByRole('heading', { name: 'Top-Up Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('topup-status')).toHaveText('Success');
    await page.getByRole('link', { name: 'Go to Wallet' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹100.00');

    const sheet = await buy(page, { productId: product._id, pack: '16 Tokens', playerId: '61234567', method: 'Wallet' });
    await expect(sheet.getByText('₹100.00')).toBeVisible();
    await sheet.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/confirmation\?client_txn_id=ST\w+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Order Placed Successfully' }).getByText('Wallet', { exact: true })).toBeVisible();

    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹83.00');
    await expect(page.getByRole('table').getByText('16 Tokens (Honor of Kings)')).toBeVisible();
  });

  test('a wallet that cannot cover the order leads to the Insufficient Balance page', async ({ page, shop, signIn }) => {
    const product = await customerOnPhone(page, shop, signIn, 'Dev Malhotra');

    const sheet = await buy(page, { productId: product._id, pack: '16 Tokens', playerId: '71234567', method: 'Wallet' });
    await expect(sheet.getByText('Not enough S-Coins for this order')).toBeVisible();
    await sheet.getByRole('button', { name: 'Confirm Order' }).click();

    await expect(page).toHaveURL(/\/balanceerror$/);
    await expect(page.getByRole('heading', { name: 'Insufficient Balance' })).toBeVisible();
    await page.getByRole('link', { name: 'Top-Up Wallet' }).click();
    await expect(page).toHaveURL(/\/topup$/);
    await expect(page.getByRole('heading', { name: 'Top Up Wallet' })).toBeVisible();
  });

  test('a failed payment shows the order as Failed', async ({ page, shop, signIn }) => {
    await page.setViewportSize(phone);
    const admin = await shop.admin();
    const product = await shop.honorOfKings();
    await signIn(admin);

    const sheet = await buy(page, { productId: product._id, pack: '16 Tokens', playerId: '81234567', method: 'UPI' });
    await sheet.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/ST\w+$/);
    await page.getByRole('button', { name: 'Fail' }).click();

    await expect(page).toHaveURL(/\/confirmation\?client_txn_id=ST\w+$/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('order-status')).toHaveText('Failed');
    await expect(page.getByText('Order Placed Successfully')).toHaveCount(0);
  });

  test("an admin's coupon, applied on the product page, charges exactly the total shown", async ({ page, shop, signIn }) => {
    await page.setViewportSize(desktop);
    const admin = await shop.admin();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await shop.call('POST', '/admin/createcoupon', {
      token: admin.token,
      body: {
        couponCode: code,
        discountType: 'percentage',
        discountPercentage: 15,
        discountAmount: 0,
        expiryDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        minimumItemQuantity: 1,
        minPurchaseAmount: 0,
        maxDiscountAmount: 500,
        usageLimit: 10,
        userLimit: 5,
        isActive: true,
        description: 'Browser test coupon',
      },
    });
    const product = await shop.honorOfKings();
    await signIn(admin);

    await page.goto(`/product/${product._id}`);
    await page.getByLabel('Player ID').fill('91234567');
    await page.getByLabel('Server').fill('Asia');
    await page.getByRole('radio', { name: '240 Tokens', exact: true }).click();
    const summary = page.getByRole('region', { name: /Order Confirmation/ });
    await summary.getByLabel('Coupon code').fill(code.toLowerCase());
    await expect(summary.getByLabel('Coupon code')).toHaveValue(code);
    await summary.getByRole('button', { name: 'Apply' }).click();

    // ₹229 less 15% (₹34.35, shown rounded up as ₹35) is ₹194.
    await expect(summary.getByTestId('coupon-discount')).toHaveText('−₹35');
    await expect(summary.getByTestId('summary-total')).toHaveText('₹194');
    await expect(page.getByTestId('checkout-total')).toHaveText('₹194');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const sheet = page.getByRole('dialog', { name: 'Select Payment' });
    await expect(sheet.getByTestId('sheet-total')).toHaveText('₹194');
    await sheet.getByRole('radio', { name: 'UPI' }).check();
    await sheet.getByRole('button', { name: 'Confirm Order' }).click();

    await expect(page).toHaveURL(/\/sandbox\/pay\/ST\w+$/);
    await expect(page.getByTestId('gateway-amount')).toContainText('₹194');
    await page.getByRole('button', { name: 'Pay ₹194' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Order Placed Successfully' }).getByText('₹194', { exact: true })).toBeVisible();
  });

  test('the buying screens have no serious accessibility problems, in both themes', async ({ page, shop, signIn }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    const admin = await shop.admin();
    const product = await shop.honorOfKings();
    const items = await shop.packs(product._id);
    const { client_txn_id: clientTxnId } = await shop.call<{ client_txn_id: string }>('POST', '/order/createOrder', {
      token: admin.token,
      headers: { 'Idempotency-Key': `e2e-axe-${Date.now()}` },
      body: { userid: admin.user.userid, product_id: product._id, item_id: items[0]!._id, input1: '31234567', input2: 'Asia', paymentmode: 'upi', couponCode: '' },
    });
    await signIn(admin);

    const screens: { path: string; ready: (page: Page) => Promise<void> }[] = [
      { path: `/sandbox/pay/${clientTxnId}`, ready: (p) => expect(p.getByRole('img', { name: /UPI QR code/ })).toBeVisible() },
      { path: `/confirmation?client_txn_id=${clientTxnId}`, ready: (p) => expect(p.getByRole('heading', { name: 'Awaiting Payment' })).toBeVisible() },
      { path: '/balanceerror', ready: (p) => expect(p.getByText('Current balance')).toBeVisible() },
      { path: '/topup', ready: (p) => expect(p.getByText('Current balance: ₹')).toBeVisible() },
      { path: '/orders', ready: (p) => expect(p.getByRole('list', { name: 'Orders' })).toBeVisible() },
      {
        path: '/wallet',
        ready: async (p) => {
          await expect(p.getByText('Transaction History')).toBeVisible();
          await p.getByRole('button', { name: 'Know More', exact: true }).click();
          await expect(p.getByRole('dialog', { name: 'About S-Coins' })).toBeVisible();
        },
      },
      {
        path: `/product/${product._id}`,
        ready: async (p) => {
          await p.getByLabel('Player ID').fill('31234567');
          await p.getByLabel('Server').fill('Asia');
          await p.getByRole('button', { name: 'Proceed to Payment' }).click();
          await expect(p.getByRole('dialog', { name: 'Select Payment' }).getByText(/S-Coins balance: ₹/)).toBeVisible();
        },
      },
    ];
    // Each screen in full in the light theme; in the dark theme, what the theme changes: its colours.
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expectAccessibleIn(theme, page, screen.path, { wcagOnly: true });
      }
    }
  });
});

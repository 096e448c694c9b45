import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessibleIn, phoneAndDesktop, screenshot, test } from './fixtures';

// An admin's money mistakes, undone in the open: a top-up of ₹1.10 on /admin/usersdata, its
// reversal with a reason on /admin/wallettxn, what the customer then reads on /wallet, and both
// actions on /admin/audit. On a phone and on a laptop.

/** On a phone the filters fold away behind a Filters button; on a laptop they are shown. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The audit screen and the wallet page render phone cards and a laptop table; one of them shows. */
const shown = (locator: Locator) => locator.filter({ visible: true });

for (const [device, viewport] of phoneAndDesktop) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("an admin tops up ₹1.10, reverses it with a reason; the customer's wallet and the audit log show both", async ({ page, shop, signIn }) => {
      test.setTimeout(240_000);
      const admin = await shop.admin();
      const customer = await shop.newCustomer('Meera Iyer');
      await signIn(admin);

      // Top-up of an amount with paise, with the reason the customer will read.
      await page.goto('/admin/usersdata');
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await showFilters(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
      const userRow = page.getByRole('row').filter({ hasText: customer.email });
      await expect(userRow).toHaveCount(1);
      await userRow.getByRole('button', { name: `Top-Up for ${customer.email}` }).click();
      const topUp = page.getByRole('dialog', { name: 'Top-Up Wallet' });
      await topUp.getByLabel('Amount (₹)').fill('1.10');
      await topUp.getByLabel('Reason (optional)').fill('Goodwill for the late delivery');
      await topUp.getByRole('button', { name: 'Add Balance' }).click();
      await expect(page.getByText("Successfully added ₹1.10 to Meera Iyer's wallet")).toBeVisible();
      await expect(topUp).toBeHidden();
      await expect(userRow.getByRole('cell', { name: '₹1.10' })).toBeVisible();

      // The reversal, from the customer's wallet transactions.
      await page.goto('/admin/wallettxn');
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet Transactions' })).toBeVisible();
      await showFilters(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
      await expect(page.getByText('Showing 1 to 1 of 1 transactions')).toBeVisible();
      const reverseButton = page.getByRole('button', { name: /^Reverse AD/ });
      const creditId = (await reverseButton.textContent())!.replace(/^Reverse\s*/, '').trim();
      expect(creditId).toMatch(/^AD[0-9A-Z]+$/);
      await reverseButton.click();
      const reverse = page.getByRole('dialog', { name: `Reverse credit ${creditId}?` });
      await expect(reverse.getByLabel('Amount (₹)')).toHaveValue('1.10');
      await reverse.getByRole('button', { name: 'Reverse ₹1.10' }).click();
      await expect(reverse.getByText('Please give the reason the customer will read.')).toBeVisible();
      await reverse.getByLabel('Reason').fill('Credited to the wrong account');
      await reverse.getByRole('button', { name: 'Reverse ₹1.10' }).click();
      await expect(page.getByText('Reversed ₹1.10. The customer sees the reason in their wallet history.')).toBeVisible();
      await expect(reverse).toBeHidden();
      const debitRow = page.getByRole('row').filter({ hasText: `${creditId}-R` }).filter({ hasText: 'Debit' });
      await expect(debitRow).toContainText(`Reversal of ${creditId}: Credited to the wrong account`);
      await expect(debitRow).toContainText('−₹1.10');
      await expect(page.getByRole('button', { name: /^Reverse AD/ })).toHaveCount(0);

      // The customer reads both reasons in their own history, and the balance is back to zero.
      await signIn(customer.session);
      await page.goto('/wallet');
      await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00');
      await expect(shown(page.getByText(`Reversal of ${creditId}: Credited to the wrong account`))).toHaveCount(1);
      await expect(shown(page.getByText('Goodwill for the late delivery'))).toHaveCount(1);

      // Both actions on the audit log, found by the customer filter.
      await signIn(admin);
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await showFilters(page);
      await page.getByRole('searchbox', { name: 'Customer' }).fill(customer.email);
      // The customer's three: the admin verified them (newCustomer), credited and reversed.
      await expect(page.getByText('Showing 1 to 3 of 3 actions')).toBeVisible();
      await expect(shown(page.getByText('User edited', { exact: true }))).toHaveCount(1);
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('wallet');
      await expect(page.getByText('Showing 1 to 2 of 2 actions')).toBeVisible();
      await expect(page).toHaveURL(/[?&]customer=e2e\.[^&]*&kind=wallet$/);
      await expect(shown(page.getByText('Top-up reversed', { exact: true }))).toHaveCount(1);
      await expect(shown(page.getByText('Wallet top-up', { exact: true }))).toHaveCount(1);
      await expect(shown(page.getByText('Credited to the wrong account', { exact: true }))).toHaveCount(1);
      await expect(shown(page.getByText('Goodwill for the late delivery', { exact: true }))).toHaveCount(1);
      await expect(shown(page.getByRole('listitem').filter({ hasText: /^balance: ₹0 → ₹1\.10$/ }))).toHaveCount(1);
      await expect(shown(page.getByRole('listitem').filter({ hasText: /^balance: ₹1\.10 → ₹0$/ }))).toHaveCount(1);
      await expect(shown(page.getByRole('listitem').filter({ hasText: new RegExp(`^reverses: ${creditId}$`) }))).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `audit-${device}`);
    });
  });
}

// The audit in full in the light theme; in the dark one, what the theme changes: the colours.
for (const theme of ['light', 'dark'] as const) {
  const what = theme === 'light' ? 'serious accessibility problems' : 'serious colour problems';
  test(`/admin/audit has no ${what} (${theme} theme, phone and desktop)`, async ({ page, shop, signIn }) => {
    test.setTimeout(180_000);
    const admin = await shop.admin();
    // Entries of every shape the screen draws: the customer's verification (newCustomer), a
    // credit and its reversal, each with before → after.
    const customer = await shop.newCustomer('Arav Kulkarni');
    const key = () => `e2e-${theme}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    const credit = await shop.call<{ txnid: string }>('POST', '/admin/adduserbalance', {
      token: admin.token,
      headers: { 'Idempotency-Key': key() },
      body: { userId: customer.session.user._id, email: customer.email, amount: 2.5, reason: 'Axe check credit' },
    });
    await shop.call('POST', '/admin/reversecredit', { token: admin.token, headers: { 'Idempotency-Key': key() }, body: { txnid: credit.txnid, reason: 'Axe check reversal' } });

    await signIn(admin, theme);
    for (const [device, viewport] of phoneAndDesktop) {
      await page.setViewportSize(viewport);
      await page.goto(`/admin/audit?customer=${encodeURIComponent(customer.email)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(page.getByText('Showing 1 to 3 of 3 actions')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessibleIn(theme, page, device);
      await screenshot(page, `audit-${device}-${theme}`);
    }
  });
}

import { expect, expectAccessibleIn, expectNoSidewaysScroll, phone, phoneAndDesktop, screenshot, test } from './fixtures';

// Reward points in real Chromium against the built shop: a wallet order of a manual product that
// an admin completes earns 1% of its price; the customer sees the points on /wallet and redeems
// them into S-Coins on /redeem.

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees2 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('Reward points', () => {
  for (const [device, viewport] of phoneAndDesktop) {
    test(`a completed wallet order earns points that redeem into S-Coins (${device})`, async ({ page, shop, signIn }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const customer = await shop.fundedCustomer(device === 'phone' ? 'Ananya Pillai' : 'Vikram Sethi', 2000);
      const { admin } = customer;
      const product = await shop.youtubePremium();
      const pack = (await shop.packs(product._id, customer.session)).find((p) => p.name === '12 Months')!;
      // 1% of whole rupees in hundredths of a point, and what is left after redeeming 10 points.
      const earnedHundredths = Math.floor(pack.discountedprice);
      const earned = earnedHundredths / 100;
      const earnedAfterRedeeming = (earnedHundredths - 1_000) / 100;
      await signIn(customer.session);

      // Buys from the wallet; the order waits for the shop.
      await page.goto(`/product/${product._id}`);
      await page.getByLabel('Email').fill(customer.email);
      await page.getByLabel('WhatsApp Number').fill(customer.mobile);
      await page.getByRole('radio', { name: '12 Months', exact: true }).click();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const sheet = page.getByRole('dialog', { name: 'Select Payment' });
      await sheet.getByRole('radio', { name: 'Wallet' }).check();
      await sheet.getByRole('button', { name: 'Confirm Order' }).click();
      await expect(page).toHaveURL(/\/confirmation\?client_txn_id=ST\w+$/);
      const orderId = new URL(page.url()).searchParams.get('client_txn_id')!;

      await page.goto('/wallet');
      const panel = page.getByRole('region', { name: 'Reward Points' });
      await expect(panel.getByTestId('points-balance')).toHaveText('0');

      // The admin completes it, as the Pending Orders screen does.
      await shop.call('GET', `/admin/updateorder/${orderId}/Completed/-`, { token: admin.token });

      const walletAfterOrder = 2000 - pack.discountedprice;
      await page.reload();
      await expect(panel.getByTestId('points-balance')).toHaveText(indian.format(earned));
      await expect(page.getByTestId('wallet-balance')).toHaveText(rupees2.format(walletAfterOrder));
      await panel.getByRole('button', { name: 'Know More about Reward Points' }).click();
      const faq = page.getByRole('dialog', { name: 'About Reward Points' });
      await expect(faq).toContainText('1% of its price');
      if (device === 'phone') await screenshot(page, 'wallet-faq-phone', { fullPage: false });
      await faq.getByRole('button', { name: 'Got it' }).click();
      if (device === 'phone') {
        await expectNoSidewaysScroll(page);
        await screenshot(page, 'wallet-phone');
      }

      await panel.getByRole('link', { name: 'Redeem Points' }).click();
      await expect(page).toHaveURL(/\/redeem$/);
      await expect(page.getByTestId('redeem-points-balance')).toHaveText(indian.format(earned));

      // More than there is: refused in the browser.
      await page.getByRole('button', { name: '50 points', exact: true }).click();
      await expect(page.getByLabel('Points to redeem')).toHaveValue('50');
      await page.getByRole('button', { name: 'Redeem 50 Points', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(`Insufficient points. You have ${indian.format(earned)} points available.`);

      await page.getByLabel('Points to redeem').fill('10');
      await page.getByRole('button', { name: 'Redeem 10 Points', exact: true }).click();
      await expect(page.getByText('10 points redeemed: ₹10 added to your wallet.')).toBeVisible();
      await expect(page.getByTestId('redeem-points-balance')).toHaveText(indian.format(earnedAfterRedeeming));
      await expect(page.getByTestId('redeem-wallet-balance')).toHaveText(rupees2.format(walletAfterOrder + 10));
      if (device === 'phone') {
        await expectNoSidewaysScroll(page);
        await screenshot(page, 'redeem-phone');
      }

      await page.getByRole('link', { name: 'Back to My Wallet' }).click();
      await expect(page.getByTestId('wallet-balance')).toHaveText(rupees2.format(walletAfterOrder + 10));
      await expect(panel.getByTestId('points-balance')).toHaveText(indian.format(earnedAfterRedeeming));
      await expect(page.getByText('Redeemed 10 reward points').filter({ visible: true }).first()).toBeVisible();
    });
  }

  test('/redeem has no serious accessibility problems, in both themes', async ({ page, shop, signIn }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(phone);
    const customer = await shop.newCustomer('Farah Qureshi');
    await signIn(customer.session);
    // In full in the light theme; in the dark theme, what the theme changes: the colours.
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/redeem');
      await expect(page.getByTestId('redeem-points-balance')).toHaveText('0');
      await page.getByRole('button', { name: '100 points', exact: true }).click();
      await page.getByRole('button', { name: 'Redeem 100 Points', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Insufficient points. You have 0 points available.');
      if (theme === 'light') await expectNoSidewaysScroll(page);
      await screenshot(page, `redeem-phone-${theme}`);
      await expectAccessibleIn(theme, page, '/redeem', { wcagOnly: true });
    }
  });
});

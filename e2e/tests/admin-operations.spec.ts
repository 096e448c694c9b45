import type { Page } from '@playwright/test';
import { expect, expectAccessibleIn, phone, phoneAndDesktop, screenshot, seriousAccessibilityProblems, test } from './fixtures';

// What the owner watches and sets: the suppliers' balances on the dashboard (read from the fake
// Smile.one and MooGold the shop is configured with) and the shop's own contact details, which
// the storefront's pages then show.

async function expectNoSeriousProblems(page: Page, where: string) {
  expect(await seriousAccessibilityProblems(page), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where} scrolls sideways`).toBe(true);
}

// The dashboard in full in the light theme; in the dark theme, what the theme changes: the colours
// of the balances and of Refresh's messages.
for (const theme of ['light', 'dark'] as const) {
  const what = theme === 'light' ? "the dashboard shows each supplier's balance, and Refresh says they were fetched" : "the dashboard's supplier balances and Refresh's messages have no serious colour problems";
  test(`${what} (${theme} theme, phone and desktop)`, async ({ page, shop, signIn }) => {
    test.setTimeout(120_000);
    await signIn(await shop.admin(), theme);
    for (const [device, viewport] of phoneAndDesktop) {
      await page.setViewportSize(viewport);
      await page.goto('/admin');
      const cards = page.getByRole('list', { name: 'Supplier balances' }).getByRole('listitem');
      if (theme === 'light') {
        // The fakes' balances: Smile points per region, MooGold in US dollars.
        await expect(cards.filter({ hasText: 'Smile.one Brazil' })).toContainText('60575.0Smile Points');
        await expect(cards.filter({ hasText: 'Smile.one Philippines' })).toContainText('12840.5Smile Points');
        await expect(cards.filter({ hasText: 'MooGold' })).toContainText('832.21USD');
      }
      await page.getByRole('button', { name: 'Refresh supplier balances' }).click();
      await expect(cards.getByRole('status').filter({ hasText: 'Points fetched successfully' })).toHaveCount(3);
      if (theme === 'light') await expectNoSeriousProblems(page, `/admin, ${device}, ${theme}`);
      else await expectAccessibleIn(theme, page, `/admin, ${device}`);
      await screenshot(page, `dashboard-${device}-${theme}`);
    }
  });
}

test('the owner sets the support WhatsApp, email and hours; the contact page and the footer show them', async ({ page, shop, signIn, browser }) => {
  test.setTimeout(120_000);
  await signIn(await shop.admin(), 'light');
  await page.setViewportSize(phone);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Shop settings' });

  // A number that is not an Indian mobile is refused where it was typed, and nothing is saved.
  await form.getByLabel('Support WhatsApp number').fill('12345');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByLabel('Support WhatsApp number')).toBeFocused();
  await expect(form.getByLabel('Support WhatsApp number')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Support WhatsApp number').fill('9845012345');
  await form.getByLabel('Support email').fill('help@sstore.example');
  await form.getByLabel('Support hours').fill('Every day, 10 am to 10 pm IST');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shop settings saved.')).toBeVisible();
  await expectNoSeriousProblems(page, '/admin/settings, phone, light');
  await screenshot(page, 'settings-phone');

  // A customer's visit, in a browser of their own (browsers may keep the details for a minute):
  // the details come from the server, not from the admin's screen.
  const customer = await browser.newContext();
  const visitor = await customer.newPage();
  await visitor.setViewportSize(phone);
  await visitor.goto('/contact');
  await expect(visitor.getByRole('link', { name: 'Chat on WhatsApp: +91 98450 12345' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919845012345\?/);
  await expect(visitor.getByText('help@sstore.example').first()).toBeVisible();
  await expect(visitor.getByText('Support hours: Every day, 10 am to 10 pm IST.')).toBeVisible();
  await expect(visitor.getByRole('contentinfo')).not.toContainText('not configured');
  await customer.close();
});

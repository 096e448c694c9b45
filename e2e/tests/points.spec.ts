import type { APIRequestContext, Page } from '@playwright/test';
import { desktop, expect, homeProducts, phone, seriousAccessibilityProblems, test } from './fixtures';

// Reward points in real Chromium against the built shop: a wallet order of a manual product that
// an admin completes earns 1% of its price; the customer sees the points on /wallet and redeems
// them into S-Coins on /redeem.

type Session = { token: string; user: { _id: string; userid: string; name: string; email: string; role: string } };

const PASSWORD = 'Points#2024pass';
const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees2 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A new customer through the API: register, the code from the dev outbox, the e-mail link, login. */
async function registerCustomer(request: APIRequestContext, name: string) {
  const mobile = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const email = `points.${mobile}@example.in`;
  const form = { name, mobileNumber: mobile, email, password: PASSWORD };
  expect((await request.post('/api/auth/register', { data: form })).ok()).toBe(true);
  const sms = await (await request.get(`/api/dev/outbox?to=${mobile}`)).json();
  const otp = sms.messages[0].otp as string;
  expect((await request.post('/api/auth/verifyandregister', { data: { ...form, otp } })).ok()).toBe(true);
  const mail = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const { pathname } = new URL(mail.messages[0].link as string);
  const [, id, token] = pathname.match(/\/verification\/([^/]+)\/([^/]+)/)!;
  expect((await request.post(`/api/auth/verifymail/${id}/${token}`)).ok()).toBe(true);
  return { email, mobile, session: await login(request, email, PASSWORD) };
}

const loginAdmin = (request: APIRequestContext) => login(request, 'admin@sstore.local', 'admin12345');

/** Opens the shop signed in, with the session stored under the spec's browser keys. */
async function signInBrowser(page: Page, session: Session) {
  await page.addInitScript((s) => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', JSON.stringify(s.token));
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('expiryTime', String(Date.now() + 6 * 3600_000));
  }, session);
}

/** A customer with S-Coins from the admin, ready to pay from the wallet. */
async function fundedCustomer(request: APIRequestContext, name: string, amount: number) {
  const admin = await loginAdmin(request);
  const customer = await registerCustomer(request, name);
  const added = await request.post('/api/admin/adduserbalance', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { userId: customer.session.user._id, email: customer.email, amount },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return { admin, customer };
}

/** YouTube Premium: a manual product (no supplier API), so its orders wait for an admin. */
async function youtubePremium(request: APIRequestContext) {
  const home = await homeProducts(request);
  const product = [...home.trending, ...home.ott, ...home.others].find((p) => p.name === 'YouTube Premium' && !p.isApi);
  expect(product, 'the demo catalogue has YouTube Premium').toBeDefined();
  return product!;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('Reward points', () => {
  for (const [device, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`a completed wallet order earns points that redeem into S-Coins (${device})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const { admin, customer } = await fundedCustomer(request, device === 'phone' ? 'Ananya Pillai' : 'Vikram Sethi', 2000);
      const product = await youtubePremium(request);
      const packs = (await (await request.get(`/api/item/${product._id}`, { headers: { authorization: `Bearer ${customer.session.token}` } })).json()) as {
        name: string;
        discountedprice: number;
      }[];
      const pack = packs.find((p) => p.name === '12 Months')!;
      // 1% of whole rupees in hundredths of a point, and what is left after redeeming 10 points.
      const earnedHundredths = Math.floor(pack.discountedprice);
      const earned = earnedHundredths / 100;
      const earnedAfterRedeeming = (earnedHundredths - 1_000) / 100;
      await signInBrowser(page, customer.session);

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
      const completed = await request.get(`/api/admin/updateorder/${orderId}/Completed/-`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(completed.ok(), await completed.text()).toBe(true);

      const walletAfterOrder = 2000 - pack.discountedprice;
      await page.reload();
      await expect(panel.getByTestId('points-balance')).toHaveText(indian.format(earned));
      await expect(page.getByTestId('wallet-balance')).toHaveText(rupees2.format(walletAfterOrder));
      await panel.getByRole('button', { name: 'Know More about Reward Points' }).click();
      const faq = page.getByRole('dialog', { name: 'About Reward Points' });
      await expect(faq).toContainText('1% of its price');
      if (device === 'phone') await page.screenshot({ path: test.info().outputPath('wallet-faq-phone.png') });
      await faq.getByRole('button', { name: 'Got it' }).click();
      if (device === 'phone') {
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: test.info().outputPath('wallet-phone.png'), fullPage: true });
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
        await page.screenshot({ path: test.info().outputPath('redeem-phone.png'), fullPage: true });
      }

      await page.getByRole('link', { name: 'Back to My Wallet' }).click();
      await expect(page.getByTestId('wallet-balance')).toHaveText(rupees2.format(walletAfterOrder + 10));
      await expect(panel.getByTestId('points-balance')).toHaveText(indian.format(earnedAfterRedeeming));
      await expect(page.getByText('Redeemed 10 reward points').filter({ visible: true }).first()).toBeVisible();
    });
  }

  test('/redeem has no serious accessibility problems, in both themes', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(phone);
    const customer = await registerCustomer(request, 'Farah Qureshi');
    await signInBrowser(page, customer.session);
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/redeem');
      await expect(page.getByTestId('redeem-points-balance')).toHaveText('0');
      await page.getByRole('button', { name: '100 points', exact: true }).click();
      await page.getByRole('button', { name: 'Redeem 100 Points', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Insufficient points. You have 0 points available.');
      await expectNoSidewaysScroll(page);
      if (theme === 'dark') await page.screenshot({ path: test.info().outputPath('redeem-phone-dark.png'), fullPage: true });
      expect(await seriousAccessibilityProblems(page, { wcagOnly: true }), theme).toEqual([]);
    }
  });
});

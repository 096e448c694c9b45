import type { OutboxMessage } from '@shop/contract/dev-outbox';
import type { Page } from '@playwright/test';
import { desktop, expect, phone, registerThroughForm, seriousAccessibilityProblems, test } from './fixtures';
import type { Shop } from './shop-api';

// Account flows against the real shop with the sandbox SMS and mail providers: every code and
// link is read from the dev outbox (ARCHITECTURE: sandbox contract), as a tester would.

type Customer = { name: string; mobile: string; email: string; password: string };

let serial = 0;
/** A customer nobody else uses: a fresh 10-digit Indian mobile number and email per call. */
function newCustomer(name = 'Riya Sen'): Customer {
  serial += 1;
  const unique = `${Date.now() % 1e7}${serial}${Math.floor(Math.random() * 100)}`.slice(-9).padStart(9, '0');
  return { name, mobile: `9${unique}`, email: `e2e.${unique}.${serial}@example.in`, password: 'Diamonds-4-all' };
}

/** The code in the newest SMS to a number sent after `after` (a createdAt in ms). */
const codeTo = async (shop: Shop, mobile: string, after = 0) => (await shop.outboxMessage(mobile, (m) => Boolean(m.otp) && Date.parse(m.createdAt) > after)).otp!;

/** When the newest message to an address was sent (0: none yet). */
async function lastSentAt(shop: Shop, to: string): Promise<number> {
  const res = await shop.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: OutboxMessage[] };
  return messages[0] ? Date.parse(messages[0].createdAt) : 0;
}

const linkPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** A customer registered through the API (the UI's registration has its own test). */
async function registeredCustomer(shop: Shop, { verified }: { verified: boolean }): Promise<Customer> {
  const { request } = shop;
  const customer = newCustomer('Kabir Rao');
  const form = { name: customer.name, mobileNumber: customer.mobile, email: customer.email, password: customer.password };
  expect((await request.post('/api/auth/register', { data: { ...form, referralCode: '' } })).ok()).toBe(true);
  const otp = await codeTo(shop, customer.mobile);
  expect((await request.post('/api/auth/verifyandregister', { data: { ...form, otp } })).status()).toBe(201);
  if (verified) {
    const mail = await shop.outboxMessage(customer.email, (m) => m.subject === 'Verify your email address');
    expect((await request.post(`/api/auth${linkPath(mail.link!).replace('/verification/', '/verifymail/')}`)).ok()).toBe(true);
  }
  return customer;
}

/** A first visit to the home page opens the popup offer; close it to reach the page. */
async function closeOffer(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close offer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** UI: axe finds nothing serious. */
async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

async function logIn(page: Page, customer: Customer, password = customer.password) {
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('register with the SMS code, verify the email, log in, rename on the dashboard and sign out', async ({ page, shop }) => {
    const customer = newCustomer();
    await page.goto('/register');
    await registerThroughForm(page, shop, customer);
    await expect(page.getByText(/^Registration successful!/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The verification link from the email.
    const mail = await shop.outboxMessage(customer.email, (m) => m.subject === 'Verify your email address');
    await page.goto(linkPath(mail.link!));
    await expect(page.getByText('Email verified successfully. You can now log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, customer);
    await expect(page).toHaveURL(/\/home$/);
    await closeOffer(page);
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(customer.email)).toBeVisible();
    await expect(profile.getByText(customer.mobile)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Overview' }).getByRole('definition')).toHaveText(['0', '0', '0']);

    await profile.getByRole('button', { name: 'Edit name' }).click();
    await profile.getByRole('textbox', { name: 'Name' }).fill('Meera Kapoor');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Profile updated successfully, please relogin.')).toBeVisible();
    // The page reloads with the stored user: the top bar greets the new name.
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Meera');
    await expect(profile.getByText('Meera Kapoor')).toBeVisible();

    await page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await closeOffer(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('log in with a mobile code', async ({ page, shop }) => {
    const customer = await registeredCustomer(shop, { verified: true });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Login with Mobile OTP' }).click();
    await page.getByLabel('Mobile Number').fill(customer.mobile);
    const sentAfter = await lastSentAt(shop, customer.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page).toHaveURL(new RegExp(`/otpverify/${customer.mobile}$`));
    // The server's resend wait (60 s) counts down; Resend OTP waits for it.
    await expect(page.getByRole('timer')).toHaveText(/^00:[0-5]\d$/);
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

    const code = await codeTo(shop, customer.mobile, sentAfter);
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);
    await expect(page.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue(code[3]!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await closeOffer(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Kabir');
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: desktop });

  test('a forgotten password is reset through the emailed link', async ({ page, shop }) => {
    const customer = await registeredCustomer(shop, { verified: false });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/a password reset link has been sent/)).toBeVisible();

    const mail = await shop.outboxMessage(customer.email, (m) => m.subject === 'Reset your password');
    await page.goto(linkPath(mail.link!));
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await page.getByLabel('New Password', { exact: true }).fill('Fresh-Diamonds-9');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Diamonds-');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(reset).toBeDisabled();
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Diamonds-9');
    await reset.click();
    await expect(page.getByText('Password reset successfully. Please log in with your new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, customer, 'Fresh-Diamonds-9');
    await expect(page).toHaveURL(/\/home$/);
    await closeOffer(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Kabir');
  });

  test('a protected page sends a guest to login and back after signing in', async ({ page, shop }) => {
    const customer = await registeredCustomer(shop, { verified: true });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
    await logIn(page, customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(customer.email)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Overview' }).getByRole('definition')).toHaveText(['0', '0', '0']);
    await expectAccessible(page);

    // Logged in, the login screen shows the landing page instead.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });
});

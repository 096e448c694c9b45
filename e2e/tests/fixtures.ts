import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { shopApi, signInBrowser, type Session, type Shop, type Theme } from './shop-api';

type ShopFixtures = {
  /**
   * The shop's API from this test's own address (its `request`): `shop.call`, `shop.login`,
   * `shop.admin()` (the demo admin's session, fetched once per test), `shop.newCustomer`,
   * `shop.fundedCustomer`, the demo catalogue's products and packs, wallet orders and balances,
   * My Orders and the dev outbox (shop-api.ts).
   */
  shop: Shop;
  /** Signs this test's page in as the app does after a login, in a theme when one is given. */
  signIn: (session: Session, theme?: Theme) => Promise<void>;
};

/**
 * Every page fails its test on a console error or an uncaught exception. The API calls a test
 * makes itself (setting up customers and orders) come from an address of the test's own, as
 * different customers' would: the shop limits sign-ups and codes per address, and the whole
 * suite from one address would run into those limits.
 */
export const test = base.extend<ShopFixtures>({
  request: async ({ playwright, baseURL }, use) => {
    const address = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
    await use(context);
    await context.dispose();
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  shop: async ({ request }, use) => {
    await use(shopApi(request));
  },
  signIn: async ({ page }, use) => {
    await use((session, theme) => signInBrowser(page, session, theme));
  },
});

export { expect };

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Rupees as the shop writes them: ₹109, ₹107.91. */
export const rupees = (amount: number) => (Number.isInteger(amount) ? wholeRupees : twoDecimals).format(amount);

export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 800 };
/** The two sizes a screen is checked at, phone first: `for (const [device, viewport] of phoneAndDesktop)`. */
export const phoneAndDesktop = [
  ['phone', phone],
  ['desktop', desktop],
] as const;

/**
 * The axe rules whose outcome depends on colours (axe's "cat.color" rules that it runs by default;
 * color-contrast-enhanced is AAA and off). The dark theme changes colours and nothing else: the
 * app's `dark:` styles set colours only, and the theme switch swaps a hidden icon. So a screen
 * audited in full in one theme needs only these rules in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's serious and critical accessibility problems found by axe, each as "rule: where" so
 * that a failing test names them; `wcagOnly` limits the check to the WCAG 2.1 A and AA rules, and
 * `coloursOnly` to the rules a theme can change (COLOUR_RULES), for a screen already audited in
 * full in the other theme.
 *
 * Axe runs in the page itself (its legacy mode), and lists in full only what fails: its default
 * runs each frame apart and gathers every node that passes into a second, blank page, which took
 * three to five times as long on the long admin lists. What that leaves out is frames of other
 * origins, and the shop's only such frame is the sign-in provider's hidden one, not the shop's page.
 */
export async function seriousAccessibilityProblems(page: Page, { wcagOnly = false, coloursOnly = false }: { wcagOnly?: boolean; coloursOnly?: boolean } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (coloursOnly) axe.withRules(COLOUR_RULES);
  else if (wcagOnly) axe.withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const { violations } = await axe.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A screen has no serious accessibility problems, in the theme it is shown in: in the light theme
 * every rule, in the dark theme the rules the theme can change (COLOUR_RULES). For a screen checked
 * in both themes; a failure names the theme.
 */
export async function expectAccessibleIn(theme: Theme, page: Page, where: string, { wcagOnly = false }: { wcagOnly?: boolean } = {}) {
  expect(await seriousAccessibilityProblems(page, { wcagOnly, coloursOnly: theme === 'dark' }), `${where}, ${theme} theme`).toEqual([]);
}

/** Nothing on the page is wider than the phone: no sideways scrolling at 360 px. A failure names what sticks out. */
export async function expectNoSidewaysScroll(page: Page) {
  const { width, sticking } = await page.evaluate(() => {
    // Inside a box that scrolls or clips, an element cannot widen the page.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const sticking = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 40)}`);
    return { width: document.documentElement.scrollWidth, sticking };
  });
  expect(width, `sticking out: ${sticking.join(' | ')}`).toBeLessThanOrEqual(phone.width);
}

/**
 * A picture of the screen for a developer to look at: no test compares pictures, so they are taken
 * only when asked for, with E2E_SCREENSHOTS=1, into the test's folder under test-results/ as
 * `name`.png. Full-page pictures are taken from the top of the page: taken while scrolled,
 * Chromium paints the sticky header and the fixed checkout bar where the viewport was, in the
 * middle of the picture.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/**
 * Registers a person through the form on /register (the page must be open on it): the details,
 * Send OTP, then the code the sandbox SMS carried and Verify. A plain function, not a fixture: the
 * page may be a second browser's (a friend's, beside the test's own customer).
 */
export async function registerThroughForm(page: Page, shop: Shop, person: { name: string; mobile: string; email: string; password: string }) {
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Mobile Number').fill(person.mobile);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Account' })).toBeVisible();
  const { otp } = await shop.outboxMessage(person.mobile, (m) => Boolean(m.otp));
  await page.getByLabel('OTP').fill(otp!);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Waits for a delivered order on /confirmation and answers its card. */
export async function expectDelivered(page: Page) {
  await expect(page).toHaveURL(/\/confirmation\?client_txn_id=ST\w+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Completed', { timeout: 20_000 });
  return page.getByRole('region', { name: 'Order Placed Successfully' });
}

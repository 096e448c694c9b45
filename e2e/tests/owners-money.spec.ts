import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { desktop, expect, expectDelivered, expectNoSidewaysScroll, phone, rupees, screenshot, seriousAccessibilityProblems, test } from './fixtures';
import { newPlayerId, signInBrowser, type Shop } from './shop-api';

// The owner's money in the browser: the Smile.one Brazil rate and price list on /admin/costs,
// costs, margins, packs below cost and a repricing previewed, applied and undone on /admin/price,
// a customer's tax invoice from My Orders (and on paper), profit and the accountant's CSV files on
// the dashboard, and the seller's GSTIN on /admin/settings. On a phone and a desktop, in both
// themes, with axe.
//
// Other specs buy Mobile Legends (Smile BR) at the prices they read first: only its costs change
// here (a rate changes no price). The repricing is done on Zenless Zone Zero, which no other spec
// buys, and undone; the costs set for its packs are cleared again.

type View = { device: 'phone' | 'desktop'; theme: 'light' | 'dark' };
/**
 * Where a screen is checked: each on a phone in both themes and on a desktop; the invoice and the
 * price screen on a desktop in both themes too; a further state of a screen (or My Orders, where
 * only a link is new) once in each theme, on the phone in one and on the desktop in the other.
 */
const views = (coverage: 'screen' | 'main screen' | 'state' = 'screen'): View[] =>
  coverage === 'state'
    ? [
        { device: 'phone', theme: 'light' },
        { device: 'desktop', theme: 'dark' },
      ]
    : [
        { device: 'phone', theme: 'light' },
        { device: 'phone', theme: 'dark' },
        { device: 'desktop', theme: 'dark' },
        ...(coverage === 'main screen' ? [{ device: 'desktop', theme: 'light' } as const] : []),
      ];

/**
 * How much of a screen a view audits: all of it on a device's first view; on a later view of the
 * same device, in the other theme, only what the theme changes (the colours).
 */
type Audit = 'full' | 'colours';

/** Runs the check of a screen in each view: its size and theme set, the screen not yet opened. */
async function inEachView(page: Page, list: View[], check: (where: string, shot: string, audit: Audit) => Promise<void>) {
  const seen = new Set<View['device']>();
  for (const { device, theme } of list) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize(device === 'phone' ? phone : desktop);
    await check(`${device}, ${theme}`, `${device}-${theme}`, seen.has(device) ? 'colours' : 'full');
    seen.add(device);
  }
}

const SMILE_BR = 'Smile.one Brazil';
const SMILE_POINTS = 'Smile Points (Brazil)';
/** Delivered by hand, and bought by no other spec: repriced here, and put back. */
const ZZZ = 'Zenless Zone Zero';
/** What two of its packs cost, set by hand (under their prices, so that none goes below cost). */
const HAND_COSTS = [
  ['60 Monochrome', 60],
  ['300+30 Monochrome', 300],
] as const;
const ZONE = '2001';
/** The fake Smile.one's steady price of SKU 13 (86 Diamonds of Mobile Legends BR), in Smile points. */
const SKU_13_POINTS = 135.7;

type Pack = { _id: string; name: string; discountedprice: number; resellprice: number; inStock: boolean };

/** How many packs the shop counts below cost. */
const packsBelowCost = async (shop: Shop) => (await shop.call<{ belowCost: number }>('GET', '/admin/margins', { token: (await shop.admin()).token })).belowCost;

/**
 * The page has no serious accessibility problem, and on a phone nothing sticks out sideways; for a
 * view that audits only the colours, no serious colour problem (the layout is the same in either theme).
 */
async function expectSound(page: Page, where: string, audit: Audit = 'full') {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousAccessibilityProblems(page, { wcagOnly: true, coloursOnly: audit === 'colours' }), where).toEqual([]);
  if (audit === 'full' && page.viewportSize()?.width === phone.width) await expectNoSidewaysScroll(page);
}

/** Sets Smile.one Brazil's rate on /admin/costs (the page must be open) and waits for the history to show who set it. */
async function setRate(page: Page, rate: string, setBy: string) {
  const form = page.getByRole('form', { name: `Rate of ${SMILE_BR}` });
  await expect(form).toBeVisible();
  const history = page.getByRole('region', { name: `Rate history of ${SMILE_BR}` }).getByRole('row');
  const rowsBefore = await history.count();
  await form.getByLabel(`New rate (₹ per ${SMILE_POINTS})`).fill(rate);
  await form.getByRole('button', { name: `Set rate of ${SMILE_BR}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${SMILE_BR}: 1 ${SMILE_POINTS} = ₹${rate} from now on.` }).first()).toBeVisible();
  // A new first row, marked current (the header row comes with the first rate; the history keeps 20).
  await expect(history).toHaveCount(Math.min(Math.max(rowsBefore + 1, 2), 21));
  await expect(history.nth(1)).toContainText(`1 ${SMILE_POINTS} = ₹${rate} (current)`);
  await expect(history.nth(1)).toContainText(setBy);
}

/** The pack's card on /admin/price. */
const packCard = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(`^${name.replace(/[+()]/g, '\\$&')} #\\d+$`) });

test('the owner sets the Smile.one Brazil rate and refreshes its prices; a Mobile Legends pack shows its cost and margins, then the Below cost flag and the count at a higher rate', async ({ page, shop, signIn }) => {
  test.setTimeout(180_000);
  const admin = await shop.admin();
  const ml = await shop.mobileLegends();
  await page.setViewportSize(desktop);
  await signIn(admin, 'light');

  // 1. The rate: a typo is refused where it was typed; ₹0.50 a point is saved and heads the history.
  await page.goto('/admin/costs');
  await expect(page.getByRole('heading', { level: 1, name: 'Costs and rates' })).toBeVisible();
  const card = page.getByRole('listitem', { name: SMILE_BR, exact: true });
  const rateField = card.getByLabel(`New rate (₹ per ${SMILE_POINTS})`);
  await rateField.fill('0,5');
  await card.getByRole('button', { name: `Set rate of ${SMILE_BR}` }).click();
  await expect(card.getByText('Please enter the rate in rupees with at most six decimals, like 15.25')).toBeVisible();
  await expect(rateField).toHaveAttribute('aria-invalid', 'true');
  await setRate(page, '0.5', admin.user.name);
  await expect(card.getByText('Current rate')).toBeVisible();
  await expect(card.getByText(`1 ${SMILE_POINTS} = ₹0.5`, { exact: true })).toBeVisible();

  // 2. Its price list, fetched from the fake Smile.one now.
  await card.getByRole('button', { name: `Refresh prices of ${SMILE_BR}` }).click();
  await expect(card.getByText(/^Smile\.one Brazil: \d+ prices fetched\.$/)).toBeVisible();
  await expect(card.getByText(/^\d+ SKUs priced, fetched .+\. Refreshed every day\.$/)).toBeVisible();

  // 3. A Mobile Legends pack's cost and margins at that rate: 135.70 points at ₹0.50.
  const mlPack = (await shop.packs<Pack>(ml._id, admin)).find((p) => p.name === '86 Diamonds')!;
  const cost = SKU_13_POINTS * 0.5;
  const belowAtHalf = await packsBelowCost(shop);
  await page.goto('/admin/price');
  await expect(page.getByRole('heading', { level: 1, name: 'Update Prices' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${belowAtHalf} packs? below cost\\.`))).toBeVisible();
  await page.getByLabel('Product').selectOption({ label: ml.name });
  let pack = packCard(page, '86 Diamonds');
  await expect(pack.getByRole('definition').nth(0)).toHaveText(`${rupees(cost)}from the price list`);
  const percent = (margin: number, price: number) => `${Math.round((margin * 1000) / price) / 10}%`;
  const margin = paiseToRupees(rupeesToPaise(mlPack.discountedprice) - rupeesToPaise(cost));
  const resellMargin = paiseToRupees(rupeesToPaise(mlPack.resellprice) - rupeesToPaise(cost));
  await expect(pack.getByRole('definition').nth(1)).toHaveText(`${rupees(mlPack.discountedprice)}Margin ${rupees(margin)} (${percent(margin, mlPack.discountedprice)})`);
  await expect(pack.getByRole('definition').nth(2)).toHaveText(`${rupees(mlPack.resellprice)}Margin ${rupees(resellMargin)} (${percent(resellMargin, mlPack.resellprice)})`);
  await expect(pack.getByText('Below cost')).toHaveCount(0);

  // 4. At ₹1 a point the pack costs more than both prices: flagged in words, and counted at the top.
  await page.goto('/admin/costs');
  await setRate(page, '1', admin.user.name);
  const belowAtOne = await packsBelowCost(shop);
  expect(belowAtOne).toBeGreaterThan(belowAtHalf);
  await page.goto('/admin/price');
  const summary = page.getByRole('region', { name: 'Packs below cost' });
  await expect(summary).toContainText(`${belowAtOne} packs below cost.`);
  // Each product with packs below cost opens from the summary.
  await summary.getByRole('button', { name: new RegExp(`^${ml.name.replace(/[()]/g, '\\$&')}: \\d+ below cost$`) }).click();
  await expect(page.getByLabel('Product')).toHaveValue(ml._id);
  pack = packCard(page, '86 Diamonds');
  await expect(pack.getByText('Below cost', { exact: true })).toBeVisible();
  await expect(pack.getByText('Customers and resellers pay less than it costs.')).toBeVisible();
  await expect(pack.getByRole('definition').nth(0)).toHaveText(`${rupees(SKU_13_POINTS)}from the price list`);
  await screenshot(page, 'price-below-cost-desktop-light');

  // Back to ₹0.50 a point: the rate the rest of the shop's orders are costed at.
  await page.goto('/admin/costs');
  await setRate(page, '0.5', admin.user.name);

  await inEachView(page, views(), async (where, shot, audit) => {
    await page.goto('/admin/costs');
    await expect(page.getByRole('region', { name: `Rate history of ${SMILE_BR}` })).toBeVisible();
    await expectSound(page, `/admin/costs, ${where}`, audit);
    await screenshot(page, `costs-${shot}`);
  });
});

test('the owner sets what packs delivered by hand cost, saves a repricing rule, previews old and new prices side by side, applies them after confirming, and undoes it', async ({ page, shop, signIn }) => {
  test.setTimeout(180_000);
  const admin = await shop.admin();
  const zzz = Object.values(await shop.homeProducts())
    .flat()
    .find((p) => p.name === ZZZ)!;
  expect(zzz, `the demo catalogue sells ${ZZZ}`).toBeDefined();
  const pricesNow = async () => (await shop.packs<Pack>(zzz._id, admin)).map((p) => ({ name: p.name, price: p.discountedprice, resell: p.resellprice }));
  const pricesBefore = await pricesNow();
  const small = pricesBefore.find((p) => p.name === '60 Monochrome')!;
  const packCount = pricesBefore.length;
  await page.setViewportSize(desktop);
  await signIn(admin, 'light');

  try {
    // 1. What two of its packs cost, set by hand: the others' costs stay unknown.
    await page.goto('/admin/price');
    await page.getByLabel('Product').selectOption({ label: ZZZ });
    for (const [name, cost] of HAND_COSTS) {
      const card = packCard(page, name);
      await expect(card.getByText('Cost unknown:')).toBeVisible();
      await card.getByLabel('Cost of this pack (₹)').fill(String(cost));
      await card.getByRole('button', { name: `Save cost of ${name}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `${name} now costs ${rupees(cost)}.` }).first()).toBeVisible();
      await expect(card.getByRole('definition').nth(0)).toHaveText(`${rupees(cost)}set by hand`);
    }
    const card = packCard(page, '60 Monochrome');
    await expect(card.getByRole('definition').nth(1)).toHaveText(`${rupees(small.price)}Margin ${rupees(small.price - 60)} (${Math.round(((small.price - 60) * 1000) / small.price) / 10}%)`);

    // 2. The rule: 10% over cost for customers, 5% for resellers, up to a price ending in 9. A
    // markup below zero needs the owner's explicit word.
    const rule = page.getByRole('form', { name: `Repricing rule of ${ZZZ}` });
    const customer = rule.getByRole('group', { name: 'Customer price' });
    const reseller = rule.getByRole('group', { name: 'Reseller price' });
    await customer.getByLabel('Markup (%)').fill('-5');
    await reseller.getByLabel('Markup (%)').fill('5');
    await rule.getByRole('button', { name: 'Save rule' }).click();
    await expect(customer.getByText('This markup prices packs below their cost: tick "Allow prices below cost" to save it')).toBeVisible();
    await customer.getByLabel('Markup (%)').fill('10');
    await rule.getByRole('radio', { name: /^Up to a price ending in 9/ }).check();
    await rule.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Repricing rule saved. Preview the new prices, then apply them.' }).first()).toBeVisible();

    // 3. The preview: every pack's prices now and as the rule sets them, side by side; the packs
    // without a cost are skipped, saying why.
    await page.getByRole('button', { name: 'Preview new prices' }).click();
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByRole('status')).toHaveText(`2 packs of ${packCount} change. ${packCount - 2} packs skipped: their cost is unknown.`);
    const table = preview.getByRole('region', { name: `New prices for ${ZZZ}` });
    await expect(table.getByRole('columnheader')).toHaveText(['Pack', 'Cost', 'Price now', 'New price', 'Reseller now', 'New reseller price', 'Note']);
    // ₹60: +10% is ₹66, up to ₹69; +5% is ₹63, up to ₹69. ₹300: ₹330 → ₹339; ₹315 → ₹319.
    await expect(table.getByRole('row', { name: /^60 Monochrome/ }).getByRole('cell')).toHaveText(['₹60', rupees(small.price), '₹69', rupees(small.resell), '₹69', '']);
    const big = pricesBefore.find((p) => p.name === '300+30 Monochrome')!;
    await expect(table.getByRole('row', { name: /^300\+30 Monochrome/ }).getByRole('cell')).toHaveText(['₹300', rupees(big.price), '₹339', rupees(big.resell), '₹319', '']);
    await expect(table.getByRole('row', { name: /^Inter-Knot Membership/ }).getByRole('cell').last()).toHaveText('Skipped: Cost unknown: Delivered by hand: set what this pack costs you');
    await screenshot(page, 'price-preview-desktop-light');

    // 4. Apply, after saying yes; the packs' fields and margins show the new prices.
    await preview.getByRole('button', { name: 'Apply new prices' }).click();
    const applyDialog = page.getByRole('dialog', { name: 'Apply the new prices?' });
    await expect(applyDialog).toContainText(`2 packs of ${ZZZ} get the prices previewed`);
    await applyDialog.getByRole('button', { name: 'Apply prices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New prices applied to 2 packs.' }).first()).toBeVisible();
    await expect(applyDialog).toBeHidden();
    await expect(card.getByLabel('Normal Price')).toHaveValue('69');
    await expect(card.getByLabel('Resell Price')).toHaveValue('69');
    await expect(card.getByRole('definition').nth(1)).toHaveText('₹69Margin ₹9 (13%)');
    expect((await pricesNow()).find((p) => p.name === '60 Monochrome')).toEqual({ name: '60 Monochrome', price: 69, resell: 69 });

    // 5. Undo, after saying yes: every price is back as it was.
    await page.getByRole('button', { name: 'Undo last apply' }).click();
    const undoDialog = page.getByRole('dialog', { name: 'Undo the last repricing?' });
    await undoDialog.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `The last repricing was undone: 2 packs back to ${rupees(small.price)}, ${rupees(big.price)}.` }).first()).toBeVisible();
    await expect(card.getByLabel('Normal Price')).toHaveValue(String(small.price));
    await expect(page.getByRole('button', { name: 'Undo last apply' })).toHaveCount(0);
    expect(await pricesNow()).toEqual(pricesBefore);

    // The price screen with costs set by hand and unknown, its rule, and its preview open.
    await inEachView(page, views('main screen'), async (where, shot, audit) => {
      await page.goto('/admin/price');
      await page.getByLabel('Product').selectOption({ label: ZZZ });
      await page.getByRole('button', { name: 'Preview new prices' }).click();
      await expect(page.getByRole('region', { name: 'Preview', exact: true }).getByRole('status')).toBeVisible();
      await expectSound(page, `/admin/price, ${where}`, audit);
      await screenshot(page, `price-${shot}`);
    });
  } finally {
    // Whatever happened, the product keeps its prices and its packs no cost.
    if (JSON.stringify(await pricesNow()) !== JSON.stringify(pricesBefore)) await shop.call('POST', '/admin/repricing/undo', { token: admin.token, body: { productId: zzz._id } });
    const { products } = await shop.call<{ products: { _id: string; items: { name: string; itemid: number }[] }[] }>('GET', '/admin/margins', { token: admin.token });
    for (const item of products.find((p) => p._id === zzz._id)!.items.filter((i) => HAND_COSTS.some(([name]) => name === i.name))) {
      await shop.call('POST', '/admin/costs/pack', { token: admin.token, body: { itemid: item.itemid, cost: null } });
    }
  }
});

test('a customer opens the tax invoice of a wallet order from My Orders, on a phone and a desktop; it prints on A4; another customer finds nothing there', async ({ page, context, shop, signIn }) => {
  test.setTimeout(240_000);
  const customer = await shop.fundedCustomer('Lakshmi Narayanan');
  const product = await shop.mobileLegends();
  const pack = (await shop.packs(product._id, customer.session)).find((p) => p.name === '11 Diamonds' && p.inStock)!;
  await page.setViewportSize(phone);
  await signIn(customer.session, 'light');

  // The purchase, paid from the wallet.
  await page.goto(`/product/${product._id}`);
  await page.getByLabel('User ID').fill(newPlayerId());
  await page.getByLabel('Zone ID').fill(ZONE);
  await page.getByRole('button', { name: 'Check Username' }).click();
  await expect(page.getByText(/^Username: Smile\d+$/)).toBeVisible();
  await page.getByRole('radio', { name: pack.name, exact: true }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Select Payment' });
  await sheet.getByRole('radio', { name: 'Wallet' }).check();
  await sheet.getByRole('button', { name: 'Confirm Order' }).click();
  await expectDelivered(page);
  const orderId = new URL(page.url()).searchParams.get('client_txn_id')!;

  // My Orders links the order's invoice.
  await page.goto('/orders');
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: orderId });
  await row.getByRole('link', { name: `Invoice ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${orderId}$`));

  // The tax invoice: numbered in this financial year, the price split into taxable value and GST.
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toBeVisible();
  const now = new Date(Date.now() + 330 * 60_000); // India's calendar
  const fyStart = now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const financialYear = `${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
  const number = invoice.locator('dt', { hasText: 'Invoice no.' }).locator('xpath=following-sibling::dd[1]');
  await expect(number).toHaveText(new RegExp(`^INV/${financialYear.slice(2)}/\\d{5}$`));
  const invoiceNumber = (await number.textContent())!;
  await expect(page).toHaveTitle(new RegExp(`Invoice ${invoiceNumber}`));
  await expect(invoice.locator('dt', { hasText: 'Order ID' }).locator('xpath=following-sibling::dd[1]')).toHaveText(orderId);
  await expect(invoice).toContainText('Lakshmi Narayanan');
  await expect(invoice).toContainText(customer.email);
  await expect(invoice.getByRole('row', { name: `${product.name} – ${pack.name}` })).toContainText(rupees(pack.discountedprice));
  await expect(invoice.getByRole('row', { name: /^Total/ })).toHaveText(`Total (GST included)${rupees(pack.discountedprice)}`);
  // GST included at the shop's 18%: the taxable value is the price over 1.18, rounded; GST is the rest.
  const totalPaise = rupeesToPaise(pack.discountedprice);
  const taxablePaise = Math.round((totalPaise * 100) / 118);
  await expect(invoice.locator('div', { has: page.getByText('Taxable value', { exact: true }) }).last()).toHaveText(`Taxable value${rupees(paiseToRupees(taxablePaise))}`);
  await expect(invoice.locator('div', { has: page.getByText('GST at 18%', { exact: true }) }).last()).toHaveText(`GST at 18%${rupees(paiseToRupees(totalPaise - taxablePaise))}`);
  await expect(invoice).toContainText('Paid byS-Store wallet');
  await expect(invoice).toContainText(`Financial year ${financialYear}.`);

  // On paper: A4, the invoice alone, without the shop's header, menus, footer or the Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('header:visible, footer:visible, nav:visible')).toHaveCount(0);
  const paper = await page.evaluate(() => {
    const pageRules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules)).filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule);
    return { size: pageRules.map((rule) => rule.style.getPropertyValue('size').toUpperCase()), background: getComputedStyle(document.body).backgroundColor, ink: getComputedStyle(document.querySelector('#invoice-title')!).color };
  });
  expect(paper).toEqual({ size: ['A4'], background: 'rgb(255, 255, 255)', ink: 'rgb(0, 0, 0)' });
  await screenshot(page, 'invoice-print-phone');
  await page.emulateMedia({ media: 'screen' });

  // On a desktop, from the table view of My Orders.
  await page.setViewportSize(desktop);
  await page.goto('/orders');
  await page.getByRole('row').filter({ hasText: orderId }).getByRole('link', { name: `Invoice ${orderId}` }).click();
  await expect(invoice.locator('dt', { hasText: 'Invoice no.' }).locator('xpath=following-sibling::dd[1]')).toHaveText(invoiceNumber);

  // My Orders with its Invoice links, and the invoice.
  await inEachView(page, views('state'), async (where, shot, audit) => {
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: `Invoice ${orderId}` })).toBeVisible();
    await expectSound(page, `/orders, ${where}`, audit);
    await screenshot(page, `orders-${shot}`);
  });
  await inEachView(page, views('main screen'), async (where, shot, audit) => {
    await page.goto(`/invoice/${orderId}`);
    await expect(invoice).toContainText(invoiceNumber);
    await expectSound(page, `/invoice, ${where}`, audit);
    await screenshot(page, `invoice-${shot}`);
  });

  // Another customer opening the address finds no invoice. A page of its own: Chromium logs the
  // API's 404 as a console error, which the shared page fixture counts as a failure; so it is
  // signed in with signInBrowser, as the signIn fixture signs in only the test's page.
  const other = await shop.newCustomer('Farhan Qureshi');
  const stranger = await context.newPage();
  const problems: string[] = [];
  stranger.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  stranger.on('pageerror', (error) => problems.push(error.message));
  await signInBrowser(stranger, other.session);
  await inEachView(stranger, views('state'), async (where, shot, audit) => {
    await stranger.goto(`/invoice/${orderId}`);
    const missing = stranger.getByRole('alert').filter({ has: stranger.getByRole('heading', { level: 1, name: 'No invoice to show' }) });
    await expect(missing).toContainText('No invoice for this order.');
    await expect(missing.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(stranger.getByText(invoiceNumber)).toHaveCount(0);
    await expectSound(stranger, `/invoice not found, ${where}`, audit);
    await screenshot(stranger, `invoice-not-found-${shot}`);
  });
  expect(problems).toEqual([]);
  await stranger.close();
});

test('an admin opens invoices from Pending Orders and All Orders; a refunded order’s invoice is marked cancelled', async ({ page, shop, signIn }) => {
  test.setTimeout(180_000);
  // A wallet order of a pack delivered by hand: paid, so invoiced, and waiting in Pending Orders.
  const customer = await shop.fundedCustomer('Devika Menon');
  const youtube = await shop.youtubePremium();
  const pack = (await shop.packs(youtube._id, customer.session))[0]!;
  const { client_txn_id: orderId } = await shop.walletOrder(customer.session, { product_id: youtube._id, item_id: pack._id, input1: customer.email, input2: customer.mobile });
  await page.setViewportSize(desktop);
  await signIn(customer.admin, 'light');

  await page.goto('/admin/orders');
  const pending = page.getByRole('row').filter({ hasText: orderId });
  await pending.getByRole('link', { name: `Invoice ${orderId}` }).click();
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toContainText(`${youtube.name} – ${pack.name}`);
  await expect(invoice).not.toContainText('CANCELLED');
  const invoiceNumber = (await invoice.locator('dt', { hasText: 'Invoice no.' }).locator('xpath=following-sibling::dd[1]').textContent())!;
  // An admin's way back is All Orders.
  await expect(page.getByRole('link', { name: 'All Orders' }).first()).toBeVisible();

  // Refunded, the order keeps its invoice and its number, marked cancelled.
  await page.goto('/admin/orders');
  await pending.getByRole('button', { name: `Refunded ${orderId}` }).click();
  await page.getByRole('dialog', { name: `Refund order ${orderId}?` }).getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(page.getByText(`Order ${orderId} is now Refunded.`)).toBeVisible();
  await page.goto('/admin/txn');
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
  // The search answers after a pause and redraws the rows: click once the list is the one order.
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('· 1 order');
  await page.getByRole('row').filter({ hasText: orderId }).getByRole('link', { name: `Invoice ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${orderId}$`));
  await expect(invoice.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(invoice).toContainText(/This invoice was cancelled on \d{1,2} \w{3} \d{4}\. It is kept for the records only\./);
  await expect(invoice.locator('dt', { hasText: 'Invoice no.' }).locator('xpath=following-sibling::dd[1]')).toHaveText(invoiceNumber);

  await inEachView(page, views('state'), async (where, shot, audit) => {
    await page.goto(`/invoice/${orderId}`);
    await expect(invoice.getByText('CANCELLED', { exact: true })).toBeVisible();
    await expectSound(page, `/invoice cancelled, ${where}`, audit);
    await screenshot(page, `invoice-cancelled-${shot}`);
  });
});

test("the dashboard's Profit shows totals and the chart by day, week and month; Records downloads the month's CSV files", async ({ page, shop, signIn }) => {
  test.setTimeout(180_000);
  // A delivered sale of this month, so that the month has a profit and an invoice.
  const customer = await shop.fundedCustomer('Tanvi Joshi');
  const product = await shop.mobileLegends();
  const pack = (await shop.packs(product._id, customer.session)).find((p) => p.inStock)!;
  const playerId = newPlayerId();
  const placed = await shop.walletOrder(customer.session, { product_id: product._id, item_id: pack._id, input1: playerId, input2: ZONE }, { idempotencyKey: `e2e-owners-money-${playerId}` });
  await expect.poll(() => shop.orderStatus(customer.session, placed.client_txn_id), { timeout: 20_000 }).toBe('Completed');

  await page.setViewportSize(desktop);
  await signIn(customer.admin, 'light');
  await page.goto('/admin');
  const profit = page.getByRole('region', { name: 'Profit', exact: true });
  const totals = profit.getByRole('list', { name: 'Profit totals' }).getByRole('listitem');
  await expect(totals).toHaveCount(4);
  for (const [i, label] of ['Revenue', 'Cost', 'Gross profit', 'Margin'].entries()) await expect(totals.nth(i)).toContainText(label);
  await expect(totals.nth(0)).toContainText(/₹[\d,]+/);
  await expect(profit.getByText(/^[\d,]+ orders?, [\d,]+ refunded, from .+ to .+\.$/)).toBeVisible();
  await expect(profit.getByRole('img', { name: /^Revenue, cost and gross profit per day/ })).toBeVisible();
  await expect(profit.getByRole('table', { name: 'Revenue, cost and gross profit per day' }).getByRole('row')).not.toHaveCount(1);
  await expect(profit.getByRole('region', { name: 'Profit by product' }).getByRole('row', { name: new RegExp(`^${product.name.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  await expect(profit.getByRole('region', { name: 'Profit by kind of buyer' }).getByRole('row', { name: /^Customers/ })).toBeVisible();
  await expect(profit.getByRole('heading', { name: 'Given away' })).toBeVisible();

  // By week and by month.
  const per = profit.getByRole('group', { name: 'Profit per' });
  for (const [button, by] of [
    ['Week', 'week'],
    ['Month', 'month'],
  ] as const) {
    await per.getByRole('button', { name: button }).click();
    await expect(per.getByRole('button', { name: button })).toHaveAttribute('aria-pressed', 'true');
    await expect(profit.getByRole('img', { name: new RegExp(`^Revenue, cost and gross profit per ${by}`) })).toBeVisible();
    await expect(profit.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await screenshot(page, 'dashboard-profit-by-month-desktop-light');

  // This month's sales register and profit report, as the browser saves them.
  const records = page.getByRole('region', { name: 'Records', exact: true });
  const month = await page.evaluate(() => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
  await records.getByLabel('Month').selectOption(month);
  for (const [button, name, header] of [
    ['Sales register CSV', 'sales-register', 'Invoice number,Date,Status,Customer,Customer email,Product,Pack,Order id,Taxable value,GST rate %,GST,Total,Discount,Payment mode,UPI reference'],
    ['Profit report CSV', 'profit', 'Invoice number,Date,Status,Order id,Product,Pack,Buyer,Revenue,Cost,Gross profit,Margin %'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await records.getByRole('button', { name: button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}-${month}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines.find((line) => line.includes(placed.client_txn_id)), `${name} has the order`).toMatch(/^INV\/\d{2}-\d{2}\/\d{5},\d{4}-\d{2}-\d{2},Issued,/);
    await expect(records.getByText(`Saved ${name}-${month}.csv.`)).toBeVisible();
  }

  await inEachView(page, views(), async (where, shot, audit) => {
    await page.goto('/admin');
    await expect(profit.getByRole('img', { name: /^Revenue, cost and gross profit per day/ })).toBeVisible();
    await expectSound(page, `/admin, ${where}`, audit);
    await screenshot(page, `dashboard-${shot}`);
  });
});

test('invoice settings on /admin/settings: a wrong GSTIN is refused with the reason, a good one is saved', async ({ page, shop, signIn }) => {
  test.setTimeout(180_000);
  const admin = await shop.admin();
  await page.setViewportSize(phone);
  await signIn(admin, 'light');
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Invoice settings' });
  const gstin = form.getByLabel('GSTIN');
  await form.getByLabel('Legal name').fill('S-Store Digital Services LLP');
  await form.getByLabel('Registered address').fill('2nd Floor, 14 MG Road\nPune 411001, Maharashtra');
  // The GST rate stays the shop's 18%: other tests' invoices are issued at it meanwhile.
  await form.getByLabel('GST rate').selectOption('18');

  // The right shape with a wrong check character.
  await gstin.fill('27aapfu0939f1zx');
  await form.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(form.getByText('This is not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV')).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toBeFocused();
  await expectSound(page, '/admin/settings with a wrong GSTIN, phone, light');
  await screenshot(page, 'settings-wrong-gstin-phone-light');

  await gstin.fill('27AAPFU0939F1ZV');
  await form.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invoice settings saved.' })).toBeVisible();
  await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
  expect(await shop.call<unknown>('GET', '/admin/invoice-settings', { token: admin.token })).toEqual({
    legalName: 'S-Store Digital Services LLP',
    address: '2nd Floor, 14 MG Road\nPune 411001, Maharashtra',
    gstin: '27AAPFU0939F1ZV',
    gstRate: 18,
    configured: true,
  });

  await inEachView(page, views(), async (where, shot, audit) => {
    await page.goto('/admin/settings');
    await expect(form.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    await expectSound(page, `/admin/settings, ${where}`, audit);
    await screenshot(page, `settings-${shot}`);
  });
});

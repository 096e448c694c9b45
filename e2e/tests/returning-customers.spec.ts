import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessibleIn, expectDelivered, phone, rupees, screenshot, test } from './fixtures';
import { newPlayerId, type Session, type Shop } from './shop-api';

/** The points an order earns: 1% of what money paid, in whole paise of points. */
const onePercentOf = (rupees: number) => paiseToRupees(Math.floor(rupeesToPaise(rupees) / 100));

// A returning customer on a phone: the game account of a delivered Mobile Legends order comes
// back as a one-tap choice, "Buy again" on My Orders opens the same pack for the same player at
// today's price and stops at the payment step, the reward points the first order earned pay part
// of the second, and the offer of order notifications is made after a purchase, never on the home
// page, and not again after "Not now".

const PUSH_OFFER = 'Get a notification when your order is delivered?';
const PACK = '86 Diamonds';
const ZONE = '2001';

const pointsText = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

type Pack = { _id: string; name: string; discountedprice: number; inStock: boolean };

/** Today's price of the pack for this customer, as the product page reads it. */
async function packOf(shop: Shop, session: Session, productId: string): Promise<Pack> {
  const packs = await shop.packs<Pack>(productId, session);
  const pack = packs.find((p) => p.name === PACK && p.inStock);
  expect(pack, `${PACK} is on sale`).toBeDefined();
  return pack!;
}

const balances = async (shop: Shop, session: Session) => ({
  wallet: await shop.walletBalance(session),
  points: (await shop.call<{ balance: number }>('GET', `/points/getbalance/${session.user.userid}`, { token: session.token })).balance,
});

/** A customer with ₹2,000 of S-Coins, Mobile Legends and today's pack for them, and a player id of their own. */
async function returningCustomer(shop: Shop, name: string) {
  const { session } = await shop.fundedCustomer(name);
  const product = await shop.mobileLegends();
  const pack = await packOf(shop, session, product._id);
  return { session, product, pack, playerId: newPlayerId() };
}

/** The one-tap choice for a saved account; its accessible name holds the name, the id and the zone. */
const savedChip = (page: Page, playerId: string) => page.getByRole('list', { name: 'Your saved accounts' }).getByRole('button', { name: new RegExp(`ID ${playerId} \\(${ZONE}\\)`) });

/** The value next to a label in the confirmation's order summary. */
const summaryValue = (card: Locator, label: string) => card.locator('dl > div').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test('a returning customer: saved account, Buy again at today’s price, points at checkout, and the notification offer asked once', async ({ page, shop, signIn }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  const { session, product, pack, playerId } = await returningCustomer(shop, 'Rohan Deshmukh');
  await signIn(session, 'light');

  // The home page never offers notifications, although this browser could be asked (permission
  // "default", never answered): the offer belongs to the confirmation of a paid order.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Close offer' }).click();
  await expect(page.getByRole('heading', { name: 'TRENDING DISCOUNTS' })).toBeVisible();
  expect(await page.evaluate(() => ('Notification' in window ? Notification.permission : 'unsupported'))).toBe('default');
  await expect(page.getByText(PUSH_OFFER)).toHaveCount(0);

  // 1. The first purchase, from the wallet: no saved accounts yet; the id and zone are typed.
  await page.goto(`/product/${product._id}`);
  await page.getByLabel('User ID').fill(playerId);
  await page.getByLabel('Zone ID').fill(ZONE);
  await page.getByRole('button', { name: 'Check Username' }).click();
  const username = page.getByText(/^Username: Smile\d+$/);
  await expect(username).toBeVisible();
  const playerName = (await username.textContent())!.replace('Username: ', '');
  await expect(page.getByRole('list', { name: 'Your saved accounts' })).toHaveCount(0);
  await page.getByRole('radio', { name: PACK, exact: true }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(rupees(pack.discountedprice));
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  let sheet = page.getByRole('dialog', { name: 'Select Payment' });
  // A customer without points is not offered any.
  await expect(sheet.getByText(/S-Coins balance: ₹2,000\.00/)).toBeVisible();
  await expect(sheet.getByLabel('Use my points')).toHaveCount(0);
  await sheet.getByRole('radio', { name: 'Wallet' }).check();
  await sheet.getByRole('button', { name: 'Confirm Order' }).click();
  let card = await expectDelivered(page);
  const firstOrderId = new URL(page.url()).searchParams.get('client_txn_id')!;
  await expect(summaryValue(card, 'Username')).toHaveText(playerName);

  // 4. The offer comes with the paid order; "Not now" puts it away for good on this browser.
  const offer = page.getByRole('region', { name: PUSH_OFFER });
  await expect(offer).toBeVisible();
  await screenshot(page, 'confirmation-offer-phone');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pushPromptDismissed'))).toMatch(/^\d+$/);

  // The delivered order earned 1% of its price in points, and saved the account.
  const earned = onePercentOf(pack.discountedprice);
  expect(await balances(shop, session)).toEqual({ wallet: 2000 - pack.discountedprice, points: earned });

  // 1 (cont.). Back on the product page the account is a one-tap choice, with Smile.one's name.
  await page.goto(`/product/${product._id}`);
  const chip = savedChip(page, playerId);
  await expect(chip).toBeVisible();
  await expect(chip).toContainText(playerName);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('User ID')).toHaveValue('');
  await chip.click();
  await expect(page.getByLabel('User ID')).toHaveValue(playerId);
  await expect(page.getByLabel('Zone ID')).toHaveValue(ZONE);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  // The name check runs by itself, and finds the same name: no warning about a renamed account.
  await expect(page.getByText(`Username: ${playerName}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'product-saved-accounts-phone');

  // 2. "Buy again" on My Orders: the product page with the same pack and player, checked, and the
  // payment step open at today's price, nothing paid until the customer confirms.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: firstOrderId });
  await expect(row.getByText('Completed')).toBeVisible();
  await row.getByRole('link', { name: `Buy again ${PACK} for ${playerId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}\\?pack=${pack._id}&player=${playerId}&zone=${ZONE}$`));
  sheet = page.getByRole('dialog', { name: 'Select Payment' });
  await expect(sheet).toBeVisible();
  const today = await packOf(shop, session, product._id);
  await expect(sheet.getByTestId('sheet-total')).toHaveText(rupees(today.discountedprice));
  await expect(sheet.locator('#payment-sheet-amount')).toContainText(PACK);
  // Behind the sheet: the pack chosen, the player filled in and checked.
  await expect(page.locator(`[role="radio"][aria-label="${PACK}"]`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#field-input1')).toHaveValue(playerId);
  await expect(page.locator('#field-input2')).toHaveValue(ZONE);
  await expect(page.getByText(`Username: ${playerName}`, { exact: true })).toBeAttached();
  // Nothing was paid: the sheet waits for a method and Confirm Order, and there is still one order.
  await expect(sheet.getByRole('radio', { name: 'Wallet' })).not.toBeChecked();
  await expect(sheet.getByRole('radio', { name: 'UPI' })).not.toBeChecked();
  await expect(sheet.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  expect((await shop.myOrders(session)).map((o) => o.client_txn_id)).toEqual([firstOrderId]);

  // 3. Points at checkout: all of them (less than the price), the rest from the wallet.
  const usePoints = sheet.getByRole('checkbox', { name: 'Use my points' });
  await expect(sheet.getByTestId('sheet-points-balance')).toHaveText(pointsText.format(earned));
  await usePoints.check();
  await expect(sheet.getByLabel('Points to use')).toHaveValue(String(earned));
  const rest = paiseToRupees(rupeesToPaise(today.discountedprice) - rupeesToPaise(earned));
  await expect(sheet.getByText('Paid with points')).toBeVisible();
  await expect(sheet.getByText('Left to pay by UPI or Wallet')).toBeVisible();
  await expect(sheet.getByTestId('sheet-remainder')).toHaveText(rupees(rest));
  await sheet.getByRole('radio', { name: 'Wallet' }).check();
  await screenshot(page, 'payment-sheet-points-phone');
  // The sheet as the phone shows it: a full-page picture cannot show what is below its fold.
  await screenshot(page, 'payment-sheet-points-phone-viewport', { fullPage: false });
  await sheet.getByRole('button', { name: 'Confirm Order' }).click();

  card = await expectDelivered(page);
  const secondOrderId = new URL(page.url()).searchParams.get('client_txn_id')!;
  expect(secondOrderId).not.toBe(firstOrderId);
  await expect(summaryValue(card, 'Payment Mode')).toHaveText('Wallet + points');
  await expect(summaryValue(card, 'Price')).toHaveText(rupees(today.discountedprice));
  await expect(summaryValue(card, 'Points used')).toHaveText(`${pointsText.format(earned)} points (−${rupees(earned)})`);
  await expect(summaryValue(card, 'Paid by Wallet')).toHaveText(rupees(rest));
  // 4 (cont.). After "Not now", the next paid order's confirmation does not ask again.
  await expect(page.getByText(PUSH_OFFER)).toHaveCount(0);
  await screenshot(page, 'confirmation-points-phone');

  // The wallet paid only the rest; the second order earned 1% of what money paid.
  const walletNow = paiseToRupees(rupeesToPaise(2000) - rupeesToPaise(pack.discountedprice) - rupeesToPaise(rest));
  expect(await balances(shop, session)).toEqual({ wallet: walletNow, points: onePercentOf(rest) });

  // And the home page still makes no offer.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'TRENDING DISCOUNTS' })).toBeVisible();
  await expect(page.getByText(PUSH_OFFER)).toHaveCount(0);
});

test('the product page with saved accounts and the payment sheet with points have no serious accessibility problems, in both themes', async ({ page, shop, signIn }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  const { session, product, pack, playerId } = await returningCustomer(shop, 'Sneha Kulkarni');

  // A delivered order placed through the API gives the customer a saved account and points.
  const placed = await shop.walletOrder(session, { product_id: product._id, item_id: pack._id, input1: playerId, input2: ZONE }, { idempotencyKey: `e2e-returning-${playerId}` });
  await expect.poll(() => shop.orderStatus(session, placed.client_txn_id), { timeout: 20_000 }).toBe('Completed');
  const earned = onePercentOf(pack.discountedprice);
  await signIn(session);

  // In full in the light theme; in the dark theme, what the theme changes: the colours.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/product/${product._id}`);
    const chip = savedChip(page, playerId);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Username: Smile\d+$/)).toBeVisible();
    await page.getByRole('radio', { name: PACK, exact: true }).click();
    await expectAccessibleIn(theme, page, 'product page with saved accounts');
    await screenshot(page, `product-saved-accounts-${theme}`);

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const sheet = page.getByRole('dialog', { name: 'Select Payment' });
    await sheet.getByRole('checkbox', { name: 'Use my points' }).check();
    await expect(sheet.getByTestId('sheet-remainder')).toHaveText(rupees(paiseToRupees(rupeesToPaise(pack.discountedprice) - rupeesToPaise(earned))));
    await sheet.getByRole('radio', { name: 'Wallet' }).check();
    await expectAccessibleIn(theme, page, 'payment sheet with points');
    await screenshot(page, `payment-sheet-points-${theme}`);
    await screenshot(page, `payment-sheet-points-${theme}-viewport`, { fullPage: false });

    // Too many points: the sheet says so under the field, and that state is checked too.
    await sheet.getByLabel('Points to use').fill(String(earned + 1));
    await expect(sheet.getByRole('alert')).toHaveText(`Please enter between 0.01 and ${pointsText.format(earned)} points.`);
    await expectAccessibleIn(theme, page, 'payment sheet with a points error');
  }
});

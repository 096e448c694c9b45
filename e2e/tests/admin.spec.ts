import { desktop, expect, expectAccessibleIn, test } from './fixtures';

// The admin console against the real shop: the demo admin edits a user, refunds a customer's
// pending manual order and creates a coupon. Customers and their orders are made through the API.

test.use({ viewport: desktop });

test('an admin edits a user on /admin/usersdata and sees the change', async ({ page, shop, signIn }) => {
  const customer = await shop.newCustomer('Kavya Menon');
  await signIn(await shop.admin());

  await page.goto('/admin/usersdata');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Kavya Menon' })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${customer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User Data' });
  await dialog.getByLabel('Name').fill('Kavya M. Menon');
  await dialog.getByLabel('Role').selectOption('reseller');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('User updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(row.getByRole('cell', { name: 'Kavya M. Menon' })).toBeVisible();
  await expect(row.getByText('reseller', { exact: true })).toBeVisible();

  // Saved on the server, not only on screen.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await expect(page.getByRole('row').filter({ hasText: customer.email }).getByRole('cell', { name: 'Kavya M. Menon' })).toBeVisible();
});

test("an admin refunds a pending manual order with a reason; the customer's wallet gets the price back", async ({ page, shop, signIn }) => {
  const customer = await shop.fundedCustomer('Rohan Das', 500);
  const { session } = customer;

  // A wallet order of a manual product (no supplier API): it waits in Pending Orders.
  const youtube = await shop.youtubePremium();
  const pack = (await shop.packs(youtube._id, session))[0]!;
  const placed = await shop.walletOrder(session, { product_id: youtube._id, item_id: pack._id, input1: customer.email, input2: customer.mobile });
  const orderId = placed.client_txn_id;
  expect(await shop.walletBalance(session)).toBe(500 - pack.discountedprice);

  await signIn(customer.admin);
  await page.goto('/admin/orders');
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('YouTube Premium');
  await expect(row).toContainText(customer.email);
  await row.getByRole('button', { name: `Refunded ${orderId}` }).click();

  const dialog = page.getByRole('dialog', { name: `Refund order ${orderId}?` });
  await expect(dialog).toContainText("goes back to the customer's wallet");
  await dialog.getByLabel('Reason (optional)').fill('Out of stock / sorry for the wait');
  await dialog.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(page.getByText(`Order ${orderId} is now Refunded.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // As the customer: the price is back in the wallet and the order says why.
  expect(await shop.walletBalance(session)).toBe(500);
  const orders = await shop.myOrders(session);
  expect(orders.find((o) => o.orderid === orderId)).toMatchObject({ status: 'Refunded', reason: 'Out of stock / sorry for the wait' });
});

test('an admin creates a coupon and finds it in the coupons list', async ({ page, shop, signIn }) => {
  const code = `e2e${Date.now().toString(36).slice(-6)}`;
  await signIn(await shop.admin());

  await page.goto('/admin/createcoupons');
  const form = page.getByRole('form', { name: 'Create coupon' });
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();
  await expect(form.getByText('Coupon Code is required')).toBeVisible();

  await form.getByLabel('Coupon Code', { exact: true }).fill(code);
  await expect(form.getByLabel('Coupon Code', { exact: true })).toHaveValue(code.toUpperCase());
  await form.getByLabel('Discount Type', { exact: true }).selectOption('fixed');
  await form.getByLabel('Discount Amount (₹)', { exact: true }).fill('25');
  await form.getByLabel('Expiry Date', { exact: true }).fill('2031-03-31');
  await form.getByLabel('Minimum Item Quantity', { exact: true }).fill('1');
  await form.getByLabel('Minimum Purchase Amount (₹)', { exact: true }).fill('199');
  await form.getByLabel('Maximum Discount Amount (₹)', { exact: true }).fill('0');
  await form.getByLabel('Usage Limit', { exact: true }).fill('100');
  await form.getByLabel('User Limit', { exact: true }).fill('1');
  await form.getByLabel('Description', { exact: true }).fill('Made by the browser test');
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByText('Coupon created successfully!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Coupons' }).click();
  const row = page.getByRole('row').filter({ hasText: code.toUpperCase() });
  await expect(row).toContainText('fixed');
  await expect(row).toContainText('₹25');
  await expect(row).toContainText('₹199');
  await expect(row).toContainText('0 / 100');
  await expect(row).toContainText('31 Mar 2031');
  await expect(row).toContainText('Active');
});

const adminScreens = [
  ['/admin', 'Dashboard'],
  ['/admin/orders', 'Pending Orders'],
  ['/admin/usersdata', 'Users'],
  ['/admin/txn', 'All Orders'],
  ['/admin/wallettxn', 'Wallet Transactions'],
  ['/admin/createcoupons', 'Create Coupon'],
  ['/admin/getcoupons', 'Coupons'],
] as const;

// Audited in full in the light theme; in the dark theme, what the theme changes: the colours.
for (const theme of ['light', 'dark'] as const) {
  const what = theme === 'light' ? 'serious accessibility problems' : 'serious colour problems';
  test(`the admin screens have no ${what} (${theme} theme)`, async ({ page, shop, signIn }) => {
    test.setTimeout(180_000);
    await signIn(await shop.admin(), theme);
    for (const [path, title] of adminScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessibleIn(theme, page, path);
    }
  });
}

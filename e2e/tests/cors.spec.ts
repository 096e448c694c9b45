import { otherStorefronts } from '../ports';
import { expect, test } from './fixtures';

// An existing storefront on another origin, pointed at this shop's API (CORS_ORIGINS): in real
// Chromium, its page loads the products and places a wallet order with a customer's token; a page
// on an origin the shop does not list gets nothing.

test('a storefront on an allowed origin loads products and places a wallet order with a token', async ({ page, shop, baseURL }) => {
  const customer = await shop.fundedCustomer('Farah Khan', 500);
  const hok = await shop.honorOfKings();

  await page.goto(otherStorefronts.allowed);
  await expect(page.getByRole('heading', { name: 'Another storefront' })).toBeVisible();
  // The page's own script, on its own origin: the browser enforces CORS on every call.
  const result = await page.evaluate(
    async ({ api, token, productId, userid }) => {
      const products = await (await fetch(`${api}/api/product/gethomeproducts`)).json();
      const packs = await (await fetch(`${api}/api/item/${productId}`)).json();
      const res = await fetch(`${api}/api/order/createWalletOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `cors-${Date.now()}` },
        body: JSON.stringify({ product_id: productId, item_id: packs[0]._id, userid, input1: '71234567', input2: 'Asia', paymentmode: 'wallet' }),
      });
      return { trending: products.trending.length, status: res.status, order: await res.json() };
    },
    { api: baseURL!, token: customer.session.token, productId: hok._id, userid: customer.session.user.userid },
  );
  expect(result.trending).toBeGreaterThan(0);
  expect(result.status).toBe(200);
  expect(result.order).toMatchObject({ msg: 'Order placed successfully', redirect_url: expect.stringMatching(/^\/confirmation\?client_txn_id=ST/) });
  const orders = await shop.myOrders(customer.session);
  expect(orders.map((o) => o.orderid)).toContain(result.order.client_txn_id);
});

test('a page on an origin the shop does not list cannot read its API', async ({ browser, baseURL }) => {
  // A page of its own: the browser's refusal is logged as a console error, which is the point here.
  const page = await browser.newPage();
  await page.goto(otherStorefronts.foreign);
  const outcome = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/product/gethomeproducts`);
      return 'read';
    } catch (err) {
      return err instanceof TypeError ? 'refused by the browser' : String(err);
    }
  }, baseURL!);
  expect(outcome).toBe('refused by the browser');
  await page.close();
});

test('a wallet order refused for lack of balance names /balanceerror, and the shop’s own app goes there', async ({ page, request, shop, signIn }) => {
  const customer = await shop.newCustomer('Imran Ali');
  const hok = await shop.honorOfKings();
  const packs = await shop.packs(hok._id);
  const res = await request.post('/api/order/createWalletOrder', {
    headers: { authorization: `Bearer ${customer.session.token}` },
    data: { product_id: hok._id, item_id: packs[0]!._id, userid: customer.session.user.userid, input1: '71234567', input2: 'Asia', paymentmode: 'wallet' },
  });
  expect(res.status()).toBe(402);
  expect(await res.json()).toMatchObject({ redirect_url: '/balanceerror' });

  await signIn(customer.session);
  await page.goto(`/product/${hok._id}`);
  await page.getByLabel('Player ID').fill('71234567');
  await page.getByLabel('Server').fill('Asia');
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const sheet = page.getByRole('dialog', { name: 'Select Payment' });
  await sheet.getByRole('radio', { name: 'Wallet' }).check();
  await sheet.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/balanceerror$/);
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { anItem, fakeApi, productRoutes, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { anOttProduct, orderCalls, slow, walletOrderPlaced } from './product-test-data';

// Steps 3 and 4 of the product page: the order summary with its coupon entry, the payment
// sheet, and what placing the order does with each answer.

const tokenExpired = { status: 401, body: { error: 'Token has expired. Please login again.', code: 'TOKEN_EXPIRED', requestId: 'r1' } };

type Routes = Parameters<typeof fakeApi>[0];

/** A signed-in customer on an OTT product (no username check) with the e-mail filled in. */
async function readyToPay(routes: Routes = {}, { role = 'user', advanceTimers }: { role?: 'user' | 'reseller' | null; advanceTimers?: (ms: number) => void } = {}) {
  if (role) signIn(role);
  const product = anOttProduct();
  const item = anItem({ name: '1 Month', discountedprice: 79, resellprice: 75, originalprice: 89 });
  const api = fakeApi({ ...productRoutes(product, [item]), 'GET /wallet/getbalance/100001': { body: { balance: 500 } }, ...routes });
  const app = renderApp(`/product/${product._id}`, advanceTimers ? { advanceTimers } : {});
  await screen.findByRole('region', { name: /Order Confirmation/ }, slow);
  await app.user.type(screen.getByLabelText('Email'), 'riya@example.in');
  return { ...app, api, product, item };
}

async function openSheet(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return screen.findByRole('dialog', { name: /Select Payment/ }, slow);
}

describe('Step 4: the payment sheet', () => {
  it('needs a payment method before Confirm Order places anything', async () => {
    const { user, api } = await readyToPay({ 'POST /order/createWalletOrder': walletOrderPlaced });
    const sheet = await openSheet(user);

    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please select a payment method.');
    expect(orderCalls(api)).toHaveLength(0);

    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(orderCalls(api)).toHaveLength(1);
  });

  it('shows the total and the wallet balance, and closes on Escape', async () => {
    const { user } = await readyToPay();
    const sheet = await openSheet(user);
    expect(within(sheet).getByTestId('sheet-total')).toHaveTextContent('₹79');
    expect(await within(sheet).findByText('₹500.00', {}, slow)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the spec payload for a wallet order and goes to its redirect_url', async () => {
    const { user, api, product, item } = await readyToPay({ 'POST /order/createWalletOrder': walletOrderPlaced });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(orderCalls(api)[0]).toMatchObject({
      path: '/order/createWalletOrder',
      body: { userid: '100001', product_id: product._id, item_id: item._id, itemid: item.itemid, input1: 'riya@example.in', input2: '', paymentmode: 'wallet', couponCode: '' },
    });
  });

  it('a double click places one order', async () => {
    let answer: (value: typeof walletOrderPlaced) => void = () => {};
    const { user, api } = await readyToPay({ 'POST /order/createWalletOrder': () => new Promise((resolve) => (answer = resolve)) });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    const confirm = within(sheet).getByRole('button', { name: 'Confirm Order' });
    await user.dblClick(confirm);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveTextContent('Placing your order…');
    answer(walletOrderPlaced);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(orderCalls(api)).toHaveLength(1);
  });
});

describe('Idempotency of a confirm attempt', () => {
  it('a retry after a lost answer reuses the Idempotency-Key, so it can only name the same order', async () => {
    let tries = 0;
    const { user, api } = await readyToPay({
      'POST /order/createWalletOrder': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return walletOrderPlaced;
      },
    });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(/^Something went wrong! Please try again\. Could not reach S-Store/, {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('/confirmation');

    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);

    const keys = orderCalls(api).map((c) => (c as unknown as { headers: Headers }).headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^order-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('another payment method is a new attempt with a new key', async () => {
    const { user, api } = await readyToPay({
      'POST /order/createOrder': { status: 503, body: { error: 'The payment gateway is not answering.', code: 'UNAVAILABLE', requestId: 'r2' } },
      'POST /order/createWalletOrder': walletOrderPlaced,
    });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'UPI' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Something went wrong! Please try again. The payment gateway is not answering.', {}, slow)).toBeInTheDocument();

    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    const [upi, wallet] = orderCalls(api) as unknown as { path: string; headers: Headers }[];
    expect(upi!.path).toBe('/order/createOrder');
    expect(wallet!.path).toBe('/order/createWalletOrder');
    expect(wallet!.headers.get('idempotency-key')).not.toBe(upi!.headers.get('idempotency-key'));
  });

  it("shows another refusal as the server's message", async () => {
    const { user } = await readyToPay({ 'POST /order/createOrder': { status: 409, body: { error: 'This pack is out of stock.', code: 'CONFLICT', requestId: 'r3' } } });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'UPI' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('This pack is out of stock.', {}, slow)).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });
});

describe('An expired session on order creation', () => {
  it('warns, then after 3 seconds clears the storage and opens /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, product } = await readyToPay({ 'POST /order/createOrder': tokenExpired }, { advanceTimers: vi.advanceTimersByTime });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'UPI' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));

    expect(await screen.findByText('Session expired! Please re-login to proceed.', {}, slow)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${product._id}`);
    expect(localStorage.getItem('token')).not.toBeNull();

    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), slow);
    expect(localStorage.length).toBe(0);
  });
});

describe('Insufficient wallet balance', () => {
  it("goes to /balanceerror when the server answers 'Insufficient balance'", async () => {
    const { user, api } = await readyToPay({
      'POST /order/createWalletOrder': { status: 402, body: { msg: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE', requestId: 'r4' } },
    });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/balanceerror'), slow);
    expect(orderCalls(api)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Insufficient Balance' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top-Up Wallet' })).toHaveAttribute('href', '/topup');
  });

  it('goes there without placing an order when the balance shown cannot cover the total', async () => {
    const { user, api } = await readyToPay({ 'GET /wallet/getbalance/100001': { body: { balance: 10 } }, 'POST /order/createWalletOrder': walletOrderPlaced });
    const sheet = await openSheet(user);
    expect(await within(sheet).findByText('Not enough S-Coins for this order', {}, slow)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/balanceerror'), slow);
    expect(orderCalls(api)).toHaveLength(0);
  });
});

describe('Step 3: the coupon entry', () => {
  const couponOk = {
    body: { success: true, message: 'Coupon applied successfully!', originalPrice: 79, appliedDiscount: 8, finalPrice: 71 },
  };

  it('asks a logged-out visitor to login, without calling the server', async () => {
    const { user, api } = await readyToPay({}, { role: null });
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please login to apply a coupon.', {}, slow)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/coupon/validatecoupon')).toBe(false);
  });

  it('refuses a reseller, without calling the server', async () => {
    const { user, api } = await readyToPay({}, { role: 'reseller' });
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Resellers cannot apply coupons.', {}, slow)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/coupon/validatecoupon')).toBe(false);
  });

  it('asks for a code when the entry is empty or blank', async () => {
    const { user, api } = await readyToPay();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a coupon code.', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Coupon code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a coupon code.', {}, slow)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/coupon/validatecoupon')).toBe(false);
  });

  it('forces upper case; a success sets the discount and the total, and the order charges that total', async () => {
    const { user, api, item } = await readyToPay({ 'POST /coupon/validatecoupon': couponOk, 'POST /order/createWalletOrder': walletOrderPlaced });
    const input = screen.getByLabelText('Coupon code');
    await user.type(input, 'welcome10');
    expect(input).toHaveValue('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon applied successfully!', {}, slow)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/coupon/validatecoupon')?.body).toEqual({ couponCode: 'WELCOME10', item_id: item._id });
    expect(screen.getByTestId('coupon-discount')).toHaveTextContent('−₹8');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹71');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹71');

    const sheet = await openSheet(user);
    expect(within(sheet).getByTestId('sheet-total')).toHaveTextContent('₹71');
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(orderCalls(api)).toHaveLength(1), slow);
    expect(orderCalls(api)[0]).toMatchObject({ body: { couponCode: 'WELCOME10' } });
  });

  it("a failure clears the discount and shows the server's error, or 'An error occurred'", async () => {
    let answer: { status?: number; body: unknown } = couponOk;
    const { user } = await readyToPay({ 'POST /coupon/validatecoupon': () => answer });
    const input = screen.getByLabelText('Coupon code');
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-discount', {}, slow);

    answer = { status: 400, body: { error: 'This coupon has expired.', success: false, code: 'BAD_REQUEST', requestId: 'r5' } };
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹79');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹79');

    answer = { status: 500, body: null };
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('An error occurred', {}, slow)).toBeInTheDocument();
  });

  it('editing the code drops an applied discount', async () => {
    const { user } = await readyToPay({ 'POST /coupon/validatecoupon': couponOk });
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-discount', {}, slow);
    await user.type(screen.getByLabelText('Coupon code'), 'x');
    expect(screen.queryByTestId('coupon-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹79');
  });
});

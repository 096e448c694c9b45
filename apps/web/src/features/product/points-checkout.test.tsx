import { screen, waitFor, within } from '@testing-library/react';
import { anItem, fakeApi, productRoutes, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { anOttProduct, orderCalls, slow, walletOrderPlaced } from './product-test-data';

// Reward points in the payment step: used first, the rest paid by UPI or wallet, or the whole
// order paid by points alone.

const upiOrderPlaced = { body: { status: true, payment_url: 'https://pay.example/upi/ST261121UPI00001', client_txn_id: 'ST261121UPI00001' } };

type Routes = Parameters<typeof fakeApi>[0];

/** A signed-in customer with `points` on a ₹79 pack, the e-mail filled in and the payment step open. */
async function paymentStep(points: number, routes: Routes = {}) {
  signIn();
  const product = anOttProduct();
  const item = anItem({ name: '1 Month', discountedprice: 79, originalprice: 89 });
  const api = fakeApi({
    ...productRoutes(product, [item]),
    'GET /wallet/getbalance/100001': { body: { balance: 500 } },
    'GET /points/getbalance/100001': { body: { balance: points } },
    ...routes,
  });
  const app = renderApp(`/product/${product._id}`);
  await screen.findByRole('region', { name: /Order Confirmation/ }, slow);
  await app.user.type(screen.getByLabelText('Email'), 'riya@example.in');
  await app.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  const sheet = await screen.findByRole('dialog', { name: /Select Payment/ }, slow);
  return { ...app, api, sheet, product, item };
}

describe('Points at checkout', { timeout: 15_000 }, () => {
  it('offers the points, shows what is left to pay, and sends them with the order', async () => {
    const { user, api, sheet } = await paymentStep(30.5, { 'POST /order/createOrder': upiOrderPlaced });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });

    const use = await within(sheet).findByRole('checkbox', { name: /Use my points/ }, slow);
    expect(within(sheet).getByTestId('sheet-points-balance')).toHaveTextContent('30.5');
    expect(use).not.toBeChecked();
    expect(within(sheet).queryByTestId('sheet-remainder')).not.toBeInTheDocument();

    await user.click(use);
    // The most that fits: the whole balance, as it is below the price.
    expect(within(sheet).getByLabelText('Points to use')).toHaveValue('30.5');
    expect(within(sheet).getByTestId('sheet-remainder')).toHaveTextContent('₹48.50');

    // Editable within bounds.
    await user.clear(within(sheet).getByLabelText('Points to use'));
    await user.type(within(sheet).getByLabelText('Points to use'), '40');
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please enter between 0.01 and 30.5 points.');
    await user.clear(within(sheet).getByLabelText('Points to use'));
    await user.type(within(sheet).getByLabelText('Points to use'), '20');
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(sheet).getByTestId('sheet-remainder')).toHaveTextContent('₹59');

    await user.click(within(sheet).getByRole('radio', { name: 'UPI' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(orderCalls(api)).toHaveLength(1), slow);
    expect(orderCalls(api)[0]).toMatchObject({ path: '/order/createOrder', body: { paymentmode: 'upi', points: 20 } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/upi/ST261121UPI00001'), slow);
  });

  it('does not send points when the customer leaves them unused', async () => {
    const { user, api, sheet } = await paymentStep(30, { 'POST /order/createWalletOrder': walletOrderPlaced });
    await within(sheet).findByRole('checkbox', { name: /Use my points/ }, slow);
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(orderCalls(api)).toHaveLength(1), slow);
    expect(orderCalls(api)[0]!.body).not.toHaveProperty('points');
  });

  it('refuses an amount it cannot send, without placing the order', async () => {
    const { user, api, sheet } = await paymentStep(30);
    await user.click(await within(sheet).findByRole('checkbox', { name: /Use my points/ }, slow));
    await user.clear(within(sheet).getByLabelText('Points to use'));
    await user.click(within(sheet).getByRole('radio', { name: 'UPI' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please enter between 0.01 and 30 points.');
    expect(within(sheet).getByLabelText('Points to use')).toHaveAttribute('aria-invalid', 'true');
    expect(orderCalls(api)).toHaveLength(0);
  });

  it('pays with points alone when they cover the price: one button, no method to choose', async () => {
    const { user, api, sheet } = await paymentStep(250, { 'POST /order/createWalletOrder': walletOrderPlaced });
    await user.click(await within(sheet).findByRole('checkbox', { name: /Use my points/ }, slow));
    // At most the price, however many points there are.
    expect(within(sheet).getByLabelText('Points to use')).toHaveValue('79');
    expect(within(sheet).getByTestId('sheet-remainder')).toHaveTextContent('₹0');
    expect(within(sheet).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Pay with points' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(orderCalls(api)).toHaveLength(1);
    expect(orderCalls(api)[0]).toMatchObject({ path: '/order/createWalletOrder', body: { paymentmode: 'wallet', points: 79 } });
  });

  it("shows the server's refusal of the points", async () => {
    const { user, sheet } = await paymentStep(250, {
      'POST /order/createWalletOrder': { status: 400, body: { message: 'Insufficient points. You have 12 points available.', code: 'BAD_REQUEST', requestId: 'r1' } },
    });
    await user.click(await within(sheet).findByRole('checkbox', { name: /Use my points/ }, slow));
    await user.click(within(sheet).getByRole('button', { name: 'Pay with points' }));
    expect(await screen.findByText('Insufficient points. You have 12 points available.', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('/confirmation');
  });

  it('offers nothing to a customer without points', async () => {
    const { sheet } = await paymentStep(0);
    await within(sheet).findByText('₹500.00', {}, slow);
    expect(within(sheet).queryByRole('checkbox', { name: /Use my points/ })).not.toBeInTheDocument();
  });
});

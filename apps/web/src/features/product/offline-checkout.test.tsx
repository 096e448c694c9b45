import { screen, waitFor, within } from '@testing-library/react';
import { OFFLINE_BUYING_REASON } from '../../components/needs-connection';
import { setOnline } from '../../test/connection';
import { anItem, fakeApi, productRoutes, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { anOttProduct, orderCalls, slow, walletOrderPlaced } from './product-test-data';

// The product page without a connection: the packs stay to look at, but Proceed to Payment and
// Confirm Order wait for the connection, and say so.

/** A signed-in customer on an OTT product (no username check) with the e-mail filled in. */
async function readyToPay() {
  signIn();
  const product = anOttProduct();
  const items = [anItem({ name: '1 Month', discountedprice: 79 }), anItem({ name: '3 Months', discountedprice: 199 })];
  const api = fakeApi({
    ...productRoutes(product, items),
    'GET /wallet/getbalance/100001': { body: { balance: 500 } },
    'POST /order/createWalletOrder': walletOrderPlaced,
  });
  const app = renderApp(`/product/${product._id}`);
  await screen.findByRole('region', { name: /Order Confirmation/ }, slow);
  await app.user.type(screen.getByLabelText('Email'), 'riya@example.in');
  return { ...app, api };
}

describe('Buying on the product page needs a connection', { timeout: 15_000 }, () => {
  it('Proceed to Payment is disabled with the reason while offline, packs can still be chosen, and it works again online', async () => {
    const { user } = await readyToPay();
    const proceed = screen.getByRole('button', { name: 'Proceed to Payment' });

    setOnline(false);
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    expect(screen.getByText(OFFLINE_BUYING_REASON)).toBeVisible();
    // Browsing stays: another pack is chosen and priced as before.
    await user.click(screen.getByRole('radio', { name: '3 Months' }));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹199');
    await user.click(proceed);
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();

    setOnline(true);
    expect(proceed).toBeEnabled();
    expect(proceed).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();
    await user.click(proceed);
    expect(await screen.findByRole('dialog', { name: /Select Payment/ }, slow)).toBeInTheDocument();
  });

  it('Confirm Order in an open payment sheet waits for the connection, without a reload', async () => {
    const { user, api } = await readyToPay();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const sheet = await screen.findByRole('dialog', { name: /Select Payment/ }, slow);
    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));

    setOnline(false);
    const confirm = within(sheet).getByRole('button', { name: 'Confirm Order' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    expect(within(sheet).getByText(OFFLINE_BUYING_REASON)).toBeVisible();
    await user.click(confirm);
    expect(orderCalls(api)).toHaveLength(0);

    setOnline(true);
    expect(confirm).toBeEnabled();
    expect(within(sheet).queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(orderCalls(api)).toHaveLength(1);
  });
});

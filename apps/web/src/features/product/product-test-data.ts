import { screen } from '@testing-library/react';
import { aProduct, anItem, fakeApi, productRoutes } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// What the product page's tests share: the products they buy, the order API's answers, and the
// way to open the page.

/** Screens load lazily; a busy test machine needs more than the default second. */
export const slow = { timeout: 5000 };

export const BLOCKED_TOAST = 'Please select a pack and enter your details correctly before proceeding.';

/** An OTT plan: an e-mail to fill in and no username check, so the payment step is a few taps away. */
export const anOttProduct = () => aProduct({ name: 'YouTube Premium', type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] });

export const walletOrderPlaced = {
  body: { msg: 'Order placed successfully', redirect_url: '/confirmation?client_txn_id=ST261121WALLET01', client_txn_id: 'ST261121WALLET01' },
};

/** The order requests the page sent, whichever way it paid. */
export const orderCalls = <C extends { path: string }>(api: { calls: C[] }) => api.calls.filter((c) => c.path.startsWith('/order/create'));

/** The product page, once its packs (or the note that there are none) are shown. */
export async function openProduct(product = aProduct(), items = [anItem()], extraRoutes = {}) {
  const api = fakeApi({ ...productRoutes(product, items), ...extraRoutes });
  const app = renderApp(`/product/${product._id}`);
  await screen.findByRole('heading', { level: 1, name: product.name });
  if (items.length > 0) await screen.findAllByRole('radio');
  else await screen.findByText('No items found');
  return { ...app, api, product, items };
}

import { act, screen, waitFor, within } from '@testing-library/react';
import { aProduct, anItem, fakeApi, productRoutes, signIn } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { BUSY_NOTICE } from './busy-notice';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

const BUSY = 'The shop is busy. Please try again in a moment.';
const busyAnswer = (retryAfter: string) => ({ status: 503, headers: { 'Retry-After': retryAfter }, body: { msg: BUSY, code: 'UNAVAILABLE', requestId: 'r1' } });
const walletOrderPlaced = { body: { msg: 'Order placed successfully', redirect_url: '/confirmation?client_txn_id=ST261121WALLET01', client_txn_id: 'ST261121WALLET01' } };

type Routes = Parameters<typeof fakeApi>[0];

/** A signed-in customer who chose the wallet on an OTT product, one click from placing the order. */
async function aboutToOrder(createWalletOrder: Routes[string]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signIn();
  const product = aProduct({ name: 'YouTube Premium', type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] });
  const item = anItem({ name: '1 Month', discountedprice: 79, originalprice: 89 });
  const api = fakeApi({ ...productRoutes(product, [item]), 'GET /wallet/getbalance/100001': { body: { balance: 500 } }, 'POST /order/createWalletOrder': createWalletOrder });
  const { user } = renderApp(`/product/${product._id}`, { advanceTimers: vi.advanceTimersByTime });
  await screen.findByRole('region', { name: /Order Confirmation/ }, slow);
  await user.type(screen.getByLabelText('Email'), 'riya@example.in');
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  const sheet = await screen.findByRole('dialog', { name: /Select Payment/ }, slow);
  await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
  const orderCalls = () => api.calls.filter((c) => c.path === '/order/createWalletOrder');
  return { confirm: () => user.click(within(sheet).getByRole('button', { name: 'Confirm Order' })), orderCalls };
}

describe('a shop too busy to take a call at once', () => {
  it('waits the Retry-After out with a calm notice, sends the order again and goes on, showing no error', async () => {
    const answers = [busyAnswer('1'), walletOrderPlaced];
    const { confirm, orderCalls } = await aboutToOrder(() => answers.shift()!);
    await confirm();

    const notice = await screen.findByText(BUSY_NOTICE, {}, slow);
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(BUSY, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\//);

    await act(() => vi.advanceTimersByTimeAsync(1600));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(screen.queryByText(BUSY_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The same order sent twice, with the same key: the server can only ever make one of it.
    const keys = orderCalls().map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after about half a minute and shows the shop\'s answer, as for any failure', async () => {
    const { confirm, orderCalls } = await aboutToOrder(busyAnswer('5'));
    await confirm();
    expect(await screen.findByText(BUSY_NOTICE, {}, slow)).toBeInTheDocument();

    // Time passes a second at a time until the error shows (a toast does not stay for ever).
    for (let second = 0; second < 40 && !screen.queryByRole('alert'); second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(`Something went wrong! Please try again. ${BUSY}`);
    expect(screen.queryByText(BUSY_NOTICE)).not.toBeInTheDocument();
    // Five seconds apart and a little more, within 30 s: the first call and five or six more.
    expect(orderCalls().length).toBeGreaterThanOrEqual(6);
    expect(orderCalls().length).toBeLessThanOrEqual(7);
  });
});

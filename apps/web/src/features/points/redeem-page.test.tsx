import { act, screen, waitFor } from '@testing-library/react';
import { OFFLINE_BUYING_REASON } from '../../components/needs-connection';
import { setOnline } from '../../test/connection';
import { fakeApi, signIn } from '../../test/fake-api';
import { buttonTextsIn } from '../../test/queries';
import { renderApp } from '../../test/render-app';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

type Call = { method: string; path: string; body: unknown; headers: Headers };
const redeemCalls = (api: { calls: Call[] }) => api.calls.filter((c) => c.path === '/points/redeempoints');

function signedInRoutes(points = 1234.5, wallet = 20) {
  return {
    'POST /auth/validateuser': { body: { role: 'user' } },
    'GET /points/getbalance/100001': { body: { balance: points } },
    'GET /wallet/getbalance/100001': { body: { balance: wallet } },
  };
}

async function openRedeem(routes: Parameters<typeof fakeApi>[0] = {}, options: Parameters<typeof renderApp>[1] = {}) {
  signIn();
  const api = fakeApi({ ...signedInRoutes(), ...routes });
  const app = renderApp('/redeem', options);
  await screen.findByRole('heading', { name: 'Redeem Points' }, slow);
  // Validation needs the balance: wait for it, in the Indian number format.
  await waitFor(() => expect(screen.getByTestId('redeem-points-balance')).toHaveTextContent('1,234.5'), slow);
  return { ...app, api };
}

const submit = () => screen.getByRole('button', { name: /^Redeem( [\d,.]+)? Points$/ });

describe('/redeem', () => {
  it('offers the quick amounts 50, 100, 250 and 500, and one fills the input', async () => {
    const { user } = await openRedeem();
    expect(buttonTextsIn('Quick amounts')).toEqual(['50', '100', '250', '500']);
    await user.click(screen.getByRole('button', { name: '250 points' }));
    expect(screen.getByLabelText('Points to redeem')).toHaveValue('250');
    expect(screen.getByRole('button', { name: '250 points' })).toHaveAttribute('aria-pressed', 'true');
    expect(submit()).toHaveTextContent('Redeem 250 Points');
  });

  it.each(['', '0', '0.00', '-5', 'abc', '1e2', '10.555'])("refuses %j with 'Please enter a valid points amount' and calls nothing", async (amount) => {
    const { user, api } = await openRedeem();
    if (amount) await user.type(screen.getByLabelText('Points to redeem'), amount);
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Please enter a valid points amount$/);
    expect(screen.getByLabelText('Points to redeem')).toHaveAttribute('aria-invalid', 'true');
    expect(redeemCalls(api)).toHaveLength(0);
  });

  it('refuses more than the balance with the available points in the Indian format, and calls nothing', async () => {
    signIn();
    const api = fakeApi(signedInRoutes(123456.5));
    const { user } = renderApp('/redeem');
    await waitFor(() => expect(screen.getByTestId('redeem-points-balance')).toHaveTextContent('1,23,456.5'), slow);
    await user.type(screen.getByLabelText('Points to redeem'), '123456.51');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Insufficient points\. You have 1,23,456\.5 points available\.$/);
    expect(redeemCalls(api)).toHaveLength(0);
  });

  it('clears a message after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openRedeem({}, { advanceTimers: vi.advanceTimersByTime });
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Please enter a valid points amount');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("redeems, shows the server's msg, refreshes both balances, and a retry after a network error reuses the Idempotency-Key", async () => {
    let points = 1234.5;
    let wallet = 20;
    let lostOnce = false;
    const { user, api } = await openRedeem({
      'GET /points/getbalance/100001': () => ({ body: { balance: points } }),
      'GET /wallet/getbalance/100001': () => ({ body: { balance: wallet } }),
      'GET /wallet/gettransactions/100001': { body: [] },
      'POST /points/redeempoints': () => {
        if (!lostOnce) {
          lostOnce = true;
          throw new TypeError('Failed to fetch');
        }
        points -= 100;
        wallet += 100;
        return { body: { msg: '100 points redeemed: ₹100 added to your wallet.', balance: points, walletBalance: wallet } };
      },
    });
    await waitFor(() => expect(screen.getByTestId('redeem-wallet-balance')).toHaveTextContent('₹20.00'), slow);

    await user.click(screen.getByRole('button', { name: '100 points' }));
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Could not reach S-Store');
    expect(screen.getByLabelText('Points to redeem')).toHaveValue('100');

    await user.click(submit());
    expect(await screen.findByText('100 points redeemed: ₹100 added to your wallet.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('redeem-points-balance')).toHaveTextContent('1,134.5'), slow);
    expect(screen.getByTestId('redeem-wallet-balance')).toHaveTextContent('₹120.00');
    expect(screen.getByLabelText('Points to redeem')).toHaveValue('');

    const calls = redeemCalls(api);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.body)).toEqual([
      { value: 100, userid: '100001' },
      { value: 100, userid: '100001' },
    ]);
    const keys = calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a new redemption after a success carries a new Idempotency-Key', async () => {
    const { user, api } = await openRedeem({
      'POST /points/redeempoints': ({ body }) => ({ body: { msg: 'Redeemed.', balance: 1000, walletBalance: 20 + (body as { value: number }).value } }),
    });
    await user.click(screen.getByRole('button', { name: '50 points' }));
    await user.click(submit());
    expect(await screen.findByText('Redeemed.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '50 points' }));
    await user.click(submit());
    await waitFor(() => expect(redeemCalls(api)).toHaveLength(2), slow);
    const [first, second] = redeemCalls(api).map((c) => c.headers.get('idempotency-key'));
    expect(second).not.toBe(first);
  });

  it("shows the server's refusal in msg", async () => {
    const { user } = await openRedeem({
      'POST /points/redeempoints': { status: 400, body: { msg: 'Insufficient points. You have 34 points available.', code: 'BAD_REQUEST', requestId: 'r1' } },
    });
    await user.type(screen.getByLabelText('Points to redeem'), '500');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Insufficient points. You have 34 points available.');
    expect(submit()).toBeEnabled();
  });

  it('offline, Redeem is disabled with the reason, and redeems again once the connection returns', async () => {
    const { user, api } = await openRedeem({ 'POST /points/redeempoints': { body: { msg: 'Redeemed.', balance: 1184.5, walletBalance: 70 } } });
    await user.click(screen.getByRole('button', { name: '50 points' }));

    setOnline(false);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    expect(screen.getByText(OFFLINE_BUYING_REASON)).toBeVisible();
    await user.type(screen.getByLabelText('Points to redeem'), '{Enter}');
    expect(redeemCalls(api)).toHaveLength(0);

    setOnline(true);
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Redeemed.', {}, slow)).toBeInTheDocument();
    expect(redeemCalls(api)).toHaveLength(1);
  });

  it('sends a visitor without a session to /login', async () => {
    fakeApi({});
    renderApp('/redeem');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), slow);
  });
});

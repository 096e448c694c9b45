import { screen, waitFor } from '@testing-library/react';
import { OFFLINE_BUYING_REASON } from '../../components/needs-connection';
import { setOnline } from '../../test/connection';
import { fakeApi, signIn } from '../../test/fake-api';
import { buttonTextsIn } from '../../test/queries';
import { renderApp } from '../../test/render-app';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

const signedInRoutes = {
  'POST /auth/validateuser': { body: { role: 'user' } },
  'GET /wallet/getbalance/100001': { body: { balance: 120.5 } },
};

async function openTopup(routes = {}) {
  signIn();
  const api = fakeApi({ ...signedInRoutes, ...routes });
  const app = renderApp('/topup');
  await screen.findByRole('heading', { name: 'Top Up Wallet' }, slow);
  return { ...app, api };
}

const topupCalls = (api: { calls: { path: string; body: unknown }[] }) => api.calls.filter((c) => c.path === '/wallet/topup');

describe('/topup', () => {
  it('shows the balance with two decimals and offers the quick amounts 50, 100, 250 and 500', async () => {
    const { user } = await openTopup();
    expect(await screen.findByText('₹120.50', {}, slow)).toBeInTheDocument();
    expect(buttonTextsIn('Quick amounts')).toEqual(['₹50', '₹100', '₹250', '₹500']);
    await user.click(screen.getByRole('button', { name: '₹250' }));
    expect(screen.getByLabelText('Enter amount')).toHaveValue('250');
    expect(screen.getByRole('button', { name: '₹250' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['', '0', '-50', '12.5', '1e3', 'abc', ' 00 '])("refuses %j with 'Please enter a valid amount' and calls nothing", async (amount) => {
    const { user, api } = await openTopup();
    if (amount) await user.type(screen.getByLabelText('Enter amount'), amount);
    await user.click(screen.getByRole('button', { name: /^Proceed to Pay/ }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Please enter a valid amount');
    expect(screen.getByLabelText('Enter amount')).toHaveAttribute('aria-invalid', 'true');
    expect(topupCalls(api)).toHaveLength(0);
  });

  it('sends a whole number of rupees and the user id; a refusal shows the server message as a toast', async () => {
    const { user, api } = await openTopup({
      'POST /wallet/topup': { status: 400, body: { msg: 'You can add at most ₹50,000 at once.', code: 'BAD_REQUEST', requestId: 'r1' } },
    });
    await user.type(screen.getByLabelText('Enter amount'), '75000');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay ₹75,000' }));
    expect(await screen.findByText('You can add at most ₹50,000 at once.', {}, slow)).toBeInTheDocument();
    expect(topupCalls(api)[0]?.body).toEqual({ value: 75000, userid: '100001' });
    expect(screen.getByRole('button', { name: /^Proceed to Pay/ })).toBeEnabled();
  });

  it("says 'Something went wrong' when the server gives no message", async () => {
    const { user } = await openTopup({
      'POST /wallet/topup': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: '₹100' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay ₹100' }));
    await waitFor(() => expect(screen.getByText('Something went wrong')).toBeInTheDocument(), slow);
  });

  it('offline, Proceed to Pay is disabled with the reason, and works again once the connection returns', async () => {
    const { user, api } = await openTopup({
      'POST /wallet/topup': { status: 400, body: { msg: 'Top-ups are paused for a minute.', code: 'BAD_REQUEST', requestId: 'r1' } },
    });
    await user.click(screen.getByRole('button', { name: '₹100' }));

    setOnline(false);
    const pay = screen.getByRole('button', { name: 'Proceed to Pay ₹100' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    expect(screen.getByText(OFFLINE_BUYING_REASON)).toBeVisible();
    // Enter in the amount field does not get round it.
    await user.type(screen.getByLabelText('Enter amount'), '{Enter}');
    expect(topupCalls(api)).toHaveLength(0);

    setOnline(true);
    expect(pay).toBeEnabled();
    expect(screen.queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();
    await user.click(pay);
    expect(await screen.findByText('Top-ups are paused for a minute.', {}, slow)).toBeInTheDocument();
    expect(topupCalls(api)).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

describe('/wallet: Reward Points', () => {
  async function openWallet(points: number) {
    signIn();
    fakeApi({
      'POST /auth/validateuser': { body: { role: 'user' } },
      'GET /wallet/getbalance/100001': { body: { balance: 75 } },
      'GET /wallet/gettransactions/100001': { body: [] },
      'GET /points/getbalance/100001': { body: { balance: points } },
    });
    const app = renderApp('/wallet');
    const panel = await screen.findByRole('region', { name: 'Reward Points' }, slow);
    return { ...app, panel };
  }

  it('shows the points balance in the Indian format beside the S-Coins, with a Redeem Points link', async () => {
    const { panel } = await openWallet(123456.78);
    await waitFor(() => expect(within(panel).getByTestId('points-balance')).toHaveTextContent('1,23,456.78'), slow);
    expect(within(panel).getByRole('link', { name: 'Redeem Points' })).toHaveAttribute('href', '/redeem');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹75.00'), slow);
    expect(screen.getByRole('link', { name: 'Top Up Wallet' })).toHaveAttribute('href', '/topup');
  });

  it('opens the Reward Points Know More modal, apart from the S-Coins one, and closes it', async () => {
    const { user, panel } = await openWallet(12.3);
    await user.click(within(panel).getByRole('button', { name: 'Know More about Reward Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Reward Points' }, slow);
    expect(within(dialog).getByText(/1% of its price/)).toBeInTheDocument();
    expect(within(dialog).getByText(/refunded or cancelled order earns nothing/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'About S-Coins' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

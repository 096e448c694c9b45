import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

type Stats = { totalEarnings: number; pendingEarnings: number; redeemedEarnings: number; totalReferrals: number };
const noStats: Stats = { totalEarnings: 0, pendingEarnings: 0, redeemedEarnings: 0, totalReferrals: 0 };

function signedInRoutes({ code = 'RIYA42' as string | null, stats = noStats } = {}) {
  return {
    'POST /auth/validateuser': { body: { role: 'user' } },
    'POST /referral/get-referral': { body: { referralCode: code } },
    'POST /referral/referral-stats': { body: stats },
    'GET /wallet/getbalance/100001': { body: { balance: 20 } },
  };
}

async function openReferAndEarn(routes: Parameters<typeof fakeApi>[0] = {}, options: Parameters<typeof renderApp>[1] = {}) {
  signIn();
  const api = fakeApi({ ...signedInRoutes(), ...routes });
  const app = renderApp('/referandearn', options);
  await screen.findByRole('heading', { level: 1, name: 'Refer & Earn' }, slow);
  return { ...app, api };
}

const button = (name: string) => screen.getByRole('button', { name });

/**
 * Gives the page's own navigator the Web Share API, which jsdom lacks, until the test ends. A
 * stand-in navigator would not do: the real one's getters (onLine, read by every page) refuse it.
 */
function withWebShare(share: Navigator['share']) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'share');
  });
}

describe('/referandearn', () => {
  it('generates a code, shows it with the success text, and clears the text after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = await openReferAndEarn(
      {
        'POST /referral/get-referral': { body: { referralCode: null } },
        'POST /referral/generate-referral': { body: { referralCode: 'ARJUN7', msg: 'Referral code generated successfully!' } },
      },
      { advanceTimers: vi.advanceTimersByTime },
    );
    expect(await screen.findByText('You have no referral code yet.', {}, slow)).toBeInTheDocument();

    await user.click(button('Generate Referral Code'));
    expect(await screen.findByTestId('referral-code', {}, slow)).toHaveTextContent('ARJUN7');
    expect(screen.getByText('Referral code generated successfully!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/referral/generate-referral')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Referral code generated successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Referral code generated successfully!')).not.toBeInTheDocument();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ARJUN7');
  });

  it('says so when generating fails, and the error clears after 3 seconds too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openReferAndEarn(
      { 'POST /referral/generate-referral': { status: 500, body: { msg: 'Something went wrong! Please try again.' } } },
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.click(button('Generate Referral Code'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to generate referral code$/);
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without the Web Share API, Share copies the registration link and shows an info toast', async () => {
    const { user } = await openReferAndEarn();
    expect(navigator.share).toBeUndefined();
    await screen.findByTestId('referral-code', {}, slow);

    await user.click(button('Share'));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    // An info toast is a status, not an alert.
    expect(await within(notifications).findByRole('status', {}, slow)).toHaveTextContent('Sharing is not available here, so your referral link was copied.');
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/register?referral=RIYA42`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shares the registration link through the Web Share API when there is one', async () => {
    const share = vi.fn(async () => {});
    withWebShare(share);
    const { user } = await openReferAndEarn();
    await screen.findByTestId('referral-code', {}, slow);
    await user.click(button('Share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/register?referral=RIYA42` }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failing share says 'Failed to share referral code'", async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share failed', 'NotAllowedError');
    });
    withWebShare(share);
    const { user } = await openReferAndEarn();
    await screen.findByTestId('referral-code', {}, slow);
    await user.click(button('Share'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to share referral code$/);
  });

  it("sharing without a code asks to generate one first and shares nothing", async () => {
    const share = vi.fn(async () => {});
    withWebShare(share);
    const { user } = await openReferAndEarn({ 'POST /referral/get-referral': { body: { referralCode: null } } });
    await screen.findByText('You have no referral code yet.', {}, slow);
    await user.click(button('Share'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Please generate a referral code first!$/);
    expect(share).not.toHaveBeenCalled();
  });

  it('shows the stats, and redeeming refreshes them and the S-Coins balance, one Idempotency-Key per click', async () => {
    let stats: Stats = { totalEarnings: 10, pendingEarnings: 10, redeemedEarnings: 0, totalReferrals: 1 };
    let wallet = 20;
    const { user, api } = await openReferAndEarn({
      'POST /referral/referral-stats': () => ({ body: stats }),
      'GET /wallet/getbalance/100001': () => ({ body: { balance: wallet } }),
      'POST /referral/redeem-earnings': () => {
        if (stats.pendingEarnings === 0) return { status: 409, body: { msg: 'There are no earnings to redeem yet.' } };
        wallet += stats.pendingEarnings;
        stats = { ...stats, redeemedEarnings: stats.pendingEarnings, pendingEarnings: 0 };
        return { body: { msg: 'Earnings redeemed successfully!', redeemed: 10, walletBalance: wallet } };
      },
    });
    await waitFor(() => expect(screen.getByTestId('referral-available')).toHaveTextContent('₹10'), slow);
    expect(screen.getByTestId('referral-total')).toHaveTextContent('₹10');
    expect(screen.getByTestId('referral-redeemed')).toHaveTextContent('₹0');
    expect(screen.getByTestId('referral-count')).toHaveTextContent('1');
    const labels = screen.getAllByRole('term').map((t) => t.textContent);
    expect(labels).toEqual(['Total Earnings', 'Available', 'Redeemed', 'Total Referrals']);
    await waitFor(() => expect(screen.getByTestId('referral-wallet-balance')).toHaveTextContent('₹20.00'));

    await user.click(button('Redeem Earnings'));
    expect(await screen.findByText('Earnings redeemed successfully!', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('referral-available')).toHaveTextContent('₹0'), slow);
    expect(screen.getByTestId('referral-redeemed')).toHaveTextContent('₹10');
    expect(screen.getByTestId('referral-wallet-balance')).toHaveTextContent('₹30.00');

    // Nothing left: the server's refusal says why.
    await user.click(button('Redeem Earnings'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^There are no earnings to redeem yet\.$/);

    const keys = api.calls.filter((c) => c.path === '/referral/redeem-earnings').map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("a redemption that fails otherwise says 'Failed to redeem earnings'", async () => {
    const { user } = await openReferAndEarn({ 'POST /referral/redeem-earnings': { status: 500, body: { msg: 'Internal error' } } });
    await user.click(button('Redeem Earnings'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to redeem earnings$/);
  });

  it('a stats error asks to generate a referral code below', async () => {
    await openReferAndEarn({ 'POST /referral/referral-stats': { status: 500, body: { msg: 'boom' } } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to fetch stats, please click below to generate referral code$/);
    expect(screen.getByTestId('referral-available')).toHaveTextContent('—');
  });

  it('explains the programme', async () => {
    await openReferAndEarn();
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Your friend registers on S-Store with your referral code.',
      '2You earn 2% of each of their first three wallet top-ups.',
      '3Redeem your earnings into S-Coins, ready to spend on any pack.',
    ]);
  });

  it('sends a visitor without a session to /login', async () => {
    fakeApi({});
    renderApp('/referandearn');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), slow);
  });
});

describe('/referralearnings', () => {
  const txn = (n: number, overrides = {}) => ({
    _id: `t${n}`,
    orderId: `TU00${n}`,
    userEmail: `r***${n}@example.com`,
    orderAmount: 500,
    commision: 10,
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    ...overrides,
  });

  async function openEarnings(transactions: { status?: number; body: unknown }) {
    signIn();
    const api = fakeApi({
      ...signedInRoutes({ stats: { totalEarnings: 15, pendingEarnings: 5, redeemedEarnings: 10, totalReferrals: 2 } }),
      'POST /referral/get-referral-transactions': transactions,
    });
    renderApp('/referralearnings');
    await screen.findByRole('heading', { level: 1, name: 'Referral Earnings' }, slow);
    return api;
  }

  it('shows the total earned and lists transactions, newest first', async () => {
    await openEarnings({ body: [txn(1), txn(2, { orderAmount: 250, commision: 5 })] });
    await waitFor(() => expect(screen.getByTestId('referral-total-earned')).toHaveTextContent('₹15'), slow);
    const list = await screen.findByRole('list', { name: 'Referral transactions' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('r***2@example.com');
    expect(items[0]).toHaveTextContent('+₹5');
    expect(items[0]).toHaveTextContent('Top-up ₹250');
    expect(items[0]).toHaveTextContent('22 Nov 2026');
    expect(items[1]).toHaveTextContent('r***1@example.com');
    expect(items[1]).toHaveTextContent('+₹10');
    expect(items[1]).toHaveTextContent('Top-up ₹500');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => within(r).queryAllByRole('columnheader').map((h) => h.textContent))[0]).toEqual(['Date', 'Friend', 'Top-up', 'Your Commission']);
    expect(rows).toHaveLength(3);
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
  });

  it("shows 'No transactions yet' without any", async () => {
    await openEarnings({ body: [] });
    expect(await screen.findByText('No transactions yet', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Referral transactions' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch transactions' when they cannot be read", async () => {
    await openEarnings({ status: 500, body: { msg: 'boom' } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to fetch transactions$/);
  });
});

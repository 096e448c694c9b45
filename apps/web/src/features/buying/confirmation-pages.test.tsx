import type { Order, WalletTransaction } from '@shop/contract/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { anOrder, slow } from './order-test-data';

/** The confirmation page's order starts unpaid. */
const order = (overrides: Partial<Order> = {}) => anOrder({ status: 'Created', ...overrides });

const topup = (overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  _id: '00000000-0000-4000-9000-000000000002',
  txnid: 'TU261121QVWPVQFG33',
  type: 'Credit',
  status: 'Created',
  amount: 500,
  orderid: null,
  reason: 'Wallet top-up',
  createdAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

/** Answers in turn; the first answer waits until `release` is called, so the page's first state can be seen. */
function answersInTurn<T>(answers: T[]) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  const next = async () => {
    if (first) {
      first = false;
      await gate;
    }
    return answers.length > 1 ? answers.shift()! : answers[0]!;
  };
  return { next, release };
}

describe('/confirmation', () => {
  it('confirms first, then shows the order and follows it until a final state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const states: Order[] = [
      order({ status: 'Created' }),
      order({ status: 'Processing', upi_txn_id: '936564321409' }),
      order({ status: 'Completed', upi_txn_id: '936564321409' }),
    ];
    const answers = answersInTurn(states);
    const api = fakeApi({ 'POST /order/orderstatus': async () => ({ body: { status: true, data: await answers.next() } }) });
    renderApp('/confirmation?client_txn_id=ST261121ABCDEFGHIJ', { advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByRole('heading', { name: 'Confirming Your Order' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Please do not refresh/)).toBeInTheDocument();
    answers.release();
    expect(await screen.findByRole('heading', { name: 'Awaiting Payment' }, slow)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ client_txn_id: 'ST261121ABCDEFGHIJ' });

    await act(async () => vi.advanceTimersByTime(2600));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
    expect(screen.getByText(/completed within 30 minutes/)).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(2600));
    expect(await screen.findByText('Completed', {}, slow)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Order Placed Successfully' });
    for (const text of ['ST261121ABCDEFGHIJ', '86 Diamonds', 'UPI', '123456789', 'SwiftTiger42', '₹1,234', '936564321409']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(within(card).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');

    // Completed is final: no more questions.
    const asked = api.calls.length;
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(api.calls.length).toBe(asked);
  });

  it('reads a failed payment as a failure, with its reason', async () => {
    signIn();
    fakeApi({ 'POST /order/orderstatus': { body: { status: true, data: order({ status: 'Failed', reason: 'The payment was declined.' }) } } });
    renderApp('/confirmation?client_txn_id=ST261121ABCDEFGHIJ');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Order Placed Successfully')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Failed');
    expect(screen.getByText('The payment was declined.')).toBeInTheDocument();
  });
});

describe('/confirmation: the order timeline', () => {
  const placed = { step: 'placed', at: '2026-11-21T12:00:00.000Z', detail: null } as const;
  const paid = { step: 'paid', at: '2026-11-21T12:01:00.000Z', detail: 'Paid by UPI, reference 412345678901' } as const;
  const sent = { step: 'sent', at: '2026-11-21T12:01:30.000Z', detail: 'Supplier order SO123' } as const;

  /** Each step's visible text, in order, and which one is marked as the current step. */
  const stepsOf = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => ({ text: item.textContent, current: item.getAttribute('aria-current') }));

  it('lists what happened so far, in India time, with each detail; the last step is the current one and the 30-minute notice stays', async () => {
    signIn();
    fakeApi({ 'POST /order/orderstatus': { body: { status: true, data: order({ status: 'Processing', timeline: [placed, paid, sent] }) } } });
    renderApp('/confirmation?client_txn_id=ST261121ABCDEFGHIJ');
    const timeline = await screen.findByRole('list', { name: 'Order timeline' }, slow);
    expect(stepsOf(timeline)).toEqual([
      { text: 'Placed21 Nov 2026, 5:30 pm IST', current: null },
      { text: 'Paid21 Nov 2026, 5:31 pm ISTPaid by UPI, reference 412345678901', current: null },
      { text: 'Sent to supplier21 Nov 2026, 5:31 pm ISTSupplier order SO123', current: 'step' },
    ]);
    expect(within(timeline).getByText('21 Nov 2026, 5:30 pm IST')).toHaveAttribute('datetime', '2026-11-21T12:00:00.000Z');
    expect(screen.getByText(/Your order will be completed within 30 minutes/)).toBeInTheDocument();
  });

  it('ends a refunded order with the refund and its reason, a step without a time shows no time', async () => {
    signIn();
    const refunded = { step: 'refunded', at: null, detail: 'The supplier could not recharge this player id.' } as const;
    fakeApi({ 'POST /order/orderstatus': { body: { status: true, data: order({ status: 'Refunded', reason: refunded.detail, timeline: [placed, paid, sent, refunded] }) } } });
    renderApp('/confirmation?client_txn_id=ST261121ABCDEFGHIJ');
    const timeline = await screen.findByRole('list', { name: 'Order timeline' }, slow);
    expect(stepsOf(timeline).map((s) => s.text)).toEqual([
      'Placed21 Nov 2026, 5:30 pm IST',
      'Paid21 Nov 2026, 5:31 pm ISTPaid by UPI, reference 412345678901',
      'Sent to supplier21 Nov 2026, 5:31 pm ISTSupplier order SO123',
      'RefundedThe supplier could not recharge this player id.',
    ]);
    expect(stepsOf(timeline).at(-1)?.current).toBe('step');
  });

  it('shows no timeline when the server sent none', async () => {
    signIn();
    fakeApi({ 'POST /order/orderstatus': { body: { status: true, data: order({ status: 'Completed' }) } } });
    renderApp('/confirmation?client_txn_id=ST261121ABCDEFGHIJ');
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order timeline' })).not.toBeInTheDocument();
  });
});

describe('/walletconfirmation', () => {
  it('follows the top-up until Success and copies its transaction id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const answers = answersInTurn([topup({ status: 'Created' }), topup({ status: 'Success' })]);
    const api = fakeApi({ 'POST /wallet/txnstatus': async () => ({ body: { data: await answers.next() } }) });
    const { user } = renderApp('/walletconfirmation?client_txn_id=TU261121QVWPVQFG33', { advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByRole('heading', { name: 'Confirming Your Payment' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Please do not refresh/)).toBeInTheDocument();
    answers.release();
    expect(await screen.findByTestId('topup-status', {}, slow)).toHaveTextContent('Created');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(2600));
    expect(await screen.findByRole('heading', { name: 'Top-Up Successful' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('topup-status')).toHaveTextContent('Success');
    expect(screen.getByText('₹500', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute('href', '/wallet');

    await user.click(screen.getByRole('button', { name: 'Copy Transaction ID' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe('TU261121QVWPVQFG33');
    expect(await screen.findByText('Copied to Clipboard', {}, slow)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByText('Copied to Clipboard')).not.toBeInTheDocument();
  });
});

describe('/wallet', () => {
  function openWallet(balance: number, transactions: ReturnType<typeof topup>[]) {
    signIn();
    fakeApi({
      'POST /auth/validateuser': { body: { role: 'user' } },
      'GET /wallet/getbalance/100001': { body: { balance } },
      'GET /points/getbalance/100001': { body: { balance: 0 } },
      'GET /wallet/gettransactions/100001': { body: transactions },
    });
    return renderApp('/wallet');
  }

  it('shows the balance with two decimals and each status the customer can meet', async () => {
    const { user } = openWallet(1292, [
      topup({ _id: 'a', txnid: 'TU1', status: 'Success', createdAt: '2026-11-21T12:00:00.000Z' }),
      topup({ _id: 'b', txnid: 'TU2', status: 'Processing', createdAt: '2026-11-21T11:00:00.000Z' }),
      topup({ _id: 'c', txnid: 'TU3', status: 'Created', createdAt: '2026-11-21T10:00:00.000Z' }),
      topup({ _id: 'd', txnid: 'TU4', status: 'Failed', createdAt: '2026-11-21T09:00:00.000Z' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹1,292.00'), slow);
    expect(screen.getByRole('link', { name: 'Top Up Wallet' })).toHaveAttribute('href', '/topup');
    const cards = within(await screen.findByRole('list', { name: 'Transactions' }, slow)).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual(['Success', 'Pending', 'Created', 'Failed']);
    expect(within(cards[1]!).getByText('Your transaction is being processed. This may take a few moments.')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'Verify Payment' })).toHaveAttribute('href', '/walletconfirmation?client_txn_id=TU3');

    await user.click(screen.getByRole('button', { name: 'Know More' }));
    expect(await screen.findByRole('dialog', { name: 'About S-Coins' }, slow)).toBeInTheDocument();
  });

  it("says 'No transactions yet' when there are none", async () => {
    openWallet(0, []);
    expect(await screen.findByText('No transactions yet', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹0.00'), slow);
  });
});

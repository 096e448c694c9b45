import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, columnHeaders, preloadScreens } from '../kit/admin-test-kit';

preloadScreens(() => import('./wallet-txns-page'));

function aWalletTxn(n: number) {
  return {
    _id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    txnid: `TU251121${String(n).padStart(6, '0')}`,
    type: n % 2 ? 'Credit' : 'Debit',
    status: 'Success',
    amount: 100 + n,
    orderid: n % 2 ? null : `ST251121${String(n).padStart(6, '0')}`,
    userid: '100002',
    useremail: 'riya@example.in',
    reason: null,
    flag: null,
    updatedAt: '2025-11-21T09:30:00.000Z',
    createdAt: '2025-11-21T09:30:00.000Z',
  };
}

/** A fake of the server's paging: 120 transactions. */
function walletApi(total = 120) {
  return adminApi({
    'GET /admin/allwallettxn': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 50);
      const first = (page - 1) * limit;
      const transactions = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) => aWalletTxn(first + i + 1));
      return { body: { transactions, currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), totalItems: total } };
    },
  });
}

describe('Wallet Transactions', () => {
  it('shows the spec columns and "Showing X to Y of Z transactions", with Previous and Next', async () => {
    const api = walletApi();
    const { user } = renderApp('/admin/wallettxn');
    expect(await screen.findByText('Showing 1 to 50 of 120 transactions', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(columnHeaders('Wallet transactions')).toEqual(['Transaction ID', 'Type', 'Status', 'Amount', 'For Order', 'User ID', 'User Email', 'Updated At']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51 to 100 of 120 transactions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101 to 120 of 120 transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.urls('/admin/allwallettxn').map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows' }), '100');
    expect(await screen.findByText('Showing 1 to 100 of 120 transactions')).toBeInTheDocument();
  });

  it('sends the filters to the server as query parameters, the text ones once typing pauses', async () => {
    const api = walletApi(3);
    const { user } = renderApp('/admin/wallettxn');
    await screen.findByText('Showing 1 to 3 of 3 transactions', {}, { timeout: 5000 });
    expect(within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All types', 'Credit', 'Debit', 'Refunded']);
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'Success', 'Failed', 'Created']);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'riya@example.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Refunded');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await user.type(screen.getByRole('searchbox', { name: 'Order id' }), 'ST251121000004');
    await user.type(screen.getByLabelText('From'), '2025-11-01');
    await user.type(screen.getByLabelText('To'), '2025-11-21');
    await waitFor(() =>
      expect(Object.fromEntries(api.urls('/admin/allwallettxn').at(-1)!.searchParams)).toEqual({
        page: '1',
        limit: '50',
        search: 'riya@example.in',
        type: 'Refunded',
        status: 'Failed',
        orderid: 'ST251121000004',
        from: '2025-11-01',
        to: '2025-11-21',
      }),
    );
    // Debounced: no call per key press.
    expect(api.urls('/admin/allwallettxn').filter((u) => u.searchParams.get('search') === 'r')).toHaveLength(0);
  });

  it('says "No transactions found" when nothing matches', async () => {
    walletApi(0);
    renderApp('/admin/wallettxn');
    expect(await screen.findByText('No transactions found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 transactions')).toBeInTheDocument();
  });
});

describe('Reversing an admin credit', () => {
  const credit = {
    ...aWalletTxn(1),
    _id: '30000000-0000-4000-8000-000000000001',
    txnid: 'ADMI7X2K9QF3A1B2',
    type: 'Credit',
    amount: 1.1,
    reason: 'Added by admin asha@sstore.in',
    createdAt: '2025-11-21T09:30:00.000Z',
  };
  const upiTopUp = { ...aWalletTxn(3), _id: '30000000-0000-4000-8000-000000000003', txnid: 'TU251121000003', type: 'Credit' };
  const failedCredit = { ...credit, _id: '30000000-0000-4000-8000-000000000004', txnid: 'ADFAILED0000001', status: 'Failed' };
  const reversal = (amount: number, reason: string) => ({
    ...credit,
    _id: '30000000-0000-4000-8000-000000000002',
    txnid: `${credit.txnid}-R`,
    type: 'Debit',
    amount,
    reason: `Reversal of ${credit.txnid}: ${reason}`,
  });

  function creditApi(reverse: Parameters<typeof adminApi>[0][string]) {
    let rows: unknown[] = [credit, upiTopUp, failedCredit];
    const api = adminApi({
      'GET /admin/allwallettxn': () => ({ body: { transactions: rows, currentPage: 1, totalPages: 1, totalItems: rows.length } }),
      'POST /admin/reversecredit': reverse,
    });
    return { api, setRows: (next: unknown[]) => (rows = next) };
  }

  const reverseCalls = (api: ReturnType<typeof adminApi>) => api.calls.filter((c) => c.path === '/admin/reversecredit');

  it('is offered on admin credits only; needs a reason, keeps to the credit, sends one key, then toasts and refreshes', async () => {
    const { api, setRows } = creditApi(({ body }) => {
      const { amount, reason } = body as { amount: number; reason: string };
      setRows([reversal(amount, reason), credit, upiTopUp, failedCredit]);
      return { body: { message: 'Reversed ₹1. The customer sees the reason in their wallet history.', balance: 0.1, txnid: `${credit.txnid}-R` } };
    });
    const { user } = renderApp('/admin/wallettxn');
    await screen.findByText('Showing 1 to 3 of 3 transactions', {}, { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: /^Reverse/ }).map((b) => b.textContent)).toEqual([`Reverse ${credit.txnid}`]);

    await user.click(screen.getByRole('button', { name: `Reverse ${credit.txnid}` }));
    const dialog = screen.getByRole('dialog', { name: `Reverse credit ${credit.txnid}?` });
    expect(dialog).toHaveTextContent('₹1.10 credited to riya@example.in');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue(1.1);

    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₹1.10' }));
    expect(within(dialog).getByText('Please give the reason the customer will read.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Reason'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₹1.10' }));
    expect(within(dialog).getByText('Please give the reason the customer will read.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1.11');
    await user.type(within(dialog).getByLabelText('Reason'), 'c credited twice');
    // The button names only an amount that can leave the wallet.
    await user.click(within(dialog).getByRole('button', { name: 'Reverse credit' }));
    expect(within(dialog).getByText("At most the credit's ₹1.10 can be reversed.")).toBeInTheDocument();
    expect(reverseCalls(api)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₹1' }));
    expect(await screen.findByText('Reversed ₹1. The customer sees the reason in their wallet history.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reverseCalls(api).map((c) => c.body)).toEqual([{ txnid: credit.txnid, amount: 1, reason: 'abc credited twice' }]);
    expect(reverseCalls(api)[0]!.headers.get('idempotency-key')).toMatch(/^[\w-]{8,100}$/);

    // The list is fetched again: the customer's debit appears and the credit is no longer offered.
    const debitRow = (await screen.findByText(`${credit.txnid}-R`)).closest('tr')!;
    expect(debitRow).toHaveTextContent('Debit');
    expect(debitRow).toHaveTextContent(`Reversal of ${credit.txnid}: abc credited twice`);
    expect(screen.queryByRole('button', { name: `Reverse ${credit.txnid}` })).not.toBeInTheDocument();
    expect(screen.getByText(`Reversed (${credit.txnid}-R)`)).toBeInTheDocument();
  });

  it('shows a refusal (409) in the dialog, which stays open; trying again sends the same key', async () => {
    const { api } = creditApi({
      status: 409,
      body: { message: 'The wallet holds ₹0.50; a reversal cannot take it below zero. Reverse at most that much.', code: 'CONFLICT', requestId: 'r1' },
    });
    const { user } = renderApp('/admin/wallettxn');
    await user.click(await screen.findByRole('button', { name: `Reverse ${credit.txnid}` }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: `Reverse credit ${credit.txnid}?` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Credited the wrong customer');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₹1.10' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The wallet holds ₹0.50; a reversal cannot take it below zero. Reverse at most that much.');
    expect(within(dialog).getByRole('button', { name: 'Reverse ₹1.10' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₹1.10' }));
    await waitFor(() => expect(reverseCalls(api)).toHaveLength(2));
    const [first, second] = reverseCalls(api).map((c) => c.headers.get('idempotency-key'));
    expect(second).toBe(first);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the credit was already reversed', async () => {
    creditApi({ status: 409, body: { message: 'This credit has already been reversed.', code: 'CONFLICT', requestId: 'r2' } });
    const { user } = renderApp('/admin/wallettxn');
    await user.click(await screen.findByRole('button', { name: `Reverse ${credit.txnid}` }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₹1.10' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This credit has already been reversed.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { adminApi, preloadScreens } from './admin-test-kit';

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
    const headers = within(screen.getByRole('region', { name: 'Wallet transactions' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Transaction ID', 'Type', 'Status', 'Amount', 'For Order', 'User ID', 'User Email', 'Updated At']);
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

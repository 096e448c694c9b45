import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, columnHeaders, anOrder, preloadScreens } from '../kit/admin-test-kit';

preloadScreens(() => import('./all-orders-page'));

describe('All Orders', () => {
  it('shows the spec columns, status colours, a Verify link for Created orders and the flag of a flagged one', async () => {
    const created = anOrder({ status: 'Created', paymentmode: 'upi' });
    const processing = anOrder({ status: 'Processing', flag: 'Paid ₹1 less than the price', value: 1299 });
    const completed = anOrder({ status: 'Completed' });
    const refunded = anOrder({ status: 'Refunded', reason: 'Out of stock' });
    adminApi({ 'GET /admin/alltxn': { body: { transactions: [created, processing, completed, refunded], totalTxns: 4 } } });
    renderApp('/admin/txn');
    await screen.findByRole('link', { name: `Verify ${created.orderid}` }, { timeout: 5000 });

    expect(columnHeaders('Orders')).toEqual(['Order Id', 'Product name', 'Item name', 'Actions', 'Status', 'User Input1', 'User Input2', 'Price', 'Payment Method', 'User Email', 'Updated At']);
    expect(screen.getByRole('link', { name: `Verify ${created.orderid}` })).toHaveAttribute('href', `/confirmation?client_txn_id=${created.orderid}`);
    expect(screen.getAllByRole('link', { name: /^Verify/ })).toHaveLength(1);
    // Orders paid at some point link their invoice.
    expect(screen.getAllByRole('link', { name: /^Invoice/ }).map((a) => a.getAttribute('href'))).toEqual([processing, completed, refunded].map((o) => `/invoice/${o.orderid}`));

    const chip = (status: string) => within(screen.getByRole('region', { name: 'Orders' })).getByText(status, { selector: '[data-tone]' });
    expect(chip('Processing')).toHaveAttribute('data-tone', 'orange');
    expect(chip('Completed')).toHaveAttribute('data-tone', 'green');
    expect(chip('Refunded')).toHaveAttribute('data-tone', 'red');
    expect(chip('Created')).toHaveAttribute('data-tone', 'red');

    expect(screen.getByText('Paid ₹1 less than the price')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '₹1,299' })).toHaveClass('text-right');
  });

  it('sends filters and pages to the server; page buttons jump; empty results say so', async () => {
    const api = adminApi({
      'GET /admin/alltxn': ({ query }) =>
        query.get('status') === 'Failed'
          ? { body: { transactions: [], totalTxns: 0 } }
          : { body: { transactions: [anOrder()], totalTxns: 620 } },
    });
    const { user } = renderApp('/admin/txn');
    expect(await screen.findByText('Page 1 of 13 · 620 orders', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.urls('/admin/alltxn')[0]?.search).toBe('?page=1&limit=50');
    expect(within(screen.getByRole('combobox', { name: 'Rows' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100', '250', '500']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.urls('/admin/alltxn').at(-1)?.searchParams.get('page')).toBe('3'));
    expect(await screen.findByText('Page 3 of 13 · 620 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(api.urls('/admin/alltxn').at(-1)?.searchParams.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'riya@');
    await user.type(screen.getByRole('searchbox', { name: 'User input' }), '12345');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'upi');
    await waitFor(() =>
      expect(Object.fromEntries(api.urls('/admin/alltxn').at(-1)!.searchParams)).toEqual({ page: '1', limit: '50', search: 'riya@', input: '12345', paymentmode: 'upi' }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(await screen.findByText('No orders found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page is still in the cache.
    expect(await screen.findByText('Page 1 of 13 · 620 orders')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });
});

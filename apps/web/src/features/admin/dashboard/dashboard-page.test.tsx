import type { SupplierBalances } from '@shop/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';
import { booksRoutes } from './profit-test-data';

preloadScreens(() => import('./dashboard-page'), () => import('../orders/pending-orders-page'));

const daily = Array.from({ length: 30 }, (_, i) => ({
  date: `2025-11-${String(i + 1).padStart(2, '0')}`,
  sales: i === 20 ? 12500 : i * 10,
  orders: i % 5,
}));

const noEntries = { entries: [], currentPage: 1, totalPages: 1, totalItems: 0 };

type Balance = SupplierBalances['balances'][number];
const brazil: Balance = { supplier: 'smile-br', label: 'Smile.one Brazil', configured: true, ok: true, amount: '1520.50', currency: 'BRL', message: 'Points fetched successfully', pendingOrders: 0, pendingCost: null, unpricedOrders: 0, low: false };
const philippines: Balance = { supplier: 'smile-ph', label: 'Smile.one Philippines', configured: true, ok: false, amount: null, currency: null, message: 'Failed to fetch points', pendingOrders: 2, pendingCost: null, unpricedOrders: 2, low: false };
const moogold: Balance = { supplier: 'moogold', label: 'MooGold', configured: true, ok: true, amount: '0.00', currency: 'USD', message: 'Points fetched successfully', pendingOrders: 3, pendingCost: null, unpricedOrders: 3, low: true };
const unconfigured: Balance = { ...moogold, configured: false, ok: false, amount: null, currency: null, message: 'Not configured', pendingOrders: 0, unpricedOrders: 0, low: false };
const someBalances = { balances: [brazil, philippines, moogold] };

function dashboardApi(extra: AdminRoutes = {}) {
  return adminApi({
    'GET /admin/supplierbalances': { body: someBalances },
    ...booksRoutes,
    ...extra,
    'GET /admin/stats': { body: { total_order: 1520, completed: 1400, refunded: 30, processing: 12, total_sale: 254300.5, daily } },
    'GET /admin/auditlog': {
      body: {
        entries: [
          {
            _id: 'a1',
            admin: 'asha@sstore.in',
            action: 'order.refunded',
            target: 'ST251121000001',
            customer: 'riya@example.in',
            reason: 'Out of stock',
            details: { pricePaise: 12900, before: { status: 'Processing' }, after: { status: 'Refunded' } },
            createdAt: '2025-11-21T09:30:00.000Z',
          },
        ],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
      },
    },
  });
}

describe('Admin dashboard and shell', () => {
  it('shows the stats as cards, the 30-day chart with a readable summary and table, and the audit log', async () => {
    const api = dashboardApi();
    renderApp('/admin');
    const stats = await screen.findByRole('list', { name: 'Stats' }, { timeout: 5000 });
    expect(within(stats).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Total Orders1,520',
      'Completed1,400',
      'Refunded30',
      'Processing12',
      'Total Sale₹2,54,300.50',
    ]);

    const chart = screen.getByRole('img', { name: /Daily sales and orders for the last 30 days/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Best day 21 Nov with ₹12,500.'));
    const table = screen.getByRole('table', { name: 'Daily sales and orders, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '21 Nov ₹12,500 0' })).toBeInTheDocument();
    expect(chart.querySelectorAll('rect.fill-brand-500')).toHaveLength(30);

    const audit = screen.getByRole('region', { name: 'Audit log' });
    const row = (await within(audit).findByText('asha@sstore.in')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['21 Nov 2025, 03:00 pm', 'asha@sstore.in', 'Order refunded · ₹129', 'ST251121000001', 'Out of stock']);
    expect(api.urls('/admin/auditlog')[0]?.search).toBe('?limit=15');
    expect(screen.getByRole('link', { name: 'Full audit log' })).toHaveAttribute('href', '/admin/audit');
  });

  it('has the "Welcome Admin" menu with every screen and a way back to the shop', async () => {
    dashboardApi();
    renderApp('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 5000 });
    expect(screen.getByRole('complementary', { name: 'Welcome Admin' })).toContainElement(menu);
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Pending Orders', '/admin/orders'],
      ['Users', '/admin/usersdata'],
      ['API keys', '/admin/api-keys'],
      ['All Orders', '/admin/txn'],
      ['Wallet Transactions', '/admin/wallettxn'],
      ['Create Coupon', '/admin/createcoupons'],
      ['Coupons', '/admin/getcoupons'],
      ['Leaderboard rewards', '/admin/leaderboard'],
      ['Update Prices', '/admin/price'],
      ['Costs and rates', '/admin/costs'],
      ['All Products', '/admin/viewproducts'],
      ['Create Product', '/admin/createproduct'],
      ['All Items', '/admin/viewitems'],
      ['Create Item', '/admin/createitems'],
      ['Image Gallery', '/admin/admingallery'],
      ['Audit log', '/admin/audit'],
      ['Shop settings', '/admin/settings'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/home');
  });

  it('on a phone the menu opens as a drawer and closes when a screen is chosen', async () => {
    adminApi({
      'GET /admin/processing': { body: [] },
      'GET /admin/stats': { status: 500, body: { code: 'INTERNAL', requestId: 'r' } },
      'GET /admin/auditlog': { body: noEntries },
      'GET /admin/supplierbalances': { body: someBalances },
      ...booksRoutes,
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Open admin menu' }, { timeout: 5000 }));
    const drawer = screen.getByRole('dialog', { name: 'Welcome Admin' });
    await user.click(within(drawer).getByRole('link', { name: 'Pending Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No pending orders.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a failed stats call shows an "Error:" text with a retry', async () => {
    adminApi({
      'GET /admin/stats': { status: 503, body: { message: 'The database is busy.', code: 'UNAVAILABLE', requestId: 'r' } },
      'GET /admin/auditlog': { body: noEntries },
      'GET /admin/supplierbalances': { body: someBalances },
      ...booksRoutes,
    });
    renderApp('/admin');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error: The database is busy.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Admin dashboard: supplier balances', () => {
  const cardsOf = async () => within(await screen.findByRole('list', { name: 'Supplier balances' }, { timeout: 5000 })).getAllByRole('listitem');
  const cardOf = (cards: HTMLElement[], label: string) => within(cards.find((card) => card.textContent?.startsWith(label))!);

  it('shows a card per supplier: the amount and currency, or why there is none, and a warning when the balance may not cover the pending orders', async () => {
    dashboardApi();
    renderApp('/admin');
    const cards = await cardsOf();
    expect(cards.map((card) => card.textContent)).toEqual([
      'Smile.one Brazil1520.50BRL',
      'Smile.one PhilippinesFailed to fetch points2 pending orders waiting',
      'MooGold0.00USD3 pending orders waitingBalance may not cover 3 pending orders',
    ]);
    expect(screen.getAllByText(/^Balance may not cover/)).toHaveLength(1);
    // Until a refresh, a supplier that answered is not said to have been fetched just now.
    expect(screen.queryByText('Points fetched successfully')).not.toBeInTheDocument();
  });

  it('says what the waiting orders will cost where it is known, and how many are not priced yet', async () => {
    const priced = { ...moogold, amount: '2.00', pendingCost: '2.40', unpricedOrders: 1 };
    dashboardApi({ 'GET /admin/supplierbalances': { body: { balances: [brazil, philippines, priced] } } });
    renderApp('/admin');
    expect(cardOf(await cardsOf(), 'MooGold').getByText('3 pending orders waiting · about 2.40 USD (1 not priced yet)')).toBeInTheDocument();
  });

  it('a supplier without keys says "Not configured"', async () => {
    dashboardApi({ 'GET /admin/supplierbalances': { body: { balances: [brazil, philippines, unconfigured] } } });
    renderApp('/admin');
    expect(cardOf(await cardsOf(), 'MooGold').getByText('Not configured')).toBeInTheDocument();
  });

  it('Refresh asks the suppliers again and says how each answered: "Points fetched successfully" or "Failed to fetch points"', async () => {
    let answer = someBalances;
    const api = dashboardApi({ 'GET /admin/supplierbalances': () => ({ body: answer }) });
    const { user } = renderApp('/admin');
    await cardsOf();
    answer = { balances: [{ ...brazil, amount: '1400.00' }, { ...philippines, ok: true, amount: '88.10', currency: 'PHP', message: 'Points fetched successfully' }, { ...moogold, ok: false, amount: null, currency: null, message: 'Failed to fetch points', low: false }] };
    await user.click(screen.getByRole('button', { name: 'Refresh supplier balances' }));

    await waitFor(() => expect(api.urls('/admin/supplierbalances')).toHaveLength(2));
    const cards = await cardsOf();
    await waitFor(() => expect(cardOf(cards, 'Smile.one Brazil').getByRole('status')).toHaveTextContent('Points fetched successfully'));
    expect(cardOf(cards, 'Smile.one Brazil').getByText('1400.00')).toBeInTheDocument();
    expect(cardOf(cards, 'Smile.one Philippines').getByText('88.10')).toBeInTheDocument();
    expect(cardOf(cards, 'Smile.one Philippines').getByRole('status')).toHaveTextContent('Points fetched successfully');
    expect(cardOf(cards, 'MooGold').getByText('Failed to fetch points')).toBeInTheDocument();
    expect(cardOf(cards, 'MooGold').queryByText('Points fetched successfully')).not.toBeInTheDocument();
  });

  it('a refresh whose call fails says "Failed to fetch points" and keeps the last balances', async () => {
    let fail = false;
    dashboardApi({
      'GET /admin/supplierbalances': () => (fail ? { status: 502, body: { message: 'Bad gateway', code: 'UNAVAILABLE', requestId: 'r' } } : { body: someBalances }),
    });
    const { user } = renderApp('/admin');
    await cardsOf();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh supplier balances' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch points');
    expect(screen.queryByText('Points fetched successfully')).not.toBeInTheDocument();
    expect(cardOf(await cardsOf(), 'Smile.one Brazil').getByText('1520.50')).toBeInTheDocument();
  });
});

import { istDaysUpTo } from '@shop/contract/india-time';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';
import { aProfitReport, margins } from './profit-test-data';
import { recentMonths } from './records-box';

preloadScreens(() => import('./dashboard-page'));

const slow = { timeout: 5000 };
const noEntries = { entries: [], currentPage: 1, totalPages: 1, totalItems: 0 };

function dashboardApi(extra: AdminRoutes = {}) {
  return adminApi({
    'GET /admin/stats': { body: { total_order: 0, completed: 0, refunded: 0, processing: 0, total_sale: 0, daily: [] } },
    'GET /admin/auditlog': { body: noEntries },
    'GET /admin/supplierbalances': { body: { balances: [] } },
    'GET /admin/profit': ({ query }) => ({ body: aProfitReport((query.get('by') ?? 'day') as 'day' | 'week' | 'month') }),
    'GET /admin/margins': { body: margins(0) },
    ...extra,
  });
}

const profitSection = async () => within(await screen.findByRole('region', { name: 'Profit' }, slow));

describe('Admin dashboard: profit', () => {
  it('shows the totals with the margin, the chart, the tables by product and by kind of buyer, and what was given away', async () => {
    const api = dashboardApi();
    renderApp('/admin');
    const section = await profitSection();
    const totals = await section.findByRole('list', { name: 'Profit totals' }, slow);
    expect(within(totals).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Revenue₹1,25,000', 'Cost₹98,500.50', 'Gross profit₹26,499.50', 'Margin21.2%']);
    expect(section.getByText('412 orders, 6 refunded, from 01 Nov 2026 to 03 Nov 2026.')).toBeInTheDocument();
    expect(section.getByText('2 orders have no known cost: their revenue is counted, but not in the margin.')).toBeInTheDocument();

    // The last 30 India-time days, per day, unless the admin chooses otherwise.
    const days = istDaysUpTo(new Date(), 30);
    expect(Object.fromEntries(api.urls('/admin/profit')[0]!.searchParams)).toEqual({ by: 'day', from: days[0], to: days[29] });

    expect(section.getByRole('img', { name: /Revenue, cost and gross profit per day/ })).toHaveAccessibleName(expect.stringContaining('Best: 3 Nov with ₹10,000 gross profit.'));
    const chartTable = section.getByRole('table', { name: 'Revenue, cost and gross profit per day' });
    expect(within(chartTable).getByRole('row', { name: '2 Nov ₹45,000 ₹37,500.50 ₹7,499.50 16.7%' })).toBeInTheDocument();

    const byProduct = section.getByRole('region', { name: 'Profit by product' });
    expect(within(byProduct).getByRole('row', { name: /^YouTube Premium/ })).toHaveTextContent('YouTube Premium2 without a known cost1120₹25,000₹18,500.50₹6,499.5027.7%');
    const byKind = section.getByRole('region', { name: 'Profit by kind of buyer' });
    expect(within(byKind).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Customers', 'Resellers']);

    const given = within(section.getByRole('region', { name: 'Given away' }));
    expect(given.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Coupon discounts ₹1,250.50',
      'Points used at checkout ₹800',
      'Points redeemed ₹300',
      'Referral cashback ₹150.25',
      'Leaderboard rewards ₹1,000',
      'Total given away ₹3,500.75',
    ]);
    // No pack is under its cost: no warning.
    expect(section.queryByText(/priced below cost/)).not.toBeInTheDocument();
  });

  it('asks again per week when Week is chosen, and for the dates chosen', async () => {
    const api = dashboardApi();
    const { user } = renderApp('/admin');
    const section = await profitSection();
    await section.findByRole('list', { name: 'Profit totals' }, slow);

    await user.click(section.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(api.urls('/admin/profit').at(-1)?.searchParams.get('by')).toBe('week'));
    expect(section.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(await section.findByRole('table', { name: 'Revenue, cost and gross profit per week' })).toHaveTextContent('Week of 2 Nov');

    const from = section.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await waitFor(() => expect(Object.fromEntries(api.urls('/admin/profit').at(-1)!.searchParams)).toMatchObject({ by: 'week', from: '2026-10-01' }));
  });

  it('warns when packs are priced below cost, linking to the price screen', async () => {
    dashboardApi({ 'GET /admin/margins': { body: margins(3) } });
    renderApp('/admin');
    const section = await profitSection();
    expect(await section.findByText('3 packs are priced below cost.', {}, slow)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Review prices' })).toHaveAttribute('href', '/admin/price');
  });

  it('a failed profit call says why, with a retry', async () => {
    dashboardApi({ 'GET /admin/profit': { status: 503, body: { message: 'The books are busy.', code: 'UNAVAILABLE', requestId: 'r' } } });
    renderApp('/admin');
    const section = await profitSection();
    const alert = await section.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Error: The books are busy.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Admin dashboard: records', () => {
  let saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs, and following a download link is not implemented in it.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/report'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  const records = async () => within(await screen.findByRole('region', { name: 'Records' }, slow));

  it("downloads the month's sales register with the admin's token and saves it under the server's file name", async () => {
    const month = recentMonths(new Date())[1]!.value;
    const api = dashboardApi({
      'GET /admin/reports/sales-register.csv': {
        body: 'Invoice no,Date,Total',
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="sales-register-${month}.csv"` },
      },
    });
    const { user } = renderApp('/admin');
    const box = await records();
    // Last month is chosen first: the one whose returns are filed.
    expect(box.getByRole('combobox', { name: 'Month' })).toHaveValue(month);

    await user.click(box.getByRole('button', { name: 'Sales register CSV' }));
    expect(await box.findByText(`Saved sales-register-${month}.csv.`)).toHaveAttribute('role', 'status');
    const call = api.calls.find((c) => c.path === '/admin/reports/sales-register.csv')!;
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
    expect(api.urls('/admin/reports/sales-register.csv')[0]?.search).toBe(`?month=${month}`);
    expect(vi.mocked(URL.createObjectURL).mock.calls.map(([file]) => (file as Blob).type)).toEqual([expect.stringMatching(/^text\/csv/)]);
    expect(saved).toEqual([{ href: 'blob:http://localhost/report', download: `sales-register-${month}.csv` }]);
  });

  it('sends the month chosen, and says why a download failed', async () => {
    const months = recentMonths(new Date());
    const api = dashboardApi({
      'GET /admin/reports/profit.csv': { status: 500, body: { message: 'The report could not be built.', code: 'INTERNAL', requestId: 'r' } },
    });
    const { user } = renderApp('/admin');
    const box = await records();
    await user.selectOptions(box.getByRole('combobox', { name: 'Month' }), months[3]!.value);
    await user.click(box.getByRole('button', { name: 'Profit report CSV' }));

    expect(await box.findByRole('alert')).toHaveTextContent('Could not download the profit report: The report could not be built.');
    expect(api.urls('/admin/reports/profit.csv')[0]?.searchParams.get('month')).toBe(months[3]!.value);
    expect(saved).toEqual([]);
    expect(box.getByRole('button', { name: 'Profit report CSV' })).toBeEnabled();
  });
});

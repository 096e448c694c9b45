import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens } from '../kit/admin-test-kit';
import { aSupplier } from '../repricing/books-test-data';

preloadScreens(() => import('./costs-page'));

const moogold = () =>
  aSupplier({ supplier: 'moogold', label: 'MooGold', currency: 'USD', rate: null, history: [], priceList: false, pricesFetchedAt: null, skuPrices: 12 });

async function openCosts(routes: Parameters<typeof adminApi>[0] = {}) {
  const api = adminApi({ 'GET /admin/costs': { body: { suppliers: [aSupplier(), moogold()] } }, ...routes });
  const app = renderApp('/admin/costs');
  await screen.findByRole('heading', { level: 1, name: 'Costs and rates' }, { timeout: 5000 });
  const card = async (name: string) => screen.findByRole('listitem', { name });
  return { ...app, api, card };
}

describe('Costs and rates (/admin/costs)', () => {
  it('shows each supplier’s rate, its history newest first with who set it, and its price list', async () => {
    const { card } = await openCosts();
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Costs and rates' })).toHaveAttribute('aria-current', 'page');
    const brazil = await card('Smile.one Brazil');
    expect(within(brazil).getByRole('definition')).toHaveTextContent('1 BRL = ₹15.25');
    const rows = within(within(brazil).getByRole('region', { name: 'Rate history of Smile.one Brazil' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1 BRL = ₹15.25 (current)', '20 Nov 2025, 11:30 am', 'Vikram Owner'],
      ['1 BRL = ₹14.8', '01 Sept 2025, 10:00 am', 'Asha Admin'],
    ]);
    expect(within(brazil).getByText(/148 SKUs priced, fetched 21 Nov 2025, 06:00 am/)).toBeInTheDocument();

    const moo = await card('MooGold');
    expect(within(moo).getByText('No rate set: the costs of its packs are unknown until you set one.')).toBeInTheDocument();
    expect(within(moo).getByText(/what MooGold charged for it on a delivered order \(known for 12 SKUs so far\)/)).toBeInTheDocument();
    expect(within(moo).queryByRole('button', { name: /Refresh prices/ })).not.toBeInTheDocument();
  });

  it('sets a rate: sends the supplier and the rate as text, then shows the new rate', async () => {
    const { user, api, card } = await openCosts({
      'POST /admin/costs/rate': {
        body: { suppliers: [aSupplier(), moogold()].map((s) => (s.supplier === 'moogold' ? { ...s, rate: '84.1', history: [{ rate: '84.1', from: new Date().toISOString(), setBy: 'Asha Admin' }] } : s)) },
      },
    });
    const moo = await card('MooGold');
    await user.type(within(moo).getByLabelText('New rate (₹ per USD)'), '84.10');
    await user.click(within(moo).getByRole('button', { name: 'Set rate of MooGold' }));
    expect(await within(moo).findByRole('definition')).toHaveTextContent('1 USD = ₹84.1');
    expect(api.calls.find((c) => c.path === '/admin/costs/rate')?.body).toEqual({ supplier: 'moogold', rate: '84.10' });
    expect(screen.getByText('MooGold: 1 USD = ₹84.10 from now on.')).toBeInTheDocument();
    expect(within(moo).getByLabelText('New rate (₹ per USD)')).toHaveValue('');
  });

  it('refuses a rate of zero with the contract’s words, without calling the server', async () => {
    const { user, api, card } = await openCosts();
    const brazil = await card('Smile.one Brazil');
    await user.type(within(brazil).getByLabelText('New rate (₹ per BRL)'), '0');
    await user.click(within(brazil).getByRole('button', { name: 'Set rate of Smile.one Brazil' }));
    expect(await within(brazil).findByText('The rate must be more than zero')).toBeInTheDocument();
    expect(within(brazil).getByLabelText('New rate (₹ per BRL)')).toHaveAccessibleDescription('The rate must be more than zero');
    expect(api.calls.some((c) => c.path === '/admin/costs/rate')).toBe(false);
  });

  it('shows the server’s reason when it refuses a rate', async () => {
    const { user, card } = await openCosts({
      'POST /admin/costs/rate': { status: 400, body: { message: 'The rate must be more than zero', code: 'BAD_REQUEST', requestId: 'r' } },
    });
    const brazil = await card('Smile.one Brazil');
    await user.type(within(brazil).getByLabelText('New rate (₹ per BRL)'), '15.30');
    await user.click(within(brazil).getByRole('button', { name: 'Set rate of Smile.one Brazil' }));
    expect(await within(brazil).findByRole('alert')).toHaveTextContent('The rate must be more than zero');
    expect(screen.getByText('Error saving the rate.')).toBeInTheDocument();
    expect(within(brazil).getByRole('definition')).toHaveTextContent('1 BRL = ₹15.25');
  });

  it('refreshes a price list now and says what the server did', async () => {
    const { user, api, card } = await openCosts({
      'POST /admin/costs/refresh': {
        body: { message: 'Fetched 150 prices from Smile.one Brazil.', suppliers: [aSupplier({ skuPrices: 150, pricesFetchedAt: new Date().toISOString() }), moogold()] },
      },
    });
    const brazil = await card('Smile.one Brazil');
    await user.click(within(brazil).getByRole('button', { name: 'Refresh prices of Smile.one Brazil' }));
    expect(await within(brazil).findByRole('status')).toHaveTextContent('Fetched 150 prices from Smile.one Brazil.');
    expect(within(brazil).getByText(/150 SKUs priced/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/costs/refresh')?.body).toEqual({ supplier: 'smile-br' });
  });

  it('says why a refresh failed', async () => {
    const { user, card } = await openCosts({
      'POST /admin/costs/refresh': { status: 502, body: { message: 'Smile.one did not answer.', code: 'SUPPLIER_UNAVAILABLE', requestId: 'r' } },
    });
    const brazil = await card('Smile.one Brazil');
    await user.click(within(brazil).getByRole('button', { name: 'Refresh prices of Smile.one Brazil' }));
    expect(await within(brazil).findByRole('alert')).toHaveTextContent('Failed to refresh the prices. Smile.one did not answer.');
  });

  it('shows why the last daily refresh failed', async () => {
    adminApi({ 'GET /admin/costs': { body: { suppliers: [aSupplier({ refreshProblem: 'Smile.one did not answer.' })] } } });
    renderApp('/admin/costs');
    expect(await screen.findByText('Last refresh failed: Smile.one did not answer.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

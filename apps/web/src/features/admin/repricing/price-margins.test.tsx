import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { anAdminItem, anAdminProduct } from '../catalogue/catalogue-test-data';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';
import { aPackMargin, aProductMargins, marginsOf } from './books-test-data';

preloadScreens(() => import('../catalogue/price-page'));

const product = anAdminProduct({ name: 'Mobile Legends Diamonds' });
const packs = [
  anAdminItem({ itemid: 1001, name: '86 Diamonds', discountedprice: 120, resellprice: 110 }),
  anAdminItem({ itemid: 1002, name: '172 Diamonds', discountedprice: 150, resellprice: 140 }),
  anAdminItem({ itemid: 1003, name: 'Weekly Pass', discountedprice: 99, resellprice: 95 }),
  anAdminItem({ itemid: 1004, name: 'Twilight Pass', discountedprice: 499, resellprice: 480 }),
];
const margins = aProductMargins({
  _id: product._id,
  name: product.name,
  items: [
    aPackMargin({ itemid: 1001, name: '86 Diamonds' }),
    aPackMargin({
      itemid: 1002,
      name: '172 Diamonds',
      price: 150,
      resellPrice: 140,
      cost: 171,
      margin: -21,
      marginPercent: -14,
      resellMargin: -31,
      resellMarginPercent: -22.14,
      belowCost: true,
    }),
    aPackMargin({ itemid: 1003, name: 'Weekly Pass', price: 99, resellPrice: 95, cost: null, costSource: null, costProblem: 'Set the MooGold rate', margin: null, marginPercent: null, resellMargin: null, resellMarginPercent: null }),
    aPackMargin({ itemid: 1004, name: 'Twilight Pass', price: 499, resellPrice: 480, cost: null, costSource: null, costProblem: 'Set this pack’s cost', margin: null, marginPercent: null, resellMargin: null, resellMarginPercent: null, manual: true }),
  ],
});

async function openPrices(routes: AdminRoutes = {}) {
  const api = adminApi({
    'GET /admin/priceboard': { body: { products: [{ ...product, packs }] } },
    'GET /admin/margins': { body: marginsOf([margins]) },
    ...routes,
  });
  const app = renderApp('/admin/price');
  await screen.findByRole('option', { name: product.name }, { timeout: 5000 });
  return { ...app, api };
}

const packCard = (name: RegExp) => screen.getByRole('article', { name });

describe('Margins on Update Prices (/admin/price)', () => {
  it('counts the packs below cost at the top and opens their product', async () => {
    const { user } = await openPrices();
    const summary = await screen.findByRole('region', { name: 'Packs below cost' });
    expect(summary).toHaveTextContent('1 pack below cost. 2 packs with no known cost.');
    await user.click(within(summary).getByRole('button', { name: 'Mobile Legends Diamonds: 1 below cost' }));
    expect(screen.getByLabelText('Product')).toHaveValue(product._id);
    expect(screen.getByRole('heading', { name: 'Repricing' })).toBeInTheDocument();
  });

  it('shows each pack’s cost, prices and margins, flags a pack below cost in words and says why a cost is unknown', async () => {
    const { user } = await openPrices();
    await user.selectOptions(screen.getByLabelText('Product'), product._id);

    const terms = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    const fine = packCard(/^86 Diamonds/);
    expect(terms(fine)).toEqual(['Cost: ₹85.50from the price list', 'Customer price: ₹120Margin ₹34.50 (28.8%)', 'Reseller price: ₹110Margin ₹24.50 (22.3%)']);
    expect(within(fine).queryByText('Below cost')).not.toBeInTheDocument();

    const losing = packCard(/^172 Diamonds/);
    expect(within(losing).getByText('Below cost')).toBeInTheDocument();
    expect(within(losing).getByText('Customers and resellers pay less than it costs.')).toBeInTheDocument();
    expect(terms(losing)).toContain('Customer price: ₹150Margin -₹21 (-14%)');

    const unknown = packCard(/^Weekly Pass/);
    expect(within(unknown).getByText(/Set the MooGold rate/)).toBeInTheDocument();
    expect(within(unknown).getByRole('link', { name: 'Costs and rates' })).toHaveAttribute('href', '/admin/costs');
    expect(terms(unknown)[0]).toBe('Cost: Unknown');
    expect(within(unknown).queryByRole('form', { name: 'Cost of Weekly Pass' })).not.toBeInTheDocument();
  });

  it('sets the cost of a pack delivered by hand', async () => {
    const { user, api } = await openPrices({ 'POST /admin/costs/pack': { body: { message: 'The cost of Twilight Pass is saved.' } } });
    await user.selectOptions(screen.getByLabelText('Product'), product._id);
    const form = within(packCard(/^Twilight Pass/)).getByRole('form', { name: 'Cost of Twilight Pass' });
    await user.type(within(form).getByLabelText('Cost of this pack (₹)'), '410.50');
    await user.click(within(form).getByRole('button', { name: 'Save cost of Twilight Pass' }));
    expect(await screen.findByText('The cost of Twilight Pass is saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/costs/pack')?.body).toEqual({ itemid: 1004, cost: 410.5 });
    expect(api.calls.filter((c) => c.path === '/admin/margins')).toHaveLength(2);
  });

  it('keeps the prices editable when the margins cannot be loaded', async () => {
    const { user } = await openPrices({ 'GET /admin/margins': { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL', requestId: 'r' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Costs and margins could not be loaded: Something went wrong');
    await user.selectOptions(screen.getByLabelText('Product'), product._id);
    expect(screen.getByRole('form', { name: '86 Diamonds' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Repricing' })).not.toBeInTheDocument();
  });
});

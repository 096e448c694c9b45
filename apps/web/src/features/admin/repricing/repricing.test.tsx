import { screen, waitFor, within } from '@testing-library/react';
import type { PricingRule } from '../../../api/admin-books';
import { renderApp } from '../../../test/render-app';
import { anAdminItem, anAdminProduct } from '../catalogue/catalogue-test-data';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';
import { aPackMargin, aProductMargins, aRepricedPack, marginsOf } from './books-test-data';

preloadScreens(() => import('../catalogue/price-page'));

const rule: PricingRule = {
  customer: { kind: 'percent', value: 25, floor: 10 },
  reseller: { kind: 'fixed', value: 15, floor: null },
  rounding: 'nine',
  allowBelowCost: false,
};

const preview = {
  productId: 'p',
  preview: 'preview-token-42',
  packs: [aRepricedPack(), aRepricedPack({ itemid: 1005, name: 'Starlight Card', cost: null, old: { price: 300, resellPrice: 290 }, next: { price: 300, resellPrice: 290 }, skipped: 'No price for SKU 22 in the Smile.one price list' })],
};

function setup({ saved = rule as PricingRule | null, lastApply = null as { id: string; at: string; packs: number } | null, routes = {} as AdminRoutes } = {}) {
  const product = anAdminProduct({ name: 'Mobile Legends Diamonds' });
  const items = [anAdminItem({ itemid: 1001, name: '86 Diamonds' }), anAdminItem({ itemid: 1005, name: 'Starlight Card' })];
  const margins = aProductMargins({ _id: product._id, name: product.name, rule: saved, lastApply, items: [aPackMargin({ itemid: 1001 })] });
  // The board answers with the repriced pack once an apply went through, as the server would.
  let applied = false;
  const api = adminApi({
    'GET /admin/priceboard': () => ({
      body: { products: [{ ...product, packs: applied ? [{ ...items[0]!, discountedprice: 109, resellprice: 99 }, items[1]!] : items }] },
    }),
    'POST /admin/repricing/apply': () => {
      applied = true;
      return { body: { ...preview, message: 'New prices applied to 1 pack.', applyId: 'apply-1' } };
    },
    'GET /admin/margins': { body: marginsOf([margins]) },
    ...routes,
  });
  return { api, product };
}

async function open(productId: string) {
  const app = renderApp('/admin/price');
  await screen.findByRole('option', { name: 'Mobile Legends Diamonds' }, { timeout: 5000 });
  await app.user.selectOptions(screen.getByLabelText('Product'), productId);
  await screen.findByRole('heading', { name: 'Repricing' });
  return app;
}

const ruleForm = () => screen.getByRole('form', { name: 'Repricing rule of Mobile Legends Diamonds' });
const group = (name: string) => within(ruleForm()).getByRole('group', { name });

describe('Repricing on Update Prices', () => {
  it('refuses a negative markup unless "Allow prices below cost" is ticked, in the contract’s words', async () => {
    const { api, product } = setup({ saved: null, routes: { 'POST /admin/repricing/rule': { body: { message: 'Rule saved.' } } } });
    const { user } = await open(product._id);
    expect(screen.getByRole('button', { name: 'Preview new prices' })).toBeDisabled();
    await user.type(within(group('Customer price')).getByLabelText('Markup (%)'), '-5');
    await user.selectOptions(within(group('Reseller price')).getByLabelText('Markup type'), 'fixed');
    await user.type(within(group('Reseller price')).getByLabelText('Markup (₹)'), '12.50');
    await user.type(within(group('Reseller price')).getByLabelText('Lowest price (₹, optional)'), '49');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));

    const message = 'This markup prices packs below their cost: tick "Allow prices below cost" to save it';
    expect(await within(group('Customer price')).findByText(message)).toBeInTheDocument();
    expect(within(group('Customer price')).getByLabelText('Markup (%)')).toHaveAccessibleDescription(message);
    expect(api.calls.some((c) => c.path === '/admin/repricing/rule')).toBe(false);

    await user.click(screen.getByLabelText('Allow prices below cost'));
    await user.click(screen.getByLabelText('Up to a price ending in 9 (₹123 → ₹129)'));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/repricing/rule')?.body).toEqual({
      productId: product._id,
      rule: { customer: { kind: 'percent', value: -5, floor: null }, reseller: { kind: 'fixed', value: 12.5, floor: 49 }, rounding: 'nine', allowBelowCost: true },
    });
  });

  it('previews every pack’s old and new prices side by side, then applies with the preview’s token', async () => {
    const { api, product } = setup({
      routes: {
        'POST /admin/repricing/preview': { body: { ...preview, productId: 'x' } },
      },
    });
    const { user } = await open(product._id);
    expect(within(group('Customer price')).getByLabelText('Markup (%)')).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: 'Preview new prices' }));

    const table = await screen.findByRole('region', { name: 'New prices for Mobile Legends Diamonds' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['86 Diamonds', '₹85.50', '₹120', '₹109', '₹110', '₹99', ''],
      ['Starlight Card', '—', '₹300', '—', '₹290', '—', 'Skipped: No price for SKU 22 in the Smile.one price list'],
    ]);
    expect(screen.getByText(/1 pack of 2 change\. 1 pack skipped/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply new prices' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply the new prices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply prices' }));
    expect(await screen.findAllByText('New prices applied to 1 pack.')).not.toHaveLength(0);
    expect(api.calls.find((c) => c.path === '/admin/repricing/apply')?.body).toEqual({ productId: product._id, preview: 'preview-token-42' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New prices for Mobile Legends Diamonds' })).not.toBeInTheDocument();
    // The pack's fields show the prices it has now.
    const pack = screen.getByRole('form', { name: '86 Diamonds' });
    await waitFor(() => expect(within(pack).getByLabelText('Normal Price')).toHaveValue('109'));
    expect(within(pack).getByLabelText('Resell Price')).toHaveValue('99');
  });

  it('says so when the costs changed since the preview, and previews again', async () => {
    let previews = 0;
    const { api, product } = setup({
      routes: {
        'POST /admin/repricing/preview': () => ({ body: { ...preview, preview: `token-${++previews}` } }),
        'POST /admin/repricing/apply': { status: 409, body: { message: 'The costs changed since this preview: please preview again.', code: 'CONFLICT', requestId: 'r' } },
      },
    });
    const { user } = await open(product._id);
    await user.click(screen.getByRole('button', { name: 'Preview new prices' }));
    await user.click(await screen.findByRole('button', { name: 'Apply new prices' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply prices' }));

    expect(await screen.findByText('The costs changed since this preview: please preview again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply new prices' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview again' }));
    await screen.findByRole('region', { name: 'New prices for Mobile Legends Diamonds' });
    expect(screen.queryByText('The costs changed since this preview: please preview again.')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/repricing/preview')).toHaveLength(2);
    expect(api.calls.find((c) => c.path === '/admin/repricing/apply')?.body).toEqual({ productId: product._id, preview: 'token-1' });
  });

  it('undoes the last apply after asking, and shows why when it cannot', async () => {
    const lastApply = { id: 'apply-1', at: '2025-11-21T09:30:00.000Z', packs: 3 };
    let undos = 0;
    const { api, product } = setup({
      lastApply,
      routes: {
        'POST /admin/repricing/undo': () =>
          ++undos === 1
            ? { status: 409, body: { message: 'A price was changed by hand since: the last repricing cannot be undone.', code: 'CONFLICT', requestId: 'r' } }
            : { body: { productId: product._id, packs: [], preview: '', message: 'The 3 packs have their old prices again.', applyId: null } },
      },
    });
    const { user } = await open(product._id);
    expect(screen.getByText(/Last applied 21 Nov 2025, 03:00 pm to 3 packs\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo last apply' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Undo the last repricing?' })).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('A price was changed by hand since: the last repricing cannot be undone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview again' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo last apply' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findAllByText('The 3 packs have their old prices again.')).not.toHaveLength(0);
    expect(api.calls.filter((c) => c.path === '/admin/repricing/undo').map((c) => c.body)).toEqual([{ productId: product._id }, { productId: product._id }]);
  });
});

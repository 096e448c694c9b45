import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens } from '../kit/admin-test-kit';
import { anAdminItem, anAdminProduct } from './catalogue-test-data';

preloadScreens(() => import('./price-page'));

describe('Update Prices (/admin/price)', () => {
  it('sends updateitem with the edited prices and stock and says "Price updated successfully"', async () => {
    const item = anAdminItem({ itemid: 1001, name: '86 Diamonds', discountedprice: 120, resellprice: 110 });
    const product = anAdminProduct({ name: 'Mobile Legends Diamonds' });
    const api = adminApi({
      'GET /admin/priceboard': { body: { products: [{ ...product, packs: [item] }] } },
      'POST /admin/updateitem/1001': ({ body }) => ({ body: { message: 'Item updated', item: { ...item, discountedprice: 99, resellprice: 95.5, inStock: !(body as { itemInstock: boolean }).itemInstock } } }),
    });
    const { user } = renderApp('/admin/price');
    await screen.findByRole('option', { name: 'Mobile Legends Diamonds' }, { timeout: 5000 });
    const select = screen.getByLabelText('Product');
    expect(within(select).getByRole('option', { name: 'Select Product' })).toBeInTheDocument();
    await user.selectOptions(select, product._id);

    const card = screen.getByRole('form', { name: '86 Diamonds' });
    const price = within(card).getByLabelText('Normal Price');
    expect(price).toHaveValue('120');
    await user.clear(price);
    await user.type(price, '99');
    await user.clear(within(card).getByLabelText('Resell Price'));
    await user.type(within(card).getByLabelText('Resell Price'), '95.50');
    await user.click(within(card).getByLabelText('Out of Stock'));
    await user.click(within(card).getByRole('button', { name: 'Update Item' }));

    expect(await screen.findByText('Price updated successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/updateitem/1001')?.body).toEqual({ price: 99, resellPrice: 95.5, itemInstock: false });
  });

  it('refuses a price that is not a number without calling the server', async () => {
    const item = anAdminItem({ itemid: 1002 });
    const product = anAdminProduct();
    const api = adminApi({ 'GET /admin/priceboard': { body: { products: [{ ...product, packs: [item] }] } } });
    const { user } = renderApp('/admin/price');
    await screen.findByRole('option', { name: product.name }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Product'), product._id);
    const card = screen.getByRole('form', { name: item.name });
    await user.clear(within(card).getByLabelText('Normal Price'));
    await user.type(within(card).getByLabelText('Normal Price'), 'abc');
    await user.click(within(card).getByRole('button', { name: 'Update Item' }));
    expect(await within(card).findByText('Valid Price is required.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/admin/updateitem'))).toBe(false);
  });

  it('says "Error updating price" when the server refuses, with its reason', async () => {
    const item = anAdminItem({ itemid: 1003 });
    const product = anAdminProduct();
    adminApi({
      'GET /admin/priceboard': { body: { products: [{ ...product, packs: [item] }] } },
      'POST /admin/updateitem/1003': { status: 400, body: { message: 'The resell price cannot be above the original price.', code: 'BAD_REQUEST', requestId: 'r' } },
    });
    const { user } = renderApp('/admin/price');
    await screen.findByRole('option', { name: product.name }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Product'), product._id);
    await user.click(within(screen.getByRole('form', { name: item.name })).getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByText('Error updating price')).toBeInTheDocument();
    expect(screen.getByText('The resell price cannot be above the original price.')).toBeInTheDocument();
  });

  it('shows "No Products" when there are none', async () => {
    adminApi({ 'GET /admin/priceboard': { body: { products: [] } } });
    renderApp('/admin/price');
    expect(await screen.findByRole('option', { name: 'No Products' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

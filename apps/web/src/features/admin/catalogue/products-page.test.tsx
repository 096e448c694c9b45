import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';
import { anAdminProduct } from './catalogue-test-data';

preloadScreens(() => import('./products-page'));

async function openList(products = [anAdminProduct()], extra: AdminRoutes = {}) {
  let list = products;
  const api = adminApi({ 'GET /admin/getallproducts': () => ({ body: list }), ...extra });
  const app = renderApp('/admin/viewproducts');
  return { ...app, api, setList: (next: typeof products) => (list = next) };
}

describe('All Products (/admin/viewproducts)', () => {
  it('asks before deleting; Cancel sends nothing, Delete removes the product', async () => {
    const product = anAdminProduct({ productid: 205, name: 'Genshin Crystals' });
    const { user, api, setList } = await openList([product], {
      'POST /admin/deleteproduct/205': () => {
        setList([]);
        return { body: { message: 'Product deleted successfully!', product } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Genshin Crystals' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete product Genshin Crystals?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/admin/deleteproduct'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Genshin Crystals' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/deleteproduct/205')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('No products found')).toBeInTheDocument());
  });

  it('a refused delete says "Failed to delete product."', async () => {
    const product = anAdminProduct({ productid: 206, name: 'Netflix' });
    const { user } = await openList([product], { 'POST /admin/deleteproduct/206': { status: 500, body: { code: 'INTERNAL', requestId: 'r' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Netflix' }, { timeout: 5000 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete product.');
  });

  it('a list that cannot be fetched shows "Error: Failed to fetch products." in red', async () => {
    adminApi({ 'GET /admin/getallproducts': { status: 500, body: { code: 'INTERNAL', requestId: 'r' } } });
    renderApp('/admin/viewproducts');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error: Failed to fetch products.');
    expect(alert).toHaveClass('text-red-800');
  });

  it('edits a product with items typed as comma-separated text', async () => {
    const product = anAdminProduct({ name: 'Genshin', type: 'GENSHIN', category: 'games', items: [1001] });
    const { user, api } = await openList([product], {
      [`POST /admin/editproduct/${product._id}`]: { body: { message: 'Product updated successfully!', product } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Genshin' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product Genshin' });
    const items = within(dialog).getByLabelText('Items (comma-separated item ids)');
    expect(items).toHaveValue('1001');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(items, ', x');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Product name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('All items must be valid numbers.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Genshin Impact');
    await user.clear(items);
    await user.type(items, '1001, 1002');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/admin/editproduct'))?.body).toMatchObject({ name: 'Genshin Impact', items: [1001, 1002] });
  });

  it('picks the type from the known types, and keeps a type of its own that is none of them', async () => {
    const known = anAdminProduct({ name: 'Genshin', type: 'GENSHIN' });
    const own = anAdminProduct({ name: 'Gift Card', type: 'GIFTCARD', category: 'others' });
    const { user, api } = await openList([known, own], {
      [`POST /admin/editproduct/${known._id}`]: { body: { message: 'Product updated successfully!', product: known } },
      [`POST /admin/editproduct/${own._id}`]: { body: { message: 'Product updated successfully!', product: own } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Genshin' }, { timeout: 5000 }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Product Genshin' });
    let type = within(dialog).getByLabelText('Type');
    expect(type).toHaveValue('GENSHIN');
    expect(within(type).queryByRole('option', { name: /own type/ })).not.toBeInTheDocument();
    await user.selectOptions(type, 'HONKAI');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === `/admin/editproduct/${known._id}`)?.body).toMatchObject({ type: 'HONKAI' });

    await user.click(screen.getByRole('button', { name: 'Edit Gift Card' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Product Gift Card' });
    type = within(dialog).getByLabelText('Type');
    expect(type).toHaveValue('GIFTCARD');
    expect(within(type).getByRole('option', { name: "GIFTCARD · this product's own type" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === `/admin/editproduct/${own._id}`)?.body).toMatchObject({ type: 'GIFTCARD' }));
  });
});

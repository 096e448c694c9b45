import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';
import { anAdminProduct } from './catalogue-test-data';

preloadScreens(() => import('./create-product-page'));

async function open(extra: AdminRoutes = {}) {
  const api = adminApi(extra);
  const app = renderApp('/admin/createproduct');
  await screen.findByRole('button', { name: 'Create Product' }, { timeout: 5000 });
  return { ...app, api };
}

describe('Create Product (/admin/createproduct)', () => {
  it('an empty form shows the spec messages beside the fields and sends nothing', async () => {
    const { user, api } = await open();
    expect(screen.getByLabelText('Input 1 label')).toHaveValue('User ID');
    expect(screen.getByLabelText('Input 2 label')).toHaveValue('Zone ID');
    await user.clear(screen.getByLabelText('Input 2 label'));
    await user.type(screen.getByLabelText('Items (comma-separated item ids)'), '1001, abc');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Type is required.')).toBeInTheDocument();
    expect(screen.getByText('Category is required.')).toBeInTheDocument();
    expect(screen.getByText('Image Path is required.')).toBeInTheDocument();
    expect(screen.getByText('All input fields must have labels.')).toBeInTheDocument();
    expect(screen.getByText('All items must be valid numbers.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.calls.some((c) => c.path === '/admin/createproduct')).toBe(false);
  });

  it('Is API needs an API Type', async () => {
    const { user, api } = await open();
    await user.type(screen.getByLabelText('Name'), 'Mobile Legends');
    await user.selectOptions(screen.getByLabelText('Type'), 'MLBB');
    await user.selectOptions(screen.getByLabelText('Category'), 'instant-games');
    await user.type(screen.getByLabelText('Image Path'), '/uploads/mlbb.webp');
    await user.click(screen.getByLabelText('Is API'));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('API Type is required when Is API is true.')).toBeInTheDocument();
    expect(screen.getByLabelText('API Type')).toHaveFocus();
    expect(api.calls.some((c) => c.path === '/admin/createproduct')).toBe(false);
  });

  it('offers the known types only, sends the one chosen and says "Product created successfully!"', async () => {
    const { user, api } = await open({
      'POST /admin/createproduct': ({ body }) => ({ status: 201, body: { message: 'Product created successfully!', product: anAdminProduct(body as object) } }),
    });
    const type = screen.getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', 'MLBB', 'MCGG', 'GENSHIN', 'HONKAI', 'ZENLESS', 'HOK', 'OTT', 'OTHER']);
    expect(within(type).getByRole('option', { name: 'HOK · Honor of Kings' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Honor of Kings');
    await user.selectOptions(type, 'HOK');
    await user.selectOptions(screen.getByLabelText('Category'), 'games');
    await user.type(screen.getByLabelText('Image Path'), '/uploads/products/hok.webp');
    await user.type(screen.getByLabelText('Items (comma-separated item ids)'), '1001, 1002');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/createproduct')?.body).toMatchObject({
      name: 'Honor of Kings',
      type: 'HOK',
      category: 'games',
      imgpath: '/uploads/products/hok.webp',
      items: [1001, 1002],
      inputs: [{ label: 'User ID' }, { label: 'Zone ID' }],
      isApi: false,
      apiType: null,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(type).toHaveValue('');
  });

  it('says "Error creating product." and shows the server\'s reason', async () => {
    const { user } = await open({
      'POST /admin/createproduct': { status: 409, body: { message: 'Item 1009 does not exist.', code: 'CONFLICT', requestId: 'r' } },
    });
    await user.type(screen.getByLabelText('Name'), 'HOK');
    await user.selectOptions(screen.getByLabelText('Type'), 'HOK');
    await user.selectOptions(screen.getByLabelText('Category'), 'games');
    await user.type(screen.getByLabelText('Image Path'), '/uploads/hok.webp');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Error creating product.')).toBeInTheDocument();
    expect(screen.getByText('Item 1009 does not exist.')).toBeInTheDocument();
  });
});

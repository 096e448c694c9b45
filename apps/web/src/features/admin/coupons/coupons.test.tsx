import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { aCoupon, adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./create-coupon-page'), () => import('./coupons-page'));

async function openCreate(extra: AdminRoutes = {}) {
  const api = adminApi({ ...extra });
  const app = renderApp('/admin/createcoupons');
  await screen.findByRole('button', { name: 'Create Coupon' }, { timeout: 5000 });
  return { ...app, api };
}

const createRequiredMessages = [
  'Coupon Code is required',
  'Valid Discount Percentage is required (0-100)',
  'Expiry Date is required',
  'Minimum Item Quantity is required',
  'Minimum Purchase Amount is required',
  'Maximum Discount Amount is required',
  'Usage Limit is required',
  'User Limit is required',
];

describe('Create Coupon', () => {
  it('an empty form shows each spec message beside its field and the toast "Please fill in all required fields."', async () => {
    const { user, api } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    for (const message of createRequiredMessages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Coupon Code')).toHaveAccessibleDescription('Coupon Code is required');
    expect(screen.getByLabelText('Coupon Code')).toHaveFocus();
    expect(api.calls.some((c) => c.path === '/admin/createcoupon')).toBe(false);
  });

  it('fixed discounts need a positive amount; limits need at least 1', async () => {
    const { user } = await openCreate();
    await user.selectOptions(screen.getByLabelText('Discount Type'), 'fixed');
    expect(screen.queryByLabelText('Discount Percentage (%)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Discount Amount (₹)'), '0');
    await user.type(screen.getByLabelText('Usage Limit'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Valid Discount Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Usage Limit must be a whole number, at least 1')).toBeInTheDocument();
  });

  it('types the code in capitals, sends every field and says "Coupon created successfully!", then empties the form', async () => {
    const { user, api } = await openCreate({
      'POST /admin/createcoupon': ({ body }) => ({ status: 201, body: { message: 'Coupon created successfully!', coupon: aCoupon(body as object) } }),
    });
    await user.type(screen.getByLabelText('Coupon Code'), 'diwali10');
    expect(screen.getByLabelText('Coupon Code')).toHaveValue('DIWALI10');
    await user.type(screen.getByLabelText('Discount Percentage (%)'), '10');
    await user.type(screen.getByLabelText('Expiry Date'), '2030-11-01');
    await user.type(screen.getByLabelText('Minimum Item Quantity'), '1');
    await user.type(screen.getByLabelText('Minimum Purchase Amount (₹)'), '100');
    await user.type(screen.getByLabelText('Maximum Discount Amount (₹)'), '150');
    await user.type(screen.getByLabelText('Usage Limit'), '500');
    await user.type(screen.getByLabelText('User Limit'), '1');
    await user.click(screen.getByLabelText('Active'));
    await user.type(screen.getByLabelText('Description'), 'Festive offer');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Coupon created successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/createcoupon')?.body).toEqual({
      couponCode: 'DIWALI10',
      discountType: 'percentage',
      discountPercentage: 10,
      discountAmount: 0,
      expiryDate: '2030-11-01T23:59:59.999+05:30',
      minimumItemQuantity: 1,
      minPurchaseAmount: 100,
      maxDiscountAmount: 150,
      usageLimit: 500,
      userLimit: 1,
      isActive: false,
      description: 'Festive offer',
    });
    expect(screen.getByLabelText('Coupon Code')).toHaveValue('');
  });

  it("shows the server's error as a toast", async () => {
    const { user } = await openCreate({
      'POST /admin/createcoupon': { status: 409, body: { error: 'A coupon with this code already exists.', code: 'CONFLICT', requestId: 'r' } },
    });
    await user.type(screen.getByLabelText('Coupon Code'), 'DIWALI10');
    await user.type(screen.getByLabelText('Discount Percentage (%)'), '10');
    await user.type(screen.getByLabelText('Expiry Date'), '2030-11-01');
    for (const [label, value] of [['Minimum Item Quantity', '1'], ['Minimum Purchase Amount (₹)', '0'], ['Maximum Discount Amount (₹)', '0'], ['Usage Limit', '5'], ['User Limit', '1']] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A coupon with this code already exists.');
  });
});

describe('Coupons list', () => {
  async function openList(coupons = [aCoupon()], extra: AdminRoutes = {}) {
    let list = coupons;
    const api = adminApi({ 'GET /admin/getallcoupon': () => ({ body: list }), ...extra });
    const app = renderApp('/admin/getcoupons');
    if (coupons.length > 0) await screen.findByRole('button', { name: `Edit ${coupons[0]!.couponCode}` }, { timeout: 5000 });
    return { ...app, api, setList: (next: typeof coupons) => (list = next) };
  }

  it('shows code, type, value, minimum purchase, maximum discount, used/limit, per user, expiry and active', async () => {
    await openList([aCoupon(), aCoupon({ couponCode: 'FLAT50', discountType: 'fixed', discountAmount: 50, maxDiscountAmount: 0, usedCount: 3, usageLimit: 100, userLimit: 2, isActive: false, expiryDate: '2024-01-01T18:29:59.999Z', description: '' })]);
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('FLAT50'))!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 9)).toEqual(['FLAT50', 'fixed', '₹50', '₹100', '—', '3 / 100', '2', '01 Jan 2024Expired', 'Inactive']);
    const first = screen.getAllByRole('row').find((r) => r.textContent?.includes('DIWALI10'))!;
    expect(within(first).getByText('10%').closest('td')).toHaveClass('text-right');
  });

  it('Edit checks the spec rules, then saves and says "Coupon edited successfully!"', async () => {
    const coupon = aCoupon();
    const { user, api } = await openList([coupon], {
      [`POST /admin/editcoupon/${coupon._id}`]: { body: { message: 'Coupon edited successfully!' } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit DIWALI10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Coupon DIWALI10' });
    expect(within(dialog).getByLabelText('Expiry Date')).toHaveValue('2030-11-01');

    await user.clear(within(dialog).getByLabelText('Discount Percentage (%)'));
    await user.type(within(dialog).getByLabelText('Discount Percentage (%)'), '120');
    await user.clear(within(dialog).getByLabelText('User Limit'));
    await user.type(within(dialog).getByLabelText('User Limit'), '0');
    await user.clear(within(dialog).getByLabelText('Coupon Code'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields correctly.');
    expect(within(dialog).getByText('Valid Discount Percentage is required (0-100)')).toBeInTheDocument();
    expect(within(dialog).getByText('User Limit must be a whole number, at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Coupon Code is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/admin/editcoupon'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Coupon Code'), 'diwali15');
    await user.clear(within(dialog).getByLabelText('Discount Percentage (%)'));
    await user.type(within(dialog).getByLabelText('Discount Percentage (%)'), '15');
    await user.clear(within(dialog).getByLabelText('User Limit'));
    await user.type(within(dialog).getByLabelText('User Limit'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Coupon edited successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/admin/editcoupon'))?.body).toMatchObject({
      couponCode: 'DIWALI15',
      discountPercentage: 15,
      userLimit: 2,
      expiryDate: '2030-11-01T23:59:59.999+05:30',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Delete asks first, then says "Coupon deleted successfully" and the list is empty: "No coupons found"', async () => {
    const coupon = aCoupon();
    const { user, api, setList } = await openList([coupon], {
      [`POST /admin/deletecoupon/${coupon._id}`]: () => {
        setList([]);
        return { body: { message: 'Coupon deleted successfully' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete DIWALI10' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete coupon DIWALI10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.path.startsWith('/admin/deletecoupon'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete DIWALI10' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No coupons found')).toBeInTheDocument());
  });

  it('a failed delete shows "An error occurred" when the server says nothing', async () => {
    const coupon = aCoupon();
    const { user } = await openList([coupon], { [`POST /admin/deletecoupon/${coupon._id}`]: { status: 500, body: { code: 'INTERNAL', requestId: 'r' } } });
    await user.click(screen.getByRole('button', { name: 'Delete DIWALI10' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});

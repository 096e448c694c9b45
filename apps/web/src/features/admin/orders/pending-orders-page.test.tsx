import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, anOrder, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./pending-orders-page'));

async function openPending(orders = [anOrder()], extra: AdminRoutes = {}) {
  let list = orders;
  const api = adminApi({
    'GET /admin/processing': () => ({ body: list }),
    ...extra,
  });
  const app = renderApp('/admin/orders');
  if (orders.length > 0) await screen.findByRole('button', { name: `Completed ${orders[0]!.orderid}` }, { timeout: 5000 });
  const setList = (next: typeof orders) => (list = next);
  return { ...app, api, setList };
}

const rowOf = (orderid: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(orderid))!;

describe('Pending Orders', () => {
  it('lists each pending order with product, pack, player inputs, price, customer email and age', async () => {
    const order = anOrder({ productname: 'YouTube Premium', itemname: '3 Months', input1: 'player@example.in', input2: '9000012345', value: 399, useremail: 'riya@example.in', flag: 'Paid ₹1 less than the price' });
    const late = anOrder({ createdAt: new Date(Date.now() - 95 * 60_000).toISOString() });
    await openPending([order, late]);
    const row = within(rowOf(order.orderid));
    expect(row.getByText('YouTube Premium')).toBeInTheDocument();
    expect(row.getByText('3 Months')).toBeInTheDocument();
    expect(row.getByText('player@example.in')).toBeInTheDocument();
    expect(row.getByText('9000012345')).toBeInTheDocument();
    expect(row.getByText('₹399').closest('td')).toHaveClass('text-right');
    expect(row.getByText('riya@example.in')).toBeInTheDocument();
    expect(row.getByText('5 min')).toBeInTheDocument();
    expect(row.getByText('Paid ₹1 less than the price')).toBeInTheDocument();
    const lateRow = within(rowOf(late.orderid));
    expect(lateRow.getByText('1 h 35 min')).toBeInTheDocument();
    expect(lateRow.getByText('over 30 min')).toBeInTheDocument();
  });

  it('Refunded asks first, says the price goes back to the wallet, and calls updateorder with the encoded reason', async () => {
    const order = anOrder({ value: 129, useremail: 'riya@example.in' });
    const { user, api, setList } = await openPending([order], {
      [`GET /admin/updateorder/${order._id}/Refunded/Out%20of%20stock%20%2F%20sorry`]: () => {
        setList([]);
        return { body: { message: `Order ${order.orderid} is now Refunded.`, order: { ...order, status: 'Refunded' } } };
      },
    });
    await user.click(screen.getByRole('button', { name: `Refunded ${order.orderid}` }));
    const dialog = screen.getByRole('dialog', { name: `Refund order ${order.orderid}?` });
    expect(dialog).toHaveTextContent("The price, ₹129, goes back to the customer's wallet (riya@example.in)");
    expect(api.calls.filter((c) => c.path.startsWith('/admin/updateorder'))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Out of stock / sorry');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹129' }));

    expect(await screen.findByText(`Order ${order.orderid} is now Refunded.`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/admin/updateorder')).map((c) => c.path)).toEqual([
      `/admin/updateorder/${order._id}/Refunded/Out%20of%20stock%20%2F%20sorry`,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No pending orders.')).toBeInTheDocument();
  });

  it.each([
    ['Completed', 'Mark Completed'],
    ['Cancelled', 'Cancel order'],
  ])('%s without a reason sends "-" as the reason', async (status, confirm) => {
    const order = anOrder();
    const { user, api } = await openPending([order], {
      [`GET /admin/updateorder/${order._id}/${status}/-`]: { body: { message: `Order ${order.orderid} is now ${status}.`, order: { ...order, status } } },
    });
    await user.click(screen.getByRole('button', { name: `${status} ${order.orderid}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
    expect(await screen.findByText(`Order ${order.orderid} is now ${status}.`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/admin/updateorder')).map((c) => c.path)).toEqual([`/admin/updateorder/${order._id}/${status}/-`]);
  });

  it('Back closes the question without a call; a refused change shows the server message', async () => {
    const order = anOrder();
    const { user, api } = await openPending([order], {
      [`GET /admin/updateorder/${order._id}/Completed/-`]: {
        status: 409,
        body: { message: 'Only pending (Processing) orders can be changed here; this one is Refunded.', code: 'CONFLICT', requestId: 'r' },
      },
    });
    await user.click(screen.getByRole('button', { name: `Completed ${order.orderid}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/admin/updateorder'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Completed ${order.orderid}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only pending (Processing) orders can be changed here; this one is Refunded.');
  });

  it('says "No pending orders." when there are none', async () => {
    await openPending([]);
    expect(await screen.findByText('No pending orders.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('only admins get in: the role check asks for admin, and a refusal goes to /login', async () => {
    const api = adminApi({
      'POST /auth/validateuser': { status: 403, body: { message: 'You do not have access to this page.', code: 'FORBIDDEN', requestId: 'r' } },
      'GET /admin/processing': { body: [] },
    });
    renderApp('/admin/orders');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.calls[0]).toMatchObject({ path: '/auth/validateuser', body: { requiredRoles: ['admin'] } });
    expect(api.calls.some((c) => c.path === '/admin/processing')).toBe(false);
  });
});

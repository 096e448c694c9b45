import type { AdminOrder } from '@shop/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { aDelivery, adminApi, anOrder, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./pending-orders-page'));

async function openPending(orders: AdminOrder[] = [anOrder()], extra: AdminRoutes = {}) {
  let list = orders;
  const api = adminApi({
    'GET /admin/processing': () => ({ body: list }),
    ...extra,
  });
  const app = renderApp('/admin/orders');
  if (orders.length > 0) await screen.findByRole('region', { name: 'Pending orders' }, { timeout: 5000 });
  const setList = (next: AdminOrder[]) => (list = next);
  return { ...app, api, setList };
}

// The page draws each order twice, as a card (phones) and in the table (laptops); CSS shows
// one of them, but jsdom has no stylesheet, so the tests look in one or the other. In the table
// an order is a row group: its row, and under it its flag and supplier orders.
const rowOf = (orderid: string) =>
  within(screen.getByRole('region', { name: 'Pending orders' }))
    .getAllByRole('rowgroup')
    .find((group) => group.querySelector('td')?.textContent === orderid)!;
const cardOf = (orderid: string) => [...screen.getByRole('list', { name: 'Pending orders' }).children].find((card) => card.textContent?.includes(orderid)) as HTMLElement;
const inRow = (orderid: string) => within(rowOf(orderid));

const decisions = (api: Awaited<ReturnType<typeof openPending>>['api']) => api.calls.filter((c) => c.path === '/admin/orders/decide').map((c) => c.body);
const decided = (order: AdminOrder, status: string) => ({ body: { message: `Order ${order.orderid} is now ${status}.`, order: { ...order, status } } });

describe('Pending Orders', () => {
  it('lists each pending order with product, pack, player inputs, price, customer email and age', async () => {
    const order = anOrder({ productname: 'YouTube Premium', itemname: '3 Months', input1: 'player@example.in', input2: '9000012345', value: 399, useremail: 'riya@example.in', flag: 'Paid ₹1 less than the price' });
    const late = anOrder({ createdAt: new Date(Date.now() - 95 * 60_000).toISOString() });
    await openPending([order, late]);
    const row = within(inRow(order.orderid).getAllByRole('row')[0]!);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      order.orderid,
      'YouTube Premium3 Months',
      'player@example.in9000012345',
      '₹399wallet',
      'riya@example.in',
      '5 min',
      `Completed ${order.orderid}Refunded ${order.orderid}Cancelled ${order.orderid}Retry delivery ${order.orderid}Invoice ${order.orderid}`,
    ]);
    expect(row.getByText('YouTube Premium')).toBeInTheDocument();
    expect(row.getByText('3 Months')).toBeInTheDocument();
    expect(row.getByText('player@example.in')).toBeInTheDocument();
    expect(row.getByText('9000012345')).toBeInTheDocument();
    expect(row.getByText('₹399').closest('td')).toHaveClass('text-right');
    expect(row.getByText('riya@example.in')).toBeInTheDocument();
    expect(row.getByText('5 min')).toBeInTheDocument();
    expect(inRow(order.orderid).getByText('Paid ₹1 less than the price')).toBeInTheDocument();
    const lateRow = inRow(late.orderid);
    expect(lateRow.getByText('1 h 35 min')).toBeInTheDocument();
    expect(lateRow.getByText('over 30 min')).toBeInTheDocument();

    // The phone's card carries the same order.
    const card = within(cardOf(order.orderid));
    for (const text of ['YouTube Premium', '3 Months', 'player@example.in', '₹399', 'riya@example.in', '5 min', 'Paid ₹1 less than the price']) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByRole('link', { name: `Invoice ${order.orderid}` })).toHaveAttribute('href', `/invoice/${order.orderid}`);
  });

  it("shows a flagged order's flag and its supplier orders: SKU, supplier, status, attempts, supplier order id and last answer", async () => {
    const flag = 'Partly delivered: 1 of 2 delivered by Smile.one Philippines (SO-7781); not delivered: 14: Insufficient balance';
    const order = anOrder({
      productname: 'Mobile Legends',
      itemname: '172 Diamonds',
      flag,
      deliveries: [
        aDelivery({ sku: '13', status: 'delivered', attempts: 1, supplier_order_id: 'SO-7781', last_answer: 'success' }),
        aDelivery({ sku: '14', status: 'failed', attempts: 3, supplier_order_id: null, last_answer: 'Insufficient balance' }),
      ],
    });
    const manual = anOrder({ productname: 'YouTube Premium' });
    await openPending([order, manual]);

    const expected = ['13Smile.one PhilippinesDeliveredAttempts1Supplier orderSO-7781Last answersuccess', '14Smile.one PhilippinesFailedAttempts3Supplier order—Last answerInsufficient balance'];
    for (const view of [rowOf(order.orderid), cardOf(order.orderid)]) {
      expect(within(view).getByText(flag)).toBeInTheDocument();
      const supplierOrders = within(within(view).getByRole('list', { name: `Supplier orders of ${order.orderid}` })).getAllByRole('listitem');
      expect(supplierOrders.map((item) => item.textContent)).toEqual(expected);
      expect(within(supplierOrders[0]!).getByText('Delivered')).toHaveAttribute('data-tone', 'green');
      expect(within(supplierOrders[1]!).getByText('Failed')).toHaveAttribute('data-tone', 'red');
    }
    expect(within(cardOf(manual.orderid)).getByText('No supplier orders')).toBeInTheDocument();
    expect(inRow(manual.orderid).getAllByRole('row')).toHaveLength(1);
  });

  it('offers Retry delivery for a failed or held supplier order, or a flag without supplier orders, and not otherwise', async () => {
    const failed = anOrder({ deliveries: [aDelivery({ status: 'delivered' }), aDelivery({ status: 'failed' })] });
    const held = anOrder({ flag: 'Needs attention: Smile.one placed nothing: insufficient balance. Fix it, then retry the delivery', deliveries: [aDelivery({ status: 'held' })] });
    const flaggedEarly = anOrder({ flag: 'Needs attention: no MooGold keys (MOOGOLD_PARTNER_ID); deliver it by hand or set them and retry' });
    const waiting = anOrder({ flag: 'Needs attention: Smile.one gave no final answer after 8 attempts', deliveries: [aDelivery({ status: 'unknown' })] });
    const manual = anOrder();
    await openPending([failed, held, flaggedEarly, waiting, manual]);
    const offers = (order: AdminOrder) => inRow(order.orderid).queryByRole('button', { name: `Retry delivery ${order.orderid}` }) !== null;
    expect([failed, held, flaggedEarly, waiting, manual].map(offers)).toEqual([true, true, true, false, false]);
    expect(within(cardOf(failed.orderid)).getByRole('button', { name: `Retry delivery ${failed.orderid}` })).toBeInTheDocument();
    expect(within(cardOf(manual.orderid)).queryByRole('button', { name: /^Retry delivery/ })).not.toBeInTheDocument();
  });

  it('Retry delivery asks first, posts the order, shows the server message and refreshes the list', async () => {
    const failedDelivery = aDelivery({ sku: '14', status: 'failed', attempts: 3, last_answer: 'Insufficient balance' });
    const order = anOrder({ flag: 'Partly delivered: 1 of 2 delivered', deliveries: [aDelivery({ status: 'delivered' }), failedDelivery] });
    const retried = { ...order, flag: null, deliveries: [order.deliveries![0]!, { ...failedDelivery, status: 'new' as const }] };
    const { user, api, setList } = await openPending([order], {
      'POST /admin/orders/retry': () => {
        setList([retried]);
        return { body: { message: `Delivery of ${order.orderid} will be tried again.`, order: retried } };
      },
    });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Retry delivery ${order.orderid}` }));
    const dialog = screen.getByRole('dialog', { name: `Retry delivery of order ${order.orderid}?` });
    expect(api.calls.filter((c) => c.path === '/admin/orders/retry')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Retry delivery' }));
    expect(await screen.findByText(`Delivery of ${order.orderid} will be tried again.`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/admin/orders/retry')).toEqual([expect.objectContaining({ method: 'POST', body: { order: order._id } })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(inRow(order.orderid).queryByText('Partly delivered: 1 of 2 delivered')).not.toBeInTheDocument());
    expect(inRow(order.orderid).queryByRole('button', { name: `Retry delivery ${order.orderid}` })).not.toBeInTheDocument();
  });

  it("a Retry the server refuses (409: nothing to retry) shows the server's message in the dialog", async () => {
    const nothing = 'Nothing to retry: the supplier has not confirmed that this order was not delivered. Check with the supplier, then complete or refund it.';
    const order = anOrder({ flag: 'Needs attention: Smile.one did not answer', deliveries: [aDelivery({ status: 'held' })] });
    const { user, api } = await openPending([order], { 'POST /admin/orders/retry': { status: 409, body: { message: nothing, code: 'CONFLICT', requestId: 'r' } } });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Retry delivery ${order.orderid}` }));
    const dialog = screen.getByRole('dialog', { name: `Retry delivery of order ${order.orderid}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Retry delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(nothing);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(api.calls.filter((c) => c.path === '/admin/orders/retry')).toHaveLength(1);
  });

  it('Refunded asks first, says the price goes back to the wallet, and posts the decision with the reason', async () => {
    const order = anOrder({ value: 129, useremail: 'riya@example.in' });
    const { user, api, setList } = await openPending([order], {
      'POST /admin/orders/decide': () => {
        setList([]);
        return decided(order, 'Refunded');
      },
    });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Refunded ${order.orderid}` }));
    const dialog = screen.getByRole('dialog', { name: `Refund order ${order.orderid}?` });
    expect(dialog).toHaveTextContent("The price, ₹129, goes back to the customer's wallet (riya@example.in)");
    expect(decisions(api)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Out of stock / sorry');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹129' }));

    expect(await screen.findByText(`Order ${order.orderid} is now Refunded.`)).toBeInTheDocument();
    expect(decisions(api)).toEqual([{ order: order._id, status: 'Refunded', reason: 'Out of stock / sorry' }]);
    expect(api.calls.some((c) => c.path.startsWith('/admin/updateorder'))).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No pending orders.')).toBeInTheDocument();
  });

  it.each([
    ['with a delivery note the customer reads', 'Sent to riya@example.in by email', { reason: 'Sent to riya@example.in by email' }],
    ['without a note', '', {}],
  ])('Completed %s', async (_, note, extra) => {
    const order = anOrder();
    const { user, api } = await openPending([order], { 'POST /admin/orders/decide': decided(order, 'Completed') });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Completed ${order.orderid}` }));
    const dialog = screen.getByRole('dialog', { name: `Complete order ${order.orderid}?` });
    if (note) await user.type(within(dialog).getByLabelText('Delivery note (optional)'), note);
    await user.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText(`Order ${order.orderid} is now Completed.`)).toBeInTheDocument();
    expect(decisions(api)).toEqual([{ order: order._id, status: 'Completed', ...extra }]);
  });

  it('Cancel needs to know how the money went back, and a refund outside the shop needs its reference', async () => {
    const order = anOrder();
    const { user, api } = await openPending([order], { 'POST /admin/orders/decide': decided(order, 'Cancelled') });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Cancelled ${order.orderid}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Cancel order ${order.orderid}?` }));
    const choice = dialog.getByRole('group', { name: 'How did the money go back?' });
    expect(dialog.queryByLabelText('Refund reference')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText('Say how the money went back: to the wallet or outside the shop.')).toBeInTheDocument();
    expect(choice).toHaveAccessibleDescription('Say how the money went back: to the wallet or outside the shop.');
    expect(dialog.getByRole('radio', { name: 'Returned to the wallet' })).toHaveFocus();
    expect(decisions(api)).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'Refunded outside the shop' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    const reference = dialog.getByLabelText('Refund reference');
    expect(await dialog.findByText('Give the reference of the refund made outside the shop.')).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveFocus();
    expect(decisions(api)).toHaveLength(0);

    await user.type(reference, ' UPI-REF-7781 ');
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Customer asked to cancel');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(`Order ${order.orderid} is now Cancelled.`)).toBeInTheDocument();
    expect(decisions(api)).toEqual([{ order: order._id, status: 'Cancelled', reason: 'Customer asked to cancel', moneyBack: 'outside', reference: 'UPI-REF-7781' }]);
  });

  it('Cancel with the money returned to the wallet sends no reference, even one typed before changing the choice', async () => {
    const order = anOrder();
    const { user, api } = await openPending([order], { 'POST /admin/orders/decide': decided(order, 'Cancelled') });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Cancelled ${order.orderid}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Cancel order ${order.orderid}?` }));
    await user.click(dialog.getByRole('radio', { name: 'Refunded outside the shop' }));
    await user.type(dialog.getByLabelText('Refund reference'), 'UPI-REF-1');
    await user.click(dialog.getByRole('radio', { name: 'Returned to the wallet' }));
    expect(dialog.queryByLabelText('Refund reference')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(`Order ${order.orderid} is now Cancelled.`)).toBeInTheDocument();
    expect(decisions(api)).toEqual([{ order: order._id, status: 'Cancelled', moneyBack: 'wallet' }]);
  });

  it("Back closes the question without a call; a refused change shows the server's message in the dialog", async () => {
    const order = anOrder();
    const { user, api } = await openPending([order], {
      'POST /admin/orders/decide': {
        status: 409,
        body: { message: 'Only pending (Processing) orders can be changed here; this one is Refunded.', code: 'CONFLICT', requestId: 'r' },
      },
    });
    await user.click(inRow(order.orderid).getByRole('button', { name: `Completed ${order.orderid}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decisions(api)).toHaveLength(0);

    await user.click(inRow(order.orderid).getByRole('button', { name: `Completed ${order.orderid}` }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only pending (Processing) orders can be changed here; this one is Refunded.');
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

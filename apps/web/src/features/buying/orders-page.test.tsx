import { screen, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aListedOrder, openOrders, slow } from './order-test-data';

const orders = [
  aListedOrder({ orderid: 'ST261101AAAAAAAAAA', status: 'Completed', input1: '111111', createdAt: '2026-11-01T12:00:00.000Z' }),
  aListedOrder({ orderid: 'ST261105BBBBBBBBBB', status: 'Processing', input1: 'riya@example.in', productname: 'YouTube Premium', itemname: '1 Month', createdAt: '2026-11-05T12:00:00.000Z' }),
  aListedOrder({ orderid: 'ST261110CCCCCCCCCC', status: 'Refunded', input1: '404012345', reason: 'The supplier could not recharge this player id.', createdAt: '2026-11-10T12:00:00.000Z' }),
  aListedOrder({ orderid: 'ST261115DDDDDDDDDD', client_txn_id: 'ST261115DDDDDDDDDD', status: 'Created', input1: '222222', createdAt: '2026-11-15T12:00:00.000Z' }),
  aListedOrder({ orderid: 'ST261120EEEEEEEEEE', status: 'Failed', input1: '111111', createdAt: '2026-11-20T12:00:00.000Z' }),
];

/** The order ids shown, in order. */
const shownIds = () =>
  within(screen.getByRole('list', { name: 'Orders' }))
    .getAllByRole('listitem')
    .map((card) => card.textContent?.match(/ST\d{6}[A-Z]{10}/)?.[0]);

describe('/orders (My Orders)', () => {
  it('lists the orders newest first, with the status notes and the Verify Payment link', async () => {
    await openOrders(orders);
    expect(shownIds()).toEqual(['ST261120EEEEEEEEEE', 'ST261115DDDDDDDDDD', 'ST261110CCCCCCCCCC', 'ST261105BBBBBBBBBB', 'ST261101AAAAAAAAAA']);
    expect(screen.getByText('Your order will be completed within 30 minutes.')).toBeInTheDocument();
    expect(screen.getByText('The supplier could not recharge this player id.')).toBeInTheDocument();
    const verify = screen.getAllByRole('link', { name: 'Verify Payment' });
    expect(verify).toHaveLength(1);
    expect(verify[0]).toHaveAttribute('href', '/confirmation?client_txn_id=ST261115DDDDDDDDDD');
  });

  it('searches by Uid/Email (input1) or by order id', async () => {
    const { user } = await openOrders(orders);
    const search = screen.getByLabelText('Search by Uid/Email or OrderId');
    await user.type(search, '111111');
    expect(shownIds()).toEqual(['ST261120EEEEEEEEEE', 'ST261101AAAAAAAAAA']);
    await user.clear(search);
    await user.type(search, 'RIYA@EXAMPLE');
    expect(shownIds()).toEqual(['ST261105BBBBBBBBBB']);
    await user.clear(search);
    await user.type(search, 'st261110ccc');
    expect(shownIds()).toEqual(['ST261110CCCCCCCCCC']);
  });

  it('filters by status', async () => {
    const { user } = await openOrders(orders);
    const status = screen.getByLabelText('Status');
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Created', 'Processing', 'Completed', 'Refunded', 'Failed']);
    await user.selectOptions(status, 'Refunded');
    expect(shownIds()).toEqual(['ST261110CCCCCCCCCC']);
    await user.selectOptions(status, 'Created');
    expect(shownIds()).toEqual(['ST261115DDDDDDDDDD']);
    await user.selectOptions(status, 'All');
    expect(shownIds()).toHaveLength(5);
  });

  it('filters by a creation date range, both ends included', async () => {
    const { user } = await openOrders(orders);
    await user.type(screen.getByLabelText('From'), '2026-11-05');
    expect(shownIds()).toEqual(['ST261120EEEEEEEEEE', 'ST261115DDDDDDDDDD', 'ST261110CCCCCCCCCC', 'ST261105BBBBBBBBBB']);
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    expect(shownIds()).toEqual(['ST261110CCCCCCCCCC', 'ST261105BBBBBBBBBB']);
    expect(screen.getByText('2 of 5 orders')).toBeInTheDocument();
  });

  it("combines the filters, says when nothing matches, and clears them", async () => {
    const { user } = await openOrders(orders);
    await user.type(screen.getByLabelText('Search by Uid/Email or OrderId'), '111111');
    await user.selectOptions(screen.getByLabelText('Status'), 'Processing');
    expect(screen.getByText('No orders found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownIds()).toHaveLength(5);
  });

  it('switches to a table with the same orders', async () => {
    const { user } = await openOrders(orders);
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(6); // the header and five orders
    expect(within(rows[1]!).getByText('ST261120EEEEEEEEEE')).toBeInTheDocument();
  });

  it("opens an order's timeline from its card and from its table row; a processing order keeps its 30-minute note", async () => {
    const tracked = aListedOrder({
      orderid: 'ST261121FFFFFFFFFF',
      status: 'Processing',
      createdAt: '2026-11-21T12:00:00.000Z',
      timeline: [
        { step: 'placed', at: '2026-11-21T12:00:00.000Z', detail: null },
        { step: 'paid', at: '2026-11-21T12:01:00.000Z', detail: 'Paid by UPI, reference 412345678901' },
        { step: 'sent', at: '2026-11-21T12:02:00.000Z', detail: 'Supplier order SO123' },
      ],
    });
    const { user } = await openOrders([tracked, orders[0]!]);
    const card = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Your order will be completed within 30 minutes.')).toBeInTheDocument();
    // Only orders the server gave a timeline offer one.
    expect(screen.getAllByRole('button', { name: /^Order timeline/ })).toHaveLength(1);
    const toggle = within(card).getByRole('button', { name: 'Order timeline ST261121FFFFFFFFFF' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('list', { name: 'Order timeline' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const steps = within(within(card).getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed21 Nov 2026, 5:30 pm IST',
      'Paid21 Nov 2026, 5:31 pm ISTPaid by UPI, reference 412345678901',
      'Sent to supplier21 Nov 2026, 5:32 pm ISTSupplier order SO123',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Order timeline ST261121FFFFFFFFFF' }));
    expect(within(within(row).getByRole('list', { name: 'Order timeline' })).getByText('Supplier order SO123')).toBeInTheDocument();
    expect(within(row).getByText('Your order will be completed within 30 minutes.')).toBeInTheDocument();
  });

  it('links the invoice of every order paid at some point (Processing, Completed, Refunded, Cancelled), in both views', async () => {
    const cancelled = aListedOrder({ orderid: 'ST261125FFFFFFFFFF', status: 'Cancelled', createdAt: '2026-11-25T12:00:00.000Z' });
    const { user } = await openOrders([...orders, cancelled]);
    const invoiceLinks = () => screen.getAllByRole('link', { name: /^Invoice/ }).map((a) => [a.textContent, a.getAttribute('href')]);
    const expected = ['ST261125FFFFFFFFFF', 'ST261110CCCCCCCCCC', 'ST261105BBBBBBBBBB', 'ST261101AAAAAAAAAA'].map((id) => [`Invoice ${id}`, `/invoice/${id}`]);
    expect(invoiceLinks()).toEqual(expected);
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(invoiceLinks()).toEqual(expected);
  });

  it('has the empty message when there are no orders at all', async () => {
    signIn();
    fakeApi({ 'POST /auth/validateuser': { body: { role: 'user' } }, 'GET /order/100001': { body: [] } });
    renderApp('/orders');
    expect(await screen.findByText('No orders found matching your criteria.', {}, slow)).toBeInTheDocument();
  });
});

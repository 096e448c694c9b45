import type { Order } from '@shop/contract/orders';
import { screen } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// What the buying screens' tests share: orders as the API sends them, and the ways to open
// My Orders and the confirmation page with them.

/** Screens load lazily; a busy test machine needs more than the default second. */
export const slow = { timeout: 5000 };

/** An MLBB pack paid by UPI for player 123456789 in zone 2345, delivered. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: '00000000-0000-4000-9000-000000000001',
  orderid: 'ST261121ABCDEFGHIJ',
  client_txn_id: 'ST261121ABCDEFGHIJ',
  productname: 'Mobile Legends (Smile PH)',
  itemname: '86 Diamonds',
  paymentmode: 'upi',
  status: 'Completed',
  input1: '123456789',
  input2: '2345',
  username: 'SwiftTiger42',
  value: 1234,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  reason: null,
  useremail: 'arjun@example.in',
  upi_txn_id: null,
  ...overrides,
});

let serial = 0;

/** One order of a list: each gets ids of its own unless the test names them. */
export function aListedOrder(overrides: Partial<Order> = {}): Order {
  serial += 1;
  const id = `ST2611${String(serial).padStart(12, '0')}`;
  return anOrder({
    _id: `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
    orderid: id,
    client_txn_id: id,
    value: 109,
    // Noon UTC: the same calendar day in any time zone the tests run in.
    createdAt: '2026-11-10T12:00:00.000Z',
    updatedAt: '2026-11-10T12:00:00.000Z',
    ...overrides,
  });
}

/** My Orders showing these orders. */
export async function openOrders(list: Order[]) {
  signIn();
  fakeApi({ 'POST /auth/validateuser': { body: { role: 'user' } }, 'GET /order/100001': { body: list } });
  const app = renderApp('/orders');
  await screen.findByRole('heading', { name: 'My Orders' }, slow);
  await screen.findByRole('list', { name: 'Orders' }, slow);
  return app;
}

/** The confirmation page of this order, once it shows the order's status; `routes` answer the rest. */
export async function openConfirmation(order: Order, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const api = fakeApi({ 'POST /order/orderstatus': { body: { status: true, data: order } }, ...routes });
  const app = renderApp(`/confirmation?client_txn_id=${order.client_txn_id}`);
  await screen.findByTestId('order-status', {}, slow);
  return { ...app, api };
}

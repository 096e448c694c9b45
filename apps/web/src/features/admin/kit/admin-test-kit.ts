import type { AdminOrder, SupplierOrderView } from '@shop/contract/admin';
import type { AdminUser } from '@shop/contract/accounts';
import type { Coupon } from '@shop/contract/coupons';
import { screen, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// Test helpers for the admin screens: an admin session and a fake API (only fetch is stubbed)
// whose handlers can also read the query string.

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Request = { method: string; path: string; body: unknown; query: URLSearchParams };
type Handler = (request: Request) => Answer | Promise<Answer>;
export type AdminRoutes = Record<string, Handler | Answer>;

/** Signs an admin in and stubs fetch with the given routes plus the role check. */
export function adminApi(routes: AdminRoutes) {
  signIn('admin', 'Asha Admin');
  let lastUrl = () => new URL('http://localhost/');
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      typeof route === 'function'
        ? // The fake records the call before it asks the handler, so the last call is this one.
          (req: { method: string; path: string; body: unknown }) => route({ ...req, query: lastUrl().searchParams })
        : route,
    ]),
  );
  const api = fakeApi({ 'POST /auth/validateuser': { body: { role: 'admin' } }, ...wrapped });
  lastUrl = () => new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://localhost');
  /** Every URL fetched for a path, with its query string. */
  const urls = (path: string) =>
    api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === `/api${path}`);
  return { ...api, urls };
}

/** Opens an admin screen and waits for something it shows only once its data loaded (a form's submit button, a row's cell). */
export async function openScreen(path: string, ready: { role: 'button' | 'cell'; name: string }) {
  const app = renderApp(path);
  await screen.findByRole(ready.role, { name: ready.name }, { timeout: 5000 });
  return app;
}

/** The POSTs sent to a path, oldest first. */
export const postsTo = (api: ReturnType<typeof adminApi>, path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path);

/** The texts of the column headers of the table in the named region, in order. */
export function columnHeaders(region: string) {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
}

/** The table row that holds a cell named exactly so. */
export const rowOf = (cell: string) => screen.getByRole('cell', { name: cell }).closest('tr')!;

/**
 * Loads the shell and a screen's code before the tests: the routes import them lazily, and the
 * first, cold import under a busy test run can take longer than a test may wait.
 */
export function preloadScreens(...screens: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all([import('../admin-shell'), import('../../../app/protected-route'), ...screens.map((load) => load())]);
  });
}

let counter = 0;
const uuid = () => `10000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function aUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const n = ++counter;
  return {
    _id: uuid(),
    userid: String(100000 + n),
    name: `Customer ${n}`,
    mobilenumber: `98765${String(n).padStart(5, '0')}`,
    email: `customer${n}@example.in`,
    role: 'user',
    balance: 0,
    verified: 'true',
    isBlocked: 'false',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const n = ++counter;
  const id = `ST251121${String(n).padStart(6, '0')}`;
  return {
    _id: uuid(),
    transactionid: id,
    orderid: id,
    productname: 'YouTube Premium',
    itemname: '1 Month',
    status: 'Processing',
    input1: 'riya@example.in',
    input2: '9876543210',
    username: null,
    value: 129,
    discount: 0,
    couponCode: null,
    paymentmode: 'wallet',
    useremail: 'riya@example.in',
    reason: null,
    flag: null,
    upi_txn_id: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A supplier order of a pending API order, as the delivery desk lists it. */
export function aDelivery(overrides: Partial<SupplierOrderView> = {}): SupplierOrderView {
  const n = ++counter;
  return {
    reference: `ST251121${String(n).padStart(6, '0')}-1`,
    sku: '13',
    supplier: 'Smile.one Philippines',
    status: 'processing',
    attempts: 1,
    supplier_order_id: null,
    last_answer: null,
    sent_at: new Date(Date.now() - 4 * 60_000).toISOString(),
    delivered_at: null,
    ...overrides,
  };
}

export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: uuid(),
    couponCode: 'DIWALI10',
    discountType: 'percentage',
    discountAmount: 0,
    discountPercentage: 10,
    expiryDate: '2030-11-01T18:29:59.999Z',
    minimumItemQuantity: 1,
    minPurchaseAmount: 100,
    maxDiscountAmount: 150,
    usageLimit: 500,
    usedCount: 12,
    userLimit: 1,
    isActive: true,
    description: 'Festive offer',
    ...overrides,
  };
}

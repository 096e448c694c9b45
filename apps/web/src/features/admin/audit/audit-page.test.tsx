import type { AuditEntry } from '@shop/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens } from '../kit/admin-test-kit';

preloadScreens(() => import('./audit-page'));

const credit: AuditEntry = {
  _id: 'e1',
  admin: 'asha@sstore.in',
  action: 'wallet.credit',
  target: 'riya@example.in',
  customer: 'riya@example.in',
  reason: 'Goodwill for a late order',
  details: { txnid: 'ADMI7X2K9QF3A1B2', amountPaise: 110, before: { balancePaise: 0 }, after: { balancePaise: 110 } },
  createdAt: '2025-11-21T09:30:00.000Z',
};
const userEdit: AuditEntry = {
  _id: 'e2',
  admin: 'vikram@sstore.in',
  action: 'user.update',
  target: 'kavya@example.in',
  customer: 'kavya@example.in',
  reason: null,
  details: { before: { role: 'user', verified: 'false' }, after: { role: 'reseller', verified: 'true' } },
  createdAt: '2025-11-20T18:45:00.000Z',
};
const refund: AuditEntry = {
  _id: 'e3',
  admin: 'asha@sstore.in',
  action: 'order.refunded',
  target: 'ST251121000001',
  customer: 'riya@example.in',
  reason: 'Out of stock',
  details: { pricePaise: 12900, before: { status: 'Processing', reason: null }, after: { status: 'Refunded', reason: 'Out of stock' } },
  createdAt: '2025-11-20T10:00:00.000Z',
};

function auditApi(entries: AuditEntry[] = [credit, userEdit, refund], totalItems = 45) {
  return adminApi({
    'GET /admin/auditlog': ({ query }) => {
      const limit = Number(query.get('limit') ?? 20);
      const page = Number(query.get('page') ?? 1);
      return { body: { entries, currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / limit)), totalItems } };
    },
  });
}

const table = () => screen.getByRole('region', { name: 'Audit log' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;
const lastQuery = (api: ReturnType<typeof adminApi>) => Object.fromEntries(api.urls('/admin/auditlog').at(-1)!.searchParams);

describe('Audit log screen', () => {
  it('lists who did what, when (IST), on whom and why, with what changed as before → after and paise as rupees', async () => {
    auditApi();
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 5000 })).toBeInTheDocument();
    await within(table()).findByText('vikram@sstore.in');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When (IST)', 'Admin', 'Action', 'Target / Customer', 'Reason', 'What changed']);

    const creditCells = within(rowOf('Goodwill for a late order')).getAllByRole('cell').map((c) => c.textContent);
    expect(creditCells.slice(0, 5)).toEqual(['21 Nov 2025, 03:00 pm', 'asha@sstore.in', 'Wallet top-upwallet.credit', 'riya@example.in', 'Goodwill for a late order']);
    const creditChanges = within(within(rowOf('Goodwill for a late order')).getAllByRole('cell')[5]!).getAllByRole('listitem').map((li) => li.textContent);
    expect(creditChanges).toEqual(['txnid: ADMI7X2K9QF3A1B2', 'amount: ₹1.10', 'balance: ₹0 → ₹1.10']);

    const edit = within(rowOf('vikram@sstore.in'));
    expect(edit.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['role: user → reseller', 'verified: false → true']);
    expect(edit.getByText('—')).toBeInTheDocument(); // no reason

    // The order's customer is not its target, so both show.
    const order = within(rowOf('ST251121000001'));
    expect(order.getByText('Customer: riya@example.in')).toBeInTheDocument();
    expect(order.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['price: ₹129', 'status: Processing → Refunded', 'reason: — → Out of stock']);

    // Phones get the same entries as cards.
    const cards = screen.getByRole('list', { name: 'Admin actions' });
    expect(cards.children).toHaveLength(3);
    expect(within(cards.children[0] as HTMLElement).getByText('balance:').parentElement).toHaveTextContent('balance: ₹0 → ₹1.10');
    expect(screen.getByText('Showing 1 to 20 of 45 actions')).toBeInTheDocument();
  });

  it('sends the filters, the page size and the page to the server', async () => {
    const api = auditApi(undefined, 120);
    const { user } = renderApp('/admin/audit');
    await within(await screen.findByRole('region', { name: 'Audit log' }, { timeout: 5000 })).findByText('vikram@sstore.in');
    expect(lastQuery(api)).toEqual({ page: '1', limit: '20' });
    expect(within(screen.getByRole('combobox', { name: 'Kind' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All kinds',
      'Wallet',
      'Order',
      'Coupon',
      'User',
      'Catalogue',
      'Gallery',
      'Leaderboard',
      'Settings',
    ]);
    expect(within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '50', '100', '250']);

    await user.type(screen.getByRole('searchbox', { name: 'Admin' }), 'asha@');
    await user.type(screen.getByRole('searchbox', { name: 'Customer' }), '100002');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'wallet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', limit: '50', admin: 'asha@', customer: '100002', kind: 'wallet' }));
    // Typing is debounced: no call per key.
    expect(api.urls('/admin/auditlog').filter((u) => u.searchParams.get('customer') === '1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '2', limit: '50', admin: 'asha@', customer: '100002', kind: 'wallet' }));
    expect(await screen.findByText('Showing 51 to 100 of 120 actions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', limit: '50' }));
  });

  it('opens with the filters of a shared link', async () => {
    const api = auditApi([credit], 1);
    renderApp('/admin/audit?customer=riya%40example.in&kind=wallet&limit=100&page=1');
    await within(await screen.findByRole('region', { name: 'Audit log' }, { timeout: 5000 })).findByText('Goodwill for a late order');
    expect(lastQuery(api)).toEqual({ page: '1', limit: '100', customer: 'riya@example.in', kind: 'wallet' });
    expect(screen.getByRole('searchbox', { name: 'Customer' })).toHaveValue('riya@example.in');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('wallet');
  });

  it('ignores a kind the server does not know rather than asking it', async () => {
    const api = auditApi([], 0);
    renderApp('/admin/audit?kind=payments');
    await within(await screen.findByRole('region', { name: 'Audit log' }, { timeout: 5000 })).findByText('No admin actions found.');
    expect(lastQuery(api)).toEqual({ page: '1', limit: '20' });
  });

  it('says "No admin actions found." when nothing matches', async () => {
    auditApi([], 0);
    renderApp('/admin/audit?admin=nobody');
    expect(await within(await screen.findByRole('region', { name: 'Audit log' }, { timeout: 5000 })).findByText('No admin actions found.')).toBeInTheDocument();
    expect(screen.getAllByText('No admin actions found.')).toHaveLength(2); // the table and the phone's cards
    expect(screen.getByText('Showing 0 to 0 of 0 actions')).toBeInTheDocument();
  });

  it('a failed call shows an "Error:" text with a retry', async () => {
    adminApi({ 'GET /admin/auditlog': { status: 503, body: { message: 'The database is busy.', code: 'UNAVAILABLE', requestId: 'r' } } });
    const { user } = renderApp('/admin/audit');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error: The database is busy.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  });

  it('folds a long list of changes (a created coupon) behind "Show N more"', async () => {
    const coupon: AuditEntry = {
      _id: 'e4',
      admin: 'asha@sstore.in',
      action: 'coupon.create',
      target: 'DIWALI10',
      customer: null,
      reason: null,
      details: { after: { _id: 'c1', couponCode: 'DIWALI10', discountType: 'percentage', discountPercentage: 10, minPurchaseAmount: 100, maxDiscountAmount: 150, usageLimit: 500, userLimit: 1, isActive: true } },
      createdAt: '2025-11-19T10:00:00.000Z',
    };
    auditApi([coupon], 1);
    renderApp('/admin/audit');
    await within(await screen.findByRole('region', { name: 'Audit log' }, { timeout: 5000 })).findByText('coupon.create');
    const row = within(rowOf('coupon.create'));
    expect(row.getAllByRole('listitem')[0]).toHaveTextContent('couponCode: — → DIWALI10');
    expect(row.getByText('Show 2 more')).toBeInTheDocument();
    expect(row.queryByText(/_id/)).not.toBeInTheDocument();
  });
});

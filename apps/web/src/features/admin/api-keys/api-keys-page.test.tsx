import type { AdminApiKey } from '../../../api/reseller-api';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi, openScreen, columnHeaders, rowOf, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./api-keys-page'));

const vikram = { id: 'u-1', userid: 100042, name: 'Vikram Rao', email: 'vikram@example.in', role: 'reseller' };
const meera = { id: 'u-2', userid: 100043, name: 'Meera Iyer', email: 'meera@example.in', role: 'reseller' };

function aKey(overrides: Partial<AdminApiKey>): AdminApiKey {
  return {
    id: 'k',
    name: 'Key',
    kind: 'live',
    prefix: 'sk_live_Ab12Cd34',
    createdAt: '2026-01-20T06:30:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    owner: vikram,
    ...overrides,
  };
}

function keysApi(extra: AdminRoutes = {}) {
  const keys = [
    aKey({ id: 'k-1', name: 'Shop server', prefix: 'sk_live_Ab12Cd34', lastUsedAt: '2026-01-31T12:45:00.000Z' }),
    aKey({ id: 'k-2', name: 'Test bot', kind: 'test', prefix: 'sk_test_Qw56Er78', owner: meera }),
    aKey({ id: 'k-3', name: 'Old server', prefix: 'sk_live_Zz99Yy88', revokedAt: '2026-01-25T04:30:00.000Z' }),
  ];
  return adminApi({
    'GET /admin/api-keys': () => ({ body: { keys } }),
    'POST /admin/api-keys/k-1/revoke': () => {
      keys[0] = { ...keys[0]!, revokedAt: '2026-02-01T10:00:00.000Z' };
      return { body: { message: 'The key is revoked.', key: keys[0] } };
    },
    ...extra,
  });
}

async function openKeys(extra: AdminRoutes = {}) {
  const api = keysApi(extra);
  return { ...(await openScreen('/admin/api-keys', { role: 'cell', name: 'Shop server' })), api };
}

describe('API keys (admin)', () => {
  it('lists every reseller’s keys with owner, kind, prefix, last used and revoked; it is in the admin menu', async () => {
    await openKeys();
    expect(columnHeaders('API keys')).toEqual(['Owner', 'Key', 'Kind', 'Prefix', 'Created', 'Last used', 'Revoked', 'Actions']);
    const shop = within(rowOf('Shop server'));
    expect(shop.getByText('Vikram Rao')).toBeInTheDocument();
    expect(shop.getByText('vikram@example.in · #100042 · reseller')).toBeInTheDocument();
    expect(shop.getByRole('cell', { name: 'sk_live_Ab12Cd34…' })).toHaveClass('font-mono');
    expect(shop.getByText('Live')).toBeInTheDocument();
    expect(shop.getByText('31 Jan 2026, 06:15 pm')).toBeInTheDocument();
    expect(shop.getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Test bot')).getByText('Test')).toBeInTheDocument();
    expect(within(rowOf('Test bot')).getByText('Never')).toBeInTheDocument();
    const old = within(rowOf('Old server'));
    expect(old.getByText('25 Jan 2026, 10:00 am')).toHaveAttribute('data-tone', 'red');
    expect(old.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'API keys' })).toHaveAttribute('aria-current', 'page');
  });

  it('Revoke asks first, then revokes and shows the key revoked', async () => {
    const { user, api } = await openKeys();
    await user.click(within(rowOf('Shop server')).getByRole('button', { name: /Revoke/ }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key Shop server?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);

    await user.click(within(rowOf('Shop server')).getByRole('button', { name: /Revoke/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key is revoked.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/admin/api-keys/k-1/revoke')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('Shop server')).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument());
    expect(within(rowOf('Shop server')).getByText('01 Feb 2026, 03:30 pm')).toBeInTheDocument();
  });

  it('searches by owner and filters by status in the browser', async () => {
    const { user } = await openKeys();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'meera');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Shop server' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Test bot' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'revoked');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Test bot' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Old server' })).toBeInTheDocument();
  });
});

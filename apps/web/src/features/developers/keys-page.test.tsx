import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aKey, refused } from './developer-test-data';
import type { ApiKey } from '@shop/contract/reseller-api';

const SECRET = 'sk_test_9fK2LmQ7xR4vT8wZ1aB3cD5eF6gH7iJ8kL9mN0pQ';

beforeAll(async () => {
  // The routes load these lazily; a cold first import under a busy run can outlast a test's wait.
  await Promise.all([import('./keys-page'), import('./webhooks-page'), import('../../app/protected-route')]);
});

/** A reseller's keys, kept by the fake server as the real one keeps them. */
function keysApi(initial: ApiKey[] = [], role: 'reseller' | 'admin' | 'user' = 'reseller') {
  signIn(role, 'Vikram Rao');
  const keys = [...initial];
  return fakeApi({
    'POST /auth/validateuser': { body: { role } },
    'GET /reseller/keys': () => ({ body: { keys } }),
    'GET /reseller/webhooks': { body: { endpoints: [] } },
    'POST /reseller/keys': ({ body }) => {
      const { name, kind } = body as { name: string; kind: 'live' | 'test' };
      const key = aKey({ id: 'key-new', name, kind, prefix: SECRET.slice(0, 16), createdAt: new Date().toISOString() });
      keys.unshift(key);
      return { status: 201, body: { message: 'Key created.', key, secret: SECRET } };
    },
    'POST /reseller/keys/key-shop/revoke': () => {
      const at = keys.findIndex((k) => k.id === 'key-shop');
      keys[at] = { ...keys[at]!, revokedAt: '2026-02-01T10:00:00.000Z' };
      return { body: { message: 'The key is revoked.', key: keys[at] } };
    },
  });
}

async function openKeys() {
  const app = renderApp('/developers/keys');
  await screen.findByRole('heading', { level: 1, name: 'API keys' }, { timeout: 5000 });
  return app;
}

const keyItem = (name: string) => within(screen.getByRole('list', { name: 'Your keys' })).getByRole('listitem', { name });

describe('API keys', { timeout: 15_000 }, () => {
  it('lists the keys: name, live or test, the prefix in monospace, created, last used and revoked', async () => {
    keysApi([
      aKey({ id: 'key-shop', name: 'Shop server', kind: 'live', prefix: 'sk_live_Ab12Cd34', lastUsedAt: '2026-01-31T12:45:00.000Z' }),
      aKey({ name: 'Old bot', kind: 'test', prefix: 'sk_test_Zz99Yy88', revokedAt: '2026-01-25T04:30:00.000Z' }),
    ]);
    await openKeys();
    const shop = within(await screen.findByRole('listitem', { name: 'Shop server' }));
    expect(shop.getByText('Live')).toHaveAttribute('data-tone', 'green');
    expect(shop.getByText('sk_live_Ab12Cd34…')).toHaveClass('font-mono');
    expect(shop.getByText('31 Jan 2026, 06:15 pm')).toBeInTheDocument();
    expect(shop.getByRole('button', { name: 'Revoke Shop server' })).toBeInTheDocument();

    const old = within(keyItem('Old bot'));
    expect(old.getByText('Test')).toHaveAttribute('data-tone', 'blue');
    expect(old.getByText('Revoked', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(old.getByText('never')).toBeInTheDocument();
    expect(old.getByText('25 Jan 2026, 10:00 am')).toBeInTheDocument();
    expect(old.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('shows a new key’s secret once, with a Copy button, and forgets it on leaving the page', async () => {
    const api = keysApi();
    const { user } = await openKeys();
    await screen.findByText(/No keys yet/);

    await user.type(screen.getByLabelText('Name'), 'Telegram bot');
    await user.click(screen.getByRole('radio', { name: /Test/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const panel = await screen.findByRole('region', { name: 'Your new key' });
    expect(within(panel).getByTestId('secret')).toHaveTextContent(SECRET);
    expect(panel).toHaveTextContent('You will not see it again');
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/reseller/keys')?.body).toEqual({ name: 'Telegram bot', kind: 'test' });
    await user.click(within(panel).getByRole('button', { name: 'Copy your new key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(panel).getByRole('button', { name: 'Copy your new key' })).toHaveTextContent('Copied');
    // The list has the key, by its prefix only; the form is empty again.
    expect(within(keyItem('Telegram bot')).getByText(`${SECRET.slice(0, 16)}…`)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    // Nothing of the secret is kept in the browser's storage.
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) expect(store.getItem(store.key(i)!)).not.toContain(SECRET);
    }

    // Away to the webhooks and back: the secret is gone for good.
    const tabs = screen.getByRole('navigation', { name: 'Reseller API' });
    await user.click(within(tabs).getByRole('link', { name: 'Webhooks' }));
    await screen.findByRole('heading', { level: 1, name: 'Webhooks' }, { timeout: 5000 });
    await user.click(within(screen.getByRole('navigation', { name: 'Reseller API' })).getByRole('link', { name: 'API keys' }));
    await screen.findByRole('listitem', { name: 'Telegram bot' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Your new key' })).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('"I have saved it" closes the secret panel', async () => {
    keysApi();
    const { user } = await openKeys();
    await user.type(screen.getByLabelText('Name'), 'Shop server');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const panel = await screen.findByRole('region', { name: 'Your new key' });
    await user.click(within(panel).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('region', { name: 'Your new key' })).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('a key needs a name: the contract’s message, and nothing is sent', async () => {
    const api = keysApi();
    const { user } = await openKeys();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please name the key.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/reseller/keys')).toBe(false);
  });

  it('revoke asks to confirm first; once confirmed the list shows the key revoked', async () => {
    const api = keysApi([aKey({ id: 'key-shop', name: 'Shop server' })]);
    const { user } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'Revoke Shop server' }));

    let dialog = screen.getByRole('dialog', { name: 'Revoke the key “Shop server”?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Shop server' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke the key “Shop server”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/reseller/keys/key-shop/revoke')).toHaveLength(1);
    const item = within(keyItem('Shop server'));
    expect(item.getByText('Revoked', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(item.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('The key is revoked.')).toBeInTheDocument();
  });

  it('a refused revoke keeps the dialog open with the server’s reason', async () => {
    signIn('reseller');
    fakeApi({
      'POST /auth/validateuser': { body: { role: 'reseller' } },
      'GET /reseller/keys': { body: { keys: [aKey({ id: 'key-bot', name: 'Bot' })] } },
      'POST /reseller/keys/key-bot/revoke': refused(404, 'No such key.', 'NOT_FOUND'),
    });
    const { user } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'Revoke Bot' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('No such key.');
  });

  it('a plain customer sees the server’s answer that keys are for resellers', async () => {
    signIn('user');
    fakeApi({
      'POST /auth/validateuser': { body: { role: 'user' } },
      'GET /reseller/keys': refused(403, 'API keys are for resellers.', 'FORBIDDEN'),
    });
    await openKeys();
    expect(await screen.findByText('API keys are for resellers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a visitor who is not signed in goes to /login', async () => {
    fakeApi({});
    renderApp('/developers/keys');
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

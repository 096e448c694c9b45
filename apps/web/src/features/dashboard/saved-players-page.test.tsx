import { screen, waitFor, within } from '@testing-library/react';
import { aSavedPlayer, emptyGallery, emptyHome, fakeApi, signIn } from '../../test/fake-api';
import { fakePush, removeFakePush } from '../../test/fake-push';
import { renderApp } from '../../test/render-app';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

type Routes = Parameters<typeof fakeApi>[0];

async function openSavedPlayers(routes: Routes) {
  signIn();
  const api = fakeApi({ 'POST /auth/validateuser': { body: { role: 'user' } }, ...routes });
  const app = renderApp('/dashboard/players');
  await screen.findByRole('heading', { level: 1, name: 'Saved game accounts' }, slow);
  return { ...app, api };
}

describe('/dashboard/players', { timeout: 15_000 }, () => {
  it('lists the saved accounts with their ids, and a way to buy for each', async () => {
    await openSavedPlayers({
      'GET /players': { body: { players: [aSavedPlayer(), aSavedPlayer({ id: 'sp-2', label: null, name: null, playerId: '555000', zoneId: '' })] } },
    });
    const list = await screen.findByRole('list', { name: 'Saved game accounts' }, slow);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'My main' })).toBeInTheDocument();
    expect(within(first!).getByText('123456')).toBeInTheDocument();
    expect(within(first!).getByText('7890')).toBeInTheDocument();
    expect(within(first!).getByText('SwiftTiger42')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Buy for My main' })).toHaveAttribute(
      'href',
      '/product/00000000-0000-4000-8000-00000000aaaa?player=123456&zone=7890',
    );
    // Without a label or an in-game name, the id names it.
    expect(within(second!).getByRole('heading', { name: '555000' })).toBeInTheDocument();
    expect(within(second!).queryByText('Zone/Server')).not.toBeInTheDocument();
  });

  it('explains when nothing is saved yet', async () => {
    await openSavedPlayers({ 'GET /players': { body: { players: [] } } });
    expect(await screen.findByRole('heading', { name: 'No saved accounts yet' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/After a purchase is delivered, the player id you bought for is saved here/)).toBeInTheDocument();
  });

  it('renames an account in place', async () => {
    let players = [aSavedPlayer()];
    const { user, api } = await openSavedPlayers({
      'GET /players': () => ({ body: { players } }),
      'POST /players/sp-1': ({ body }) => {
        players = [aSavedPlayer({ label: (body as { label: string | null }).label })];
        return { body: { message: 'Saved account renamed.', player: players[0] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename My main' }, slow));
    const form = screen.getByRole('form', { name: 'Rename My main' });
    const input = within(form).getByLabelText('Name for this account');
    expect(input).toHaveValue('My main');
    await user.clear(input);
    await user.type(input, 'Brother');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved account renamed.', {}, slow)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/players/sp-1')?.body).toEqual({ label: 'Brother' });
    expect(await screen.findByRole('heading', { name: 'Brother' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Rename/ })).not.toBeInTheDocument();
  });

  it('an empty name removes the label; a refusal shows the server message', async () => {
    const { user, api } = await openSavedPlayers({
      'GET /players': { body: { players: [aSavedPlayer()] } },
      'POST /players/sp-1': { status: 400, body: { message: 'A name must be at most 40 characters long.', code: 'BAD_REQUEST', requestId: 'r1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Rename My main' }, slow));
    await user.clear(screen.getByLabelText('Name for this account'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('A name must be at most 40 characters long.');
    expect(api.calls.find((c) => c.path === '/players/sp-1')?.body).toEqual({ label: null });
  });

  it('deletes an account after a confirmation, and Keep changes nothing', async () => {
    let players = [aSavedPlayer(), aSavedPlayer({ id: 'sp-2', label: 'Brother', playerId: '555000' })];
    const { user, api } = await openSavedPlayers({
      'GET /players': () => ({ body: { players } }),
      'POST /players/sp-1/delete': () => {
        players = players.filter((p) => p.id !== 'sp-1');
        return { body: { message: 'Saved account deleted.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete My main' }, slow));
    let dialog = screen.getByRole('dialog', { name: 'Delete saved account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/delete'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete My main' }));
    dialog = screen.getByRole('dialog', { name: 'Delete saved account?' });
    expect(dialog).toHaveTextContent('My main (ID 123456, 7890) will no longer be offered');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved account deleted.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'My main' })).not.toBeInTheDocument(), slow);
    expect(screen.getByRole('heading', { name: 'Brother' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is linked from the dashboard', async () => {
    signIn();
    fakeApi({
      'POST /auth/validateuser': { body: { role: 'user' } },
      'GET /user/myorder/100001': { body: { total_order: 0, completed: 0, refunded: 0 } },
      'GET /gallery/images': { body: emptyGallery },
      'GET /product/gethomeproducts': { body: emptyHome },
    });
    renderApp('/dashboard');
    const links = await screen.findByRole('navigation', { name: 'Your account' }, slow);
    expect(within(links).getByRole('link', { name: 'Saved game accounts' })).toHaveAttribute('href', '/dashboard/players');
  });
});

describe('Dashboard: order notifications', { timeout: 15_000 }, () => {
  afterEach(removeFakePush);

  async function openDashboard() {
    signIn();
    const api = fakeApi({
      'POST /auth/validateuser': { body: { role: 'user' } },
      'GET /user/myorder/100001': { body: { total_order: 0, completed: 0, refunded: 0 } },
      'POST /push/unsubscribe': { body: { message: 'Notifications are off for this device.' } },
    });
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
    return { ...app, api };
  }

  it('turns notifications off: the server forgets the device and the browser unsubscribes', async () => {
    const push = fakePush();
    push.subscribed();
    const { user, api } = await openDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Order notifications' }, slow);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'), slow);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'), slow);
    expect(api.calls.find((c) => c.path === '/push/unsubscribe')?.body).toEqual({ endpoint: 'https://push.example.net/send/device-1' });
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('shows off on a device without a subscription', async () => {
    fakePush();
    await openDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Order notifications' }, slow);
    await waitFor(() => expect(toggle).toBeEnabled(), slow);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('has no switch where the browser has no Web Push', async () => {
    await openDashboard();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

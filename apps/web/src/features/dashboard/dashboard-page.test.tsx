import { siteHeader } from '../../test/queries';
import { screen, within } from '@testing-library/react';
import { emptyGallery, emptyHome, fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const summary = { total_order: 12, completed: 9, refunded: 2 };

function dashboardApi(extra = {}) {
  return fakeApi({
    'POST /auth/validateuser': { body: { role: 'user' } },
    'GET /user/myorder/100001': { body: summary },
    'GET /gallery/images': { body: emptyGallery },
    'GET /product/gethomeproducts': { body: emptyHome },
    ...extra,
  });
}

async function openDashboard(extra = {}) {
  const api = dashboardApi(extra);
  const app = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
  return { ...app, api };
}

function storedUser() {
  return JSON.parse(localStorage.getItem('user')!) as { name: string };
}

describe('Dashboard', { timeout: 15_000 }, () => {
  it('shows the profile, the mobile number or N/A, and the order overview', async () => {
    signIn('user', 'Arjun Mehta');
    await openDashboard();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Arjun Mehta')).toBeInTheDocument();
    expect(within(profile).getByText('arjun@example.in')).toBeInTheDocument();
    expect(within(profile).getByText('9876543210')).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Order Overview' });
    expect(await within(overview).findByText('12')).toBeInTheDocument();
    const figures = within(overview)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(figures).toEqual(['12', '9', '2']);
    expect(within(overview).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Orders', 'Completed', 'Refunded']);

    const links = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(links).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(links).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(links).getByRole('link', { name: 'Refer & Earn' })).toHaveAttribute('href', '/referandearn');
  });

  it('shows N/A when the account has no mobile number', async () => {
    signIn();
    localStorage.setItem('user', JSON.stringify({ ...storedUser(), mobilenumber: null }));
    await openDashboard();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('N/A')).toBeInTheDocument();
  });

  it('Logout clears the browser storage and goes to /home', async () => {
    signIn();
    const { user } = await openDashboard();
    await user.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('a logged-out visitor is sent to /login', async () => {
    dashboardApi();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('a token the server refuses clears the browser storage and goes to /login', async () => {
    signIn();
    localStorage.setItem('theme', 'dark');
    dashboardApi({ 'POST /auth/validateuser': { status: 401, body: { message: 'Please login again.', code: 'UNAUTHENTICATED', requestId: 't' } } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    expect(localStorage.length).toBe(0);
    expect(within(siteHeader()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Dashboard: the Reseller API card', { timeout: 15_000 }, () => {
  for (const role of ['reseller', 'admin'] as const) {
    it(`shows a ${role} the way to the API's documentation, keys and webhooks`, async () => {
      signIn(role);
      await openDashboard({ 'POST /auth/validateuser': { body: { role } } });
      const card = within(screen.getByRole('region', { name: 'Reseller API' }));
      expect(card.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/developers');
      expect(card.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/developers/keys');
      expect(card.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/developers/webhooks');
    });
  }

  it('is not shown to a customer', async () => {
    signIn('user');
    await openDashboard();
    expect(screen.getByRole('region', { name: 'Order Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reseller API' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
  });
});

describe('Dashboard: name edit', { timeout: 15_000 }, () => {
  async function editName(newName: string, answer: { status?: number; body: unknown }) {
    signIn('user', 'Arjun Mehta');
    const app = await openDashboard({ 'POST /user/edit-profile': answer });
    const profile = screen.getByRole('region', { name: 'Profile' });
    await app.user.click(within(profile).getByRole('button', { name: 'Edit name' }));
    const input = within(profile).getByLabelText('Name');
    await app.user.clear(input);
    if (newName) await app.user.type(input, newName);
    await app.user.click(within(profile).getByRole('button', { name: 'Save' }));
    return { ...app, profile };
  }

  it('success says to log in again, stores the returned user and reloads', async () => {
    const updated = { _id: 'u-1', userid: '100001', name: 'Arjun K Mehta', email: 'arjun@example.in', mobilenumber: '9876543210', role: 'user', verified: true };
    const { profile, api } = await editName('Arjun K Mehta', { body: { message: 'Profile updated successfully', user: updated } });
    expect(await within(profile).findByText('Profile updated successfully, please relogin.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/user/edit-profile')?.body).toEqual({ userid: '100001', name: 'Arjun K Mehta' });
    expect(storedUser().name).toBe('Arjun K Mehta');
    // The token and expiry stay as they were: only the user is replaced.
    expect(localStorage.getItem('token')).toBe('"test-token"');
  });

  it('a refused edit shows the server message and keeps the stored user', async () => {
    const { profile } = await editName('', { status: 400, body: { message: 'Please enter your name.', code: 'BAD_REQUEST', requestId: 't' } });
    expect(await within(profile).findByText('Please enter your name.')).toBeInTheDocument();
    expect(storedUser().name).toBe('Arjun Mehta');
  });

  it('a failure without a message shows "Failed to update profile"', async () => {
    const { profile } = await editName('Arjun', { status: 500, body: {} });
    expect(await within(profile).findByText('Failed to update profile')).toBeInTheDocument();
    expect(within(profile).queryByText('Profile updated successfully, please relogin.')).not.toBeInTheDocument();
  });
});

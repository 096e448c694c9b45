import { siteHeader } from '../../test/queries';
import { act, screen, within } from '@testing-library/react';
import { emptyGallery, emptyHome, fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const riya = { _id: 'u-7', userid: '100007', name: 'Riya Sen', email: 'riya@example.in', mobilenumber: null, role: 'user', verified: true };
const homeRoutes = { 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome } };

describe('Google sign-in completion on /home?success=true', { timeout: 15_000 }, () => {
  it('collects the session once and stores it for 6 hours', async () => {
    const before = Date.now();
    const api = fakeApi({ ...homeRoutes, 'GET /auth/login/success': { body: { token: 'jwt-google', user: riya } } });
    renderApp('/home?success=true');
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })).toHaveTextContent('Riya');
    expect(localStorage.getItem('token')).toBe('"jwt-google"');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(riya);
    expect(Number(localStorage.getItem('expiryTime'))).toBeGreaterThanOrEqual(before + 21_600_000);
    expect(api.calls.filter((c) => c.path === '/auth/login/success')).toHaveLength(1);
  });

  it('a refused collection says "Google Authentication Failed"', async () => {
    fakeApi({ ...homeRoutes, 'GET /auth/login/success': { status: 401, body: { message: 'Failed to fetch user data from Google Login.', code: 'UNAUTHENTICATED', requestId: 't' } } });
    renderApp('/home?success=true');
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Google Authentication Failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an answer without a session says "Failed to retrieve user data"', async () => {
    fakeApi({ ...homeRoutes, 'GET /auth/login/success': { body: { message: 'no session' } } });
    renderApp('/home?success=true');
    const toasts = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Failed to retrieve user data', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a plain /home does not ask for a Google session', async () => {
    const api = fakeApi(homeRoutes);
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: /S-Store/ });
    expect(api.calls.some((c) => c.path === '/auth/login/success')).toBe(false);
  });
});

describe('Session expiry', { timeout: 15_000 }, () => {
  it('a session found expired at load is cleared from storage', async () => {
    signIn();
    localStorage.setItem('expiryTime', String(Date.now() - 1000));
    fakeApi({});
    renderApp('/about');
    expect(await within(siteHeader()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('a running session logs the user out when its expiry time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('user', 'Arjun Mehta');
    localStorage.setItem('expiryTime', String(Date.now() + 60_000));
    fakeApi({});
    renderApp('/about', { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(localStorage.getItem('token')).toBe('"test-token"');
    act(() => vi.advanceTimersByTime(1_500));
    expect(localStorage.getItem('token')).toBeNull();
    expect(within(siteHeader()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

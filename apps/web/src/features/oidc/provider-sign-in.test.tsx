import { siteHeader } from '../../test/queries';
import { act, screen, waitFor, within } from '@testing-library/react';
import { oidcErrorMessages } from '@shop/contract/oidc';
import { emptyGallery, emptyHome, fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// oidc-client-ts is another company's library: here it is a fake at its boundary, and each test
// says what the provider does. oidc-flows.test.ts runs the real one.
const oidc = vi.hoisted(() => ({
  signinPopup: vi.fn(),
  signinRedirect: vi.fn(),
  signinSilent: vi.fn(),
  signinCallback: vi.fn(),
  signoutRedirect: vi.fn(),
  removeUser: vi.fn(),
}));

vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    signinPopup = (...args: unknown[]) => oidc.signinPopup(...args);
    signinRedirect = (...args: unknown[]) => oidc.signinRedirect(...args);
    signinSilent = (...args: unknown[]) => oidc.signinSilent(...args);
    signinCallback = (...args: unknown[]) => oidc.signinCallback(...args);
    signoutRedirect = (...args: unknown[]) => oidc.signoutRedirect(...args);
    removeUser = (...args: unknown[]) => oidc.removeUser(...args);
    stopSilentRenew() {}
  },
  WebStorageStateStore: class {},
}));

const config = {
  enabled: true,
  issuer: 'https://id.example.com',
  clientId: 'shop-web',
  scope: 'openid profile email',
  providerName: 'Acme ID',
  extraParams: {},
  refreshTokens: false,
};
const riya = { _id: 'u-7', userid: '100007', name: 'Riya Sen', email: 'riya@example.in', mobilenumber: null, role: 'user', verified: true };
const idToken = `eyJhbGciOiJSUzI1NiJ9.${'a'.repeat(40)}.signature`;
const homeRoutes = { 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome } };
const refused = (status: number, message: string) => ({ status, body: { message, code: 'X', requestId: 't' } });
const providerError = (error: string, state?: unknown) => Object.assign(new Error(error), { name: 'ErrorResponse', error, state });
const button = () => screen.findByRole('button', { name: 'Continue with Acme ID' }, { timeout: 5000 });
const location = () => screen.getByTestId('location');

function shopApi(extra: Record<string, { status?: number; body: unknown }> = {}) {
  return fakeApi({
    'GET /auth/oidc/config': { body: config },
    'POST /auth/oidc/nonce': { body: { nonce: 'nonce-1' } },
    'POST /auth/oidc/signin': { body: { token: 'jwt-oidc', user: riya } },
    ...homeRoutes,
    ...extra,
  });
}

/** What the library does when the popup's signal aborts: it rejects with the abort reason as the message. */
function popupThatNeverAnswers(args: { popupSignal: AbortSignal }) {
  return new Promise((_resolve, reject) => {
    args.popupSignal.addEventListener('abort', () => reject(new Error(String(args.popupSignal.reason))));
  });
}

beforeEach(() => {
  for (const fn of Object.values(oidc)) fn.mockReset();
});

describe('"Continue with {provider}" button', { timeout: 15_000 }, () => {
  it.each(['/login', '/register'])('shows on %s with the provider name when the shop has a provider', async (path) => {
    shopApi();
    renderApp(path);
    expect(await button()).toBeEnabled();
  });

  it('is absent when the shop has no provider, or the server cannot say; Google stays', async () => {
    const api = fakeApi({ 'GET /auth/oidc/config': { body: { enabled: false } } });
    const { unmount } = renderApp('/login');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/auth/oidc/config')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    unmount();

    fakeApi({});
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' }, { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    // Registering through Google is offered whatever the provider answers.
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  it('a popup sign-in sends the server nonce, posts the ID token, stores the session and goes home', async () => {
    const before = Date.now();
    oidc.signinPopup.mockResolvedValue({ id_token: idToken });
    const api = shopApi();
    const { user } = renderApp('/login');
    await user.click(await button());
    expect(await screen.findByRole('heading', { level: 1, name: /S-Store/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/home');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(oidc.signinPopup).toHaveBeenCalledWith(expect.objectContaining({ nonce: 'nonce-1', popupAbortOnClose: true, popupSignal: expect.any(AbortSignal) }));
    expect(api.calls.find((c) => c.path === '/auth/oidc/signin')?.body).toEqual({ id_token: idToken });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('token')).toBe('"jwt-oidc"');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(riya);
    expect(Number(localStorage.getItem('expiryTime'))).toBeGreaterThanOrEqual(before + 21_600_000);
    expect(localStorage.getItem('oidcSession')).toBe('true');
  });

  it('returns to the protected page that sent the person to /login', async () => {
    oidc.signinPopup.mockResolvedValue({ id_token: idToken });
    shopApi({ 'POST /auth/validateuser': { body: { role: 'user' } }, 'GET /user/myorder/100007': { body: { total_order: 0, completed: 0, refunded: 0 } } });
    const { user } = renderApp('/dashboard');
    await user.click(await button());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('a blocked popup falls back to a full-page redirect with the same nonce and the way back', async () => {
    oidc.signinPopup.mockRejectedValue(new Error('Attempted to navigate on a disposed window'));
    // The page would leave for the provider: the promise never settles.
    oidc.signinRedirect.mockReturnValue(new Promise(() => {}));
    shopApi();
    const { user } = renderApp('/login');
    await user.click(await button());
    await waitFor(() => expect(oidc.signinRedirect).toHaveBeenCalledWith({ nonce: 'nonce-1', state: { returnTo: '/home' } }));
    expect(await button()).toBeDisabled();
    expect(screen.queryByText(oidcErrorMessages.popupBlocked)).not.toBeInTheDocument();
  });

  it('says the popup was blocked only when the redirect cannot start either', async () => {
    oidc.signinPopup.mockRejectedValue(new Error('Attempted to navigate on a disposed window'));
    oidc.signinRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    shopApi();
    const { user } = renderApp('/login');
    await user.click(await button());
    expect(await screen.findByText(oidcErrorMessages.popupBlocked)).toBeInTheDocument();
    expect(await button()).toBeEnabled();
  });

  it('a closed popup says so, and the button works again', async () => {
    oidc.signinPopup.mockRejectedValueOnce(new Error('Popup closed by user')).mockResolvedValueOnce({ id_token: idToken });
    shopApi();
    const { user } = renderApp('/login');
    await user.click(await button());
    const alert = (await screen.findByText(oidcErrorMessages.popupClosed)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(await button());
    expect(await screen.findByRole('heading', { level: 1, name: /S-Store/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(oidc.signinPopup).toHaveBeenCalledTimes(2);
  });

  it('gives up on a popup after 60 seconds and says the sign-in took too long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    oidc.signinPopup.mockImplementation(popupThatNeverAnswers);
    shopApi();
    const { user } = renderApp('/login', { advanceTimers: vi.advanceTimersByTime });
    await user.click(await button());
    await waitFor(() => expect(oidc.signinPopup).toHaveBeenCalled());
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByText(oidcErrorMessages.timeout)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    expect(await screen.findByText(oidcErrorMessages.timeout)).toBeInTheDocument();
    expect(await button()).toBeEnabled();
  });

  it.each([
    [401, 'Login failed'],
    [403, 'Please verify your email address with Acme ID, then try again.'],
  ])('shows the server refusal (%i) in its own words and stays usable', async (status, message) => {
    oidc.signinPopup.mockResolvedValue({ id_token: idToken });
    shopApi({ 'POST /auth/oidc/signin': refused(status, message) });
    const { user } = renderApp('/login');
    await user.click(await button());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await button()).toBeEnabled();
  });
});

describe('/callback', { timeout: 15_000 }, () => {
  it('an error answer goes back to /login with the message, replacing the address', async () => {
    oidc.signinCallback.mockRejectedValue(providerError('login_required', { returnTo: '/about' }));
    shopApi();
    renderApp('/callback?error=login_required&state=s-1');
    expect(await screen.findByText(oidcErrorMessages.loginRequired, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(oidc.signinCallback).toHaveBeenCalledWith('http://localhost:3000/callback?error=login_required&state=s-1');
    expect(location()).toHaveTextContent('/login');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(location()).toHaveAttribute('data-search', '');
    expect(screen.getByText(oidcErrorMessages.loginRequired).closest('[role="alert"]')).not.toBeNull();
    expect(await button()).toBeEnabled();
  });

  it.each([
    ['No matching state found in storage', oidcErrorMessages.noTransaction],
    ['State does not match', oidcErrorMessages.stateMismatch],
  ])('"%s" reads: %s', async (error, text) => {
    oidc.signinCallback.mockRejectedValue(new Error(error));
    shopApi();
    renderApp('/callback?code=c-1&state=s-unknown');
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
  });

  it('a code completes a redirect sign-in and replaces itself with the page the person was going to', async () => {
    oidc.signinCallback.mockResolvedValue({ id_token: idToken, state: { returnTo: '/about' } });
    const api = shopApi();
    renderApp('/callback?code=c-1&state=s-1');
    await waitFor(() => expect(location()).toHaveTextContent('/about'), { timeout: 5000 });
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(api.calls.find((c) => c.path === '/auth/oidc/signin')?.body).toEqual({ id_token: idToken });
    expect(localStorage.getItem('token')).toBe('"jwt-oidc"');
    expect(localStorage.getItem('oidcSession')).toBe('true');
  });

  it('a server refusal after the redirect goes back to /login with its message', async () => {
    oidc.signinCallback.mockResolvedValue({ id_token: idToken, state: { returnTo: '/about' } });
    shopApi({ 'POST /auth/oidc/signin': refused(401, 'Login failed') });
    renderApp('/callback?code=c-1&state=s-1');
    expect(await screen.findByText('Login failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("in the popup, hands the answer to the library and signs nobody in itself", async () => {
    oidc.signinCallback.mockResolvedValue(undefined);
    const api = shopApi();
    renderApp('/callback?code=c-1&state=s-1');
    expect(await screen.findByText('Signed in. You can close this window.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/auth/oidc/signin')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('The provider session at app start', { timeout: 15_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('is restored quietly for someone not signed in to the shop, once per tab', async () => {
    oidc.signinSilent.mockResolvedValue({ id_token: idToken });
    const api = shopApi();
    const { unmount } = renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })).toHaveTextContent('Riya');
    expect(oidc.signinSilent).toHaveBeenCalledWith({ nonce: 'nonce-1', forceIframeAuth: true });
    expect(api.calls.find((c) => c.path === '/auth/oidc/signin')?.body).toEqual({ id_token: idToken });
    expect(localStorage.getItem('oidcSession')).toBe('true');
    unmount();

    localStorage.clear();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: /S-Store/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(oidc.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('counts the check as done for the tab only once the provider has answered, so a page left meanwhile checks again', async () => {
    let answer!: (value: unknown) => void;
    oidc.signinSilent.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    shopApi();
    renderApp('/home');
    await waitFor(() => expect(oidc.signinSilent).toHaveBeenCalled(), { timeout: 5000 });
    expect(sessionStorage.getItem('oidcSilentCheck')).toBeNull();
    answer({ id_token: idToken });
    await waitFor(() => expect(sessionStorage.getItem('oidcSilentCheck')).toBe('done'));
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })).toHaveTextContent('Riya');
  });

  it('says nothing when the provider answers login_required', async () => {
    oidc.signinSilent.mockRejectedValue(providerError('login_required'));
    shopApi();
    renderApp('/home');
    await waitFor(() => expect(oidc.signinSilent).toHaveBeenCalled(), { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(oidcErrorMessages.loginRequired)).not.toBeInTheDocument();
    expect(within(siteHeader()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is not tried for someone already signed in, nor when the shop has no provider', async () => {
    signIn();
    const api = shopApi();
    const { unmount } = renderApp('/home');
    await screen.findByRole('button', { name: 'Account menu' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(api.calls.some((c) => c.path.startsWith('/auth/oidc'))).toBe(false);
    unmount();

    localStorage.clear();
    sessionStorage.clear();
    const quiet = fakeApi({ 'GET /auth/oidc/config': { body: { enabled: false } }, ...homeRoutes });
    renderApp('/home');
    await waitFor(() => expect(quiet.calls.some((c) => c.path === '/auth/oidc/config')).toBe(true), { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(quiet.calls.some((c) => c.path === '/auth/oidc/nonce')).toBe(false);
    expect(oidc.signinSilent).not.toHaveBeenCalled();
  });
});

describe('Signing out', { timeout: 15_000 }, () => {
  async function signOut() {
    const { user } = renderApp('/home');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Sign Out' }));
  }

  it('a session from the provider ends at the provider too', async () => {
    signIn();
    localStorage.setItem('oidcSession', 'true');
    oidc.signoutRedirect.mockResolvedValue(undefined);
    shopApi();
    await signOut();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(oidc.signoutRedirect).toHaveBeenCalledTimes(1));
    expect(location()).toHaveTextContent('/home');
  });

  it('an email session ends at the shop only', async () => {
    signIn();
    const api = shopApi();
    await signOut();
    expect(localStorage.getItem('token')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(oidc.signoutRedirect).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.path === '/auth/oidc/config')).toBe(false);
  });
});

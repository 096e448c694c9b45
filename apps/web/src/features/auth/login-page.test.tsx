import { screen, within } from '@testing-library/react';
import { emptyGallery, emptyHome, fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const riya = { _id: 'u-7', userid: '100007', name: 'Riya Sen', email: 'riya@example.in', mobilenumber: '9876543210', role: 'user', verified: true };
const fail = (status: number, msg: string) => ({ status, body: { msg, code: 'X', requestId: 't' } });
const homeRoutes = { 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome } };

async function logIn(answer: { status?: number; body: unknown }, path = '/login', extra = {}) {
  const api = fakeApi({ 'POST /auth/login': answer, ...homeRoutes, ...extra });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
  await app.user.type(screen.getByLabelText('Email'), 'riya@example.in');
  await app.user.type(screen.getByLabelText('Password'), 'secret-pass-1');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...app, api };
}

describe('Login', { timeout: 15_000 }, () => {
  it('offers show/hide password, the forgotten-password, register, mobile OTP and Google ways in', async () => {
    fakeApi({});
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password', {}, { timeout: 5000 });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgetpassword');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login with Mobile OTP' })).toHaveAttribute('href', '/otplogin');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google');
  });

  it('stores the session for 6 hours and goes to /home', async () => {
    const before = Date.now();
    const { api } = await logIn({ body: { token: 'jwt-1', user: riya } });
    expect(await screen.findByRole('heading', { level: 1, name: /S-Store/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
    expect(api.calls.find((c) => c.path === '/auth/login')?.body).toEqual({ email: 'riya@example.in', password: 'secret-pass-1' });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('token')).toBe('"jwt-1"');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(riya);
    expect(Number(localStorage.getItem('expiryTime'))).toBeGreaterThanOrEqual(before + 21_600_000);
  });

  it('shows a wrong password in red and stays', async () => {
    await logIn(fail(401, 'Incorrect password. Please try again.'));
    expect(await screen.findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an unknown user gets a warning and goes to /register', async () => {
    await logIn(fail(404, 'User does not exist. Please create an account first.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('alert')).toHaveTextContent(
      'User does not exist. Please create an account first.',
    );
  });

  it('an unverified email goes to /checkverification', async () => {
    const message = 'Please verify your email address. A verification email has been sent to riya@example.in.';
    await logIn(fail(403, message));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkverification');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Gmail/ })).toHaveAttribute('href', 'https://mail.google.com');
  });

  it('returns to the protected page that sent the user here', async () => {
    const api = fakeApi({
      'POST /auth/login': { body: { token: 'jwt-1', user: riya } },
      'POST /auth/validateuser': { body: { role: 'user' } },
      'GET /user/myorder/100007': { body: { total_order: 0, completed: 0, refunded: 0 } },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('Email'), 'riya@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.calls.find((c) => c.path === '/auth/validateuser')?.headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('a failed Google sign-in comes back to /login?error=google', async () => {
    fakeApi({});
    renderApp('/login?error=google');
    expect(await screen.findByText('Google Authentication Failed', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when the shop has no Google sign-in', async () => {
    fakeApi({});
    renderApp('/login?error=google-unavailable');
    expect(await screen.findByText(/Google sign-in is not available on this shop/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('Screens for guests only', { timeout: 15_000 }, () => {
  it.each(['/login', '/register', '/forgetpassword', '/checkverification', '/reset_password/u/t0123456789', '/reset-password/u/t0123456789', '/verification/u/t0123456789'])(
    'a logged-in user opening %s sees the landing page',
    async (path) => {
      signIn();
      const api = fakeApi(homeRoutes);
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: /S-Store/ }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/home');
      expect(api.calls.some((c) => c.path.startsWith('/auth/verifymail'))).toBe(false);
    },
  );
});

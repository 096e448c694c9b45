import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const id = '3f2b8c1e-0d4a-4c6e-9b1f-2a7d5e8c9f01';
const token = 'a1b2c3d4e5f6a7b8c9d0';
const fail = (status: number, msg?: string) => ({ status, body: { ...(msg ? { msg } : {}), code: '1', requestId: 't' } });

describe('Forgot password', { timeout: 15_000 }, () => {
  async function request(email: string, answer: { status?: number; body: unknown }) {
    const api = fakeApi({ 'POST /password/forgetpassword': answer });
    const app = renderApp('/forgetpassword');
    await app.user.type(await screen.findByLabelText('Email', {}, { timeout: 5000 }), email);
    await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    return api;
  }

  it('needs an email of a basic shape', async () => {
    const api = await request('riya@example', { body: { msg: 'sent' } });
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server answer', async () => {
    const sent = 'If an account exists for this email, a password reset link has been sent. Please check your inbox.';
    const api = await request('riya@example.in', { body: { msg: sent } });
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'riya@example.in' });
  });

  it('falls back to "An error occurred" without a server message', async () => {
    await request('riya@example.in', fail(500));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

describe('Reset password', { timeout: 15_000 }, () => {
  async function openReset(answer: { status?: number; body: unknown } = { body: { msg: 'ok', code: '0' } }, path = `/reset_password/${id}/${token}`, timers = false) {
    if (timers) vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ [`POST /password/reset-password/${id}/${token}`]: answer });
    const app = renderApp(path, timers ? { advanceTimers: vi.advanceTimersByTime } : {});
    const password = await screen.findByLabelText('New Password', {}, { timeout: 5000 });
    const confirm = screen.getByLabelText('Confirm Password');
    const button = screen.getByRole('button', { name: 'Reset Password' });
    const submitPassword = async (value: string) => {
      await app.user.type(password, value);
      await app.user.type(confirm, value);
      await app.user.click(button);
    };
    return { ...app, api, password, confirm, button, submitPassword };
  }

  it('the button is enabled only when both fields are filled and equal', async () => {
    const { user, password, confirm, button } = await openReset();
    expect(button).toBeDisabled();
    await user.type(password, 'new-pass-123');
    expect(button).toBeDisabled();
    await user.type(confirm, 'new-pass-12');
    expect(button).toBeDisabled();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.type(confirm, '3');
    expect(button).toBeEnabled();
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    await user.clear(password);
    expect(button).toBeDisabled();
  });

  it('asks for a password when the new password is left empty', async () => {
    const { user, password } = await openReset();
    expect(screen.queryByText('Please enter a password')).not.toBeInTheDocument();
    await user.click(password);
    await user.tab();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  });

  it.each([`/reset_password/${id}/${token}`, `/reset-password/${id}/${token}`])(
    'at %s: success shows the confirmation, then /login after 2 s',
    async (path) => {
      const done = 'Password reset successfully. Please log in with your new password.';
      const { submitPassword, api } = await openReset({ body: { msg: done, code: '0' } }, path, true);
      await submitPassword('new-pass-123');
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'new-pass-123' });
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByTestId('location')).not.toHaveTextContent('/login');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    },
  );

  it('a corrupted link offers Generate New Reset Link, to /forgetpassword', async () => {
    const { submitPassword } = await openReset(fail(400, 'The link is corrupted.'));
    await submitPassword('new-pass-123');
    expect(await screen.findByText('The link is corrupted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate New Reset Link' })).toHaveAttribute('href', '/forgetpassword');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset_password/');
  });

  it('other errors show the message without the new-link button', async () => {
    const { submitPassword } = await openReset(fail(400, 'Password must be at least 8 characters long.'));
    await submitPassword('short');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Generate New Reset Link' })).not.toBeInTheDocument();
  });
});

describe('Email verification', { timeout: 15_000 }, () => {
  it('shows the message and goes to /login 2 s after code 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ [`POST /auth/verifymail/${id}/${token}`]: { body: { msg: 'Email verified successfully. You can now log in.', code: '0' } } });
    renderApp(`/verification/${id}/${token}`, { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('Email verified successfully. You can now log in.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/auth/verifymail'))).toHaveLength(1);
    await act(async () => {}); // the page's effects start the redirect timer
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/verification/');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows a refusal and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ [`POST /auth/verifymail/${id}/${token}`]: fail(400, 'The link is corrupted.') });
    renderApp(`/verification/${id}/${token}`, { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('The link is corrupted.', {}, { timeout: 5000 })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('location')).toHaveTextContent('/verification/');
  });
});

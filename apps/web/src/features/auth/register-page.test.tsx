import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const OTP_EXPIRED = 'OTP has expired. Please request a new OTP.';
const fail = (status: number, msg?: string) => ({ status, body: { ...(msg ? { msg } : {}), code: 'BAD_REQUEST', requestId: 't' } });

async function openRegister(routes = {}, path = '/register', timers = false) {
  if (timers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = fakeApi(routes);
  const app = renderApp(path, timers ? { advanceTimers: vi.advanceTimersByTime } : {});
  await screen.findByRole('heading', { level: 1, name: 'Create Account' }, { timeout: 5000 });
  return { ...app, api };
}

async function fillDetails(user: ReturnType<typeof renderApp>['user'], values: Partial<Record<'name' | 'mobile' | 'email' | 'password', string>> = {}) {
  const { name = 'Riya Sen', mobile = '9876543210', email = 'riya@example.in', password = 'secret-pass-1' } = values;
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (mobile) await user.type(screen.getByLabelText('Mobile Number'), mobile);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

const sendOtp = (user: ReturnType<typeof renderApp>['user']) => user.click(screen.getByRole('button', { name: 'Send OTP' }));
const codeSent = { 'POST /auth/register': { body: { msg: 'OTP sent to 9876543210.' } } };

describe('Register: the details form', { timeout: 15_000 }, () => {
  it.each([
    { title: 'asks for every field before sending anything', details: { email: '' }, problem: 'Please fill in all fields.' },
    { title: 'needs a mobile number of at least 10 digits', details: { mobile: '987654321' }, problem: 'Mobile number must be at least 10 digits long.' },
  ])('$title', async ({ details, problem }) => {
    const { user, api } = await openRegister(codeSent);
    await fillDetails(user, details);
    await sendOtp(user);
    expect(screen.getByText(problem)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/auth/register')).toHaveLength(0);
  });

  it('keeps only digits in the mobile number and prefills the referral code from ?referral=', async () => {
    const { user } = await openRegister(codeSent, '/register?referral=riya42');
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveValue('RIYA42');
    await user.type(screen.getByLabelText('Mobile Number'), '98a76-5');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('98765');
  });

  it('shows the server message, or the fallbacks when there is none', async () => {
    let answer: { status: number; body: unknown } = fail(409, 'An account with this email already exists.');
    const { user } = await openRegister({ 'POST /auth/register': () => answer });
    await fillDetails(user);
    await sendOtp(user);
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();

    answer = fail(500);
    await sendOtp(user);
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('says "Something went wrong" when the server cannot be reached', async () => {
    const { user, api } = await openRegister();
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await fillDetails(user);
    await sendOtp(user);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('clears its messages after 5 seconds', async () => {
    const { user } = await openRegister(codeSent, '/register', true);
    await sendOtp(user);
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Please fill in all fields.')).not.toBeInTheDocument();
  });
});

describe('Register: the OTP step', { timeout: 15_000 }, () => {
  it('sends the form, then asks for the code under "Verify Your Account" and goes to /login 2 s after success', async () => {
    const verified = 'Registration successful! A verification link has been sent to riya@example.in. Please verify your email, then log in.';
    const { user, api } = await openRegister(
      { ...codeSent, 'POST /auth/verifyandregister': { status: 201, body: { msg: verified } } },
      '/register?referral=RIYA42',
      true,
    );
    await fillDetails(user);
    await sendOtp(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Account' })).toBeInTheDocument();
    expect(screen.getByText('OTP sent to 9876543210.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/auth/register')?.body).toEqual({
      name: 'Riya Sen',
      mobileNumber: '9876543210',
      email: 'riya@example.in',
      password: 'secret-pass-1',
      referralCode: 'RIYA42',
    });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the OTP and Mobile Number.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/auth/verifyandregister')).toHaveLength(0);

    await user.type(screen.getByLabelText('OTP'), '12x34');
    expect(screen.getByLabelText('OTP')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(verified)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/auth/verifyandregister')?.body).toEqual({
      name: 'Riya Sen',
      mobileNumber: '9876543210',
      email: 'riya@example.in',
      password: 'secret-pass-1',
      referralCode: 'RIYA42',
      otp: '1234',
    });

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('an expired code returns to the details form, which keeps what was typed', async () => {
    const { user } = await openRegister({ ...codeSent, 'POST /auth/verifyandregister': fail(400, OTP_EXPIRED) });
    await fillDetails(user);
    await sendOtp(user);
    await user.type(await screen.findByLabelText('OTP'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText(OTP_EXPIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('riya@example.in');
  });

  it('a wrong code stays on the OTP step with the server message; no message falls back to "Verification failed"', async () => {
    let answer: { status: number; body: unknown } = fail(400, 'Invalid OTP. 4 attempts left.');
    const { user } = await openRegister({ ...codeSent, 'POST /auth/verifyandregister': () => answer });
    await fillDetails(user);
    await sendOtp(user);
    await user.type(await screen.findByLabelText('OTP'), '9999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Account' })).toBeInTheDocument();

    answer = fail(500);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification failed. Please try again.')).toBeInTheDocument();
  });
});

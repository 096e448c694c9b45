import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyGallery, emptyHome, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const riya = { _id: 'u-7', userid: '100007', name: 'Riya Sen', email: 'riya@example.in', mobilenumber: '9876543210', role: 'user', verified: true };
const fail = (status: number, message?: string) => ({ status, body: { success: false, ...(message ? { message } : {}), code: 'X', requestId: 't' } });
const homeRoutes = { 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome } };
const sent = { body: { success: true, message: 'OTP sent to 9876543210.' } };
const timerOf = (ms: number) => ({ body: { success: true, timer: ms, message: 'ok' } });

describe('Mobile OTP login: the number', { timeout: 15_000 }, () => {
  async function sendTo(mobile: string, answer: { status?: number; body: unknown } = sent) {
    const api = fakeApi({ 'POST /otp/otp-login': answer, 'POST /otp/timer': timerOf(60_000), ...homeRoutes });
    const app = renderApp('/otplogin');
    await app.user.type(await screen.findByLabelText('Mobile Number', {}, { timeout: 5000 }), mobile);
    await app.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    return { ...app, api };
  }

  it('needs at least 10 digits', async () => {
    const { api } = await sendTo('98765 4321');
    expect(screen.getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/otp/otp-login')).toBe(false);
  });

  it('sends the code and moves on to /otpverify/{mobile}', async () => {
    const { api } = await sendTo('9876543210');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/otpverify/9876543210');
    expect(api.calls.find((c) => c.path === '/otp/otp-login')?.body).toEqual({ mobile: '9876543210' });
  });

  it('an unregistered number gets a warning and goes to /register', async () => {
    await sendTo('9876543210', fail(404, 'Mobile Number not registered with us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile Number not registered with us');
  });

  it('other failures show the server message, or the fallback', async () => {
    await sendTo('9876543210', fail(500));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/otplogin');
  });
});

describe('Mobile OTP login: the code', { timeout: 15_000 }, () => {
  async function openVerify(routes: Record<string, unknown> = {}) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'POST /otp/timer': timerOf(65_000), 'POST /otp/otp-login': sent, ...homeRoutes, ...routes } as never);
    const app = renderApp('/otpverify/9876543210', { advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' }, { timeout: 5000 });
    const boxes = [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }));
    return { ...app, api, boxes };
  }

  it('four boxes take digits only and move to the next box', async () => {
    const { user, boxes } = await openVerify();
    await user.click(boxes[0]!);
    await user.keyboard('a1');
    expect(boxes[0]).toHaveValue('1');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('2x3');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '']);
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    expect(boxes[2]).toHaveValue('');
  });

  it('a pasted 4-digit code fills every box', async () => {
    const { boxes } = await openVerify();
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => ' 4 8-1 5' } });
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['4', '8', '1', '5']);
  });

  it('counts down in mm:ss from the server timer; Resend OTP waits for 0, then restarts the timer', async () => {
    let resends = 0;
    const { user, api } = await openVerify({
      'POST /otp/otp-login': () => {
        resends += 1;
        return sent;
      },
      'POST /otp/timer': () => timerOf(resends === 0 ? 65_000 : 60_000),
    });
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('01:05'));
    expect(api.calls.find((c) => c.path === '/otp/timer')?.body).toEqual({ mobile: '9876543210' });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:04');
    act(() => vi.advanceTimersByTime(63_000));
    expect(timer).toHaveTextContent('00:01');
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00');
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('OTP sent to 9876543210.')).toBeInTheDocument();
    expect(resends).toBe(1);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('01:00'));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('says so when the timer cannot be fetched', async () => {
    await openVerify({ 'POST /otp/timer': fail(500) });
    expect(await screen.findByText('An error occurred while fetching the timer.')).toBeInTheDocument();
  });

  it('Verify needs all 4 digits', async () => {
    const { user, boxes, api } = await openVerify();
    await user.type(boxes[0]!, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a valid OTP')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/otp/verify-otp')).toBe(false);
  });

  it('a wrong code shows the server message', async () => {
    const { user, boxes } = await openVerify({ 'POST /otp/verify-otp': fail(400, 'Invalid OTP. 4 attempts left.') });
    await user.type(boxes[0]!, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the right code stores the session and goes to /home; a contact support link is offered', async () => {
    // Real timers here: the home page this lands on runs timers of its own, which fake time
    // would fire outside act.
    const api = fakeApi({ 'POST /otp/timer': timerOf(65_000), 'POST /otp/otp-login': sent, ...homeRoutes, 'POST /otp/verify-otp': { body: { success: true, token: 'jwt-otp', user: riya, message: 'Login successful' } } } as never);
    const { user, unmount } = renderApp('/otpverify/9876543210');
    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' }, { timeout: 5000 });
    const boxes = [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }));
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await user.type(boxes[0]!, '4815');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: /S-Store/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
    expect(api.calls.find((c) => c.path === '/otp/verify-otp')?.body).toEqual({ mobile: '9876543210', otp: '4815' });
    expect(localStorage.getItem('token')).toBe('"jwt-otp"');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(riya);
    // The home page it landed on keeps working on timers (banners after the first); stop it here.
    unmount();
  });
});

import { clearSession, readSession, saveSession, SESSION_MS } from './session';

const user = { _id: 'u-1', userid: '100001', name: 'Riya', email: 'riya@example.in', mobilenumber: null, role: 'reseller' as const, verified: true };

describe('Browser session', () => {
  it('reads the user and token back as JSON only when isLoggedIn is present', () => {
    localStorage.setItem('token', JSON.stringify('abc'));
    localStorage.setItem('user', JSON.stringify(user));
    expect(readSession()).toBeNull();
    localStorage.setItem('isLoggedIn', 'true');
    expect(readSession()).toEqual({ token: 'abc', user });
  });

  it('stores a session for 6 hours and treats it as ended afterwards', () => {
    const now = Date.now();
    saveSession({ token: 'abc', user });
    expect(localStorage.getItem('token')).toBe('"abc"');
    expect(Number(localStorage.getItem('expiryTime'))).toBeGreaterThanOrEqual(now + SESSION_MS);
    expect(SESSION_MS).toBe(21_600_000);
    localStorage.setItem('expiryTime', String(Date.now() - 1));
    expect(readSession()).toBeNull();
  });

  it('clearing the user clears all browser storage', () => {
    saveSession({ token: 'abc', user });
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('lastPopupShown', '1');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(readSession()).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionResponse } from '@shop/contract/accounts';
import { oneTimeCodes, users } from '../src/accounts/tables.js';
import { referralCodes, referralLinks } from '../src/referrals/tables.js';
import { startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let n = 0;
/** A fresh, valid registration form. */
function form(overrides: Record<string, string> = {}) {
  n++;
  const unique = `${Date.now() % 1_000_000}${n}`.padStart(8, '0').slice(-8);
  return { name: 'Arjun Mehta', mobileNumber: `98${unique}`, email: `arjun.${unique}@example.in`, password: 'correct horse 42', referralCode: '', ...overrides };
}
// Each call comes from its own address, so that per-address throttles only act where a test means them to.
let addresses = 0;
const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) => shop.post(url, payload, headers, remoteAddress);

async function outbox(to: string) {
  const res = await shop.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  return res.json().messages as { channel: string; otp?: string; link?: string; text: string; subject?: string }[];
}
const latestOtp = async (mobile: string) => (await outbox(mobile))[0]!.otp!;
async function latestLink(email: string) {
  let link: string | undefined;
  await expect.poll(async () => (link = (await outbox(email)).find((m) => m.link)?.link)).toBeTruthy();
  return new URL(link!);
}
/** Lets a code's resend timer run out, as if a minute had passed. */
const expireResendTimer = (mobile: string) => shop.db.update(oneTimeCodes).set({ resendAfter: new Date(Date.now() - 1) }).where(eq(oneTimeCodes.mobile, mobile));

/** Registers, verifies the code and the email; answers the form and the session. */
async function registeredUser(overrides: Record<string, string> = {}) {
  const f = form(overrides);
  expect((await post('/auth/register', f)).statusCode).toBe(200);
  const res = await post('/auth/verifyandregister', { ...f, otp: await latestOtp(f.mobileNumber) });
  expect(res.statusCode).toBe(201);
  const link = await latestLink(f.email);
  const [, , id, token] = link.pathname.split('/');
  expect((await post(`/auth/verifymail/${id}/${token}`, { id, token })).json()).toMatchObject({ code: '0' });
  const login = await post('/auth/login', { email: f.email, password: f.password });
  expect(login.statusCode).toBe(200);
  return { form: f, ...sessionResponse.parse(login.json()) };
}

describe('registration', () => {
  it('sends a 4-digit code, makes the account, emails a verification link and then allows login', async () => {
    const f = form();
    const sent = await post('/auth/register', f);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().msg).toContain('OTP sent');
    const code = await latestOtp(f.mobileNumber);
    expect(code).toMatch(/^\d{4}$/);

    const created = await post('/auth/verifyandregister', { ...f, otp: code });
    expect(created.statusCode).toBe(201);
    expect(created.json().msg).toContain('verification link');

    // Not verified yet: login says so.
    const early = await post('/auth/login', { email: f.email, password: f.password });
    expect(early.statusCode).toBe(403);
    expect(early.json().msg).toMatch(/^Please verify your email address\. A verification email has been sent/);

    const link = await latestLink(f.email);
    expect(link.pathname).toMatch(/^\/verification\/[0-9a-f-]{36}\/[\w-]+$/);
    const [, , id, token] = link.pathname.split('/');
    const verified = await post(`/auth/verifymail/${id}/${token}`, { id, token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ code: '0' });

    const login = await post('/auth/login', { email: f.email.toUpperCase(), password: f.password });
    expect(login.statusCode).toBe(200);
    const session = sessionResponse.parse(login.json());
    expect(session.user).toMatchObject({ name: f.name, email: f.email, mobilenumber: f.mobileNumber, role: 'user', verified: true });
    expect(JSON.stringify(login.json())).not.toMatch(/argon2|password/i);

    const [row] = await shop.db.select().from(users).where(eq(users.email, f.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('checks the form with the spec\'s messages', async () => {
    expect((await post('/auth/register', { ...form(), name: '' })).json().msg).toBe('Please fill in all fields.');
    expect((await post('/auth/register', { email: 'a@b.in' })).json().msg).toBe('Please fill in all fields.');
    const short = await post('/auth/register', form({ mobileNumber: '98765' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('Mobile number must be at least 10 digits long.');
    expect((await post('/auth/register', form({ email: 'not-an-email' }))).json().msg).toBe('Please enter a valid email address');
    expect((await post('/auth/verifyandregister', { ...form(), otp: '' })).json().msg).toBe('Please enter the OTP and Mobile Number.');
  });

  it('refuses a duplicate email (any case) or mobile number', async () => {
    const { form: taken } = await registeredUser();
    const sameEmail = await post('/auth/register', form({ email: taken.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().msg).toBe('An account with this email already exists.');
    const sameMobile = await post('/auth/register', form({ mobileNumber: `+91${taken.mobileNumber}` }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().msg).toBe('An account with this mobile number already exists.');
  });

  it('keeps a valid referral code\'s link to its referrer and refuses an unknown one', async () => {
    const referrer = await registeredUser();
    await shop.db.insert(referralCodes).values({ userId: referrer.user._id, code: 'ARJUN42' });
    const f = form({ referralCode: 'arjun42' });
    expect((await post('/auth/register', f)).statusCode).toBe(200);
    expect((await post('/auth/verifyandregister', { ...f, otp: await latestOtp(f.mobileNumber) })).statusCode).toBe(201);
    const [row] = await shop.db.select().from(users).where(eq(users.email, f.email));
    const [link] = await shop.db.select().from(referralLinks).where(eq(referralLinks.referredId, row!.id));
    expect(link!.referrerId).toBe(referrer.user._id);

    const bad = await post('/auth/register', form({ referralCode: 'NOSUCH' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Invalid referral code.');
  });

  it('voids a code after five wrong tries', async () => {
    const f = form();
    await post('/auth/register', f);
    const code = await latestOtp(f.mobileNumber);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/auth/verifyandregister', { ...f, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(`Invalid OTP. ${5 - i} ${5 - i === 1 ? 'attempt' : 'attempts'} left.`);
    }
    expect((await post('/auth/verifyandregister', { ...f, otp: wrong })).json().msg).toBe('Too many wrong attempts. Please request a new OTP.');
    // The right code no longer works either.
    expect((await post('/auth/verifyandregister', { ...f, otp: code })).json().msg).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('counts wrong tries made at the same time', async () => {
    const f = form();
    await post('/auth/register', f);
    const code = await latestOtp(f.mobileNumber);
    const wrong = code === '0000' ? '1111' : '0000';
    await Promise.all(Array.from({ length: 8 }, () => post('/auth/verifyandregister', { ...f, otp: wrong })));
    expect((await post('/auth/verifyandregister', { ...f, otp: code })).statusCode).toBe(400);
  });

  it('refuses an expired code with the message that sends the form back', async () => {
    const f = form();
    await post('/auth/register', f);
    const code = await latestOtp(f.mobileNumber);
    await shop.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.mobile, f.mobileNumber));
    const res = await post('/auth/verifyandregister', { ...f, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('OTP has expired. Please request a new OTP.');
  });

  it('limits code sends per number and per address', async () => {
    const f = form();
    for (let i = 0; i < 5; i++) {
      expect((await post('/auth/register', f)).statusCode).toBe(200);
      await expireResendTimer(f.mobileNumber);
    }
    const sixth = await post('/auth/register', f);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toMatch(/^Too many OTP requests for this number\./);

    const fromOneAddress = await Promise.all(Array.from({ length: 21 }, () => post('/auth/register', form(), {}, '10.8.8.8')));
    expect(fromOneAddress.filter((r) => r.statusCode === 429)).toHaveLength(1);
  });

  it('refuses a resend before the timer, and allows it after', async () => {
    const f = form();
    await post('/auth/register', f);
    const again = await post('/auth/register', f);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
    await expireResendTimer(f.mobileNumber);
    expect((await post('/auth/register', f)).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const f = form();
    await post('/auth/register', f);
    const code = await latestOtp(f.mobileNumber);
    const [a, b] = await Promise.all([post('/auth/verifyandregister', { ...f, otp: code }), post('/auth/verifyandregister', { ...f, otp: code })]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // One makes the account; the other finds the code used (400) or the account made (409).
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    expect(await shop.db.select().from(users).where(eq(users.email, f.email))).toHaveLength(1);
  });

  it('refuses a corrupted or used verification link', async () => {
    const f = form();
    await post('/auth/register', f);
    await post('/auth/verifyandregister', { ...f, otp: await latestOtp(f.mobileNumber) });
    const [, , id, token] = (await latestLink(f.email)).pathname.split('/');
    const corrupted = await post(`/auth/verifymail/${id}/${token}x`, {});
    expect(corrupted.statusCode).toBe(400);
    expect(corrupted.json()).toMatchObject({ msg: 'The link is corrupted.', code: '1' });
    expect((await post(`/auth/verifymail/not-a-uuid/${token}`, {})).json()).toMatchObject({ code: '1' });
    expect((await post(`/auth/verifymail/${id}/${token}`, {})).json()).toMatchObject({ code: '0' });
  });
});

describe('password login', () => {
  it('tells an unknown user to create an account', async () => {
    const res = await post('/auth/login', { email: 'nobody@example.in', password: 'whatever1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('User does not exist. Please create an account first.');
  });

  it('refuses a wrong password and a blocked user', async () => {
    const u = await registeredUser();
    const wrong = await post('/auth/login', { email: u.form.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('Incorrect password. Please try again.');
    await shop.db.update(users).set({ isBlocked: true }).where(eq(users.id, u.user._id));
    const blocked = await post('/auth/login', { email: u.form.email, password: u.form.password });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().msg).toBe('Your account has been blocked. Please contact support.');
    // And the session it had stops working.
    expect((await post('/auth/validateuser', { requiredRoles: ['user'] }, { authorization: `Bearer ${u.token}` })).statusCode).toBe(401);
  });

  it('throttles repeated wrong passwords on one account with 429', async () => {
    const u = await registeredUser();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await post('/auth/login', { email: u.form.email, password: `wrong-${i}-pass` })).statusCode;
    expect(last).toBe(429);
    const res = await post('/auth/login', { email: u.form.email, password: u.form.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/Too many failed login attempts for this account\. Please try again in \d+ minutes\./);
  });

  it('throttles logins from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await post('/auth/login', { email: `nobody${i}@example.in`, password: 'whatever1' }, {}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect((await post('/auth/login', { email: 'nobody@example.in', password: 'whatever1' })).statusCode).toBe(404);
  });

  it('sends a new verification mail on login at most every 10 minutes', async () => {
    const f = form();
    await post('/auth/register', f);
    await post('/auth/verifyandregister', { ...f, otp: await latestOtp(f.mobileNumber) });
    await latestLink(f.email);
    for (let i = 0; i < 3; i++) expect((await post('/auth/login', { email: f.email, password: f.password })).statusCode).toBe(403);
    expect((await outbox(f.email)).filter((m) => m.channel === 'email')).toHaveLength(1);
  });
});

describe('mobile code login', () => {
  it('sends a code, answers the timer, and logs in', async () => {
    const u = await registeredUser();
    const mobile = u.form.mobileNumber;
    const sent = await post('/otp/otp-login', { mobile });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true });

    const timer = await post('/otp/timer', { mobile });
    expect(timer.json().success).toBe(true);
    expect(timer.json().timer).toBeGreaterThan(50_000);
    expect(timer.json().timer).toBeLessThanOrEqual(60_000);

    const early = await post('/otp/otp-login', { mobile });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ success: false });

    const res = await post('/otp/verify-otp', { mobile, otp: await latestOtp(mobile) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { email: u.form.email } });
    expect(typeof res.json().token).toBe('string');
  });

  it('answers the spec\'s message for an unknown number and a clear one for bad input', async () => {
    const res = await post('/otp/otp-login', { mobile: '9000000001' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Mobile Number not registered with us' });
    const bad = await post('/otp/otp-login', { mobile: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mobile number must be at least 10 digits long.');
    const badCode = await post('/otp/verify-otp', { mobile: '9000000001', otp: '12a4' });
    expect(badCode.json().message).toBe('Please enter a valid OTP');
  });

  it('does not accept a registration code for login', async () => {
    const f = form();
    await post('/auth/register', f);
    const code = await latestOtp(f.mobileNumber);
    await post('/auth/verifyandregister', { ...f, otp: code });
    const res = await post('/otp/verify-otp', { mobile: f.mobileNumber, otp: code });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a blocked user', async () => {
    const u = await registeredUser();
    await shop.db.update(users).set({ isBlocked: true }).where(eq(users.id, u.user._id));
    expect((await post('/otp/otp-login', { mobile: u.form.mobileNumber })).statusCode).toBe(403);
  });
});

describe('forgotten password', () => {
  it('answers the same for known and unknown emails', async () => {
    const u = await registeredUser();
    const known = await post('/password/forgetpassword', { email: u.form.email });
    const unknown = await post('/password/forgetpassword', { email: 'ghost@example.in' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json().msg).toBe(unknown.json().msg);
    expect((await outbox('ghost@example.in'))).toHaveLength(0);
  });

  it('resets with a single-use link and ends earlier sessions', async () => {
    const u = await registeredUser();
    await post('/password/forgetpassword', { email: u.form.email });
    let link!: URL;
    await expect.poll(async () => (link = new URL((await outbox(u.form.email)).find((m) => m.subject === 'Reset your password')?.link ?? 'http://x/none')).pathname).toMatch(/^\/reset_password\//);
    const [, , id, token] = link.pathname.split('/');

    const reset = await post(`/password/reset-password/${id}/${token}`, { password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ code: '0' });

    expect((await post('/auth/validateuser', {}, { authorization: `Bearer ${u.token}` })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: u.form.email, password: u.form.password })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: u.form.email, password: 'a brand new secret' })).statusCode).toBe(200);

    const again = await post(`/password/reset-password/${id}/${token}`, { password: 'another secret 1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ msg: 'The link is corrupted.', code: '1' });
  });

  it('refuses a corrupted, expired or empty reset', async () => {
    const u = await registeredUser();
    await post('/password/forgetpassword', { email: u.form.email });
    let link!: URL;
    await expect.poll(async () => (link = new URL((await outbox(u.form.email)).find((m) => m.subject === 'Reset your password')?.link ?? 'http://x/none')).pathname).toMatch(/^\/reset_password\//);
    const [, , id, token] = link.pathname.split('/');
    expect((await post(`/password/reset-password/${id}/${token!.slice(0, -2)}zz`, { password: 'new secret 123' })).json()).toMatchObject({ msg: 'The link is corrupted.', code: '1' });
    expect((await post(`/password/reset-password/${id}/${token}`, { password: '' })).json()).toMatchObject({ msg: 'Please enter a password', code: '1' });
    const { emailTokens } = await import('../src/accounts/tables.js');
    await shop.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(emailTokens.userId, id!));
    const expired = await post(`/password/reset-password/${id}/${token}`, { password: 'new secret 123' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('1');
  });
});

describe('sessions and roles', () => {
  it('validateuser answers the caller\'s role when it is allowed, 403 otherwise', async () => {
    for (const role of ['user', 'reseller', 'admin'] as const) {
      const u = await shop.factories.user({ role });
      const ok = await post('/auth/validateuser', { requiredRoles: [role] }, u.auth);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ role });
      const other = role === 'admin' ? ['user', 'reseller'] : ['admin'];
      expect((await post('/auth/validateuser', { requiredRoles: other }, u.auth)).statusCode).toBe(403);
    }
  });

  it('answers 401 without a token, with a forged one, an expired one, or one of a deleted user', async () => {
    expect((await post('/auth/validateuser', {})).statusCode).toBe(401);
    const u = await shop.factories.user();
    const [h, p] = u.token.split('.');
    expect((await post('/auth/validateuser', {}, { authorization: `Bearer ${h}.${p}.forgedsignature` })).statusCode).toBe(401);
    const { SignJWT } = await import('jose');
    const foreign = await new SignJWT({ role: 'admin', sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(u.id).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await post('/auth/validateuser', {}, { authorization: `Bearer ${foreign}` })).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: u.id, role: 'admin', sv: 0 })).toString('base64url')}.`;
    expect((await post('/auth/validateuser', {}, { authorization: `Bearer ${none}` })).statusCode).toBe(401);
  });

  it('ends a user\'s sessions when an admin changes their role', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const u = await shop.factories.user();
    expect((await post('/auth/validateuser', {}, u.auth)).statusCode).toBe(200);
    const res = await post('/admin/updateuserdata', { _id: u.id, name: u.name, email: u.email, mobilenumber: u.mobilenumber, role: 'reseller', verified: 'true', isBlocked: 'false' }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'reseller', verified: 'true', isBlocked: 'false' });
    expect((await post('/auth/validateuser', {}, u.auth)).statusCode).toBe(401);
  });
});

describe('profile and order overview', () => {
  it('edits the caller\'s own name', async () => {
    const u = await registeredUser();
    const auth = { authorization: `Bearer ${u.token}` };
    const res = await post('/user/edit-profile', { userid: u.user.userid, name: 'Arjun M.' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile updated successfully', user: { name: 'Arjun M.' } });
    expect((await post('/user/edit-profile', { userid: u.user.userid, name: '  ' }, auth)).statusCode).toBe(400);
  });

  it('answers 403 for another user\'s userid on every route that takes one', async () => {
    const me = await shop.factories.user();
    const other = await shop.factories.user();
    expect((await post('/user/edit-profile', { userid: String(other.userid), name: 'Hacked' }, me.auth)).statusCode).toBe(403);
    expect((await post('/user/edit-profile', { userid: other.id, name: 'Hacked' }, me.auth)).statusCode).toBe(403);
    expect((await shop.get(`/user/myorder/${other.userid}`, me.auth)).statusCode).toBe(403);
    const [row] = await shop.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.name).not.toBe('Hacked');
  });

  it('counts the caller\'s orders', async () => {
    const me = await shop.factories.user();
    const res = await shop.get(`/user/myorder/${me.userid}`, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total_order: 0, completed: 0, refunded: 0 });
    expect((await shop.get(`/user/myorder/${me.userid}`)).statusCode).toBe(401);
  });
});

describe('admin users', () => {
  it('lists users with pages (default 25) for admins only', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    for (let i = 0; i < 3; i++) await shop.factories.user();
    const res = await shop.get('/admin/users_data?page=1&limit=2', admin.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(2);
    expect(body.totalCount).toBeGreaterThanOrEqual(4);
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 2));
    expect(body.users[0]).toMatchObject({ balance: 0, verified: expect.stringMatching(/^(true|false)$/) });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    expect((await shop.get('/admin/users_data', admin.auth)).json().users.length).toBeLessThanOrEqual(25);

    for (const role of ['user', 'reseller'] as const) {
      const u = await shop.factories.user({ role });
      expect((await shop.get('/admin/users_data', u.auth)).statusCode).toBe(403);
      expect((await post('/admin/updateuserdata', { _id: u.id, name: 'x', email: u.email, role: 'admin', verified: true, isBlocked: false }, u.auth)).statusCode).toBe(403);
    }
    expect((await shop.get('/admin/users_data')).statusCode).toBe(401);
    expect((await shop.get('/admin/users_data?page=0', admin.auth)).statusCode).toBe(400);
    expect((await shop.get('/admin/users_data?limit=9999', admin.auth)).statusCode).toBe(400);
  });

  it('blocks a user, refuses duplicates and never lets an admin lock themselves out', async () => {
    const admin = await shop.factories.user({ role: 'admin' });
    const u = await shop.factories.user();
    const other = await shop.factories.user();
    const edit = (change: Record<string, unknown>) => post('/admin/updateuserdata', { _id: u.id, name: u.name, email: u.email, mobilenumber: u.mobilenumber, role: 'user', verified: true, isBlocked: false, ...change }, admin.auth);
    expect((await edit({ email: other.email })).statusCode).toBe(409);
    expect((await edit({ isBlocked: 'true' })).json().user.isBlocked).toBe('true');
    expect((await post('/auth/validateuser', {}, u.auth)).statusCode).toBe(401);
    const self = await post('/admin/updateuserdata', { _id: admin.id, name: 'Me', email: admin.email, role: 'user', verified: true, isBlocked: false }, admin.auth);
    expect(self.statusCode).toBe(400);
    expect((await post('/admin/updateuserdata', { _id: '00000000-0000-4000-8000-000000000000', name: 'x', email: 'x@y.in', role: 'user', verified: true, isBlocked: false }, admin.auth)).statusCode).toBe(404);
  });
});

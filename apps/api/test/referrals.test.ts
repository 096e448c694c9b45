import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/accounts/tables.js';
import { SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox-gateway.js';
import { sandboxPayments } from '../src/payments/tables.js';
import { referralLinks, referralRewards } from '../src/referrals/tables.js';
import { rupeesToPaise } from '@shop/contract/money';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShop, type TestShop } from './helpers.js';

let shop: TestShop;
type Person = Awaited<ReturnType<TestShop['factories']['user']>>;
beforeAll(async () => {
  shop = await startTestShop({ WORKERS: 'false' });
});
afterAll(() => shop.close());

let addresses = 0;
// Each call from an address of its own, as different customers' would be: sign-up limits count per address.
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => shop.post(url, payload, headers, `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`);

/** Registers through the shop's own two steps, with a referral code (as someone given, or someone new); answers the new account. */
async function registerWith(referralCode: string, who: { name?: string; email?: string; mobileNumber?: string } = {}) {
  const n = randomUUID().slice(0, 8);
  const form = { name: `Friend ${n}`, mobileNumber: `8${String(Date.now() + addresses).slice(-9)}`, email: `friend.${n}@example.in`, password: 'friend-password-1', referralCode, ...who };
  const first = await post('/auth/register', form);
  if (first.statusCode !== 200) return { status: first.statusCode, body: first.json() };
  const otp = (await shop.get(`/dev/outbox?to=${form.mobileNumber}`)).json().messages[0].otp;
  const created = await post('/auth/verifyandregister', { ...form, otp });
  const [row] = await shop.db.select().from(users).where(eq(users.email, form.email));
  return { status: created.statusCode, body: created.json(), user: row };
}

/** A top-up the customer pays at the sandbox gateway, confirmed by the gateway's signed webhook. */
async function paidTopup(u: { id: string; userid: number; auth: Record<string, string> }, rupees: number, confirmations = 1) {
  const { client_txn_id } = (await post('/wallet/topup', { value: rupees, userid: String(u.userid) }, u.auth)).json();
  await shop.db.update(sandboxPayments).set({ status: 'success', reference: '123456789012' }).where(eq(sandboxPayments.clientTxnId, client_txn_id));
  const raw = JSON.stringify({ event_id: `evt-${client_txn_id}`, client_txn_id, status: 'success', amount: rupeesToPaise(rupees), reference: '123456789012' });
  const signature = createHmac('sha256', shop.sessions.derivedKey('sandbox-webhooks')).update(raw).digest('hex');
  await Promise.all(
    Array.from({ length: confirmations }, (_, i) =>
      i % 2 === 0
        ? shop.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: raw })
        : post('/wallet/txnstatus', { client_txn_id }, u.auth),
    ),
  );
  return client_txn_id as string;
}

async function sessionOf(userId: string): Promise<Person> {
  const [row] = await shop.db.select().from(users).where(eq(users.id, userId));
  const token = await shop.sessions.issueToken({ id: row!.id, role: 'user', sessionVersion: row!.sessionVersion });
  return { ...row!, token, auth: { authorization: `Bearer ${token}` } } as Person;
}

describe('refer and earn', () => {
  it('a friend who registers with the code earns the referrer 2% of each of their first three top-ups, once each', async () => {
    const referrer = await shop.factories.user({ name: 'Meera Nair' });
    expect((await post('/referral/get-referral', {}, referrer.auth)).json()).toEqual({ referralCode: null });
    const generated = (await post('/referral/generate-referral', {}, referrer.auth)).json();
    expect(generated.msg).toBe('Referral code generated successfully!');
    expect(generated.referralCode).toMatch(/^MEER[2-9A-HJ-NP-Z]{5}$/);
    // Generating again keeps the same code.
    expect((await post('/referral/generate-referral', {}, referrer.auth)).json().referralCode).toBe(generated.referralCode);

    const friend = await registerWith(generated.referralCode);
    expect(friend.status, JSON.stringify(friend.body)).toBe(201);
    const f = await sessionOf(friend.user!.id);
    // The first top-up is confirmed 20 times over (webhooks and status checks at once): it earns once.
    await paidTopup(f, 500, 20);
    await paidTopup(f, 250);
    await paidTopup(f, 101);
    await paidTopup(f, 1000); // the fourth earns nothing

    const stats = (await post('/referral/referral-stats', {}, referrer.auth)).json();
    // 2% of 500, 250 and 101: 10 + 5 + 2.02.
    expect(stats).toEqual({ totalEarnings: 17.02, pendingEarnings: 17.02, redeemedEarnings: 0, totalReferrals: 1 });
    const txns = (await post('/referral/get-referral-transactions', {}, referrer.auth)).json();
    expect(txns.map((t: { orderAmount: number; commision: number }) => [t.orderAmount, t.commision])).toEqual([
      [101, 2.02],
      [250, 5],
      [500, 10],
    ]);
    expect(txns[0].userEmail).toMatch(/^f\*\*\*@example\.in$/);
    // The friend sees none of it.
    expect((await post('/referral/referral-stats', {}, f.auth)).json()).toMatchObject({ totalEarnings: 0, totalReferrals: 0 });
  });

  it('redeems earnings into S-Coins exactly once, however often it is asked', async () => {
    const referrer = await shop.factories.user({ name: 'Ravi' });
    const { referralCode } = (await post('/referral/generate-referral', {}, referrer.auth)).json();
    const friend = await sessionOf((await registerWith(referralCode)).user!.id);
    await paidTopup(friend, 1000);
    const key = randomUUID();
    const answers = await Promise.all([
      post('/referral/redeem-earnings', {}, { ...referrer.auth, 'idempotency-key': key }),
      post('/referral/redeem-earnings', {}, { ...referrer.auth, 'idempotency-key': key }),
      post('/referral/redeem-earnings', {}, referrer.auth),
      post('/referral/redeem-earnings', {}, referrer.auth),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.json()).toMatchObject({ msg: 'Earnings redeemed successfully!', redeemed: 20, walletBalance: 20 });
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json()).toMatchObject({ msg: 'There are no earnings to redeem yet.' });
    expect((await shop.get(`/wallet/getbalance/${referrer.userid}`, referrer.auth)).json().balance).toBe(20);
    expect((await post('/referral/referral-stats', {}, referrer.auth)).json()).toMatchObject({ totalEarnings: 20, pendingEarnings: 0, redeemedEarnings: 20 });
    expect((await auditLedger(shop.db)).differences).toEqual([]);
    expect((await shop.app.services.referrals.audit()).differences).toEqual([]);
  });

  // A referrer is linked in one place only: the account's creation at registration (step 2, from
  // the code of step 1 or its own). A code exists only once its account does, and no request
  // sets or changes `referred_by` afterwards; so being one's own referrer, or changing referrer,
  // could only be tried by registering again as oneself, which is refused.
  it('a customer cannot be their own referrer', async () => {
    const me = await registerWith('');
    expect(me.status, JSON.stringify(me.body)).toBe(201);
    const session = await sessionOf(me.user!.id);
    const { referralCode } = (await post('/referral/generate-referral', {}, session.auth)).json();
    const myself = { name: me.user!.name, email: me.user!.email, mobileNumber: me.user!.mobilenumber! };

    const again = await registerWith(referralCode, myself);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('An account with this email already exists.');
    // Straight to step 2 with one's own code: refused before any code is checked.
    const direct = await post('/auth/verifyandregister', { ...myself, password: 'friend-password-1', otp: '1234', referralCode });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().msg).toBe('An account with this email already exists.');
    expect(await shop.db.select().from(referralLinks).where(eq(referralLinks.referredId, me.user!.id))).toEqual([]);
    expect((await post('/referral/referral-stats', {}, session.auth)).json()).toMatchObject({ totalReferrals: 0 });

    // An account that names itself (a hand edit, an old import) still earns itself nothing.
    await shop.db.insert(referralLinks).values({ referredId: me.user!.id, referrerId: me.user!.id });
    await paidTopup(session, 500);
    expect((await post('/referral/referral-stats', {}, session.auth)).json()).toMatchObject({ totalEarnings: 0, pendingEarnings: 0 });
    expect(await shop.db.select().from(referralRewards).where(eq(referralRewards.referredId, me.user!.id))).toEqual([]);
  });

  it('the referrer is set once: registering again with another code, or editing the account, changes nothing', async () => {
    const first = await shop.factories.user({ name: 'Anita' });
    const second = await shop.factories.user({ name: 'Bala' });
    const firstCode = (await post('/referral/generate-referral', {}, first.auth)).json().referralCode;
    const secondCode = (await post('/referral/generate-referral', {}, second.auth)).json().referralCode;
    const friend = await registerWith(firstCode);
    expect(friend.status, JSON.stringify(friend.body)).toBe(201);
    const f = await sessionOf(friend.user!.id);
    const same = { name: friend.user!.name, email: friend.user!.email, mobileNumber: friend.user!.mobilenumber! };

    // Registering again as the same person with the second referrer's code: both steps refuse it.
    const again = await registerWith(secondCode, same);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('An account with this email already exists.');
    const direct = await post('/auth/verifyandregister', { ...same, password: 'friend-password-1', otp: '1234', referralCode: secondCode });
    expect(direct.statusCode).toBe(409);
    // The customer's and the admin's account edits take no referrer, whatever the request carries.
    const edit = await post('/user/edit-profile', { userid: String(f.userid), name: 'Friend Renamed', referralCode: secondCode, referredBy: second.id }, f.auth);
    expect(edit.statusCode, edit.body).toBe(200);
    const admin = await shop.factories.user({ role: 'admin' });
    const adminEdit = await post(
      '/admin/updateuserdata',
      { _id: f.id, name: f.name, email: f.email, mobilenumber: f.mobilenumber, role: 'user', verified: true, isBlocked: false, referredBy: second.id, referralCode: secondCode },
      admin.auth,
    );
    expect(adminEdit.statusCode, adminEdit.body).toBe(200);

    const [link] = await shop.db.select().from(referralLinks).where(eq(referralLinks.referredId, f.id));
    expect(link!.referrerId).toBe(first.id);
    // The friend's top-up earns the first referrer only.
    await paidTopup(f, 500);
    expect((await post('/referral/referral-stats', {}, first.auth)).json()).toMatchObject({ totalEarnings: 10, totalReferrals: 1 });
    expect((await post('/referral/referral-stats', {}, second.auth)).json()).toMatchObject({ totalEarnings: 0, totalReferrals: 0 });
  });

  it('refuses an unknown code at registration, and answers 401 to strangers', async () => {
    const bad = await registerWith('NOSUCHCODE');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Invalid referral code.');
    for (const path of ['/referral/get-referral', '/referral/generate-referral', '/referral/referral-stats', '/referral/get-referral-transactions', '/referral/redeem-earnings']) {
      expect((await post(path, {})).statusCode, path).toBe(401);
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istWeekStart, nextIstWeekStart } from '@shop/contract/india-time';
import { rupeesToPaise } from '@shop/contract/money';
import { istWeekStartSql } from '../src/platform/india-time.js';
import { auditLedger } from '../src/wallet/service.js';
import { startTestShopWithAdmin, type Person, type TestShop } from './helpers.js';

let shop: TestShop;
let admin: Person;
beforeAll(async () => {
  ({ shop, admin } = await startTestShopWithAdmin({ WORKERS: 'false' }));
});
afterAll(() => shop.close());

const complete = (u: Person, rupees: number, completedAt: Date) =>
  shop.db.transaction((tx) => shop.app.services.leaderboard.recordCompletion(tx, { userId: u.id, pricePaise: rupeesToPaise(rupees), completedAt }));

describe("India's week", () => {
  it('runs from Monday 00:00 to Sunday 23:59:59 IST, the same in the contract and in SQL', async () => {
    const sundayNight = new Date('2026-11-29T23:59:59+05:30');
    const monday = new Date('2026-11-30T00:00:00+05:30');
    expect(istWeekStart(sundayNight).toISOString()).toBe(new Date('2026-11-23T00:00:00+05:30').toISOString());
    expect(istWeekStart(monday).toISOString()).toBe(monday.toISOString());
    expect(nextIstWeekStart(sundayNight).toISOString()).toBe(monday.toISOString());
    // Instants around the boundaries and across a year end, in both implementations.
    const instants = ['2026-11-29T18:29:59.999Z', '2026-11-29T18:30:00Z', '2026-01-01T00:00:00Z', '2026-12-31T20:00:00Z', '2027-03-15T12:00:00Z', '2026-11-24T05:00:00Z'].map((s) => new Date(s));
    for (const at of instants) {
      const result = await shop.db.execute(sql`select ${istWeekStartSql(sql`${at.toISOString()}::timestamptz`)} as start`);
      const start = new Date((result as unknown as { rows: { start: string | Date }[] }).rows[0]!.start);
      expect(start.toISOString(), at.toISOString()).toBe(istWeekStart(at).toISOString());
    }
  });
});

describe('the live board', () => {
  it('ranks this week by spend, ties by who reached the amount first, with display names only', async () => {
    const now = new Date('2026-11-25T12:00:00+05:30');
    const [a, b, c] = await Promise.all(['Asha', 'Bilal', 'Chen'].map((name) => shop.factories.user({ name })));
    await complete(a!, 300, new Date('2026-11-24T10:00:00+05:30'));
    await complete(b!, 500, new Date('2026-11-24T11:00:00+05:30'));
    await complete(c!, 200, new Date('2026-11-24T09:00:00+05:30'));
    await complete(c!, 300, new Date('2026-11-24T12:00:00+05:30'));
    // Last week's spend is not this week's.
    await complete(a!, 9_999, new Date('2026-11-22T23:59:59+05:30'));
    const board = await shop.app.services.leaderboard.liveBoard(now);
    const mine = board.data.filter((e) => [a!.id, b!.id, c!.id].includes(e._id));
    expect(mine).toEqual([
      { _id: b!.id, name: 'Bilal', totalSpent: 500 },
      { _id: c!.id, name: 'Chen', totalSpent: 500 },
      { _id: a!.id, name: 'Asha', totalSpent: 300 },
    ]);
    expect(JSON.stringify(board)).not.toContain('@');
    expect(board.resetsAt).toBe(new Date('2026-11-30T00:00:00+05:30').toISOString());
  });

  it('a completed order counts through the shop\'s own reaction', async () => {
    const u = await shop.factories.user({ name: 'Dev' });
    const { product, packs } = await shop.factories.product({ type: 'OTT', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }, [{ discountedPricePaise: 77_700 }]);
    await shop.fund(u.id, 777);
    const placed = await shop.post('/order/createWalletOrder', { userid: String(u.userid), product_id: product.id, item_id: packs[0]!.id, input1: 'dev@example.in', paymentmode: 'wallet' }, u.auth);
    expect((await shop.get(`/admin/updateorder/${placed.json().client_txn_id}/Completed/-`, admin.auth)).statusCode).toBe(200);
    const res = await shop.get('/leaderboard/live-leaderboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((e: { _id: string }) => e._id === u.id)).toEqual({ _id: u.id, name: 'Dev', totalSpent: 777 });
  });
});

describe('closing a week', () => {
  it('pays the top three their rewards once, however often and however concurrently it runs', async () => {
    expect((await shop.post('/admin/leaderboard-rewards', { first: 1000, second: 500.5, third: 0 }, admin.auth)).json()).toEqual({ first: 1000, second: 500.5, third: 0 });
    const people = await Promise.all(['Esha', 'Farid', 'Gita', 'Hari'].map((name) => shop.factories.user({ name })));
    const week = new Date('2026-10-05T10:00:00+05:30'); // a Monday, long closed
    const spends = [1000, 900, 800, 700];
    for (const [i, p] of people.entries()) await complete(p, spends[i]!, new Date(week.getTime() + i * 60_000));
    const runs = await Promise.all([0, 1, 2].map(() => shop.app.services.leaderboard.closeEndedWeeks(new Date('2026-11-25T00:00:00Z'))));
    expect(runs.reduce((n, r) => n + r.closed, 0)).toBeGreaterThanOrEqual(1);
    await shop.app.services.leaderboard.closeEndedWeeks(new Date('2026-11-25T00:00:00Z'));
    const balances = await Promise.all(people.map(async (p) => (await shop.get(`/wallet/getbalance/${p.userid}`, admin.auth)).json().balance));
    expect(balances).toEqual([1000, 500.5, 0, 0]);
    const winners = (await shop.get('/leaderboard/leaderboard-winners')).json();
    const group = winners.data.find((g: { weekStart: string }) => g.weekStart === '2026-10-05');
    expect(group).toMatchObject({ weekNumber: 41, winners: [{ name: 'Esha', totalSpent: 1000, rewardAmount: 1000 }, { name: 'Farid', totalSpent: 900, rewardAmount: 500.5 }, { name: 'Gita', totalSpent: 800, rewardAmount: 0 }] });
    expect((await auditLedger(shop.db)).differences).toEqual([]);
  });

  it('the rewards are set by admins only, with bounds, and audited', async () => {
    const u = await shop.factories.user();
    expect((await shop.get('/admin/leaderboard-rewards')).statusCode).toBe(401);
    expect((await shop.get('/admin/leaderboard-rewards', u.auth)).statusCode).toBe(403);
    expect((await shop.post('/admin/leaderboard-rewards', { first: 1, second: 1, third: 1 }, u.auth)).statusCode).toBe(403);
    expect((await shop.post('/admin/leaderboard-rewards', { first: -1, second: 1, third: 1 }, admin.auth)).statusCode).toBe(400);
    expect((await shop.post('/admin/leaderboard-rewards', { first: 10_00_001, second: 1, third: 1 }, admin.auth)).statusCode).toBe(400);
    const audit = (await shop.get('/admin/auditlog?kind=leaderboard', admin.auth)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'leaderboard.rewards', details: { after: { rewardsPaise: [100_000, 50_050, 0] } } });
  });
});

describe('an empty week', () => {
  it('answers the empty board with its message', async () => {
    const board = await shop.app.services.leaderboard.liveBoard(new Date('2030-01-01T00:00:00Z'));
    expect(board).toMatchObject({ success: true, data: [], msg: 'Competition Starts Soon' });
  });
});

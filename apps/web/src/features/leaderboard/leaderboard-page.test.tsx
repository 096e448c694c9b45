import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { INTRO_SEEN_KEY } from './intro-popup';

const slow = { timeout: 5000 };
const LIVE = 'GET /leaderboard/live-leaderboard';
const WINNERS = 'GET /leaderboard/leaderboard-winners';

const entry = (name: string, totalSpent: number) => ({ _id: `id-${name}`, name, totalSpent });
const board = [entry('Aarav Shah', 152340), entry('Diya Iyer', 98000.5), entry('Kabir Rao', 45210), entry('Meera Nair', 1200), entry('Vihaan Gupta', 99)];
const inAWhile = () => new Date(Date.now() + 3 * 86_400_000).toISOString();
const liveAnswer = (data = board, resetsAt = inAWhile()) => ({ body: { success: true, data, msg: data.length ? 'Leaderboard fetched successfully' : 'Competition Starts Soon', resetsAt } });

async function openBoard(routes: Parameters<typeof fakeApi>[0], { seenIntro = true, advanceTimers }: { seenIntro?: boolean; advanceTimers?: (ms: number) => void } = {}) {
  if (seenIntro) localStorage.setItem(INTRO_SEEN_KEY, '1');
  const api = fakeApi(routes);
  const rendered = renderApp('/live-leaderboard', advanceTimers ? { advanceTimers } : {});
  await screen.findByRole('heading', { level: 1, name: 'Live Leaderboard' }, slow);
  return { api, ...rendered };
}

const liveCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/leaderboard/live-leaderboard');

describe('Podium', () => {
  it('shows the top three as 2nd, 1st, 3rd, listed in rank order for screen readers, with names and amounts', async () => {
    await openBoard({ [LIVE]: liveAnswer() });
    const podium = await screen.findByRole('list', { name: 'Top 3 this week' }, slow);
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((li) => li.dataset.rank)).toEqual(['1', '2', '3']);
    const shown = [...places].sort((a, b) => Number(getComputedStyle(a).order) - Number(getComputedStyle(b).order));
    expect(shown.map((li) => li.textContent)).toEqual(['DDiya Iyerspent ₹98,000.502nd place', 'AAarav Shahspent ₹1,52,3401st place', 'KKabir Raospent ₹45,2103rd place']);
  });
});

describe('Tabs', () => {
  it('lists ranks 4 and below under Active Challenge', async () => {
    await openBoard({ [LIVE]: liveAnswer() });
    const panel = await screen.findByRole('tabpanel', { name: 'Active Challenge' });
    const ranks = await within(panel).findByRole('list', { name: 'Ranks 4 and below' }, slow);
    expect(within(ranks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['4th place: 4Meera Nairspent ₹1,200', '5th place: 5Vihaan Guptaspent ₹99']);
    expect(within(panel).queryByText('Aarav Shah')).not.toBeInTheDocument();
  });

  it('shows Past Reward weeks with winner count, total spent and rewards; arrow keys move between tabs', async () => {
    const { user } = await openBoard({
      [LIVE]: liveAnswer(),
      [WINNERS]: {
        body: {
          success: true,
          msg: 'Winners fetched successfully',
          data: [
            {
              weekNumber: 46,
              weekStart: '2026-11-09',
              winners: [
                { ...entry('Ishaan Verma', 20000), rewardAmount: 500 },
                { ...entry('Anaya Das', 15000.5), rewardAmount: 300 },
                { ...entry('Rohan Pillai', 9000), rewardAmount: 100 },
              ],
            },
            { weekNumber: 45, weekStart: '2026-11-02', winners: [{ ...entry('Sara Khan', 700), rewardAmount: 500 }] },
          ],
        },
      },
    });
    const activeTab = screen.getByRole('tab', { name: 'Active Challenge' });
    activeTab.focus();
    await user.keyboard('{ArrowRight}');
    const pastTab = screen.getByRole('tab', { name: 'Past Reward' });
    expect(pastTab).toHaveAttribute('aria-selected', 'true');
    expect(pastTab).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Past Reward' });
    const week46 = await within(panel).findByRole('article', { name: /Week 46/ }, slow);
    expect(within(week46).getByText('Winners').nextSibling).toHaveTextContent('3');
    expect(within(week46).getByText('Total spent').nextSibling).toHaveTextContent('₹44,000.50');
    expect(within(week46).getByText('Rewards').nextSibling).toHaveTextContent('₹900');
    expect(within(within(week46).getByRole('list', { name: 'Week 46 winners' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1stIshaan Vermaspent ₹20,000won +₹500',
      '2ndAnaya Dasspent ₹15,000.50won +₹300',
      '3rdRohan Pillaispent ₹9,000won +₹100',
    ]);
    expect(within(panel).getByRole('article', { name: /Week 45/ })).toHaveTextContent('Winners1');
    await user.keyboard('{ArrowRight}');
    expect(activeTab).toHaveAttribute('aria-selected', 'true');
    expect(activeTab).toHaveFocus();
  });

  it('says when there are no past winners', async () => {
    const { user } = await openBoard({ [LIVE]: liveAnswer(), [WINNERS]: { body: { success: true, data: [], msg: 'No previous winners found.' } } });
    await user.click(screen.getByRole('tab', { name: 'Past Reward' }));
    expect(await screen.findByText('No previous winners found.', {}, slow)).toBeInTheDocument();
  });

  it('says when past winners could not be read', async () => {
    const { user } = await openBoard({ [LIVE]: liveAnswer(), [WINNERS]: { status: 500, body: { success: false, msg: 'Database down', code: 'INTERNAL', requestId: 't' } } });
    await user.click(screen.getByRole('tab', { name: 'Past Reward' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to fetch leaderboard history$/);
  });
});

describe('Challenge Reset countdown', () => {
  it('counts down in days, hours, minutes and seconds to resetsAt and refetches the board at zero', { timeout: 15_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    let resetsAt = new Date(now + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000).toISOString();
    const { api } = await openBoard({ [LIVE]: () => liveAnswer(board, resetsAt) }, { advanceTimers: vi.advanceTimersByTime });
    const timer = screen.getByRole('timer', { name: 'Challenge Reset' });
    await waitFor(() => expect(timer).toHaveTextContent(/^01 Days02 Hours03 Minutes0[34] Seconds$/), slow);
    expect(liveCalls(api)).toHaveLength(1);

    // The server's next answer names the following week.
    const reset = now + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000;
    resetsAt = new Date(reset + 7 * 86_400_000).toISOString();
    act(() => vi.setSystemTime(reset - 1500));
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent(/^00 Days00 Hours00 Minutes0[01] Seconds$/);
    expect(liveCalls(api)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(liveCalls(api)).toHaveLength(2), slow);
    await waitFor(() => expect(timer).toHaveTextContent(/^(07 Days00 Hours00 Minutes00|06 Days23 Hours59 Minutes[45]\d) Seconds$/), slow);
    // Once: the new week's clock is running again.
    act(() => vi.advanceTimersByTime(3000));
    expect(liveCalls(api)).toHaveLength(2);
  });

  it("falls back to India's next Monday when resetsAt cannot be read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Wednesday 12 Nov 2026, 18:30 UTC: Thursday 00:00 IST, four days before Monday 00:00 IST.
    vi.setSystemTime(new Date('2026-11-11T18:30:00Z'));
    await openBoard({ [LIVE]: liveAnswer(board, 'soon') }, { advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('list', { name: 'Top 3 this week' }, slow);
    expect(screen.getByRole('timer', { name: 'Challenge Reset' })).toHaveTextContent(/^0[34] Days\d\d Hours\d\d Minutes\d\d Seconds$/);
  });
});

describe('Empty week', () => {
  it('says the competition starts soon, with Start Competing going to /dashboard', async () => {
    await openBoard({ [LIVE]: liveAnswer([]) });
    expect(await screen.findByRole('heading', { name: 'Competition Starts Soon' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Top 3 this week' })).not.toBeInTheDocument();
    // The dashboard itself asks a visitor to sign in first; that is its own page's business.
    expect(screen.getByRole('link', { name: 'Start Competing' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('Errors', () => {
  it("shows the server's msg when it answers with a failure", async () => {
    await openBoard({ [LIVE]: { status: 503, body: { success: false, msg: 'Leaderboard is resting', code: 'UNAVAILABLE', requestId: 't' } } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Leaderboard is resting$/);
  });

  it('says Failed to fetch leaderboard when a failure carries no msg', async () => {
    await openBoard({ [LIVE]: { body: { success: false, data: [], msg: '', resetsAt: inAWhile() } } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^Failed to fetch leaderboard$/);
  });

  it('says No previous leaderboard data found when the call itself fails', async () => {
    const api = fakeApi({});
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    localStorage.setItem(INTRO_SEEN_KEY, '1');
    renderApp('/live-leaderboard');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(/^No previous leaderboard data found$/);
  });
});

describe('Intro popup', () => {
  it('explains the weekly challenge on the first visit and stays closed once dismissed', async () => {
    const { user, unmount } = await openBoard({ [LIVE]: liveAnswer() }, { seenIntro: false });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Spending Challenge' });
    expect(dialog).toHaveTextContent('Monday 00:00 to Sunday 23:59 IST');
    expect(dialog).toHaveTextContent('top 3 win S-Coin rewards');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(INTRO_SEEN_KEY)).toBe('1');

    unmount();
    renderApp('/live-leaderboard');
    await screen.findByRole('list', { name: 'Top 3 this week' }, slow);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How it works' }));
    expect(screen.getByRole('dialog', { name: 'Weekly Spending Challenge' })).toBeInTheDocument();
  });
});

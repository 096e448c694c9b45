import { expect, expectAccessibleIn, phoneAndDesktop, screenshot, test } from './fixtures';

// A shop under a crowd answers some calls 503 with Retry-After (its admission line is full). The
// browser waits the time it is told and asks again, with a calm notice and no error, on a phone
// and a desktop; the notice in both themes. The page is one of its own: Chromium logs every 503
// it receives as a console error by design, which the shared page fixture counts as a failure;
// here anything else the page logs still fails the test.

const BUSY_NOTICE = 'The shop is busy — your request will go through in a moment…';
/** The wait the refusal asks for; the app adds up to half a second at random. */
const RETRY_AFTER_MS = 4_000;

/**
 * Holds the page's wait for the busy shop (a timer of Retry-After and its random half second)
 * until the test calls `window.e2eEndBusyWait()`: the notice stays up while it is checked, however
 * long a loaded machine takes over that, and goes as soon as the test has done. Other timers run
 * as usual.
 */
function holdBusyWait(from: number) {
  const held = new Map<number, () => void>();
  const { setTimeout: set, clearTimeout: clear } = window;
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || timeout === undefined || timeout < from || timeout > from + 500) return set(handler, timeout, ...args);
    const id = set(() => undefined, 2 ** 31 - 1);
    held.set(id, () => (handler as (...a: unknown[]) => void)(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) held.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
  Object.assign(window, {
    e2eEndBusyWait: () => {
      for (const [id, run] of held) {
        window.clearTimeout(id);
        run();
      }
    },
  });
}

// In full in the light theme; in the dark theme, what the theme changes: the notice's colours.
for (const theme of ['light', 'dark'] as const) {
  const what = theme === 'light' ? 'a busy answer shows a calm notice, then the page once the call goes through' : 'the busy notice has no serious colour problems';
  test(`${what} (${theme})`, async ({ context }) => {
    // Two page loads and an accessibility scan each: close to the default budget on a loaded
    // two-core machine.
    test.slow();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 503/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(holdBusyWait, RETRY_AFTER_MS);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const [device, viewport] of phoneAndDesktop) {
      await page.setViewportSize(viewport);
      // The first ask for the live board finds the shop busy; the next goes through.
      let refusals = 0;
      await page.route('**/api/leaderboard/live-leaderboard', async (route) => {
        if (refusals++ === 0) {
          await route.fulfill({
            status: 503,
            headers: { 'retry-after': String(RETRY_AFTER_MS / 1000), 'content-type': 'application/json' },
            body: JSON.stringify({ success: false, msg: 'The shop is busy. Please try again in a moment.', code: 'UNAVAILABLE' }),
          });
          return;
        }
        await route.continue();
      });
      await page.goto('/live-leaderboard');
      const notice = page.getByRole('status').filter({ hasText: BUSY_NOTICE });
      await expect(notice).toBeVisible();
      // The board explains itself on a first visit; the notice must show with or without that.
      const explained = page.getByRole('button', { name: 'Got it' });
      if (await explained.isVisible()) await explained.click();
      await expectAccessibleIn(theme, page, device);
      await screenshot(page, `busy-${device}-${theme}`, { fullPage: false });
      if (theme === 'light') {
        // Still waiting as told: nothing was asked again while the notice was checked.
        expect(refusals).toBe(1);
        await page.evaluate(() => (window as unknown as { e2eEndBusyWait: () => void }).e2eEndBusyWait());
        await expect(notice).toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('The shop is busy. Please try again in a moment.')).toHaveCount(0);
        expect(refusals).toBe(2);
      }
      await page.unroute('**/api/leaderboard/live-leaderboard');
    }
    expect(problems).toEqual([]);
  });
}

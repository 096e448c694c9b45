// The shop's calendar is India's (UTC+5:30, no daylight saving): a day and a week (Monday 00:00
// to Sunday 23:59:59.999) are India's, whatever the server's or the browser's time zone. The
// server's SQL twin of these rules is in apps/api/src/platform/india-time.ts.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The instant India's week containing `at` began (Monday 00:00 IST). */
export function istWeekStart(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - sinceMonday * DAY_MS - IST_OFFSET_MS);
}

/** The instant the next week begins: when the weekly challenge resets. */
export function nextIstWeekStart(at: Date): Date {
  return new Date(istWeekStart(at).getTime() + 7 * DAY_MS);
}

/** India's calendar date (yyyy-mm-dd) of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

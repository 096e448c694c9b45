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

/** India's time zone, for formatting instants (Intl). */
export const IST_TIME_ZONE = 'Asia/Kolkata';

/** The first instant of an India calendar day (yyyy-mm-dd). */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The first instant of the India calendar day after `day` (yyyy-mm-dd): the end of a day range. */
export function nextIstDayStart(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS);
}

/** The last millisecond of an India calendar day (yyyy-mm-dd), as ISO text: "valid until the end of that day". */
export function istDayEndIso(day: string): string {
  return `${day}T23:59:59.999+05:30`;
}

/** India's calendar dates of the `count` days up to and including today, oldest first. */
export function istDaysUpTo(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => istDate(new Date(now.getTime() - (count - 1 - i) * DAY_MS)));
}

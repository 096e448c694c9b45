import { IST_TIME_ZONE } from '@shop/contract/india-time';

/** An instant in the given format; text that is not a date shows as it came, not as "Invalid Date". */
export function formatInstant(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

// The admin and developer screens show India time, the shop's day (as the server's date filters use).
const istDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 21 Nov 2025, 03:04 pm, India time */
export function formatIstDateTime(iso: string): string {
  return formatInstant(iso, istDateTime);
}

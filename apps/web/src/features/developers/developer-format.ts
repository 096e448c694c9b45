// Times on the developer screens are India time, as the rest of the shop shows them.
import { IST_TIME_ZONE } from '@shop/contract/india-time';

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const withSeconds = new Intl.DateTimeFormat('en-IN', { timeZone: IST_TIME_ZONE, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** 21 Nov 2025, 03:04 pm */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** 21 Nov, 03:04:05 pm: delivery attempts a few seconds apart need the seconds. */
export function formatAttemptTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : withSeconds.format(date);
}

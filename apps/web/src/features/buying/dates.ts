import { formatInstant } from '../../components/dates';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const indiaDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** 21 Nov 2026, 8:34 pm — in the customer's own time zone. */
export function formatDateTime(iso: string): string {
  return formatInstant(iso, dateTime);
}

/**
 * The same format in India time, whatever the device's zone: an order's history happened in the
 * shop's day (its payments, its supplier, its refunds), so it reads the same on every device.
 */
export function formatIndiaDateTime(iso: string): string {
  return formatInstant(iso, indiaDateTime);
}

/** The local calendar day of a timestamp as YYYY-MM-DD, the format of a date input. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

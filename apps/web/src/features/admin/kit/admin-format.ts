// Dates on the admin screens are India time (the shop's day, as the server's date filters use).
import { IST_TIME_ZONE as IST, istDate } from '@shop/contract/india-time';
import { formatInstant } from '../../../components/dates';

export { formatIstDateTime as formatDateTime } from '../../../components/dates';

const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: '2-digit', month: 'short', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const count = new Intl.NumberFormat('en-IN');

/** 21 Nov 2025 */
export function formatDate(iso: string): string {
  return formatInstant(iso, dateOnly);
}

/** A yyyy-mm-dd day (already in India time, as the stats give it) as "21 Nov". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayMonth.format(date);
}

/** 1,23,456 (Indian grouping). */
export function formatCount(n: number): string {
  return count.format(n);
}

/** The India-time calendar day of an instant, as a date input wants it (yyyy-mm-dd). */
export function istDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return istDate(date);
}

/** How long ago: "just now", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatAge(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

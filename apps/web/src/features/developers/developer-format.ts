// Times on the developer screens are India time, as the rest of the shop shows them.
import { IST_TIME_ZONE } from '@shop/contract/india-time';
import { formatInstant } from '../../components/dates';

export { formatIstDateTime as formatDateTime } from '../../components/dates';

const withSeconds = new Intl.DateTimeFormat('en-IN', { timeZone: IST_TIME_ZONE, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** 21 Nov, 03:04:05 pm: delivery attempts a few seconds apart need the seconds. */
export function formatAttemptTime(iso: string): string {
  return formatInstant(iso, withSeconds);
}

import type { ProfitPeriod } from '../../../api/books';
import { formatDay } from '../kit/admin-format';

// How the profit section names periods and margins. Periods arrive as India-time calendar text
// (a day, the Monday a week starts on, or a month), so they are formatted in UTC, unshifted.

const monthYear = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short', year: 'numeric' });
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export const periodNames: Record<ProfitPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

function formatMonth(period: string): string {
  const date = new Date(`${period.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? period : monthYear.format(date);
}

/** Short, for the chart's axis: "21 Nov", "Nov 2026". */
export function periodTick(by: ProfitPeriod, period: string): string {
  return by === 'month' ? formatMonth(period) : formatDay(period.slice(0, 10));
}

/** In full, for tables and tooltips: "21 Nov", "Week of 16 Nov", "Nov 2026". */
export function periodLabel(by: ProfitPeriod, period: string): string {
  return by === 'week' ? `Week of ${formatDay(period.slice(0, 10))}` : periodTick(by, period);
}

/** "23.5%", or a dash when there was no revenue to take a margin of. */
export function formatMargin(margin: number | null): string {
  return margin === null ? '—' : `${percent.format(margin)}%`;
}

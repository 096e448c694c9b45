import { paiseToRupees } from '@shop/contract/money';

/** What a period's (or a product's) rows add up to, in paise and counts. */
export type ProfitSums = { orders: number; sales: number; refunded: number; refunds: number; completed: number; costed: number; cost: number };

const DAY_MS = 86_400_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The period an India calendar day falls in: the day, its week's Monday, or its month (yyyy-mm). */
export function periodOf(day: string, by: 'day' | 'week' | 'month'): string {
  if (by === 'day') return day;
  if (by === 'month') return day.slice(0, 7);
  const date = dateOf(day);
  return dayOf(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
}

/** Every period from the one of `from` to the one of `to`, oldest first, so that a chart has no holes. */
export function periodsBetween(from: string, to: string, by: 'day' | 'week' | 'month'): string[] {
  const periods: string[] = [];
  for (let at = dateOf(from); at <= dateOf(to); at = new Date(at.getTime() + DAY_MS)) {
    const period = periodOf(dayOf(at), by);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** A profit line in rupees: refunds net out of revenue; the margin is gross profit over revenue. */
export function profitLineOf(s: ProfitSums) {
  const revenue = s.sales - s.refunds;
  const grossProfit = revenue - s.cost;
  return {
    revenue: paiseToRupees(revenue),
    cost: paiseToRupees(s.cost),
    grossProfit: paiseToRupees(grossProfit),
    margin: revenue > 0 ? Math.round((grossProfit * 1000) / revenue) / 10 : null,
    orders: s.orders,
    refunded: s.refunded,
    uncosted: s.completed - s.costed,
  };
}

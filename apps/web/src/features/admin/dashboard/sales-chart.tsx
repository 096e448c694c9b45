import { formatRupees } from '@shop/contract/money';
import { formatCount, formatDay } from '../kit/admin-format';
import { compactRupees, figureClass, GridLine, HiddenTable, niceStep, Plot, Swatch, TICKS, useChartLayout } from './chart-kit';

export type DailyPoint = { date: string; sales: number; orders: number };

const MARGIN = { top: 12, right: 40, bottom: 28, left: 56 };
const dateOf = (d: DailyPoint) => d.date;

/** Daily sales (bars, rupees, left axis) and orders (line, right axis) for the last 30 days. */
export function SalesChart({ daily }: { daily: DailyPoint[] }) {
  const totalSales = daily.reduce((sum, d) => sum + d.sales, 0);
  const totalOrders = daily.reduce((sum, d) => sum + d.orders, 0);
  const bestDay = daily.reduce<DailyPoint | null>((best, d) => (d.sales > (best?.sales ?? 0) ? d : best), null);
  const first = daily[0];
  const last = daily[daily.length - 1];
  const summary =
    first && last
      ? `From ${formatDay(first.date)} to ${formatDay(last.date)}: ${formatRupees(totalSales)} in completed sales and ${formatCount(totalOrders)} orders placed.` +
        (bestDay ? ` Best day ${formatDay(bestDay.date)} with ${formatRupees(bestDay.sales)}.` : ' No completed sales.')
      : 'No data yet.';

  const salesStep = niceStep(Math.max(0, ...daily.map((d) => d.sales)), false);
  const ordersStep = niceStep(Math.max(0, ...daily.map((d) => d.orders)), true);
  const layout = useChartLayout(daily.length, MARGIN, 56);
  const { plotHeight, width } = layout;
  const yOf = (share: number) => MARGIN.top + plotHeight - share * plotHeight;
  const ySales = (v: number) => yOf(v / (salesStep * TICKS));
  const barWidth = Math.max(2, layout.slot * 0.62);

  return (
    <figure className={figureClass}>
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Sales and orders, last 30 days</span>
        <span aria-hidden="true" className="flex items-center gap-4 text-xs text-zinc-600 dark:text-zinc-400">
          <Swatch className="size-3 rounded-sm bg-brand-500">Sales (₹, completed)</Swatch>
          <Swatch className="h-0.5 w-4 bg-amber-500">Orders placed</Swatch>
        </span>
      </figcaption>
      <p className="mb-3 text-sm text-zinc-700 dark:text-zinc-300" aria-hidden="true">
        {summary}
      </p>
      <Plot
        layout={layout}
        points={daily}
        pointKey={dateOf}
        title="Daily sales and orders for the last 30 days"
        summary={summary}
        axes={Array.from({ length: TICKS + 1 }, (_, t) => (
          <g key={t}>
            <GridLine layout={layout} y={yOf(t / TICKS)} baseline={t === 0} label={compactRupees.format(salesStep * t)} />
            <text x={width - MARGIN.right + 6} y={yOf(t / TICKS)} dy="0.32em" className="fill-amber-700 text-[11px] dark:fill-amber-400">
              {formatCount(ordersStep * t)}
            </text>
          </g>
        ))}
        bars={(d, x) => (
          <rect x={x - barWidth / 2} y={ySales(d.sales)} width={barWidth} height={Math.max(0, MARGIN.top + plotHeight - ySales(d.sales))} rx={2} className="fill-brand-500 dark:fill-brand-400" />
        )}
        tick={(d) => formatDay(d.date)}
        line={{ y: (d) => yOf(d.orders / (ordersStep * TICKS)), className: 'stroke-amber-500', dotClassName: 'fill-amber-500 stroke-white dark:stroke-zinc-900' }}
        tooltip={(d) => (
          <>
            <p className="font-semibold">{formatDay(d.date)}</p>
            <p>Sales {formatRupees(d.sales)}</p>
            <p>Orders {formatCount(d.orders)}</p>
          </>
        )}
      />
      <HiddenTable
        caption="Daily sales and orders, last 30 days"
        headers={['Date', 'Sales', 'Orders']}
        points={daily}
        pointKey={dateOf}
        cells={(d) => [formatDay(d.date), formatRupees(d.sales), formatCount(d.orders)]}
      />
    </figure>
  );
}

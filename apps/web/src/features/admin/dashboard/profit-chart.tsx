import { formatRupees } from '@shop/contract/money';
import type { ProfitPeriod, ProfitResponse } from '../../../api/books';
import { formatDate } from '../kit/admin-format';
import { formatMargin, periodLabel, periodTick } from './profit-format';
import { compactRupees, figureClass, GridLine, HiddenTable, niceStep, Plot, Swatch, TICKS, useChartLayout } from './chart-kit';

type Point = ProfitResponse['periods'][number];

const MARGIN = { top: 12, right: 12, bottom: 28, left: 60 };
const periodOf = (p: Point) => p.period;

/** The axis: round steps from a floor at or below zero (refunds can make a period negative) to a top above every value. */
function scaleOf(periods: Point[]) {
  const values = periods.flatMap((p) => [p.revenue, p.cost, p.grossProfit]);
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const step = niceStep(highest - lowest, false);
  const bottom = Math.floor(lowest / step) * step;
  const rounded = Math.ceil(highest / step) * step;
  // Nothing sold: an empty axis of the usual height rather than none.
  const top = rounded > bottom ? rounded : bottom + step * TICKS;
  const ticks = Array.from({ length: Math.round((top - bottom) / step) + 1 }, (_, i) => bottom + step * i);
  return { top, bottom, ticks };
}

/**
 * Revenue and cost (bars) and gross profit (line) per day, week or month, drawn like the sales
 * chart.
 */
export function ProfitChart({ by, periods, from, to }: { by: ProfitPeriod; periods: Point[]; from: string; to: string }) {
  const best = periods.reduce<Point | null>((found, p) => (p.grossProfit > (found?.grossProfit ?? 0) ? p : found), null);
  const summary =
    periods.length === 0
      ? 'No sales in these dates.'
      : `${periods.length} ${periods.length === 1 ? by : `${by}s`} from ${formatDate(from)} to ${formatDate(to)}.` +
        (best ? ` Best: ${periodLabel(by, best.period)} with ${formatRupees(best.grossProfit)} gross profit.` : ' No gross profit.');

  const { top, bottom, ticks } = scaleOf(periods);
  const layout = useChartLayout(periods.length, MARGIN, by === 'month' ? 72 : 56);
  const barWidth = Math.max(1.5, layout.slot * 0.32);
  const yOf = (v: number) => MARGIN.top + ((top - v) / (top - bottom)) * layout.plotHeight;
  const zero = yOf(0);
  const bar = (x: number, value: number) => ({ x, y: Math.min(yOf(value), zero), width: barWidth, height: Math.abs(yOf(value) - zero) });
  const title = `Revenue, cost and gross profit per ${by}`;

  return (
    <figure className={figureClass}>
      <figcaption className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
        <Swatch className="size-3 rounded-sm bg-brand-500">Revenue</Swatch>
        <Swatch className="size-3 rounded-sm bg-zinc-400 dark:bg-zinc-500">Cost</Swatch>
        <Swatch className="h-0.5 w-4 bg-emerald-600 dark:bg-emerald-400">Gross profit</Swatch>
      </figcaption>
      <Plot
        layout={layout}
        points={periods}
        pointKey={periodOf}
        title={title}
        summary={summary}
        axes={ticks.map((value) => (
          <g key={value}>
            <GridLine layout={layout} y={yOf(value)} baseline={value === 0} label={compactRupees.format(value)} />
          </g>
        ))}
        bars={(p, x) => (
          <>
            <rect {...bar(x - barWidth, p.revenue)} rx={1.5} className="fill-brand-500 dark:fill-brand-400" />
            <rect {...bar(x, p.cost)} rx={1.5} className="fill-zinc-400 dark:fill-zinc-500" />
          </>
        )}
        tick={(p) => periodTick(by, p.period)}
        line={{ y: (p) => yOf(p.grossProfit), className: 'stroke-emerald-600 dark:stroke-emerald-400', dotClassName: 'fill-emerald-600 stroke-white dark:fill-emerald-400 dark:stroke-zinc-900' }}
        tooltip={(p) => (
          <>
            <p className="font-semibold">{periodLabel(by, p.period)}</p>
            <p>Revenue {formatRupees(p.revenue)}</p>
            <p>Cost {formatRupees(p.cost)}</p>
            <p>
              Gross profit {formatRupees(p.grossProfit)} ({formatMargin(p.margin)})
            </p>
          </>
        )}
      />
      <HiddenTable
        caption={title}
        headers={['Period', 'Revenue', 'Cost', 'Gross profit', 'Margin']}
        points={periods}
        pointKey={periodOf}
        cells={(p) => [periodLabel(by, p.period), formatRupees(p.revenue), formatRupees(p.cost), formatRupees(p.grossProfit), formatMargin(p.margin)]}
      />
    </figure>
  );
}

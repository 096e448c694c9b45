import { formatRupees } from '@shop/contract/money';
import { useId, useState } from 'react';
import type { ProfitPeriod, ProfitResponse } from '../../../api/books';
import { formatDate } from '../kit/admin-format';
import { formatMargin, periodLabel, periodTick } from './profit-format';
import { compactRupees, niceStep, useWidth } from './sales-chart';

type Point = ProfitResponse['periods'][number];

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 60 };
const TICKS = 4;

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
 * Revenue and cost (bars) and gross profit (line) per day, week or month, as plain SVG like the
 * sales chart. Screen readers get a summary in the SVG's description and every period in a
 * visually hidden table.
 */
export function ProfitChart({ by, periods, from, to }: { by: ProfitPeriod; periods: Point[]; from: string; to: string }) {
  const [frameRef, width] = useWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  const best = periods.reduce<Point | null>((found, p) => (p.grossProfit > (found?.grossProfit ?? 0) ? p : found), null);
  const summary =
    periods.length === 0
      ? 'No sales in these dates.'
      : `${periods.length} ${periods.length === 1 ? by : `${by}s`} from ${formatDate(from)} to ${formatDate(to)}.` +
        (best ? ` Best: ${periodLabel(by, best.period)} with ${formatRupees(best.grossProfit)} gross profit.` : ' No gross profit.');

  const { top, bottom, ticks } = scaleOf(periods);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = periods.length > 0 ? plotWidth / periods.length : plotWidth;
  const barWidth = Math.max(1.5, slot * 0.32);
  const xOf = (i: number) => MARGIN.left + slot * i + slot / 2;
  const yOf = (v: number) => MARGIN.top + ((top - v) / (top - bottom)) * plotHeight;
  const zero = yOf(0);
  const bar = (x: number, value: number) => ({ x, y: Math.min(yOf(value), zero), width: barWidth, height: Math.abs(yOf(value) - zero) });
  const labelEvery = Math.max(1, Math.ceil(periods.length / Math.max(1, Math.floor(plotWidth / (by === 'month' ? 72 : 56)))));
  const linePoints = periods.map((p, i) => `${xOf(i).toFixed(1)},${yOf(p.grossProfit).toFixed(1)}`).join(' ');
  const active = hovered === null ? null : periods[hovered];

  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-500" /> Revenue
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-zinc-400 dark:bg-zinc-500" /> Cost
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-emerald-600 dark:bg-emerald-400" /> Gross profit
        </span>
      </figcaption>
      <div ref={frameRef} className="relative w-full">
        <svg role="img" aria-labelledby={`${titleId} ${descriptionId}`} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block max-w-full overflow-visible" onPointerLeave={() => setHovered(null)}>
          <title id={titleId}>Revenue, cost and gross profit per {by}</title>
          <desc id={descriptionId}>{summary}</desc>
          {ticks.map((value) => (
            <g key={value}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={yOf(value)} y2={yOf(value)} className="stroke-zinc-200 dark:stroke-zinc-800" strokeDasharray={value === 0 ? undefined : '3 3'} />
              <text x={MARGIN.left - 6} y={yOf(value)} dy="0.32em" textAnchor="end" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
                {compactRupees.format(value)}
              </text>
            </g>
          ))}
          {periods.map((p, i) => (
            <g key={p.period}>
              {hovered === i && <rect x={MARGIN.left + slot * i} y={MARGIN.top} width={slot} height={plotHeight} className="fill-zinc-100 dark:fill-zinc-800" />}
              <rect {...bar(xOf(i) - barWidth, p.revenue)} rx={1.5} className="fill-brand-500 dark:fill-brand-400" />
              <rect {...bar(xOf(i), p.cost)} rx={1.5} className="fill-zinc-400 dark:fill-zinc-500" />
              {i % labelEvery === 0 && (
                <text x={xOf(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
                  {periodTick(by, p.period)}
                </text>
              )}
            </g>
          ))}
          <polyline points={linePoints} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-emerald-600 dark:stroke-emerald-400" />
          {periods.map((p, i) => (
            <circle key={p.period} cx={xOf(i)} cy={yOf(p.grossProfit)} r={hovered === i ? 4 : 2.5} className="fill-emerald-600 stroke-white dark:fill-emerald-400 dark:stroke-zinc-900" strokeWidth={1} />
          ))}
          {/* Hover targets, one per period, over everything. */}
          {periods.map((p, i) => (
            <rect key={p.period} x={MARGIN.left + slot * i} y={MARGIN.top} width={slot} height={plotHeight} fill="transparent" onPointerEnter={() => setHovered(i)} />
          ))}
        </svg>
        {active && hovered !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1 rounded-lg border border-zinc-200 bg-white px-2.5 py-1.5 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800"
            style={xOf(hovered) > width / 2 ? { right: width - xOf(hovered) + 8 } : { left: xOf(hovered) + 8 }}
          >
            <p className="font-semibold">{periodLabel(by, active.period)}</p>
            <p>Revenue {formatRupees(active.revenue)}</p>
            <p>Cost {formatRupees(active.cost)}</p>
            <p>
              Gross profit {formatRupees(active.grossProfit)} ({formatMargin(active.margin)})
            </p>
          </div>
        )}
      </div>
      {/* A table is never narrower than its cells: hidden in a box of its own, it cannot widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Revenue, cost and gross profit per {by}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Revenue</th>
              <th scope="col">Cost</th>
              <th scope="col">Gross profit</th>
              <th scope="col">Margin</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.period}>
                <th scope="row">{periodLabel(by, p.period)}</th>
                <td>{formatRupees(p.revenue)}</td>
                <td>{formatRupees(p.cost)}</td>
                <td>{formatRupees(p.grossProfit)}</td>
                <td>{formatMargin(p.margin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

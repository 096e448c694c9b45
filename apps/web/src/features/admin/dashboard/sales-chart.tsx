import { formatRupees } from '@shop/contract/money';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCount, formatDay } from '../kit/admin-format';

export type DailyPoint = { date: string; sales: number; orders: number };

const HEIGHT = 240;
const MARGIN = { top: 12, right: 40, bottom: 28, left: 56 };
const TICKS = 4;

export const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** A round step so that TICKS of them cover the largest value (1, 2, 2.5 or 5 times a power of ten). */
export function niceStep(largest: number, wholeNumbers: boolean): number {
  const raw = largest / TICKS;
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  return wholeNumbers ? Math.max(1, Math.ceil(step)) : step;
}

/** The chart's width follows its container (jsdom has no ResizeObserver: a laptop width there). */
export function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Daily sales (bars, rupees, left axis) and orders (line, right axis) for the last 30 days, as
 * plain SVG (UI: Admin, a chart where the owner would rather look than read). Screen readers get
 * the summary in the SVG's description and every day in a visually hidden table.
 */
export function SalesChart({ daily }: { daily: DailyPoint[] }) {
  const [frameRef, width] = useWidth();
  const [hovered, setHovered] = useState<number | null>(null);
  const titleId = useId();
  const descriptionId = useId();

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
  const salesTop = salesStep * TICKS;
  const ordersTop = ordersStep * TICKS;

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = daily.length > 0 ? plotWidth / daily.length : plotWidth;
  const barWidth = Math.max(2, slot * 0.62);
  const xOf = (i: number) => MARGIN.left + slot * i + slot / 2;
  const ySales = (v: number) => MARGIN.top + plotHeight - (v / salesTop) * plotHeight;
  const yOrders = (v: number) => MARGIN.top + plotHeight - (v / ordersTop) * plotHeight;
  // A date label every few days, as many as fit.
  const labelEvery = Math.max(1, Math.ceil(daily.length / Math.max(1, Math.floor(plotWidth / 56))));
  const linePoints = daily.map((d, i) => `${xOf(i).toFixed(1)},${yOrders(d.orders).toFixed(1)}`).join(' ');
  const active = hovered === null ? null : daily[hovered];

  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Sales and orders, last 30 days</span>
        <span aria-hidden="true" className="flex items-center gap-4 text-xs text-zinc-600 dark:text-zinc-400">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-brand-500" /> Sales (₹, completed)
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 bg-amber-500" /> Orders placed
          </span>
        </span>
      </figcaption>
      <p className="mb-3 text-sm text-zinc-700 dark:text-zinc-300" aria-hidden="true">
        {summary}
      </p>
      <div ref={frameRef} className="relative w-full">
        <svg role="img" aria-labelledby={`${titleId} ${descriptionId}`} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block max-w-full overflow-visible" onPointerLeave={() => setHovered(null)}>
          <title id={titleId}>Daily sales and orders for the last 30 days</title>
          <desc id={descriptionId}>{summary}</desc>
          {Array.from({ length: TICKS + 1 }, (_, t) => {
            const y = MARGIN.top + plotHeight - (t / TICKS) * plotHeight;
            return (
              <g key={t}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y} y2={y} className="stroke-zinc-200 dark:stroke-zinc-800" strokeDasharray={t === 0 ? undefined : '3 3'} />
                <text x={MARGIN.left - 6} y={y} dy="0.32em" textAnchor="end" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
                  {compactRupees.format(salesStep * t)}
                </text>
                <text x={width - MARGIN.right + 6} y={y} dy="0.32em" className="fill-amber-700 text-[11px] dark:fill-amber-400">
                  {formatCount(ordersStep * t)}
                </text>
              </g>
            );
          })}
          {daily.map((d, i) => (
            <g key={d.date}>
              {hovered === i && <rect x={MARGIN.left + slot * i} y={MARGIN.top} width={slot} height={plotHeight} className="fill-zinc-100 dark:fill-zinc-800" />}
              <rect x={xOf(i) - barWidth / 2} y={ySales(d.sales)} width={barWidth} height={Math.max(0, MARGIN.top + plotHeight - ySales(d.sales))} rx={2} className="fill-brand-500 dark:fill-brand-400" />
              {i % labelEvery === 0 && (
                <text x={xOf(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
                  {formatDay(d.date)}
                </text>
              )}
            </g>
          ))}
          <polyline points={linePoints} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-amber-500" />
          {daily.map((d, i) => (
            <circle key={d.date} cx={xOf(i)} cy={yOrders(d.orders)} r={hovered === i ? 4 : 2.5} className="fill-amber-500 stroke-white dark:stroke-zinc-900" strokeWidth={1} />
          ))}
          {/* Hover targets, one per day, over everything. */}
          {daily.map((d, i) => (
            <rect key={d.date} x={MARGIN.left + slot * i} y={MARGIN.top} width={slot} height={plotHeight} fill="transparent" onPointerEnter={() => setHovered(i)} />
          ))}
        </svg>
        {active && hovered !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1 rounded-lg border border-zinc-200 bg-white px-2.5 py-1.5 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800"
            style={xOf(hovered) > width / 2 ? { right: width - xOf(hovered) + 8 } : { left: xOf(hovered) + 8 }}
          >
            <p className="font-semibold">{formatDay(active.date)}</p>
            <p>Sales {formatRupees(active.sales)}</p>
            <p>Orders {formatCount(active.orders)}</p>
          </div>
        )}
      </div>
      <table className="sr-only">
        <caption>Daily sales and orders, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDay(d.date)}</th>
              <td>{formatRupees(d.sales)}</td>
              <td>{formatCount(d.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

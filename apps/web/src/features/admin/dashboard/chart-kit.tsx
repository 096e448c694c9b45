import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

// The dashboard's charts are plain SVG, for an owner who would rather look than read: bars and a
// line over a row of slots, one per day or period. Screen readers get a summary in the SVG's
// description and every point in a visually hidden table.

export const CHART_HEIGHT = 240;
/** Ticks on the value axis. */
export const TICKS = 4;

export type ChartMargin = { top: number; right: number; bottom: number; left: number };

export const compactRupees = new Intl.NumberFormat('en-IN', { notation: 'compact', style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 1 });

export const figureClass = 'rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';

/** A round step so that TICKS of them cover the largest value (1, 2, 2.5 or 5 times a power of ten). */
export function niceStep(largest: number, wholeNumbers: boolean): number {
  const raw = largest / TICKS;
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  return wholeNumbers ? Math.max(1, Math.ceil(step)) : step;
}

/** The chart's width follows its container (jsdom has no ResizeObserver: a laptop width there). */
function useWidth() {
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

export type ChartLayout = {
  /** The box the chart measures its width from. */
  frameRef: RefObject<HTMLDivElement | null>;
  width: number;
  margin: ChartMargin;
  plotHeight: number;
  slot: number;
  /** The centre of a point's slot. */
  xOf: (index: number) => number;
  /** An axis label every few points, as many as fit. */
  labelEvery: number;
};

/** The plot's slots across the width it has: `labelWidth` is the room one label on the time axis needs. */
export function useChartLayout(count: number, margin: ChartMargin, labelWidth: number): ChartLayout {
  const [frameRef, width] = useWidth();
  const plotWidth = width - margin.left - margin.right;
  const slot = count > 0 ? plotWidth / count : plotWidth;
  return {
    frameRef,
    width,
    margin,
    plotHeight: CHART_HEIGHT - margin.top - margin.bottom,
    slot,
    xOf: (i) => margin.left + slot * i + slot / 2,
    labelEvery: Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotWidth / labelWidth)))),
  };
}

/** A grid line across the plot, dashed but for the baseline, with its value at the left. */
export function GridLine({ layout, y, baseline, label }: { layout: ChartLayout; y: number; baseline: boolean; label: string }) {
  const { margin, width } = layout;
  return (
    <>
      <line x1={margin.left} x2={width - margin.right} y1={y} y2={y} className="stroke-zinc-200 dark:stroke-zinc-800" strokeDasharray={baseline ? undefined : '3 3'} />
      <text x={margin.left - 6} y={y} dy="0.32em" textAnchor="end" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
        {label}
      </text>
    </>
  );
}

type PlotProps<P> = {
  layout: ChartLayout;
  points: readonly P[];
  pointKey: (point: P) => string;
  title: string;
  summary: string;
  /** Grid lines and value labels, drawn first. */
  axes: ReactNode;
  /** A point's bars, centred on x. */
  bars: (point: P, x: number) => ReactNode;
  /** The point's name on the time axis. */
  tick: (point: P) => string;
  /** The line over the bars: each point's height and the line's colours. */
  line: { y: (point: P) => number; className: string; dotClassName: string };
  /** What the tooltip says of the point under the pointer. */
  tooltip: (point: P) => ReactNode;
};

/** The chart itself: axes, bars, the line, the time axis, and a tooltip for the point under the pointer. */
export function Plot<P>({ layout, points, pointKey, title, summary, axes, bars, tick, line, tooltip }: PlotProps<P>) {
  const [hovered, setHovered] = useState<number | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { frameRef, width, margin, plotHeight, slot, xOf, labelEvery } = layout;
  const band = (i: number) => ({ x: margin.left + slot * i, y: margin.top, width: slot, height: plotHeight });
  const active = hovered === null ? undefined : points[hovered];
  return (
    <div ref={frameRef} className="relative w-full">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        className="block max-w-full overflow-visible"
        onPointerLeave={() => setHovered(null)}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{summary}</desc>
        {axes}
        {points.map((p, i) => (
          <g key={pointKey(p)}>
            {hovered === i && <rect {...band(i)} className="fill-zinc-100 dark:fill-zinc-800" />}
            {bars(p, xOf(i))}
            {i % labelEvery === 0 && (
              <text x={xOf(i)} y={CHART_HEIGHT - 8} textAnchor="middle" className="fill-zinc-600 text-[11px] dark:fill-zinc-400">
                {tick(p)}
              </text>
            )}
          </g>
        ))}
        <polyline points={points.map((p, i) => `${xOf(i).toFixed(1)},${line.y(p).toFixed(1)}`).join(' ')} fill="none" strokeWidth={2} strokeLinejoin="round" className={line.className} />
        {points.map((p, i) => (
          <circle key={pointKey(p)} cx={xOf(i)} cy={line.y(p)} r={hovered === i ? 4 : 2.5} className={line.dotClassName} strokeWidth={1} />
        ))}
        {/* Hover targets, one per point, over everything. */}
        {points.map((p, i) => (
          <rect key={pointKey(p)} {...band(i)} fill="transparent" onPointerEnter={() => setHovered(i)} />
        ))}
      </svg>
      {active && hovered !== null && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-1 rounded-lg border border-zinc-200 bg-white px-2.5 py-1.5 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-800"
          style={xOf(hovered) > width / 2 ? { right: width - xOf(hovered) + 8 } : { left: xOf(hovered) + 8 }}
        >
          {tooltip(active)}
        </div>
      )}
    </div>
  );
}

/** One entry of a chart's legend: its colour (a square or a line) and what it stands for. */
export function Swatch({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={`inline-block ${className}`} /> {children}
    </span>
  );
}

type HiddenTableProps<P> = {
  caption: string;
  headers: string[];
  points: readonly P[];
  pointKey: (point: P) => string;
  /** The point's name, then its values. */
  cells: (point: P) => [string, ...ReactNode[]];
};

/** Every point of a chart for screen readers. */
export function HiddenTable<P>({ caption, headers, points, pointKey, cells }: HiddenTableProps<P>) {
  return (
    // A table is never narrower than its cells: hidden in a box of its own, it cannot widen a phone's page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => {
            const [name, ...values] = cells(p);
            return (
              <tr key={pointKey(p)}>
                <th scope="row">{name}</th>
                {values.map((value, i) => (
                  <td key={i}>{value}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

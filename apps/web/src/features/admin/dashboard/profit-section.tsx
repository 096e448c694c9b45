import { istDaysUpTo } from '@shop/contract/india-time';
import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProfitPeriod, ProfitResponse } from '../../../api/books';
import { FormMessage } from '../../../components/ui/form-message';
import { formatCount, formatDate } from '../kit/admin-format';
import { DateField } from '../kit/filter-bar';
import { FetchError } from '../kit/list-state';
import { marginsQuery } from '../catalogue/catalogue-queries';
import { profitQuery } from './dashboard-queries';
import { ProfitChart } from './profit-chart';
import { formatMargin, periodNames } from './profit-format';
import { GiveawaysList, ProfitTable } from './profit-tables';

const periods: ProfitPeriod[] = ['day', 'week', 'month'];
const kindNames = { customer: 'Customers', reseller: 'Resellers' } as const;
const muted = 'text-zinc-600 dark:text-zinc-400';
const DEFAULT_DAYS = 30;

/** The last 30 India-time days, today included. */
function defaultRange() {
  const days = istDaysUpTo(new Date(), DEFAULT_DAYS);
  return { from: days[0]!, to: days[days.length - 1]! };
}

/**
 * The dashboard's profit: what sales earned over what the suppliers charged, per day, week or
 * month, by product and by kind of buyer, and what the shop gave away besides. Warns when packs
 * are priced below their cost.
 */
export function ProfitSection() {
  const [by, setBy] = useState<ProfitPeriod>('day');
  const [range, setRange] = useState(defaultRange);
  const backwards = range.from !== '' && range.to !== '' && range.from > range.to;
  const profit = useQuery(profitQuery({ by, from: range.from || undefined, to: range.to || undefined }, !backwards));

  return (
    <section aria-labelledby="profit-heading" className="mt-6">
      <h2 id="profit-heading" className="mb-2 text-lg font-bold">
        Profit
      </h2>
      <BelowCostWarning />
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <div role="group" aria-label="Profit per" className="flex rounded-lg bg-zinc-200 p-1 dark:bg-zinc-800">
          {periods.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={by === period}
              onClick={() => setBy(period)}
              className={`min-h-9 rounded-md px-3 text-sm font-semibold ${
                by === period ? 'bg-white text-brand-800 shadow-sm dark:bg-zinc-950 dark:text-brand-200' : 'text-zinc-700 dark:text-zinc-300'
              }`}
            >
              {periodNames[period]}
            </button>
          ))}
        </div>
        <DateField label="From" className="w-[9.5rem]" value={range.from} onChange={(from) => setRange((r) => ({ ...r, from }))} />
        <DateField label="To" className="w-[9.5rem]" value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
      </div>
      {backwards && (
        <div className="mb-3">
          <FormMessage tone="error">The start date is after the end date.</FormMessage>
        </div>
      )}
      {profit.isError && !profit.data ? (
        <FetchError error={profit.error} onRetry={() => void profit.refetch()} />
      ) : !profit.data ? (
        <div role="status" aria-busy="true" aria-label="Loading profit" className="space-y-3">
          <div className="skeleton h-20" />
          <div className="skeleton h-64" />
        </div>
      ) : (
        <div aria-busy={profit.isPlaceholderData} className={`space-y-4 transition-opacity ${profit.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ProfitReport report={profit.data} />
        </div>
      )}
    </section>
  );
}

function ProfitReport({ report }: { report: ProfitResponse }) {
  const { totals } = report;
  return (
    <>
      <ul aria-label="Profit totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Total label="Revenue" value={formatRupees(totals.revenue)} />
        <Total label="Cost" value={formatRupees(totals.cost)} />
        <Total label="Gross profit" value={formatRupees(totals.grossProfit)} negative={totals.grossProfit < 0} />
        <Total label="Margin" value={formatMargin(totals.margin)} />
      </ul>
      <p className={`text-sm ${muted}`}>
        {formatCount(totals.orders)} {totals.orders === 1 ? 'order' : 'orders'}, {formatCount(totals.refunded)} refunded, from {formatDate(report.from)} to {formatDate(report.to)}.
      </p>
      {totals.uncosted > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
          {formatCount(totals.uncosted)} {totals.uncosted === 1 ? 'order has' : 'orders have'} no known cost: {totals.uncosted === 1 ? 'its' : 'their'} revenue is counted, but not in the margin.
        </p>
      )}
      <ProfitChart by={report.by} periods={report.periods} from={report.from} to={report.to} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <div>
            <h3 className="mb-2 font-semibold">By product</h3>
            <ProfitTable
              label="Profit by product"
              nameHeader="Product"
              empty="No sales in these dates."
              rows={report.products.map((p) => ({ key: p.productId, name: p.name, line: p }))}
            />
          </div>
          <div>
            <h3 className="mb-2 font-semibold">By kind of buyer</h3>
            <ProfitTable
              label="Profit by kind of buyer"
              nameHeader="Buyer"
              empty="No sales in these dates."
              rows={report.kinds.map((k) => ({ key: k.kind, name: kindNames[k.kind], line: k }))}
            />
          </div>
        </div>
        <GiveawaysList giveaways={report.giveaways} />
      </div>
    </>
  );
}

function Total({ label, value, negative = false }: { label: string; value: ReactNode; negative?: boolean }) {
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <span className={`block text-xs font-semibold tracking-wide uppercase ${muted}`}>{label}</span>
      <span className={`mt-1 block text-xl font-bold break-words tabular-nums sm:text-2xl ${negative ? 'text-red-700 dark:text-red-300' : ''}`}>{value}</span>
    </li>
  );
}

/**
 * Shown only when some pack's customer or reseller price is under its cost; a failed check shows
 * nothing (the price screen says more). It reads the price screen's own margins query: one copy,
 * refreshed when a price is saved or repriced there.
 */
function BelowCostWarning() {
  const margins = useQuery(marginsQuery());
  const count = margins.data?.belowCost ?? 0;
  if (count === 0) return null;
  return (
    <p className="mb-3 flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="flex-1">
        {formatCount(count)} {count === 1 ? 'pack is' : 'packs are'} priced below cost.
      </span>
      <Link to="/admin/price" className="underline underline-offset-2 hover:text-amber-950 dark:hover:text-white">
        Review prices
      </Link>
    </p>
  );
}

import { formatRupees } from '@shop/contract/money';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PackMargin } from '../../../api/admin-books';
import { StatusChip } from '../../../components/ui/status-chip';
import { costSourceLabels, marginText } from './margin-format';

const muted = 'text-zinc-600 dark:text-zinc-400';
const loss = 'font-semibold text-red-700 dark:text-red-300';

/** Who pays less than the pack costs, in words: the flag must not rely on its colour. */
function belowCostText(pack: PackMargin): string {
  const customers = pack.margin !== null && pack.margin < 0;
  const resellers = pack.resellMargin !== null && pack.resellMargin < 0;
  if (customers && resellers) return 'Customers and resellers pay less than it costs.';
  if (customers) return 'Customers pay less than it costs.';
  if (resellers) return 'Resellers pay less than it costs.';
  return 'A price is under the cost.';
}

function Figure({ term, value, detail, negative = false }: { term: string; value: string; detail: ReactNode; negative?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 sm:block">
      <dt className={`text-xs font-semibold ${muted}`}>{term}</dt>
      <dd className="text-right tabular-nums sm:text-left">
        <span className="font-semibold">{value}</span>
        <span className={`block text-xs ${negative ? loss : muted}`}>{detail}</span>
      </dd>
    </div>
  );
}

/** A pack's cost, and what customers and resellers pay for it with the margin each leaves. */
export function PackMargins({ pack }: { pack: PackMargin }) {
  return (
    <div className="space-y-2">
      {pack.belowCost && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-300 ring-inset dark:bg-red-950/40 dark:text-red-200 dark:ring-red-800">
          <StatusChip tone="red">Below cost</StatusChip>
          <span>{belowCostText(pack)}</span>
        </p>
      )}
      {pack.cost === null && (
        <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Cost unknown:</span> {pack.costProblem ?? 'the margin cannot be worked out.'}
            {!pack.manual && (
              <>
                {' '}
                <Link to="/admin/costs" className="font-semibold underline underline-offset-2">
                  Costs and rates
                </Link>
              </>
            )}
          </span>
        </p>
      )}
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <Figure term="Cost" value={pack.cost === null ? 'Unknown' : formatRupees(pack.cost)} detail={pack.costSource ? costSourceLabels[pack.costSource] : ''} />
        <Figure term="Customer price" value={formatRupees(pack.price)} detail={`Margin ${marginText(pack.margin, pack.marginPercent)}`} negative={(pack.margin ?? 0) < 0} />
        <Figure
          term="Reseller price"
          value={formatRupees(pack.resellPrice)}
          detail={`Margin ${marginText(pack.resellMargin, pack.resellMarginPercent)}`}
          negative={(pack.resellMargin ?? 0) < 0}
        />
      </dl>
    </div>
  );
}

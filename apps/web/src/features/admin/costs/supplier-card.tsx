import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { SupplierCosts } from '../../../api/admin-books';
import { cardClass } from '../../../components/ui/card';
import { PriceListState } from './price-list-state';
import { RateForm } from './rate-form';
import { rateLabel } from './rate-format';
import { RateHistory } from './rate-history';

const muted = 'text-zinc-600 dark:text-zinc-400';

/** One supplier: its rate now, a form for the next one, its price list and the rates before. */
export function SupplierCard({ supplier }: { supplier: SupplierCosts }) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className={`${cardClass} min-w-0 space-y-4`}>
      <div>
        <h2 id={headingId} className="text-lg font-bold break-words">
          {supplier.label}
        </h2>
        <p className={`text-sm ${muted}`}>Charges in {supplier.currency}</p>
      </div>
      {supplier.rate !== null ? (
        <dl>
          <dt className={`text-xs font-semibold tracking-wide uppercase ${muted}`}>Current rate</dt>
          <dd className="text-2xl font-bold break-words tabular-nums">{rateLabel(supplier.rate, supplier.currency)}</dd>
        </dl>
      ) : (
        <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          No rate set: the costs of its packs are unknown until you set one.
        </p>
      )}
      <RateForm supplier={supplier} />
      <PriceListState supplier={supplier} />
      <RateHistory supplier={supplier} />
    </li>
  );
}

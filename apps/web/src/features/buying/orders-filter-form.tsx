import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { statusFilterOptions, type OrderFilters, type StatusFilter } from './orders-filter';
import { card } from './styles';

const fieldClass =
  'block min-h-11 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100';
const labelClass = 'mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200';

/** Search by Uid/Email or order id, and on wider screens (or behind More filters) status and dates. */
export function OrdersFilterForm({ filters, onChange }: { filters: OrderFilters; onChange: (change: Partial<OrderFilters>) => void }) {
  // Phones keep the status and date filters folded away until asked for.
  const [moreFilters, setMoreFilters] = useState(false);
  const ids = useId();

  return (
    <div role="search" aria-label="Filter orders" className={`${card} mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end`}>
      <div className="sm:col-span-3 lg:col-span-1">
        <label htmlFor={`${ids}-search`} className={labelClass}>
          Search by Uid/Email or OrderId
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-600 dark:text-zinc-400" />
            <input
              id={`${ids}-search`}
              type="search"
              value={filters.search}
              onChange={(e) => onChange({ search: e.target.value })}
              placeholder="e.g. 123456 or ST2611…"
              className={`${fieldClass} pl-9 placeholder:text-zinc-500 dark:placeholder:text-zinc-400`}
            />
          </div>
          <button
            type="button"
            onClick={() => setMoreFilters((open) => !open)}
            aria-expanded={moreFilters}
            aria-controls={`${ids}-more`}
            aria-label="More filters"
            className="grid size-11 shrink-0 place-items-center rounded-xl text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-100 sm:hidden dark:text-zinc-200 dark:ring-zinc-700 dark:hover:bg-zinc-800"
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div id={`${ids}-more`} className={`${moreFilters ? 'grid' : 'hidden'} grid-cols-2 gap-3 sm:col-span-3 sm:grid sm:grid-cols-3 lg:contents`}>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${ids}-status`} className={labelClass}>
            Status
          </label>
          <select id={`${ids}-status`} value={filters.status} onChange={(e) => onChange({ status: e.target.value as StatusFilter })} className={fieldClass}>
            {statusFilterOptions.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-from`} className={labelClass}>
            From
          </label>
          <input id={`${ids}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} className={fieldClass} />
        </div>
        <div>
          <label htmlFor={`${ids}-to`} className={labelClass}>
            To
          </label>
          <input id={`${ids}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} className={fieldClass} />
        </div>
      </div>
    </div>
  );
}

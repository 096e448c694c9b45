import { useId } from 'react';
import type { AdminItem } from '../../../api/admin-catalogue';
import type { PackMargin } from '../../../api/admin-books';
import { PackCostForm } from '../repricing/pack-cost-form';
import { PackMargins } from '../repricing/pack-margins';
import { PriceItemForm } from './price-item-form';

/**
 * One pack on the price screen: its cost and margins (when the margins loaded), its prices and
 * stock, and for a pack delivered by hand the cost the admin sets for it.
 */
export function PricePackCard({ item, margin }: { item: AdminItem; margin: PackMargin | undefined }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <h3 id={headingId} className="font-semibold break-words">
        {item.name} <span className="text-xs font-normal text-zinc-600 dark:text-zinc-400">#{item.itemid}</span>
      </h3>
      {margin && <PackMargins pack={margin} />}
      <PriceItemForm item={item} />
      {/* Keyed by the cost, so the field shows the saved cost once the margins come back. */}
      {margin?.manual && <PackCostForm key={String(margin.cost)} pack={margin} />}
    </article>
  );
}

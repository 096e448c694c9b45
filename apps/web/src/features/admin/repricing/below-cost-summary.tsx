import type { UseQueryResult } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { MarginsResponse } from '../../../api/admin-books';
import { packsText } from './margin-format';

const box = 'rounded-xl px-4 py-3 text-sm ring-1 ring-inset';

/**
 * The head of the price screen: how many packs sell below cost (each product with some is a
 * button that opens it) and how many have no known cost.
 */
export function BelowCostSummary({ margins, onChoose }: { margins: UseQueryResult<MarginsResponse>; onChoose: (productId: string) => void }) {
  if (margins.isPending) return null;
  if (margins.isError && !margins.data) {
    return (
      <div role="alert" className={`${box} flex flex-wrap items-center gap-3 bg-red-50 text-red-800 ring-red-300 dark:bg-red-950/40 dark:text-red-300 dark:ring-red-900`}>
        <span>Costs and margins could not be loaded: {margins.error.message}</span>
        <button type="button" onClick={() => void margins.refetch()} className="min-h-9 rounded-lg border border-red-400 px-3 font-semibold hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900/40">
          Try again
        </button>
      </div>
    );
  }
  const products = margins.data.products;
  const unknown = products.reduce((n, p) => n + p.items.filter((i) => i.cost === null).length, 0);
  const unknownText = unknown > 0 ? ` ${packsText(unknown)} with no known cost.` : '';
  if (margins.data.belowCost === 0) {
    return (
      <p className={`${box} flex items-start gap-2 bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950/40 dark:text-emerald-200 dark:ring-emerald-800`}>
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>No pack is priced below cost.{unknownText}</span>
      </p>
    );
  }
  const losing = products.map((p) => ({ product: p, count: p.items.filter((i) => i.belowCost).length })).filter((p) => p.count > 0);
  return (
    <section aria-label="Packs below cost" className={`${box} space-y-2 bg-red-50 text-red-900 ring-red-300 dark:bg-red-950/40 dark:text-red-100 dark:ring-red-800`}>
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {packsText(margins.data.belowCost)} below cost.{unknownText}
        </span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {losing.map(({ product, count }) => (
          <li key={product._id}>
            <button
              type="button"
              onClick={() => onChoose(product._id)}
              className="min-h-10 rounded-lg border border-red-400 bg-white px-3 text-left font-semibold hover:bg-red-100 dark:border-red-700 dark:bg-zinc-900 dark:hover:bg-red-900/40"
            >
              {product.name}: {count} below cost
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

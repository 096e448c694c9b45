import type { Item } from '@shop/contract/catalogue';
import { formatRupees } from '@shop/contract/money';
import { CircleCheck } from 'lucide-react';
import { ProductImage } from '../../components/product-image';
import { StepCard } from './step-card';

type PackStepProps = {
  items: Item[] | undefined;
  loading: boolean;
  error: string | null;
  selectedId: string | null;
  priceOf: (item: Item) => number;
  onSelect: (item: Item) => void;
  problem?: string;
};

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3';

function PackButton({ item, price, selected, onSelect }: { item: Item; price: number; selected: boolean; onSelect: () => void }) {
  const priceId = `pack-price-${item._id}`;
  const outOfStock = !item.inStock;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={item.name}
      aria-describedby={priceId}
      disabled={outOfStock}
      onClick={onSelect}
      className={`relative flex h-full w-full flex-col items-center gap-1 overflow-hidden rounded-2xl p-3 text-center shadow-sm transition ${
        // The background is set in one branch only: two background classes on one element are
        // decided by the stylesheet's order, and the plain one would win over the highlight.
        selected
          ? 'ring-2 ring-brand-600 bg-brand-50 dark:bg-brand-950 dark:ring-brand-300'
          : 'ring-1 ring-zinc-200 bg-white hover:ring-brand-400 dark:bg-zinc-900 dark:ring-zinc-700'
      } ${outOfStock ? 'cursor-not-allowed' : ''}`}
    >
      {selected && <CircleCheck aria-hidden="true" className="absolute top-2 right-2 size-5 text-brand-700 dark:text-brand-300" />}
      <ProductImage path={item.imgpath} width={56} height={56} loading="lazy" className="size-14 rounded-lg object-contain" />
      <span className="line-clamp-2 text-sm leading-5 font-semibold text-zinc-900 dark:text-zinc-100">{item.name}</span>
      <span id={priceId} className="mt-auto flex flex-wrap items-baseline justify-center gap-x-1.5">
        <span className="font-bold text-brand-800 dark:text-brand-200">{formatRupees(price)}</span>
        {item.originalprice > price && (
          <s className="text-xs text-zinc-600 dark:text-zinc-400">
            <span className="sr-only">was </span>
            {formatRupees(item.originalprice)}
          </s>
        )}
      </span>
      {outOfStock && (
        <span className="absolute inset-0 grid place-items-center bg-white/75 dark:bg-zinc-950/75">
          <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white">Out of Stock</span>
        </span>
      )}
    </button>
  );
}

/** Step 2: the pack grid. */
export function PackStep({ items, loading, error, selectedId, priceOf, onSelect, problem }: PackStepProps) {
  return (
    <StepCard step={2} title="Select Recharge" id="step-recharge" invalid={Boolean(problem)}>
      {loading ? (
        <div className={grid} role="status" aria-busy="true" aria-label="Loading packs">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex h-36 flex-col items-center gap-2 rounded-2xl p-3 ring-1 ring-zinc-200 dark:ring-zinc-800">
              <div className="skeleton size-14" />
              <div className="skeleton h-3 w-3/4" />
              <div className="skeleton mt-auto h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : !items || items.length === 0 ? (
        <p className="py-6 text-center text-zinc-700 dark:text-zinc-300">No items found</p>
      ) : (
        <div role="radiogroup" aria-labelledby="step-recharge-title" className={grid}>
          {items.map((item) => (
            <PackButton key={item._id} item={item} price={priceOf(item)} selected={item._id === selectedId} onSelect={() => onSelect(item)} />
          ))}
        </div>
      )}
      {problem && <p className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">{problem}</p>}
    </StepCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeader } from '../kit/page-header';
import { FetchError } from '../kit/list-state';
import { Options } from '../kit/options';
import { BelowCostSummary } from '../repricing/below-cost-summary';
import { RepricingSection } from '../repricing/repricing-section';
import { marginsQuery, priceBoardQuery } from './catalogue-queries';
import { PricePackCard } from './price-pack-card';
import { PriceProductForm } from './price-product-form';
import { inputClass } from '../../../components/ui/field';

/** /admin/price: a product's stock and note, each pack's prices, stock, cost and margins, and repricing. */
export function PricePage() {
  const board = useQuery(priceBoardQuery());
  // The margins are a second call: the prices stay editable when it fails.
  const margins = useQuery(marginsQuery());
  const [productId, setProductId] = useState('');
  const selectId = useId();
  const products = board.data ?? [];
  const product = products.find((p) => p._id === productId);
  const productMargins = margins.data?.products.find((p) => p._id === productId);

  return (
    <>
      <PageHeader title="Update Prices" description="What customers and resellers pay for each pack, what it costs, and what is in stock." />
      {board.isError && !board.data ? (
        <FetchError error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <div className="space-y-4">
          <BelowCostSummary margins={margins} onChoose={setProductId} />
          <div className="max-w-md">
            <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
              Product
            </label>
            <select id={selectId} className={inputClass} value={productId} disabled={board.isPending} onChange={(e) => setProductId(e.target.value)}>
              <Options none={board.isPending ? 'Loading products…' : 'Select Product'} options={products.map((p) => ({ value: p._id, label: p.name }))} />
              {!board.isPending && products.length === 0 && (
                <option value="" disabled>
                  No Products
                </option>
              )}
            </select>
          </div>
          {product && (
            // Keyed by product so the forms start from the chosen product's saved values.
            <div key={product._id} className="space-y-4">
              <PriceProductForm product={product} />
              {productMargins && <RepricingSection product={productMargins} />}
              <section aria-labelledby={`${selectId}-packs`} className="space-y-3">
                <h2 id={`${selectId}-packs`} className="text-lg font-bold">
                  Items
                </h2>
                {product.packs.length === 0 ? (
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">This product has no items yet.</p>
                ) : (
                  product.packs.map((item) => <PricePackCard key={item._id} item={item} margin={productMargins?.items.find((m) => m.itemid === item.itemid)} />)
                )}
              </section>
            </div>
          )}
        </div>
      )}
    </>
  );
}

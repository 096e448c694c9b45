import { useId } from 'react';
import type { ProductMargins } from '../../../api/admin-books';
import { cardClass } from '../../../components/ui/card';
import { RepricingActions } from './repricing-actions';
import { RuleForm } from './rule-form';

/** A product's repricing: its rule, and previewing, applying and undoing the prices it sets. */
export function RepricingSection({ product }: { product: ProductMargins }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardClass} space-y-4`}>
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          Repricing
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Sets every pack’s prices from its cost: cost plus a markup, rounded up, never under the lowest price.</p>
      </div>
      <RuleForm product={product} />
      {/* A preview belongs to the rule it was made with: a newly saved rule starts afresh. */}
      <RepricingActions key={JSON.stringify(product.rule)} product={product} />
    </section>
  );
}

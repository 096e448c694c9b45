import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { refreshPrices, type SupplierCosts } from '../../../api/admin-books';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { formatCount, formatDateTime } from '../kit/admin-format';
import { refusal, withReason } from '../kit/form-kit';
import { costsChanged } from './costs-queries';

const muted = 'text-zinc-600 dark:text-zinc-400';
const skus = (n: number) => `${formatCount(n)} ${n === 1 ? 'SKU' : 'SKUs'}`;

/**
 * Where a supplier's costs come from: a price list the shop fetches (when it was last fetched,
 * how many SKUs, why the last refresh failed, and Refresh prices), or what it charged on orders.
 */
export function PriceListState({ supplier }: { supplier: SupplierCosts }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const refresh = useMutation({
    mutationFn: () => refreshPrices(supplier.supplier),
    onSuccess: async (answer) => {
      setOutcome({ tone: 'success', text: answer.message });
      await costsChanged(queryClient, answer);
    },
    onError: (error) => {
      const text = withReason('Failed to refresh the prices.', refusal(error));
      setOutcome({ tone: 'error', text });
      toast(text, { tone: 'error' });
    },
  });

  if (!supplier.priceList) {
    return (
      <section className="space-y-1">
        <h3 className="text-sm font-bold">Costs</h3>
        <p className={`text-sm ${muted}`}>
          No price list: each pack’s cost is what {supplier.label} charged for it on a delivered order
          {supplier.skuPrices > 0 ? ` (known for ${skus(supplier.skuPrices)} so far).` : ' (none delivered yet).'}
        </p>
      </section>
    );
  }

  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-bold">Price list</h3>
        <Button size="sm" busy={refresh.isPending} onClick={() => refresh.mutate()}>
          <RefreshCw aria-hidden="true" className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} />
          Refresh prices <span className="sr-only">of {supplier.label}</span>
        </Button>
      </div>
      <p className={`text-sm ${muted}`}>
        {supplier.pricesFetchedAt
          ? `${skus(supplier.skuPrices)} priced, fetched ${formatDateTime(supplier.pricesFetchedAt)}. Refreshed every day.`
          : 'Not fetched yet. Refreshed every day.'}
      </p>
      {supplier.refreshProblem && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-300">
          Last refresh failed: {supplier.refreshProblem}
        </p>
      )}
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
    </section>
  );
}

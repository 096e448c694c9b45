import { useQuery } from '@tanstack/react-query';
import { cardClass } from '../../../components/ui/card';
import { FetchError } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { costsQuery } from './costs-queries';
import { SupplierCard } from './supplier-card';

/** /admin/costs: each supplier's exchange rate (and who set it when), and its price list. */
export function CostsPage() {
  const costs = useQuery(costsQuery());
  return (
    <>
      <PageHeader
        title="Costs and rates"
        description="What the suppliers charge, in rupees: the exchange rate you set for each, and the price lists the shop fetches. Every pack's cost and margin on Update Prices comes from these."
      />
      {costs.isError && !costs.data ? (
        <FetchError error={costs.error} onRetry={() => void costs.refetch()} />
      ) : costs.data ? (
        costs.data.suppliers.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No supplier is set up.</p>
        ) : (
          <ul aria-label="Suppliers" className="grid gap-4 xl:grid-cols-2">
            {costs.data.suppliers.map((supplier) => (
              <SupplierCard key={supplier.supplier} supplier={supplier} />
            ))}
          </ul>
        )
      ) : (
        <div role="status" aria-live="polite" className="grid gap-4 xl:grid-cols-2">
          <span className="sr-only">Loading the costs…</span>
          {[1, 2].map((n) => (
            <div key={n} aria-hidden="true" className={cardClass}>
              <div className="skeleton h-40 w-full" />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

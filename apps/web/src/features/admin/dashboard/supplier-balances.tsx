import { useQuery } from '@tanstack/react-query';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { SupplierBalances as Balances } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { formatCount } from '../kit/admin-format';
import { FetchError } from '../kit/list-state';
import { supplierBalancesQuery } from './dashboard-queries';

type Balance = Balances['balances'][number];

/** What a refresh says when the call itself failed (each supplier's own outcome is in its card). */
export const FETCH_FAILED = 'Failed to fetch points';

const muted = 'text-zinc-600 dark:text-zinc-400';
const cardBase = 'rounded-xl border bg-white p-4 shadow-sm dark:bg-zinc-900';
// A low balance's card is outlined in amber instead (one border colour: of two, the stylesheet's order would decide).
const cardClass = `${cardBase} border-zinc-200 dark:border-zinc-800`;
const lowCardClass = `${cardBase} border-amber-400 dark:border-amber-500/60`;

const pendingText = (n: number) => `${formatCount(n)} pending ${n === 1 ? 'order' : 'orders'}`;

/**
 * The dashboard's supplier balances: a card per supplier with its balance, or why there is none
 * (its keys are missing, or it did not answer), and a warning when the balance may not pay for
 * the orders waiting on it. Refresh asks the suppliers again and says how each answered.
 */
export function SupplierBalances() {
  const balances = useQuery(supplierBalancesQuery());
  // Set by a Refresh, so that the cards say how the suppliers answered this time.
  const [refreshed, setRefreshed] = useState<'ok' | 'failed' | null>(null);

  async function refresh() {
    setRefreshed(null);
    const result = await balances.refetch();
    setRefreshed(result.isError ? 'failed' : 'ok');
  }

  return (
    <section aria-labelledby="supplier-balances-heading" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="supplier-balances-heading" className="text-lg font-bold">
          Supplier balances
        </h2>
        <Button size="sm" disabled={balances.isFetching} onClick={() => void refresh()}>
          <RefreshCw aria-hidden="true" className={`size-4 ${balances.isFetching ? 'animate-spin' : ''}`} />
          Refresh <span className="sr-only">supplier balances</span>
        </Button>
      </div>
      {balances.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading supplier balances" className="grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton h-24" />
          ))}
        </div>
      ) : balances.isError && !balances.data ? (
        <FetchError error={balances.error} onRetry={() => void refresh()} />
      ) : (
        <>
          {refreshed === 'failed' && (
            <div className="mb-3">
              <FormMessage tone="error">{FETCH_FAILED}</FormMessage>
            </div>
          )}
          <ul aria-label="Supplier balances" className="grid gap-3 sm:grid-cols-3">
            {balances.data.balances.map((balance) => (
              <BalanceCard key={balance.supplier} balance={balance} refreshed={refreshed === 'ok'} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function BalanceCard({ balance, refreshed }: { balance: Balance; refreshed: boolean }) {
  return (
    <li className={`${balance.low ? lowCardClass : cardClass} min-w-0`}>
      <p className={`text-xs font-semibold tracking-wide uppercase ${muted}`}>{balance.label}</p>
      {balance.ok ? (
        <p className="mt-1 text-2xl font-bold break-words tabular-nums">
          {balance.amount ?? '—'}
          {balance.currency && <span className={`ml-1.5 text-sm font-semibold ${muted}`}>{balance.currency}</span>}
        </p>
      ) : (
        <p className={`mt-1 text-sm font-semibold ${balance.configured ? 'text-red-700 dark:text-red-300' : muted}`}>{balance.message}</p>
      )}
      {balance.pendingOrders > 0 && (
        <p className={`mt-1 text-xs ${muted}`}>
          {pendingText(balance.pendingOrders)} waiting
          {balance.pendingCost && ` · about ${balance.pendingCost}${balance.currency ? ` ${balance.currency}` : ''}`}
          {balance.pendingCost && balance.unpricedOrders > 0 && ` (${formatCount(balance.unpricedOrders)} not priced yet)`}
        </p>
      )}
      {balance.low && (
        <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
          <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          Balance may not cover {pendingText(balance.pendingOrders)}
        </p>
      )}
      {refreshed && balance.ok && (
        <p role="status" className="mt-1 text-xs font-medium text-emerald-700 dark:text-emerald-300">
          {balance.message}
        </p>
      )}
    </li>
  );
}

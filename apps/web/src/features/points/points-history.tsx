import { formatPoints } from '@shop/contract/points';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { formatDateTime } from '../buying/dates';
import { card } from '../buying/styles';
import { pointsHistoryQuery } from './points-queries';

/** Every move of the customer's points, newest first: what came in, what went out, and why. */
export function PointsHistory({ userid }: { userid: string }) {
  const history = useQuery(pointsHistoryQuery(userid));

  return (
    <section aria-labelledby="points-history-title" className={`${card} mt-4`}>
      <h2 id="points-history-title" className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Points history
      </h2>
      {history.isPending ? (
        <div className="mt-3 space-y-2" role="status" aria-busy="true" aria-label="Loading points history">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : history.isError ? (
        // Not an alert: the history is secondary to the page's own messages.
        <div className="mt-3 text-sm">
          <p className="font-medium text-red-700 dark:text-red-300">{history.error.message}</p>
          <button
            type="button"
            onClick={() => void history.refetch()}
            className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Try again
          </button>
        </div>
      ) : history.data.entries.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">No points yet. Every completed order earns points worth 1% of its price.</p>
      ) : (
        <ul aria-labelledby="points-history-title" className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
          {history.data.entries.map((entry) => {
            const earned = entry.amount >= 0;
            return (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{entry.reason}</p>
                  {entry.orderid && (
                    <p className="text-xs text-zinc-700 dark:text-zinc-300">
                      Order <span className="font-mono break-all">{entry.orderid}</span>
                    </p>
                  )}
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={`font-bold tabular-nums ${earned ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
                    <span className="sr-only">{earned ? 'Earned ' : 'Used '}</span>
                    {earned ? '+' : '−'}
                    {formatPoints(Math.abs(entry.amount))}
                  </p>
                  <p className="text-xs text-zinc-700 dark:text-zinc-300">Balance {formatPoints(entry.balanceAfter)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

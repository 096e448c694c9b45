import { formatPoints } from '@shop/contract/points';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { HistoryList } from '../../components/history-list';
import { formatDateTime } from '../buying/dates';
import { card } from '../buying/styles';
import { pointsHistoryQuery } from './points-queries';

/** Every move of the customer's points, newest first: what came in, what went out, and why. */
export function PointsHistory({ userid }: { userid: string }) {
  const history = useQuery(pointsHistoryQuery(userid));
  const entries = history.data?.entries ?? [];

  return (
    <section aria-labelledby="points-history-title" className={`${card} mt-4`}>
      <h2 id="points-history-title" className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Points history
      </h2>
      <HistoryList
        query={history}
        loadingLabel="Loading points history"
        placeholder="h-16 rounded-xl"
        retry
        // Not an alert: the history is secondary to the page's own messages.
        quietError
        empty={entries.length === 0 && <p className="text-sm text-zinc-700 dark:text-zinc-300">No points yet. Every completed order earns points worth 1% of its price.</p>}
        className="mt-3"
      >
        <ul aria-labelledby="points-history-title" className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {entries.map((entry) => {
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
      </HistoryList>
    </section>
  );
}

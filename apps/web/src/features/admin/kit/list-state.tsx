import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A list that could not be fetched (fetch failures show an "Error:" text in red). */
export function FetchError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300">
      <span>Error: {error.message}</span>
      <button type="button" onClick={onRetry} className="min-h-9 rounded-lg border border-red-400 px-3 font-semibold hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900/40">
        Try again
      </button>
    </div>
  );
}

export function MessageRow({ colSpan, children, tone = 'plain' }: { colSpan: number; children: ReactNode; tone?: 'plain' | 'error' }) {
  return (
    <tr>
      <td colSpan={colSpan} className={`px-3 py-10 text-center ${tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-zinc-600 dark:text-zinc-400'}`}>
        {children}
      </td>
    </tr>
  );
}

export function SkeletonRows({ colSpan, rows = 6 }: { colSpan: number; rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} aria-hidden="true">
      <td colSpan={colSpan} className="px-3 py-2">
        <div className="skeleton h-5 w-full" />
      </td>
    </tr>
  ));
}

type ListStateProps<T> = {
  query: UseQueryResult<T[]>;
  colSpan: number;
  /** Placeholder rows while the first answer is awaited. */
  loadingRows: number;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
};

/** A table body for a whole-list query: placeholder rows, then the rows or the empty message. */
export function ListRows<T>({ query, colSpan, loadingRows, empty, children }: ListStateProps<T>) {
  if (query.isPending) return <SkeletonRows colSpan={colSpan} rows={loadingRows} />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <MessageRow colSpan={colSpan}>{empty}</MessageRow>;
  return children(rows);
}

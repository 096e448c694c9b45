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

/** A screen's content once its query answered, or the fetch error with a retry when it never did. */
export function UnlessFailed({ query, children }: { query: UseQueryResult; children: ReactNode }) {
  if (query.isError && !query.data) return <FetchError error={query.error} onRetry={() => void query.refetch()} />;
  return children;
}

type LoadedFormProps<T> = {
  query: UseQueryResult<T>;
  /** Said to screen readers while the placeholder shows. */
  loadingText: string;
  /** The placeholder: the form's frame, and field-sized boxes in the form's grid. */
  className: string;
  gridClassName: string;
  boxes: number;
  children: (data: T) => ReactNode;
};

/**
 * A form filled from the server: placeholder boxes until the data are in, then the form, mounted
 * only then so that the data are its defaults from the start.
 */
export function LoadedForm<T>({ query, loadingText, className, gridClassName, boxes, children }: LoadedFormProps<T>) {
  if (query.data) return children(query.data);
  return (
    <UnlessFailed query={query}>
      <div className={className} role="status" aria-live="polite">
        <span className="sr-only">{loadingText}</span>
        <div aria-hidden="true" className={gridClassName}>
          {Array.from({ length: boxes }, (_, n) => (
            <div key={n} className="skeleton h-16 w-full" />
          ))}
        </div>
      </div>
    </UnlessFailed>
  );
}

const cardClass = 'rounded-xl border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';

type CardListProps<T> = {
  /** The list's accessible name, and what its placeholder says while loading. */
  label: string;
  loadingLabel: string;
  /** Undefined until the first answer. */
  rows: readonly T[] | undefined;
  empty: string;
  /** The grid of cards, and of their placeholders while loading. */
  className: string;
  loadingClassName: string;
  skeletonClassName: string;
  busy?: boolean;
  /** One card, an <li>. */
  children: (row: T) => ReactNode;
};

/** A list as cards, where a phone has no room for a table's columns. */
export function CardList<T>({ label, loadingLabel, rows, empty, className, loadingClassName, skeletonClassName, busy = false, children }: CardListProps<T>) {
  if (rows === undefined) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel} className={loadingClassName}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <p className={`${cardClass} px-3 py-10 text-center text-zinc-600 dark:text-zinc-400`}>{empty}</p>;
  return (
    <ul aria-label={label} aria-busy={busy} className={`${className} transition-opacity ${busy ? 'opacity-60' : ''}`}>
      {rows.map(children)}
    </ul>
  );
}

import { useState, type ReactNode } from 'react';
import { LoadError } from './load-error';

/** What a list needs to know of its query: react-query's result fits. */
type ListQuery = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

/** A long history shows a page at a time; Show more adds the next page below. */
export function useShowMore<T>(items: T[], pageSize: number) {
  const [shown, setShown] = useState(pageSize);
  return {
    visible: items.slice(0, shown),
    hasMore: items.length > shown,
    showMore: () => setShown((n) => n + pageSize),
    /** Back to the first page, when the list itself changed (a new filter). */
    reset: () => setShown(pageSize),
  };
}

type HistoryListProps = {
  query: ListQuery;
  /** Names the placeholder while the first answer is awaited ("Loading orders"). */
  loadingLabel: string;
  /** Each placeholder's height and corners, about the size of the rows to come. */
  placeholder?: string;
  placeholders?: number;
  /** Said instead of the error's own message. */
  errorMessage?: string;
  /** Offers Try again under the error. */
  retry?: boolean;
  /** Not announced: for a list that is secondary to the page's own messages. */
  quietError?: boolean;
  errorClassName?: string;
  /** Replaces the whole error view, for a page that tells errors apart. */
  renderError?: (error: Error) => ReactNode;
  /** Shown instead of the list, once loaded, when given (`list.length === 0 && …`). */
  empty?: ReactNode;
  /** The Show more button under the list, while there is more to show. */
  more?: { label: string; hasMore: boolean; showMore: () => void };
  className?: string;
  children: ReactNode;
};

/**
 * A customer's history (orders, transactions, points, messages): placeholders while it loads,
 * the error, the empty note, or the list with Show more.
 */
export function HistoryList(props: HistoryListProps) {
  const { query, loadingLabel, placeholder = 'h-20 rounded-xl', placeholders = 3, empty, more, className, children } = props;
  let body: ReactNode;
  if (query.isPending) body = <Placeholders label={loadingLabel} count={placeholders} className={placeholder} />;
  else if (query.isError && query.error) body = <ListError {...props} error={query.error} />;
  else if (empty) body = empty;
  else {
    body = (
      <>
        {children}
        {more?.hasMore && (
          <button
            type="button"
            onClick={more.showMore}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-white font-semibold text-brand-700 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-brand-300 dark:ring-zinc-700 dark:hover:bg-zinc-800"
          >
            {more.label}
          </button>
        )}
      </>
    );
  }
  return <div className={className}>{body}</div>;
}

function Placeholders({ label, count, className }: { label: string; count: number; className: string }) {
  return (
    <div className="space-y-3" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton w-full ${className}`} />
      ))}
    </div>
  );
}

function ListError({ error, query, errorMessage, retry, quietError, errorClassName, renderError }: HistoryListProps & { error: Error }) {
  if (renderError) return renderError(error);
  return <LoadError message={errorMessage ?? error.message} onRetry={retry ? () => void query.refetch() : undefined} alert={!quietError} className={errorClassName} />;
}

/** A table column, and how a row fills its cell. */
export type Column<T> = {
  label: string;
  cell: (item: T) => ReactNode;
  /** Amounts line up on the right. */
  end?: boolean;
  className?: string;
};

type CardsOrTableProps<T> = {
  /** Names the phone list ("Transactions"). */
  label: string;
  items: T[];
  keyOf: (item: T) => string;
  /** The round badge at the start of a phone card. */
  icon: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
  columns: Column<T>[];
};

/** Phones get one card per row, wider screens a table of the same rows. */
export function CardsOrTable<T>({ label, items, keyOf, icon, card, columns }: CardsOrTableProps<T>) {
  const align = (column: Column<T>) => (column.end ? 'text-right' : '');
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)} className="rounded-xl p-3 ring-1 ring-zinc-200 dark:ring-zinc-800">
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-zinc-100 dark:bg-zinc-800">{icon(item)}</span>
              <div className="min-w-0 flex-1">{card(item)}</div>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-zinc-200 text-xs text-zinc-700 uppercase dark:border-zinc-800 dark:text-zinc-300">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={`py-2 pr-3 font-semibold last:pr-0 ${align(column)}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {items.map((item) => (
              <tr key={keyOf(item)} className="align-top">
                {columns.map((column) => (
                  <td key={column.label} className={`py-3 pr-3 last:pr-0 ${align(column)} ${column.className ?? ''}`}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

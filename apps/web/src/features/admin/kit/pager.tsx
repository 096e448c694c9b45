import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from './admin-format';
import { UnlessFailed } from './list-state';

const buttonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';
const currentClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-brand-700 bg-brand-700 px-3 text-sm font-semibold text-white';

/** 1 … 4 5 6 … 20: the first, the last and two either side of the current page. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** "Showing 51 to 100 of 420 transactions". */
export function showingText(page: number, limit: number, total: number, things: string): string {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${formatCount(first)} to ${formatCount(last)} of ${formatCount(total)} ${things}`;
}

type PagerProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The spec names the buttons per screen: Prev or Previous. */
  previousLabel?: string;
  /** Numbered page buttons between Previous and Next (All Orders). */
  numbered?: boolean;
  /** The position text ("Page 2 of 9", "Showing 51 to 100 of 420 transactions"). */
  children?: ReactNode;
};

/** Pagination below a table (UI: Admin). */
export function Pager({ page, totalPages, onPage, previousLabel = 'Previous', numbered = false, children }: PagerProps) {
  return (
    <nav aria-label="Pagination" className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <div className="text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
      <div className="flex flex-wrap items-center gap-1.5">
        <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {previousLabel}
        </button>
        {numbered &&
          pageWindow(page, totalPages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-zinc-500">
                …
              </span>
            ) : p === page ? (
              <span key={p} aria-current="page" aria-label={`Page ${p}`} className={currentClass}>
                {p}
              </span>
            ) : (
              <button key={p} type="button" aria-label={`Page ${p}`} className={buttonClass} onClick={() => onPage(p)}>
                {p}
              </button>
            ),
          )}
        <button type="button" className={buttonClass} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}

type PagedViewProps = Omit<PagerProps, 'page' | 'onPage'> & {
  list: { query: UseQueryResult; page: number; setPage: (page: number) => void };
  /** The position text under the list. */
  status: ReactNode;
  /** The page's rows: a table, or cards on a phone. */
  children: ReactNode;
};

/** A page of a server-paged list with the pager below it, or the fetch error with a retry. */
export function PagedView({ list, status, children, ...pager }: PagedViewProps) {
  return (
    <UnlessFailed query={list.query}>
      {children}
      <Pager page={list.page} onPage={list.setPage} {...pager}>
        {status}
      </Pager>
    </UnlessFailed>
  );
}

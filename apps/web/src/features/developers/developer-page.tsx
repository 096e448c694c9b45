import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { CardSection } from '../../components/card-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { DeveloperNav } from './developer-nav';

export const panelClass = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800';

type DeveloperPageProps = {
  title: string;
  intro: ReactNode;
  /** The reseller's list the screen shows (keys, endpoints); the docs have none. */
  query?: UseQueryResult;
  children: ReactNode;
};

/** The frame of the developer screens: the title, a line on what the screen is for, the tabs. */
export function DeveloperPage({ title, intro, query, children }: DeveloperPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-4 sm:py-8">
      <div className="px-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <div className="mt-1 text-zinc-700 dark:text-zinc-300">{intro}</div>
      </div>
      <DeveloperNav />
      {query ? <ResellersScreen query={query}>{children}</ResellersScreen> : children}
    </div>
  );
}

/** A list that could not be fetched: the server's words, and a retry unless it was a refusal. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300">
      <p className="font-medium">{errorText(error)}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-red-400 px-4 font-semibold hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900/40"
        >
          Try again
        </button>
      )}
    </div>
  );
}

/** A plain customer's answer: the server's explanation (keys are for resellers) and where to ask. */
export function ResellersOnly({ message }: { message: string }) {
  return (
    <div className={panelClass}>
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        The API is open to reseller accounts. <Link to="/contact" className="font-semibold text-brand-700 underline dark:text-brand-300">Contact us</Link> to ask for one.
      </p>
    </div>
  );
}

/** A reseller's screen once its list loads: a plain customer gets the server's explanation, a failed fetch a retry. */
function ResellersScreen({ query, children }: { query: UseQueryResult; children: ReactNode }) {
  // A plain customer's account is refused with the server's own explanation, not as a failure.
  if (query.error instanceof ApiError && query.error.status === 403) return <ResellersOnly message={query.error.message} />;
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return children;
}

/** A titled panel of a developer screen. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection titleId={id} title={title} className={panelClass}>
      {children}
    </CardSection>
  );
}

type PanelListProps<T> = {
  /** The list's name, and what the placeholder says while it loads. */
  label: string;
  loadingText: string;
  /** Placeholder cards' classes while the list loads, one per card. */
  placeholders: string[];
  items: T[] | undefined;
  empty: ReactNode;
  children: (item: T) => ReactNode;
};

/** The cards of a panel: placeholders while loading, a line when there are none. */
export function PanelList<T>({ label, loadingText, placeholders, items, empty, children }: PanelListProps<T>) {
  if (!items) {
    return (
      <div role="status" aria-live="polite" className="mt-3 space-y-2">
        <span className="sr-only">{loadingText}</span>
        {placeholders.map((className, i) => (
          <div key={i} aria-hidden="true" className={className} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{empty}</p>;
  return (
    <ul aria-label={label} className="mt-3 space-y-3">
      {items.map(children)}
    </ul>
  );
}

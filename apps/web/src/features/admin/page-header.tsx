import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';

/** The heading of an admin screen; also names the browser tab. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
        {description && <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A list that could not be fetched (spec 8: fetch failures show an "Error:" text in red). */
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

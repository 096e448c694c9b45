import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';

/** The frame of the shop's information pages: a title, an optional intro and readable text. */
export function StaticPage({ title, intro, updated, children }: { title: string; intro?: ReactNode; updated?: string; children: ReactNode }) {
  useDocumentTitle(title);

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {updated && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Last updated: {updated}</p>}
        {intro && <div className="mt-3 text-lg leading-relaxed text-zinc-700 dark:text-zinc-300">{intro}</div>}
      </header>
      <div className="space-y-4 leading-relaxed text-zinc-800 dark:text-zinc-200 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-zinc-900 dark:[&_h2]:text-zinc-50 [&_h3]:pt-2 [&_h3]:font-bold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { useDocumentTitle } from '../../components/use-document-title';

/** The frame of every account screen: one calm card, full width on a phone, centred on a laptop. */
export function AuthCard({
  title,
  intro,
  icon = <BrandMark className="size-10" />,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  /** The picture above the title: the shop's mark unless the screen has its own. */
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-md px-3 py-6 sm:px-4 sm:py-12">
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-7 dark:bg-zinc-900 dark:ring-zinc-800"
      >
        <div className="mb-5 flex flex-col items-center text-center">
          {icon}
          <h1 id="auth-title" className="mt-3 text-2xl font-extrabold tracking-tight">
            {title}
          </h1>
          {intro && <div className="mt-1.5 text-sm text-zinc-700 dark:text-zinc-300">{intro}</div>}
        </div>
        {children}
      </section>
      {footer && <div className="mt-5 text-center text-sm text-zinc-700 dark:text-zinc-300">{footer}</div>}
    </div>
  );
}

export const primaryButton =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 font-bold text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-brand-700';

export const secondaryButton =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-zinc-300 bg-white px-5 font-semibold text-zinc-900 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

/** An inline link in running text; padded so that it is a comfortable target on its own line. */
export const textLink = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

/** The line between a screen's own form and the other ways in ("or"). */
export function AuthDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-semibold text-zinc-600 uppercase dark:text-zinc-400" aria-hidden="true">
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      or
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}

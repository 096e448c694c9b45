// The buying screens' shared looks: cards and the two kinds of action (one brand colour, quiet chrome).
export const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800';
export const primaryAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 font-bold text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:cursor-wait disabled:opacity-80';
export const secondaryAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-5 font-semibold text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-800';
export const pageShell = 'mx-auto w-full max-w-3xl px-3 py-5 sm:px-4 sm:py-8';
/** Result screens (confirmations, balance error): one narrow card. */
export const resultShell = 'mx-auto w-full max-w-xl px-3 py-5 sm:px-4 sm:py-8';

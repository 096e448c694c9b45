// The look the account pages share.
export const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800';
export const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
export const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-100 disabled:opacity-60 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-800';

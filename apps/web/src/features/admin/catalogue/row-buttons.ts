export const rowButton =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 text-xs font-semibold border-zinc-300 text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800';
export const deleteButton =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 text-xs font-semibold border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40';

import type { ReactNode } from 'react';

export const rowButtonClass =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 text-xs font-semibold border-zinc-300 text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800';
const deleteButtonClass =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 text-xs font-semibold border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40';

/**
 * A small button in a table row. `subject` names the row for screen readers, since every row
 * has its own "Edit" and "Delete".
 */
export function RowButton({ tone = 'plain', subject, onClick, children }: { tone?: 'plain' | 'danger'; subject: ReactNode; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={tone === 'danger' ? deleteButtonClass : rowButtonClass} onClick={onClick}>
      {children} <span className="sr-only">{subject}</span>
    </button>
  );
}

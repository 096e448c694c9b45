import type { ReactNode } from 'react';
import { MessageRow, SkeletonRows } from './list-state';

// Dense admin tables (UI: Admin): the frame scrolls both ways so the header can stay in view.
export const thClass =
  'sticky top-0 z-10 whitespace-nowrap border-b border-zinc-200 bg-zinc-100 px-2.5 py-2 text-left text-xs font-semibold text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';
export const thMoneyClass =
  'sticky top-0 z-10 whitespace-nowrap border-b border-zinc-200 bg-zinc-100 px-2.5 py-2 text-right text-xs font-semibold text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';
/** Cells keep to one line; the frame scrolls sideways instead of squeezing ids and emails. */
export const tdClass = 'px-2.5 py-1.5 align-middle whitespace-nowrap';
/**
 * Free text (a reason, a list of changes) wraps instead. Its own class, not tdClass plus
 * whitespace-normal: of two whitespace utilities the stylesheet's later one (nowrap) wins.
 */
export const tdWrapClass = 'px-2.5 py-1.5 align-middle';
/** Money: right-aligned, figures in columns. */
export const tdMoneyClass = 'px-2.5 py-1.5 text-right align-middle font-medium whitespace-nowrap tabular-nums';
export const trClass = 'border-b border-zinc-100 last:border-0 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/50';

/**
 * The scrolling frame of a table; focusable so a keyboard can scroll it too. Positioned, so that
 * visually hidden text in its cells stays inside it rather than widening the page.
 */
export function TableFrame({ label, busy = false, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      className={`relative max-h-[max(24rem,calc(100dvh-16rem))] overflow-auto rounded-xl border border-zinc-200 bg-white shadow-sm transition-opacity dark:border-zinc-800 dark:bg-zinc-900 ${busy ? 'opacity-60' : ''}`}
    >
      <table className="min-w-full border-separate border-spacing-0 text-[13px]">{children}</table>
    </div>
  );
}

export type Column<T> = {
  header: string;
  /** Right-aligned figures in columns. */
  money?: boolean;
  /** The cell's classes when not the plain or money ones (a wrapping or a bold cell, or one coloured by its row). */
  className?: string | ((row: T) => string);
  title?: (row: T) => string;
  cell: (row: T) => ReactNode;
};

/** The header row of a table, money columns right-aligned. */
export function TableHead({ columns }: { columns: readonly Pick<Column<never>, 'header' | 'money'>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.header} scope="col" className={column.money ? thMoneyClass : thClass}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function cellClass<T>(column: Column<T>, row: T): string {
  if (typeof column.className === 'function') return column.className(row);
  return column.className ?? (column.money ? tdMoneyClass : tdClass);
}

/** A row as the server lists it: with its id, `_id` for the shop's records, `id` for API keys. */
export type Identified = { _id: string } | { id: string };

const idOf = (row: Identified) => ('_id' in row ? row._id : row.id);

type DataTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<T>[];
  /** Undefined until the first answer: placeholder rows meanwhile. */
  rows: readonly T[] | undefined;
  empty: ReactNode;
  loadingRows?: number;
  /** Dims the rows while newer ones are on their way. */
  busy?: boolean;
  rowClassName?: string;
};

/** An admin table: placeholder rows until the first answer, then the rows or the empty message. */
export function DataTable<T extends Identified>({ label, columns, rows, empty, loadingRows = 6, busy = false, rowClassName = trClass }: DataTableProps<T>) {
  return (
    <TableFrame label={label} busy={busy}>
      <TableHead columns={columns} />
      <tbody>
        {rows === undefined ? (
          <SkeletonRows colSpan={columns.length} rows={loadingRows} />
        ) : rows.length === 0 ? (
          <MessageRow colSpan={columns.length}>{empty}</MessageRow>
        ) : (
          rows.map((row) => (
            <tr key={idOf(row)} className={rowClassName}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column, row)} title={column.title?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}

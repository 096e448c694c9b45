import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column, type Identified } from './data-table';
import { UnlessFailed } from './list-state';
import { RowButton } from './row-actions';
import { useAdminSave } from './use-admin-save';

export type { Column } from './data-table';

export type DeleteAction<T> = {
  mutationFn: (row: T) => Promise<{ message: string }>;
  /** Refetches what showed the deleted row. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The toast when the delete failed. */
  errorText: (error: unknown) => string;
  /** The question, and what deleting does, in a sentence. */
  title: (row: T) => string;
  description: (row: T) => ReactNode;
  /** The button's and the confirmation's words when it is not a delete: a key is revoked, not deleted. */
  verb?: string;
  busyLabel?: string;
  /** Rows it no longer applies to (a key already revoked) show a dash instead of the button. */
  applies?: (row: T) => boolean;
};

type AdminListProps<T> = {
  /** The table's accessible name. */
  label: string;
  query: UseQueryResult<T[]>;
  columns: readonly Column<T>[];
  /** The message when there are no rows; "No <label> found" unless the list words it otherwise. */
  empty?: string;
  loadingRows?: number;
  /** Dims the table while it refetches (after an edit or a delete elsewhere), so stale rows do not pass for fresh ones. */
  dimWhileRefetching?: boolean;
  /** Names the row inside its Edit and Delete buttons for screen readers. */
  rowName: (row: T) => ReactNode;
  /** The dialog that edits a row; without it the row has no Edit. */
  editor?: (row: T, onClose: () => void) => ReactNode;
  remove?: DeleteAction<T>;
};

/**
 * A whole-list admin screen's table: the list's state (placeholder rows, "Error: …" with a
 * retry, the empty message), the rows, and Edit and Delete (or Revoke) per row. Delete asks
 * first, then toasts the server's answer and refreshes the list.
 */
export function AdminList<T extends Identified>({
  label,
  query,
  columns,
  empty = `No ${label.toLowerCase()} found`,
  loadingRows,
  dimWhileRefetching = true,
  rowName,
  editor,
  remove,
}: AdminListProps<T>) {
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const deletion = useAdminSave({
    mutationFn: (row: T) => remove!.mutationFn(row),
    failed: (error) => remove!.errorText(error),
    onSaved: () => setDeleting(null),
    refresh: (queryClient) => remove!.refresh(queryClient),
  });

  const actions: Column<T> = {
    header: 'Actions',
    cell: (row) => (
      <div className="flex gap-1.5">
        {editor && (
          <RowButton subject={rowName(row)} onClick={() => setEditing(row)}>
            Edit
          </RowButton>
        )}
        {remove &&
          (remove.applies?.(row) === false ? (
            <span className="text-zinc-500 dark:text-zinc-400">—</span>
          ) : (
            <RowButton tone="danger" subject={rowName(row)} onClick={() => setDeleting(row)}>
              {remove.verb ?? 'Delete'}
            </RowButton>
          ))}
      </div>
    ),
  };

  return (
    <UnlessFailed query={query}>
      <DataTable
        label={label}
        busy={dimWhileRefetching && query.isFetching && !query.isPending}
        columns={editor || remove ? [...columns, actions] : columns}
        rows={query.isPending ? undefined : (query.data ?? [])}
        empty={empty}
        loadingRows={loadingRows}
      />
      {editing !== null && editor?.(editing, () => setEditing(null))}
      {deleting !== null && remove && (
        <ConfirmDialog
          open
          title={remove.title(deleting)}
          description={remove.description(deleting)}
          confirmLabel={remove.verb ?? 'Delete'}
          busyLabel={remove.busyLabel ?? 'Deleting...'}
          danger
          busy={deletion.busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => deletion.submit(deleting)}
        />
      )}
    </UnlessFailed>
  );
}

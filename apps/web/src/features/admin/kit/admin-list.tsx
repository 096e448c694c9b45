import { useMutation, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast';
import { ConfirmDialog } from './confirm-dialog';
import { TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from './data-table';
import { FetchError, ListRows } from './list-state';
import { RowButton } from './row-actions';

export type Column<T> = {
  header: string;
  /** Right-aligned figures in columns. */
  money?: boolean;
  /** The cell's classes when not the plain or money ones (a wrapping or a bold cell). */
  className?: string;
  title?: (row: T) => string;
  cell: (row: T) => ReactNode;
};

export type DeleteAction<T> = {
  mutationFn: (row: T) => Promise<{ message: string }>;
  /** Refetches what showed the deleted row. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The toast when the delete failed. */
  errorText: (error: unknown) => string;
  /** The question, and what deleting does, in a sentence. */
  title: (row: T) => string;
  description: (row: T) => ReactNode;
};

type AdminListProps<T> = {
  /** The table's accessible name. */
  label: string;
  query: UseQueryResult<T[]>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
  loadingRows: number;
  /** Dims the table while it refetches (after an edit or a delete elsewhere). */
  dimWhileRefetching?: boolean;
  /** Names the row inside its Edit and Delete buttons for screen readers. */
  rowName: (row: T) => ReactNode;
  /** The dialog that edits a row; without it the row has no Edit. */
  editor?: (row: T, onClose: () => void) => ReactNode;
  remove?: DeleteAction<T>;
};

/**
 * A whole-list admin screen's table: the list's state (placeholder rows, "Error: …" with a
 * retry, the empty message), the rows, and Edit and Delete per row. Delete asks first, then
 * toasts the server's answer and refreshes the list.
 */
export function AdminList<T>({ label, query, columns, rowKey, empty, loadingRows, dimWhileRefetching = false, rowName, editor, remove }: AdminListProps<T>) {
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const deletion = useMutation({
    mutationFn: (row: T) => remove!.mutationFn(row),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setDeleting(null);
      await remove!.refresh(queryClient);
    },
    onError: (error) => toast(remove!.errorText(error), { tone: 'error' }),
  });

  if (query.isError && !query.data) return <FetchError error={query.error} onRetry={() => void query.refetch()} />;

  const hasActions = Boolean(editor || remove);
  const colSpan = columns.length + (hasActions ? 1 : 0);
  return (
    <>
      <TableFrame label={label} busy={dimWhileRefetching && query.isFetching && !query.isPending}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.money ? thMoneyClass : thClass}>
                {column.header}
              </th>
            ))}
            {hasActions && (
              <th scope="col" className={thClass}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <ListRows query={query} colSpan={colSpan} loadingRows={loadingRows} empty={empty}>
            {(rows) =>
              rows.map((row) => (
                <tr key={rowKey(row)} className={trClass}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className ?? (column.money ? tdMoneyClass : tdClass)} title={column.title?.(row)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {hasActions && (
                    <td className={tdClass}>
                      <div className="flex gap-1.5">
                        {editor && (
                          <RowButton subject={rowName(row)} onClick={() => setEditing(row)}>
                            Edit
                          </RowButton>
                        )}
                        {remove && (
                          <RowButton tone="danger" subject={rowName(row)} onClick={() => setDeleting(row)}>
                            Delete
                          </RowButton>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))
            }
          </ListRows>
        </tbody>
      </TableFrame>

      {editing !== null && editor?.(editing, () => setEditing(null))}
      {deleting !== null && remove && (
        <ConfirmDialog
          open
          title={remove.title(deleting)}
          description={remove.description(deleting)}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={deletion.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => deletion.mutate(deleting)}
        />
      )}
    </>
  );
}

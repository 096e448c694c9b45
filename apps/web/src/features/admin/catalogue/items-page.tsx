import { formatRupees } from '@shop/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deleteItem, type AdminItem } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { MessageRow, SkeletonRows, TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from '../data-table';
import { FetchError, PageHeader } from '../page-header';
import { Chip } from '../status-chip';
import { adminItemsQuery, invalidateCatalogue } from './catalogue-queries';
import { EditItemModal } from './edit-item-modal';
import { refusal, withReason } from './form-kit';
import { deleteButton, rowButton } from './row-buttons';

const columns = 9;

/** /admin/viewitems: every item (pack), with edit and delete. */
export function ItemsPage() {
  const items = useQuery(adminItemsQuery());
  const [editing, setEditing] = useState<AdminItem | null>(null);
  const [deleting, setDeleting] = useState<AdminItem | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (item: AdminItem) => deleteItem(item.itemid),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setDeleting(null);
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => toast(withReason('Failed to delete item.', refusal(error)), { tone: 'error' }),
  });

  return (
    <>
      <PageHeader
        title="All Items"
        description="Every pack, its three prices and its stock."
        actions={
          <Link to="/admin/createitems" className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800">
            <PackagePlus aria-hidden="true" className="size-4" />
            Create Item
          </Link>
        }
      />
      {items.isError && !items.data ? (
        <FetchError error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <TableFrame label="Items" busy={items.isFetching && !items.isPending}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>Item ID</th>
              <th scope="col" className={thClass}>Name</th>
              <th scope="col" className={thClass}>Type</th>
              <th scope="col" className={thMoneyClass}>Original</th>
              <th scope="col" className={thMoneyClass}>Discounted</th>
              <th scope="col" className={thMoneyClass}>Resell</th>
              <th scope="col" className={thClass}>Stock</th>
              <th scope="col" className={thClass}>API</th>
              <th scope="col" className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.isPending ? (
              <SkeletonRows colSpan={columns} rows={6} />
            ) : items.data.length === 0 ? (
              <MessageRow colSpan={columns}>No items found</MessageRow>
            ) : (
              items.data.map((item) => (
                <tr key={item._id} className={trClass}>
                  <td className={`${tdClass} tabular-nums`}>{item.itemid}</td>
                  <td className={`${tdClass} font-semibold`}>{item.name}</td>
                  <td className={tdClass}>{item.type || '—'}</td>
                  <td className={tdMoneyClass}>{formatRupees(item.originalprice)}</td>
                  <td className={tdMoneyClass}>{formatRupees(item.discountedprice)}</td>
                  <td className={tdMoneyClass}>{formatRupees(item.resellprice)}</td>
                  <td className={tdClass}>
                    <Chip tone={item.inStock ? 'green' : 'red'}>{item.inStock ? 'In Stock' : 'Out of Stock'}</Chip>
                  </td>
                  <td className={tdClass}>{item.isApi ? (item.apiType ?? 'Yes') : 'No'}</td>
                  <td className={tdClass}>
                    <div className="flex gap-1.5">
                      <button type="button" className={rowButton} onClick={() => setEditing(item)}>
                        Edit{' '}<span className="sr-only">{item.name} ({item.itemid})</span>
                      </button>
                      <button type="button" className={deleteButton} onClick={() => setDeleting(item)}>
                        Delete{' '}<span className="sr-only">{item.name} ({item.itemid})</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </TableFrame>
      )}

      {editing && <EditItemModal item={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete item ${deleting.name}?`}
          description={<p>Products listing item {deleting.itemid} no longer offer it. This cannot be undone.</p>}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      )}
    </>
  );
}

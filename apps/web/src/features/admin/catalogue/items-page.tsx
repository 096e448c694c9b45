import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { deleteItem, type AdminItem } from '../../../api/admin-catalogue';
import { buttonClass } from '../../../components/ui/button';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column } from '../kit/admin-list';
import { tdClass } from '../kit/data-table';
import { refusal, withReason } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';
import { adminItemsQuery, invalidateCatalogue } from './catalogue-queries';
import { EditItemModal } from './edit-item-modal';

const columns: Column<AdminItem>[] = [
  { header: 'Item ID', className: `${tdClass} tabular-nums`, cell: (item) => item.itemid },
  { header: 'Name', className: `${tdClass} font-semibold`, cell: (item) => item.name },
  { header: 'Type', cell: (item) => item.type || '—' },
  { header: 'Original', money: true, cell: (item) => formatRupees(item.originalprice) },
  { header: 'Discounted', money: true, cell: (item) => formatRupees(item.discountedprice) },
  { header: 'Resell', money: true, cell: (item) => formatRupees(item.resellprice) },
  { header: 'Stock', cell: (item) => <StatusChip tone={item.inStock ? 'green' : 'red'}>{item.inStock ? 'In Stock' : 'Out of Stock'}</StatusChip> },
  { header: 'API', cell: (item) => (item.isApi ? (item.apiType ?? 'Yes') : 'No') },
];

/** /admin/viewitems: every item (pack), with edit and delete. */
export function ItemsPage() {
  const items = useQuery(adminItemsQuery());
  return (
    <>
      <PageHeader
        title="All Items"
        description="Every pack, its three prices and its stock."
        actions={
          <Link to="/admin/createitems" className={buttonClass('primary', 'sm')}>
            <PackagePlus aria-hidden="true" className="size-4" />
            Create Item
          </Link>
        }
      />
      <AdminList
        label="Items"
        query={items}
        columns={columns}
        rowKey={(item) => item._id}
        rowName={(item) => `${item.name} (${item.itemid})`}
        empty="No items found"
        loadingRows={6}
        dimWhileRefetching
        editor={(item, onClose) => <EditItemModal item={item} onClose={onClose} />}
        remove={{
          mutationFn: (item) => deleteItem(item.itemid),
          refresh: invalidateCatalogue,
          errorText: (error) => withReason('Failed to delete item.', refusal(error)),
          title: (item) => `Delete item ${item.name}?`,
          description: (item) => <p>Products listing item {item.itemid} no longer offer it. This cannot be undone.</p>,
        }}
      />
    </>
  );
}

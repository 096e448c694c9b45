import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { deleteItem, type AdminItem } from '../../../api/admin-catalogue';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column } from '../kit/admin-list';
import { tdClass } from '../kit/data-table';
import { HeaderLink, PageHeader } from '../kit/page-header';
import { adminItemsQuery, catalogueDelete } from './catalogue-queries';
import { EditItemModal } from './edit-modals';

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
      <PageHeader title="All Items" description="Every pack, its three prices and its stock." actions={<HeaderLink to="/admin/createitems" icon={PackagePlus} primary>Create Item</HeaderLink>} />
      <AdminList
        label="Items"
        query={items}
        columns={columns}
        rowName={(item) => `${item.name} (${item.itemid})`}
        editor={(item, onClose) => <EditItemModal item={item} onClose={onClose} />}
        remove={catalogueDelete('item', (item: AdminItem) => deleteItem(item.itemid), (item) => <p>Products listing item {item.itemid} no longer offer it. This cannot be undone.</p>)}
      />
    </>
  );
}

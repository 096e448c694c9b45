import { useQuery } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { deleteProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column } from '../kit/admin-list';
import { formatCount } from '../kit/admin-format';
import { HeaderLink, PageHeader } from '../kit/page-header';
import { tdClass } from '../kit/data-table';
import { adminProductsQuery, catalogueDelete } from './catalogue-queries';
import { EditProductModal } from './edit-modals';

const columns: Column<AdminProduct>[] = [
  { header: 'Image', cell: (p) => <img src={p.imgpath} alt="" loading="lazy" width={40} height={40} className="size-10 rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800" /> },
  {
    header: 'Name',
    cell: (p) => (
      <>
        <span className="font-semibold">{p.name}</span>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">#{p.productid}</span>
      </>
    ),
  },
  { header: 'Type', className: `${tdClass} font-mono`, cell: (p) => p.type },
  { header: 'Category', cell: (p) => p.category },
  { header: 'Items', title: (p) => p.items.join(', '), cell: (p) => formatCount(p.items.length) },
  {
    header: 'Stock',
    cell: (p) => (
      <>
        <StatusChip tone={p.instock ? 'green' : 'red'}>{p.instock ? 'In Stock' : 'Out of Stock'}</StatusChip>
        {p.istrending && (
          <span className="ml-1.5">
            <StatusChip tone="brand">Trending</StatusChip>
          </span>
        )}
      </>
    ),
  },
  { header: 'API', cell: (p) => (p.isApi ? (p.apiType ?? 'Yes') : 'No') },
];

/** /admin/viewproducts: every product, with edit and delete. */
export function ProductsPage() {
  const products = useQuery(adminProductsQuery());
  return (
    <>
      <PageHeader title="All Products" description="Every product of the shop and the items it lists." actions={<HeaderLink to="/admin/createproduct" icon={PackagePlus} primary>Create Product</HeaderLink>} />
      <AdminList
        label="Products"
        query={products}
        columns={columns}
        rowName={(p) => p.name}
        loadingRows={5}
        editor={(product, onClose) => <EditProductModal product={product} onClose={onClose} />}
        remove={catalogueDelete('product', (product: AdminProduct) => deleteProduct(product.productid), () => <p>Customers can no longer see or buy it. Its items stay. This cannot be undone.</p>)}
      />
    </>
  );
}

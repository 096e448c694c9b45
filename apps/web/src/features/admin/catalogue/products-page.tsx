import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deleteProduct, type AdminProduct } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { formatCount } from '../admin-format';
import { ConfirmDialog } from '../confirm-dialog';
import { MessageRow, SkeletonRows, TableFrame, tdClass, thClass, trClass } from '../data-table';
import { FetchError, PageHeader } from '../page-header';
import { Chip } from '../status-chip';
import { adminProductsQuery, invalidateCatalogue } from './catalogue-queries';
import { EditProductModal } from './edit-product-modal';
import { refusal, withReason } from './form-kit';
import { deleteButton, rowButton } from './row-buttons';

const columns = 8;

/** /admin/viewproducts: every product, with edit and delete. */
export function ProductsPage() {
  const products = useQuery(adminProductsQuery());
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (product: AdminProduct) => deleteProduct(product.productid),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setDeleting(null);
      await invalidateCatalogue(queryClient);
    },
    onError: (error) => toast(withReason('Failed to delete product.', refusal(error)), { tone: 'error' }),
  });

  return (
    <>
      <PageHeader
        title="All Products"
        description="Every product of the shop and the items it lists."
        actions={
          <Link to="/admin/createproduct" className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800">
            <PackagePlus aria-hidden="true" className="size-4" />
            Create Product
          </Link>
        }
      />
      {products.isError && !products.data ? (
        <FetchError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <TableFrame label="Products" busy={products.isFetching && !products.isPending}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>Image</th>
              <th scope="col" className={thClass}>Name</th>
              <th scope="col" className={thClass}>Type</th>
              <th scope="col" className={thClass}>Category</th>
              <th scope="col" className={thClass}>Items</th>
              <th scope="col" className={thClass}>Stock</th>
              <th scope="col" className={thClass}>API</th>
              <th scope="col" className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {products.isPending ? (
              <SkeletonRows colSpan={columns} rows={5} />
            ) : products.data.length === 0 ? (
              <MessageRow colSpan={columns}>No products found</MessageRow>
            ) : (
              products.data.map((p) => (
                <tr key={p._id} className={trClass}>
                  <td className={tdClass}>
                    <img src={p.imgpath} alt="" loading="lazy" width={40} height={40} className="size-10 rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800" />
                  </td>
                  <td className={tdClass}>
                    <span className="font-semibold">{p.name}</span>
                    <span className="block text-xs text-zinc-600 dark:text-zinc-400">#{p.productid}</span>
                  </td>
                  <td className={`${tdClass} font-mono`}>{p.type}</td>
                  <td className={tdClass}>{p.category}</td>
                  <td className={tdClass} title={p.items.join(', ')}>
                    {formatCount(p.items.length)}
                  </td>
                  <td className={tdClass}>
                    <Chip tone={p.instock ? 'green' : 'red'}>{p.instock ? 'In Stock' : 'Out of Stock'}</Chip>
                    {p.istrending && (
                      <span className="ml-1.5">
                        <Chip tone="brand">Trending</Chip>
                      </span>
                    )}
                  </td>
                  <td className={tdClass}>{p.isApi ? (p.apiType ?? 'Yes') : 'No'}</td>
                  <td className={tdClass}>
                    <div className="flex gap-1.5">
                      <button type="button" className={rowButton} onClick={() => setEditing(p)}>
                        Edit{' '}<span className="sr-only">{p.name}</span>
                      </button>
                      <button type="button" className={deleteButton} onClick={() => setDeleting(p)}>
                        Delete{' '}<span className="sr-only">{p.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </TableFrame>
      )}

      {editing && <EditProductModal product={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete product ${deleting.name}?`}
          description={<p>Customers can no longer see or buy it. Its items stay. This cannot be undone.</p>}
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

import { formatRupees } from '@shop/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deleteCoupon, getAllCoupons, type Coupon } from '../../api/admin-coupons';
import { useToast } from '../../components/toast';
import { formatCount, formatDate } from './admin-format';
import { ConfirmDialog } from './confirm-dialog';
import { MessageRow, SkeletonRows, TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from './data-table';
import { EditCouponModal } from './edit-coupon-modal';
import { FetchError, PageHeader } from './page-header';
import { serverMessageOf } from './server-message';
import { Chip } from './status-chip';

const rowButton =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 text-xs font-semibold border-zinc-300 text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800';
const deleteButton =
  'inline-flex min-h-9 items-center rounded-lg border px-2.5 text-xs font-semibold border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40';

/** /admin/getcoupons: every coupon, with edit and delete (spec accounts-money-admin 2, 5). */
export function CouponsPage() {
  const coupons = useQuery({ queryKey: ['admin', 'coupons'], queryFn: ({ signal }) => getAllCoupons(signal) });
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(coupon._id),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (error) => toast(serverMessageOf(error) ?? 'An error occurred', { tone: 'error' }),
  });

  const now = Date.now();
  const columns = 10;

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discount codes, their limits and how often they were used."
        actions={
          <Link to="/admin/createcoupons" className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800">
            <TicketPlus aria-hidden="true" className="size-4" />
            Create Coupon
          </Link>
        }
      />
      {coupons.isError && !coupons.data ? (
        <FetchError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : (
        <TableFrame label="Coupons">
          <thead>
            <tr>
              <th scope="col" className={thClass}>Code</th>
              <th scope="col" className={thClass}>Type</th>
              <th scope="col" className={thMoneyClass}>Value</th>
              <th scope="col" className={thMoneyClass}>Min Purchase</th>
              <th scope="col" className={thMoneyClass}>Max Discount</th>
              <th scope="col" className={thMoneyClass}>Used / Limit</th>
              <th scope="col" className={thMoneyClass}>Per User</th>
              <th scope="col" className={thClass}>Expiry</th>
              <th scope="col" className={thClass}>Active</th>
              <th scope="col" className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {coupons.isPending ? (
              <SkeletonRows colSpan={columns} rows={4} />
            ) : coupons.data.length === 0 ? (
              <MessageRow colSpan={columns}>No coupons found</MessageRow>
            ) : (
              coupons.data.map((c) => {
                const expired = new Date(c.expiryDate).getTime() <= now;
                return (
                  <tr key={c._id} className={trClass}>
                    <td className={tdClass}>
                      <span className="font-mono font-semibold">{c.couponCode}</span>
                      {c.description && <span className="block max-w-56 text-xs whitespace-normal text-zinc-600 dark:text-zinc-400">{c.description}</span>}
                    </td>
                    <td className={tdClass}>{c.discountType}</td>
                    <td className={tdMoneyClass}>{c.discountType === 'percentage' ? `${c.discountPercentage}%` : formatRupees(c.discountAmount)}</td>
                    <td className={tdMoneyClass}>{formatRupees(c.minPurchaseAmount)}</td>
                    <td className={tdMoneyClass}>{c.maxDiscountAmount > 0 ? formatRupees(c.maxDiscountAmount) : '—'}</td>
                    <td className={tdMoneyClass}>
                      {formatCount(c.usedCount)} / {formatCount(c.usageLimit)}
                    </td>
                    <td className={tdMoneyClass}>{formatCount(c.userLimit)}</td>
                    <td className={tdClass}>
                      {formatDate(c.expiryDate)}
                      {expired && (
                        <span className="ml-1.5">
                          <Chip tone="red">Expired</Chip>
                        </span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <Chip tone={c.isActive ? 'green' : 'grey'}>{c.isActive ? 'Active' : 'Inactive'}</Chip>
                    </td>
                    <td className={tdClass}>
                      <div className="flex gap-1.5">
                        <button type="button" className={rowButton} onClick={() => setEditing(c)}>
                          Edit{' '}<span className="sr-only">{c.couponCode}</span>
                        </button>
                        <button type="button" className={deleteButton} onClick={() => setDeleting(c)}>
                          Delete{' '}<span className="sr-only">{c.couponCode}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </TableFrame>
      )}

      {editing && <EditCouponModal coupon={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete coupon ${deleting.couponCode}?`}
          description={<p>Customers can no longer use it. This cannot be undone.</p>}
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

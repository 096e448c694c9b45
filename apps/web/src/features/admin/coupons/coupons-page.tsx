import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { TicketPlus } from 'lucide-react';
import { Link } from 'react-router';
import { deleteCoupon, getAllCoupons, type Coupon } from '../../../api/admin-coupons';
import { buttonClass } from '../../../components/ui/button';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column } from '../kit/admin-list';
import { formatCount, formatDate } from '../kit/admin-format';
import { PageHeader } from '../kit/page-header';
import { serverMessageOf } from '../kit/server-message';
import { EditCouponModal } from './edit-coupon-modal';

const couponsKey = ['admin', 'coupons'];

const columns: Column<Coupon>[] = [
  {
    header: 'Code',
    cell: (c) => (
      <>
        <span className="font-mono font-semibold">{c.couponCode}</span>
        {c.description && <span className="block max-w-56 text-xs whitespace-normal text-zinc-600 dark:text-zinc-400">{c.description}</span>}
      </>
    ),
  },
  { header: 'Type', cell: (c) => c.discountType },
  { header: 'Value', money: true, cell: (c) => (c.discountType === 'percentage' ? `${c.discountPercentage}%` : formatRupees(c.discountAmount)) },
  { header: 'Min Purchase', money: true, cell: (c) => formatRupees(c.minPurchaseAmount) },
  { header: 'Max Discount', money: true, cell: (c) => (c.maxDiscountAmount > 0 ? formatRupees(c.maxDiscountAmount) : '—') },
  { header: 'Used / Limit', money: true, cell: (c) => `${formatCount(c.usedCount)} / ${formatCount(c.usageLimit)}` },
  { header: 'Per User', money: true, cell: (c) => formatCount(c.userLimit) },
  {
    header: 'Expiry',
    cell: (c) => (
      <>
        {formatDate(c.expiryDate)}
        {new Date(c.expiryDate).getTime() <= Date.now() && (
          <span className="ml-1.5">
            <StatusChip tone="red">Expired</StatusChip>
          </span>
        )}
      </>
    ),
  },
  { header: 'Active', cell: (c) => <StatusChip tone={c.isActive ? 'green' : 'grey'}>{c.isActive ? 'Active' : 'Inactive'}</StatusChip> },
];

/** /admin/getcoupons: every coupon, with edit and delete. */
export function CouponsPage() {
  const coupons = useQuery({ queryKey: couponsKey, queryFn: ({ signal }) => getAllCoupons(signal) });
  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discount codes, their limits and how often they were used."
        actions={
          <Link to="/admin/createcoupons" className={buttonClass('primary', 'sm')}>
            <TicketPlus aria-hidden="true" className="size-4" />
            Create Coupon
          </Link>
        }
      />
      <AdminList
        label="Coupons"
        query={coupons}
        columns={columns}
        rowKey={(c) => c._id}
        rowName={(c) => c.couponCode}
        empty="No coupons found"
        loadingRows={4}
        editor={(coupon, onClose) => <EditCouponModal coupon={coupon} onClose={onClose} />}
        remove={{
          mutationFn: (coupon) => deleteCoupon(coupon._id),
          refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: couponsKey }),
          errorText: (error) => serverMessageOf(error) ?? 'An error occurred',
          title: (coupon) => `Delete coupon ${coupon.couponCode}?`,
          description: () => <p>Customers can no longer use it. This cannot be undone.</p>,
        }}
      />
    </>
  );
}

import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { TicketPlus } from 'lucide-react';
import { deleteCoupon, type Coupon } from '../../../api/admin-coupons';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column } from '../kit/admin-list';
import { formatCount, formatDate } from '../kit/admin-format';
import { HeaderLink, PageHeader } from '../kit/page-header';
import { couponFailure, couponsQuery, refetchCoupons } from './coupon-queries';
import { EditCouponModal } from './edit-coupon-modal';

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
  const coupons = useQuery(couponsQuery());
  return (
    <>
      <PageHeader title="Coupons" description="Discount codes, their limits and how often they were used." actions={<HeaderLink to="/admin/createcoupons" icon={TicketPlus} primary>Create Coupon</HeaderLink>} />
      <AdminList
        label="Coupons"
        query={coupons}
        columns={columns}
        rowName={(c) => c.couponCode}
        loadingRows={4}
        dimWhileRefetching={false}
        editor={(coupon, onClose) => <EditCouponModal coupon={coupon} onClose={onClose} />}
        remove={{
          mutationFn: (coupon) => deleteCoupon(coupon._id),
          refresh: refetchCoupons,
          errorText: couponFailure,
          title: (coupon) => `Delete coupon ${coupon.couponCode}?`,
          description: () => <p>Customers can no longer use it. This cannot be undone.</p>,
        }}
      />
    </>
  );
}

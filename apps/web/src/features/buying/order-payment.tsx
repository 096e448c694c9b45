import { formatRupees, rupeesToPaise } from '@shop/contract/money';
import { finalOrderStatuses, type Order } from '@shop/contract/orders';
import { formatPoints } from '@shop/contract/points';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { useNeedsConnection } from '../../components/needs-connection';

// How an order was paid (points first, the rest by UPI or wallet) and the way to buy it again.

const methodName = (order: Pick<Order, 'paymentmode'>) => (order.paymentmode === 'upi' ? 'UPI' : 'Wallet');

/** Points the order was paid with, when it was. */
export const pointsUsed = (order: Pick<Order, 'points'>) => (order.points !== undefined && order.points > 0 ? order.points : null);

/** Rupees paid by UPI or wallet after the points. */
export function restPaid(order: Pick<Order, 'value' | 'points'>): number {
  return Math.max(rupeesToPaise(order.value) - rupeesToPaise(pointsUsed(order) ?? 0), 0) / 100;
}

/** "UPI", "Wallet", "UPI + points", or "Reward points" when points paid it all. */
export function paymentLabel(order: Pick<Order, 'paymentmode' | 'value' | 'points'>): string {
  if (pointsUsed(order) === null) return methodName(order);
  return restPaid(order) === 0 ? 'Reward points' : `${methodName(order)} + points`;
}

/** The order summary's rows about points: what they paid and what the method paid besides. */
export function pointsRows(order: Pick<Order, 'paymentmode' | 'value' | 'points'>): [string, string][] {
  const points = pointsUsed(order);
  if (points === null) return [];
  const rest = restPaid(order);
  return [
    ['Points used', `${formatPoints(points)} points (−${formatRupees(points)})`],
    ...(rest > 0 ? [[`Paid by ${methodName(order)}`, formatRupees(rest)] as [string, string]] : []),
  ];
}

/**
 * The product page with the same pack and player chosen, for an order that names them. Only
 * finished orders offer it: while one is still on its way, a second tap would buy it twice.
 */
export function rebuyPath(order: Pick<Order, 'status' | 'product_id' | 'item_id' | 'input1' | 'input2'>): string | null {
  if (!order.product_id || !order.item_id || !finalOrderStatuses.includes(order.status)) return null;
  const params = new URLSearchParams({ pack: order.item_id, player: order.input1 });
  if (order.input2) params.set('zone', order.input2);
  return `/product/${encodeURIComponent(order.product_id)}?${params.toString()}`;
}

/**
 * "Buy again": the pack opens at today's price, the player filled in; paying is still confirmed there.
 * Offline it would open a payment that cannot be made, so it is a disabled button with the reason.
 */
export function BuyAgainLink({ order, className = '' }: { order: Order; className?: string }) {
  const connection = useNeedsConnection('mt-1 self-center text-xs');
  const path = rebuyPath(order);
  if (!path) return null;
  const look = `inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-300 dark:text-brand-300 dark:ring-brand-700 ${className}`;
  const label = (
    <>
      <Repeat aria-hidden="true" className="size-4" />
      Buy again{' '}
      <span className="sr-only">
        {order.itemname} for {order.input1}
      </span>
    </>
  );
  if (connection.offline) {
    return (
      <>
        <button type="button" disabled aria-describedby={connection.describedBy} className={`${look} cursor-not-allowed opacity-60`}>
          {label}
        </button>
        {connection.reason}
      </>
    );
  }
  return (
    <Link to={path} className={`${look} hover:bg-brand-50 dark:hover:bg-brand-950`}>
      {label}
    </Link>
  );
}

import { formatRupees } from '@shop/contract/money';
import { formatPoints } from '@shop/contract/points';
import type { Order } from '@shop/contract/orders';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { InvoiceLink } from '../../components/invoice-link';
import { OrderStatusChip } from '../../components/status-chip';
import { formatDateTime } from './dates';
import { OrderTimelineToggle } from './order-timeline';
import { BuyAgainLink, paymentLabel, pointsUsed } from './order-payment';
import { card } from './styles';

// My Orders' two views of the same orders: cards (phones start here) and a table.

export const PROCESSING_NOTE = 'Your order will be completed within 30 minutes.';

function VerifyPayment({ order }: { order: Order }) {
  return (
    <Link
      to={`/confirmation?client_txn_id=${encodeURIComponent(order.client_txn_id)}`}
      className="flex min-h-11 w-fit items-center font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300"
    >
      Verify Payment
    </Link>
  );
}

/** The status's own note: the way to verify a payment, the 30-minute promise, or why the money came back. */
function StatusNote({ order }: { order: Order }) {
  if (order.status === 'Created') return <VerifyPayment order={order} />;
  if (order.status === 'Processing') {
    return (
      <p className="mt-2 flex items-start gap-1.5 text-sm text-amber-900 dark:text-amber-200">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {PROCESSING_NOTE}
      </p>
    );
  }
  if ((order.status === 'Refunded' || order.status === 'Cancelled') && order.reason) {
    return (
      <p className="mt-2 text-sm text-red-800 dark:text-red-200">
        <span className="font-semibold">Reason:</span> {order.reason}
      </p>
    );
  }
  return null;
}

export /** The invoice and Buy again, for the orders that have them. */
function OrderLinks({ order }: { order: Order }) {
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      <InvoiceLink order={order} />
      <BuyAgainLink order={order} />
    </div>
  );
}

export function OrderList({ orders }: { orders: Order[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id} className={card}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-bold">{order.productname}</p>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{order.itemname}</p>
            </div>
            <OrderStatusChip status={order.status} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-700 dark:text-zinc-300">Order ID</dt>
            <dd className="text-right font-mono text-xs break-all">{order.orderid}</dd>
            <dt className="text-zinc-700 dark:text-zinc-300">Uid/Email</dt>
            <dd className="text-right font-semibold break-all">
              {order.input1}
              {order.input2 ? ` (${order.input2})` : ''}
            </dd>
            <dt className="text-zinc-700 dark:text-zinc-300">Price</dt>
            <dd className="text-right font-bold">{formatRupees(order.value)}</dd>
            <dt className="text-zinc-700 dark:text-zinc-300">Payment</dt>
            <dd className="text-right">{paymentLabel(order)}</dd>
            {pointsUsed(order) !== null && (
              <>
                <dt className="text-zinc-700 dark:text-zinc-300">Points used</dt>
                <dd className="text-right">{formatPoints(pointsUsed(order) ?? 0)}</dd>
              </>
            )}
            <dt className="text-zinc-700 dark:text-zinc-300">Date</dt>
            <dd className="text-right">{formatDateTime(order.createdAt)}</dd>
          </dl>
          <StatusNote order={order} />
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <OrderTimelineToggle order={order} />
            <OrderLinks order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OrderTable({ orders }: { orders: Order[] }) {
  return (
    <div className={`${card} overflow-x-auto p-0 sm:p-0`}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-700 uppercase dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Order ID</th>
            <th scope="col" className="px-4 py-3 font-semibold">Product</th>
            <th scope="col" className="px-4 py-3 font-semibold">Uid/Email</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Price</th>
            <th scope="col" className="px-4 py-3 font-semibold">Payment</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Date</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {orders.map((order) => (
            <tr key={order._id} className="align-top">
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{order.orderid}</td>
              <td className="min-w-40 px-4 py-3">
                <span className="font-semibold">{order.productname}</span>
                <span className="block text-zinc-700 dark:text-zinc-300">{order.itemname}</span>
              </td>
              <td className="max-w-48 px-4 py-3 [overflow-wrap:anywhere]">
                {order.input1}
                {order.input2 && <span className="block text-zinc-700 dark:text-zinc-300">{order.input2}</span>}
              </td>
              <td className="px-4 py-3 text-right font-bold whitespace-nowrap">{formatRupees(order.value)}</td>
              <td className="px-4 py-3">
                {paymentLabel(order)}
                {pointsUsed(order) !== null && (
                  <span className="block text-xs text-zinc-700 dark:text-zinc-300">{formatPoints(pointsUsed(order) ?? 0)} points</span>
                )}
              </td>
              <td className="min-w-48 px-4 py-3">
                <OrderStatusChip status={order.status} />
                <StatusNote order={order} />
                <OrderTimelineToggle order={order} />
                <OrderLinks order={order} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

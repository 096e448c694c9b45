import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminOrder, OrderDecision } from '../../../api/admin';
import { InvoiceLink } from '../../../components/invoice-link';
import { Button } from '../../../components/ui/button';
import { formatAge, formatDateTime } from '../kit/admin-format';
import { TableFrame, TableHead, tdClass, tdMoneyClass } from '../kit/data-table';
import { CardList, UnlessFailed } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { DecideOrderDialog, RetryDeliveryDialog } from './order-action-dialogs';
import { pendingOrdersQuery } from './pending-queries';
import { FlagBadge, isRetryable, SupplierOrders } from './supplier-orders';

/** Manual products are delivered within 30 minutes: older ones are late. */
const LATE_AFTER_MS = 30 * 60_000;

type Action = OrderDecision | 'Retry';

const actionButton: Record<Action, string> = {
  Completed: 'border-emerald-600 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-300 dark:hover:bg-emerald-950/40',
  Refunded: 'border-red-600 text-red-800 hover:bg-red-50 dark:border-red-500 dark:text-red-300 dark:hover:bg-red-950/40',
  Cancelled: 'border-zinc-400 text-zinc-800 hover:bg-zinc-100 dark:border-zinc-600 dark:text-zinc-200 dark:hover:bg-zinc-800',
  Retry: 'border-brand-600 text-brand-800 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-brand-500/10',
};
const actionLabel: Record<Action, string> = { Completed: 'Completed', Refunded: 'Refunded', Cancelled: 'Cancelled', Retry: 'Retry delivery' };

const muted = 'text-zinc-600 dark:text-zinc-400';
const cardBase = 'rounded-xl border bg-white p-3 shadow-sm dark:bg-zinc-900';
const cardClass = `${cardBase} border-zinc-200 dark:border-zinc-800`;
const headers = [
  { header: 'Order Id' },
  { header: 'Product · Pack' },
  { header: 'Player' },
  { header: 'Price', money: true },
  { header: 'Customer' },
  { header: 'Age' },
  { header: 'Actions' },
];
// A flagged order stands out in the list before its badge is read. One border colour or the
// other: of two, the stylesheet's order would decide, not the class list's.
const flaggedCard = `${cardBase} border-amber-400 dark:border-amber-500/60`;
const flaggedGroup = 'bg-amber-50/60 dark:bg-amber-400/5';
/** An order's rows in the table: a line above each order but the first, a shade under the pointer. */
const orderGroup =
  'hover:bg-zinc-50 dark:hover:bg-zinc-800/50 [&:not(:first-of-type)>tr:first-child>td]:border-t [&>tr:first-child>td]:border-zinc-200 dark:[&>tr:first-child>td]:border-zinc-800';

/** The time now, moved on every half minute so that ages stay true. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

const isLate = (order: AdminOrder, now: number) => now - new Date(order.createdAt).getTime() > LATE_AFTER_MS;

/** Complete, Refund, Cancel, Retry delivery where a supplier order can be sent again, and the invoice; each names its order for screen readers. */
function OrderActions({ order, onAction }: { order: AdminOrder; onAction: (order: AdminOrder, action: Action) => void }) {
  const actions: Action[] = ['Completed', 'Refunded', 'Cancelled', ...(isRetryable(order) ? (['Retry'] as const) : [])];
  return (
    <div className="flex flex-wrap gap-1.5">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => onAction(order, action)}
          className={`inline-flex min-h-9 items-center rounded-lg border px-2 text-xs font-semibold whitespace-nowrap ${actionButton[action]}`}
        >
          {actionLabel[action]} <span className="sr-only">{order.orderid}</span>
        </button>
      ))}
      <InvoiceLink order={order} size="compact" />
    </div>
  );
}

function Age({ order, now }: { order: AdminOrder; now: number }) {
  const late = isLate(order, now);
  return (
    <>
      <span className={late ? 'font-semibold text-orange-700 dark:text-orange-300' : ''} title={formatDateTime(order.createdAt)}>
        {formatAge(order.createdAt, now)}
      </span>
      {late && <span className="block text-xs text-orange-700 dark:text-orange-300">over 30 min</span>}
    </>
  );
}

/**
 * /admin/orders, the delivery desk: paid orders still waiting, delivered by a supplier or by
 * hand. Each shows why it was flagged and its supplier orders; the admin completes, refunds or
 * cancels it, or sends failed supplier orders again. Cards on a phone, a table on a laptop.
 */
export function PendingOrdersPage() {
  const pending = useQuery(pendingOrdersQuery());
  const now = useNow(30_000);
  const [chosen, setChosen] = useState<{ order: AdminOrder; action: Action } | null>(null);
  const choose = (order: AdminOrder, action: Action) => setChosen({ order, action });
  const close = () => setChosen(null);
  const orders = pending.data ?? [];

  return (
    <>
      <PageHeader
        title="Pending Orders"
        description="Paid orders waiting for delivery, by a supplier or by hand. Complete, refund or cancel each one, or retry a failed delivery."
        actions={
          <Button size="sm" onClick={() => void pending.refetch()}>
            <RefreshCw aria-hidden="true" className={`size-4 ${pending.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      />
      <UnlessFailed query={pending}>
        {/* Phones and tablets: one card per order, its actions within thumb's reach. */}
        <CardList
          label="Pending orders"
          loadingLabel="Loading pending orders"
          rows={pending.data}
          empty="No pending orders."
          className="grid gap-3 sm:grid-cols-2 lg:hidden"
          loadingClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
          skeletonClassName="skeleton h-24 lg:h-9"
        >
          {(order) => <PendingOrderCard key={order._id} order={order} now={now} onAction={choose} />}
        </CardList>
        {orders.length > 0 && (
          <div className="hidden lg:block">
            <TableFrame label="Pending orders">
              <TableHead columns={headers} />
              {/* One row group per order: its row, then the flag and supplier orders across the
                  whole table, so that the actions stay in view on a laptop. */}
              {orders.map((order) => {
                const deliveries = order.deliveries ?? [];
                return (
                  <tbody key={order._id} className={`${orderGroup} ${order.flag ? flaggedGroup : ''}`}>
                    <tr className="[&>td]:align-top">
                      <td className={`${tdClass} font-mono text-xs`}>{order.orderid}</td>
                      <td className={tdClass}>
                        <span className="block">{order.productname}</span>
                        <span className={`block text-xs ${muted}`}>{order.itemname}</span>
                      </td>
                      <td className={tdClass}>
                        <span className="block font-medium">{order.input1}</span>
                        {order.input2 && <span className={`block text-xs ${muted}`}>{order.input2}</span>}
                        {order.username && <span className={`block text-xs ${muted}`}>IGN: {order.username}</span>}
                      </td>
                      <td className={tdMoneyClass}>
                        {formatRupees(order.value)}
                        <span className={`block text-xs font-normal ${muted}`}>{order.paymentmode}</span>
                      </td>
                      <td className={tdClass}>{order.useremail}</td>
                      <td className={tdClass}>
                        <Age order={order} now={now} />
                      </td>
                      <td className={tdClass}>
                        <OrderActions order={order} onAction={choose} />
                      </td>
                    </tr>
                    {(order.flag || deliveries.length > 0) && (
                      <tr>
                        <td colSpan={headers.length} className="space-y-2 px-2.5 pt-0.5 pb-2.5">
                          {order.flag && <FlagBadge flag={order.flag} className="w-fit max-w-3xl" />}
                          {deliveries.length > 0 && <SupplierOrders order={order} layout="row" />}
                        </td>
                      </tr>
                    )}
                  </tbody>
                );
              })}
            </TableFrame>
          </div>
        )}
      </UnlessFailed>

      {chosen &&
        (chosen.action === 'Retry' ? (
          <RetryDeliveryDialog order={chosen.order} onClose={close} />
        ) : (
          <DecideOrderDialog key={`${chosen.order._id}-${chosen.action}`} order={chosen.order} status={chosen.action} onClose={close} />
        ))}
    </>
  );
}

function PendingOrderCard({ order, now, onAction }: { order: AdminOrder; now: number; onAction: (order: AdminOrder, action: Action) => void }) {
  return (
    <li className={`${order.flag ? flaggedCard : cardClass} min-w-0 text-sm`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs break-all">{order.orderid}</p>
          <p className="mt-0.5 font-semibold">{order.productname}</p>
          <p className={`text-xs ${muted}`}>{order.itemname}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-semibold tabular-nums">{formatRupees(order.value)}</p>
          <p className={`text-xs ${muted}`}>{order.paymentmode}</p>
        </div>
      </div>
      {order.flag && <FlagBadge flag={order.flag} className="mt-2" />}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className={muted}>Player</dt>
        <dd className="[overflow-wrap:anywhere]">
          <span className="font-medium">{order.input1}</span>
          {order.input2 && <span className={muted}> · {order.input2}</span>}
          {order.username && <span className={`block text-xs ${muted}`}>IGN: {order.username}</span>}
        </dd>
        <dt className={muted}>Customer</dt>
        <dd className="[overflow-wrap:anywhere]">{order.useremail}</dd>
        <dt className={muted}>Age</dt>
        <dd>
          <Age order={order} now={now} />
        </dd>
      </dl>
      <div className="mt-2 border-t border-zinc-200 pt-2 dark:border-zinc-800">
        <p className={`mb-1 text-xs font-semibold ${muted}`}>Supplier orders</p>
        <SupplierOrders order={order} />
      </div>
      <div className="mt-3">
        <OrderActions order={order} onAction={onAction} />
      </div>
    </li>
  );
}

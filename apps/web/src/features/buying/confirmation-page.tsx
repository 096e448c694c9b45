import { formatRupees } from '@shop/contract/money';
import { finalOrderStatuses, type Order, type OrderStatus } from '@shop/contract/orders';
import { Ban, CircleCheck, CircleX, Clock, LoaderCircle, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { getOrderStatus } from '../../api/orders';
import { OrderStatusChip } from '../../components/status-chip';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatIndiaDateTime } from './dates';
import { HomeAnd, OutcomeHeader, SummaryList, useStatusUntilFinal } from './confirmation-parts';
import { OrderTimeline } from './order-timeline';
import { BuyAgainLink, paymentLabel, pointsRows } from './order-payment';
import { PushConsentCard } from './push-consent-card';
import { card, resultShell as pageShell } from './styles';

const isFinal = (status: OrderStatus | undefined) => status !== undefined && finalOrderStatuses.includes(status);

/**
 * /confirmation?client_txn_id=…: where the payment gateway (or a wallet order) lands. It shows
 * "Confirming Your Order" until the first answer, then the order card, and keeps asking until the
 * order reaches a final state.
 */
export function ConfirmationPage() {
  useDocumentTitle('Order Confirmation');
  const order = useStatusUntilFinal({
    what: 'order',
    fetchStatus: getOrderStatus,
    isFinal,
    confirming: { title: 'Confirming Your Order', text: 'We are checking your payment with the bank and placing your order.' },
  });
  if ('screen' in order) return order.screen;
  return <OrderCard order={order.record} refreshing={!isFinal(order.record.status)} />;
}

const green = 'text-emerald-700 dark:text-emerald-400';
const red = 'text-red-700 dark:text-red-400';

/** What the page says of each state: a title, an icon in the state's colour, and what it means. */
const outcomes: Record<OrderStatus, { title: string; icon: LucideIcon; tone: string; note: string | ((order: Order) => string) }> = {
  Created: {
    title: 'Awaiting Payment',
    icon: Clock,
    tone: 'text-sky-700 dark:text-sky-300',
    note: 'We have not received your payment yet. If you have paid, this page updates by itself in a moment.',
  },
  Processing: {
    title: 'Order Placed Successfully',
    icon: CircleCheck,
    tone: green,
    note: 'Your payment is confirmed and your pack is on its way. Your order will be completed within 30 minutes.',
  },
  Completed: {
    title: 'Order Placed Successfully',
    icon: CircleCheck,
    tone: green,
    note: (order) => `Delivered! Your pack has been sent to ${order.input1}${order.input2 ? ` (${order.input2})` : ''}.`,
  },
  Failed: {
    title: 'Payment Failed',
    icon: CircleX,
    tone: red,
    note: 'Your payment did not go through, so this order was not placed. You can try again from the product page.',
  },
  Refunded: { title: 'Order Refunded', icon: RotateCcw, tone: red, note: 'We could not deliver this order, so its amount was returned to your S-Coins wallet.' },
  Cancelled: { title: 'Order Cancelled', icon: Ban, tone: 'text-zinc-700 dark:text-zinc-300', note: 'This order was cancelled by S-Store.' },
};

function OrderCard({ order, refreshing }: { order: Order; refreshing: boolean }) {
  const outcome = outcomes[order.status];
  const Icon = outcome.icon;
  const rows: [string, ReactNode][] = [
    ['Order ID', <span className="font-mono break-all">{order.orderid}</span>],
    [
      'Item',
      <>
        {order.itemname}
        <span className="block text-xs font-normal text-zinc-700 dark:text-zinc-300">{order.productname}</span>
      </>,
    ],
    ['Payment Mode', paymentLabel(order)],
    ['Status', <OrderStatusChip status={order.status} />],
    ['UID/Email', <span className="break-all">{order.input1}</span>],
    ...(order.input2 ? [['Zone/Server', order.input2] as [string, ReactNode]] : []),
    ['Username', order.username || '—'],
    ['Price', <span className="font-bold">{formatRupees(order.value)}</span>],
    ...pointsRows(order),
    ...(order.upi_txn_id ? [['UPI Reference', <span className="font-mono break-all">{order.upi_txn_id}</span>] as [string, ReactNode]] : []),
    ['Ordered on', `${formatIndiaDateTime(order.createdAt)} IST`],
  ];

  return (
    <div className={pageShell}>
      <section className={card} aria-labelledby="order-outcome-title">
        <OutcomeHeader
          titleId="order-outcome-title"
          icon={<Icon aria-hidden="true" className={`size-14 ${outcome.tone}`} />}
          title={outcome.title}
          note={typeof outcome.note === 'function' ? outcome.note(order) : outcome.note}
        />
        <SummaryList>
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="shrink-0 text-zinc-700 dark:text-zinc-300">{label}</dt>
              <dd className="min-w-0 text-right font-semibold" {...(label === 'Status' ? { 'data-testid': 'order-status' } : {})}>
                {value}
              </dd>
            </div>
          ))}
        </SummaryList>
        {order.reason && (
          <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 dark:bg-red-400/10 dark:text-red-100 dark:ring-red-400/30">
            <span className="font-semibold">Reason:</span> {order.reason}
          </p>
        )}
        {/* Asked once the customer has paid: that is when hearing about delivery matters. */}
        {(order.status === 'Processing' || order.status === 'Completed') && <PushConsentCard />}
        {order.timeline && order.timeline.length > 0 && (
          <section aria-labelledby="order-timeline-title" className="mt-5">
            <h2 id="order-timeline-title" className="text-base font-bold">
              Order timeline
            </h2>
            <OrderTimeline order={order} labelledBy="order-timeline-title" className="mt-3" />
          </section>
        )}
        {refreshing && (
          <p className="mt-3 flex items-center justify-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Checking for updates…
          </p>
        )}
        <HomeAnd to="/orders">My Orders</HomeAnd>
        <BuyAgainLink order={order} className="mt-3 w-full" />
      </section>
    </div>
  );
}

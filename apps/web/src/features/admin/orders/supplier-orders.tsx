import { TriangleAlert } from 'lucide-react';
import type { AdminOrder, SupplierOrderView } from '../../../api/admin';
import { StatusChip, type Tone } from '../../../components/ui/status-chip';

const muted = 'text-zinc-600 dark:text-zinc-400';

const statusLooks: Record<SupplierOrderView['status'], { label: string; tone: Tone }> = {
  new: { label: 'New', tone: 'grey' },
  sending: { label: 'Sending', tone: 'blue' },
  processing: { label: 'Processing', tone: 'blue' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  held: { label: 'Held', tone: 'orange' },
  unknown: { label: 'Unknown', tone: 'yellow' },
};

/**
 * Whether Retry delivery can help: a supplier order the supplier refused or that was held back,
 * or an order flagged before any supplier order was made (no keys, a wrong payment). The server
 * still decides, and says so (409) when nothing may be sent again.
 */
export function isRetryable(order: AdminOrder): boolean {
  const deliveries = order.deliveries ?? [];
  if (deliveries.some((d) => d.status === 'failed' || d.status === 'held')) return true;
  return Boolean(order.flag) && deliveries.length === 0;
}

/** Why an admin should look at the order, in the server's words ("Needs attention: …", "Partly delivered: …"). */
export function FlagBadge({ flag, className = '' }: { flag: string; className?: string }) {
  return (
    <p
      className={`flex items-start gap-1.5 rounded-lg bg-amber-50 px-2 py-1.5 text-xs font-semibold break-words whitespace-normal text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40 ${className}`}
    >
      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0">{flag}</span>
    </p>
  );
}

/**
 * An order's supplier orders, one per SKU of its pack: where each stands and what the supplier
 * last said. Stacked in a phone's card; side by side under an order's row in the laptop's table.
 */
export function SupplierOrders({ order, layout = 'stack' }: { order: AdminOrder; layout?: 'stack' | 'row' }) {
  const deliveries = order.deliveries ?? [];
  if (deliveries.length === 0) return <p className={`text-xs ${muted}`}>No supplier orders</p>;
  return (
    <ul aria-label={`Supplier orders of ${order.orderid}`} className={layout === 'row' ? 'flex flex-wrap gap-2' : 'space-y-1.5'}>
      {deliveries.map((delivery) => {
        const look = statusLooks[delivery.status];
        return (
          <li
            key={delivery.reference}
            className={`rounded-lg border border-zinc-200 bg-white px-2 py-1.5 text-xs whitespace-normal dark:border-zinc-700 dark:bg-zinc-900 ${layout === 'row' ? 'w-72' : ''}`}
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-mono font-semibold break-all">{delivery.sku}</span>
              <span className={muted}>{delivery.supplier}</span>
              <StatusChip tone={look.tone}>{look.label}</StatusChip>
            </div>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-zinc-800 dark:text-zinc-200">
              <dt className={muted}>Attempts</dt>
              <dd className="tabular-nums">{delivery.attempts}</dd>
              <dt className={muted}>Supplier order</dt>
              <dd className="font-mono break-all">{delivery.supplier_order_id ?? '—'}</dd>
              {delivery.last_answer && (
                <>
                  <dt className={muted}>Last answer</dt>
                  <dd className="break-words">{delivery.last_answer}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

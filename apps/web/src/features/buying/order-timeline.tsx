import { finalOrderStatuses, type Order, type TimelineStep } from '@shop/contract/orders';
import { Ban, Check, ChevronDown, RotateCcw, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatIndiaDateTime } from './dates';

type Step = TimelineStep['step'];

export const timelineLabels: Record<Step, string> = {
  placed: 'Placed',
  paid: 'Paid',
  sent: 'Sent to supplier',
  delivered: 'Delivered',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const icon = 'size-3.5';
const done = { dot: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-zinc-950', icon: <Check aria-hidden="true" strokeWidth={3} className={icon} /> };
// Endings where the pack did not arrive keep their own look wherever they stand.
const endings: Partial<Record<Step, { dot: string; icon: ReactNode }>> = {
  refunded: { dot: 'bg-red-600 text-white dark:bg-red-500 dark:text-zinc-950', icon: <RotateCcw aria-hidden="true" strokeWidth={3} className={icon} /> },
  failed: { dot: 'bg-red-700 text-white dark:bg-red-500 dark:text-zinc-950', icon: <X aria-hidden="true" strokeWidth={3} className={icon} /> },
  cancelled: { dot: 'bg-zinc-500 text-white dark:bg-zinc-400 dark:text-zinc-950', icon: <Ban aria-hidden="true" strokeWidth={3} className={icon} /> },
};
/** The step the order is at while it is still moving: a ring around a dot, not a tick. */
const current = {
  dot: 'bg-white ring-2 ring-brand-600 ring-inset dark:bg-zinc-900 dark:ring-brand-400',
  icon: <span aria-hidden="true" className="size-2 rounded-full bg-brand-600 motion-safe:animate-pulse dark:bg-brand-400" />,
};

type OrderTimelineProps = {
  order: Pick<Order, 'status' | 'timeline'>;
  /** The id of a visible heading naming the list; without one the list is named "Order timeline". */
  labelledBy?: string;
  className?: string;
};

/**
 * What happened to an order, oldest first, as a vertical list of steps: each with its time (India
 * time) and its detail (the UPI reference, the supplier's order, a refund's reason). Earlier steps
 * look done; the last is the current one, still moving until the order reaches a final state.
 */
export function OrderTimeline({ order, labelledBy, className = '' }: OrderTimelineProps) {
  const steps = order.timeline ?? [];
  if (steps.length === 0) return null;
  const final = finalOrderStatuses.includes(order.status);
  return (
    <ol {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Order timeline' })} className={`text-sm ${className}`}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        const look = endings[step.step] ?? (last && !final ? current : done);
        return (
          <li key={`${step.step}-${i}`} aria-current={last ? 'step' : undefined} className="relative flex gap-3 pb-4 last:pb-0">
            {!last && <span aria-hidden="true" className="absolute top-6 bottom-0 left-3 w-0.5 -translate-x-1/2 bg-zinc-300 dark:bg-zinc-700" />}
            <span aria-hidden="true" className={`relative grid size-6 shrink-0 place-items-center rounded-full ${look.dot}`}>
              {look.icon}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className="font-semibold text-zinc-900 dark:text-zinc-100">{timelineLabels[step.step]}</p>
              {step.at && (
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  <time dateTime={step.at}>{formatIndiaDateTime(step.at)} IST</time>
                </p>
              )}
              {step.detail && <p className="mt-0.5 break-words text-zinc-700 dark:text-zinc-300">{step.detail}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** My Orders keeps each order short: its timeline opens on request, below the order. */
export function OrderTimelineToggle({ order }: { order: Pick<Order, 'orderid' | 'status' | 'timeline'> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!order.timeline?.length) return null;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        Order timeline <span className="sr-only">{order.orderid}</span>
      </button>
      <div id={id} hidden={!open} className="pt-1 pb-1">
        {open && <OrderTimeline order={order} />}
      </div>
    </div>
  );
}

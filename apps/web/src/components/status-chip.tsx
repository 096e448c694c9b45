import type { OrderStatus, WalletTransaction } from '@shop/contract/orders';
import { LoaderCircle } from 'lucide-react';

// The storefront's status chips: one look for an order's and a wallet row's state, wherever the
// customer sees it (history lists, confirmation pages). data-status lets tests read the state
// without reading colours.

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap';

// Processing yellow, Completed green, Refunded red, Created blue,
// Failed strong red. Cancelled is not named; it reads as a neutral grey.
const orderStyles: Record<OrderStatus, string> = {
  Created: 'bg-sky-100 text-sky-900 dark:bg-sky-400/20 dark:text-sky-100',
  Processing: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100',
  Completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/20 dark:text-emerald-100',
  Refunded: 'bg-red-100 text-red-800 dark:bg-red-400/20 dark:text-red-100',
  Failed: 'bg-red-700 text-white dark:bg-red-600',
  Cancelled: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <span className={`${chip} ${orderStyles[status]}`} data-status={status}>
      {status}
    </span>
  );
}

type WalletStatus = WalletTransaction['status'];

/** The customer sees a wallet row being processed as Pending. */
export const walletStatusLabel = (status: WalletStatus): string => (status === 'Processing' ? 'Pending' : status);

// Success green, Pending yellow with a spinner, Failed red, Created blue.
const walletStyles: Record<WalletStatus, string> = {
  Success: orderStyles.Completed,
  Processing: orderStyles.Processing,
  Failed: orderStyles.Failed,
  Created: orderStyles.Created,
};

export function WalletStatusChip({ status }: { status: WalletStatus }) {
  return (
    <span className={`${chip} ${walletStyles[status]}`} data-status={walletStatusLabel(status)}>
      {status === 'Processing' && <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />}
      {walletStatusLabel(status)}
    </span>
  );
}

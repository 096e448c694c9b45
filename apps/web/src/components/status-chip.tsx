import type { OrderStatus, WalletTransaction } from '@shop/contract/orders';
import { LoaderCircle } from 'lucide-react';
import { StatusChip, type Tone } from './ui/status-chip';

// The storefront's colours for an order's and a wallet row's state, wherever the customer sees
// them (history lists, confirmation pages), on the app's one chip. Cancelled is not named; it
// reads as a neutral grey.
const orderTones: Record<OrderStatus, Tone> = {
  Created: 'blue',
  Processing: 'yellow',
  Completed: 'green',
  Refunded: 'red',
  Failed: 'alarm',
  Cancelled: 'grey',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <StatusChip tone={orderTones[status]} status={status}>
      {status}
    </StatusChip>
  );
}

type WalletStatus = WalletTransaction['status'];

/** The customer sees a wallet row being processed as Pending. */
export const walletStatusLabel = (status: WalletStatus): string => (status === 'Processing' ? 'Pending' : status);

const walletTones: Record<WalletStatus, Tone> = { Success: 'green', Processing: 'yellow', Failed: 'alarm', Created: 'blue' };

export function WalletStatusChip({ status }: { status: WalletStatus }) {
  const label = walletStatusLabel(status);
  return (
    <StatusChip tone={walletTones[status]} status={label} icon={status === 'Processing' && <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />}>
      {label}
    </StatusChip>
  );
}

import { Flag } from 'lucide-react';
import { StatusChip, type Tone } from '../../../components/ui/status-chip';

/** Admin order colours: Processing orange, Completed green, others red. */
export function OrderStatusChip({ status }: { status: string }) {
  const tone: Tone = status === 'Processing' ? 'orange' : status === 'Completed' ? 'green' : 'red';
  return <StatusChip tone={tone}>{status}</StatusChip>;
}

/** Wallet statuses as the customer sees them: Success green, Processing yellow, Failed red, Created blue. */
export function WalletStatusChip({ status }: { status: string }) {
  const tone: Tone = status === 'Success' ? 'green' : status === 'Processing' ? 'yellow' : status === 'Created' ? 'blue' : 'red';
  return <StatusChip tone={tone}>{status}</StatusChip>;
}

/** Why an order or a payment was flagged, under its id in a table row. */
export function FlagNote({ flag }: { flag: string | null | undefined }) {
  if (!flag) return null;
  return (
    <span className="mt-0.5 flex max-w-56 items-start gap-1 text-xs font-medium whitespace-normal text-red-700 dark:text-red-300">
      <Flag aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      <span>
        <span className="sr-only">Flag: </span>
        {flag}
      </span>
    </span>
  );
}

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

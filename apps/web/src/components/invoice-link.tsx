import type { OrderStatus } from '@shop/contract/orders';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { hasInvoice, invoicePath } from '../api/invoices';

const sizes = {
  /** A customer's list: a 44 px row to tap. */
  touch: 'min-h-11 rounded-xl px-3 text-sm',
  /** An admin table's cell. */
  compact: 'min-h-9 rounded-lg px-2 text-xs',
};

/** "Invoice" for an order that was paid at some point; nothing for one that never was. Its name carries the order id. */
export function InvoiceLink({ order, size = 'touch', className = '' }: { order: { orderid: string; status: OrderStatus }; size?: keyof typeof sizes; className?: string }) {
  if (!hasInvoice(order.status)) return null;
  return (
    <Link
      to={invoicePath(order.orderid)}
      className={`inline-flex items-center justify-center gap-1.5 font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50 dark:text-brand-300 dark:ring-brand-700 dark:hover:bg-brand-950 ${sizes[size]} ${className}`}
    >
      <FileText aria-hidden="true" className={size === 'touch' ? 'size-4' : 'size-3.5'} />
      Invoice <span className="sr-only">{order.orderid}</span>
    </Link>
  );
}

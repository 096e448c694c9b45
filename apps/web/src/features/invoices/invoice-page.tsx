import { useQuery } from '@tanstack/react-query';
import { FileX, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { getInvoice } from '../../api/invoices';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { InvoiceSheet } from './invoice-sheet';
import './invoice-print.css';

const shell = 'mx-auto w-full max-w-3xl px-3 py-5 sm:px-4 sm:py-8 print:max-w-none print:p-0';
const backLink = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';

/** /invoice/:orderid: an order's GST invoice for its customer, or for an admin; printable on A4. */
export function InvoicePage() {
  const { orderid = '' } = useParams();
  const admin = useSession()?.user.role === 'admin';
  const invoice = useQuery({ queryKey: ['invoice', orderid], queryFn: ({ signal }) => getInvoice(orderid, signal), enabled: orderid !== '' });
  useDocumentTitle(invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice');
  const back = admin ? { to: '/admin/txn', label: 'All Orders' } : { to: '/orders', label: 'My Orders' };

  if (invoice.isError) {
    const notFound = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <div className={shell}>
        <section role="alert" aria-labelledby="invoice-missing" className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
          <FileX aria-hidden="true" className="mx-auto size-12 text-zinc-600 dark:text-zinc-400" />
          <h1 id="invoice-missing" className="mt-3 text-xl font-bold">
            {notFound ? 'No invoice to show' : 'Could not load the invoice'}
          </h1>
          <p className="mt-2 text-zinc-700 dark:text-zinc-300">{invoice.error.message}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {!notFound && (
              <button type="button" onClick={() => void invoice.refetch()} className={buttonClass('primary')}>
                Try again
              </button>
            )}
            <Link to={back.to} className={buttonClass('secondary')}>
              {back.label}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={shell}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={back.to} className={backLink}>
          <span aria-hidden="true">←&nbsp;</span>
          {back.label}
        </Link>
        <button type="button" onClick={() => window.print()} disabled={!invoice.data} className={buttonClass('primary')}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </button>
      </div>
      {invoice.data ? (
        <InvoiceSheet invoice={invoice.data} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading the invoice" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
          <div className="skeleton h-8 w-1/2" />
          <div className="skeleton h-24 w-full" />
          <div className="skeleton h-32 w-full" />
        </div>
      )}
    </div>
  );
}

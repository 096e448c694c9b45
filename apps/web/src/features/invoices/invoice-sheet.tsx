import { IST_TIME_ZONE } from '@shop/contract/india-time';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Invoice } from '../../api/invoices';

// The invoice as a document: the same on a phone, a laptop and A4 paper (invoice-print.css makes
// the paper copy black on white and leaves the shop's bars off it).

const indiaDate = new Intl.DateTimeFormat('en-IN', { timeZone: IST_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const paymentNames: Record<Invoice['paymentmode'], string> = { upi: 'UPI', wallet: 'S-Store wallet', points: 'Reward points' };

/** 21 Nov 2026, the shop's (India's) calendar day whatever the device's zone. */
export function formatInvoiceDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indiaDate.format(date);
}

const muted = 'text-zinc-600 dark:text-zinc-400';
const label = `text-xs font-semibold tracking-wide uppercase ${muted}`;
const cell = 'py-2 align-top';
const amount = `${cell} pl-3 text-right whitespace-nowrap tabular-nums`;

export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const cancelled = invoice.status === 'cancelled';
  const discounted = invoice.discount > 0;
  // The pack's price before the discount, added in paise so that it is exact.
  const listed = paiseToRupees(rupeesToPaise(invoice.total) + rupeesToPaise(invoice.discount));

  return (
    <article aria-labelledby="invoice-title" className="invoice-sheet relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-8 dark:bg-zinc-900 dark:ring-zinc-800">
      {cancelled && (
        <div className="invoice-cancelled mb-4 rounded-lg border-2 border-red-700 px-3 py-2 text-red-800 dark:border-red-400 dark:text-red-200">
          <p className="text-xl font-extrabold tracking-[0.2em]">CANCELLED</p>
          <p className="text-sm">
            This invoice was cancelled{invoice.cancelledAt ? ` on ${formatInvoiceDate(invoice.cancelledAt)}` : ''}. It is kept for the records only.
          </p>
        </div>
      )}

      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className={label}>Seller</p>
          <p className="mt-1 text-lg font-bold">{invoice.seller.legalName}</p>
          <p className="text-sm whitespace-pre-line">{invoice.seller.address}</p>
          {invoice.seller.gstin && (
            <p className="mt-1 text-sm">
              GSTIN: <span className="font-mono font-semibold">{invoice.seller.gstin}</span>
            </p>
          )}
        </div>
        <div className="sm:text-right">
          <h1 id="invoice-title" className="text-2xl font-extrabold tracking-tight">
            Tax invoice
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:justify-end">
            <dt className={muted}>Invoice no.</dt>
            <dd className="font-mono font-semibold break-all">{invoice.number}</dd>
            <dt className={muted}>Date</dt>
            <dd>{formatInvoiceDate(invoice.issuedAt)}</dd>
            <dt className={muted}>Order ID</dt>
            <dd className="font-mono text-xs leading-5 break-all">{invoice.orderid}</dd>
          </dl>
        </div>
      </div>

      <div className="mt-6 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <p className={label}>Billed to</p>
        <p className="mt-1 font-semibold">{invoice.customer.name}</p>
        <p className="text-sm break-all">{invoice.customer.email}</p>
      </div>

      <table className="mt-6 w-full border-collapse text-sm">
        <caption className="sr-only">What was bought</caption>
        <thead>
          <tr className="border-b border-zinc-300 text-left dark:border-zinc-700">
            <th scope="col" className={`${cell} ${label}`}>
              Description
            </th>
            <th scope="col" className={`${amount} ${label}`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          <tr>
            <th scope="row" className={`${cell} text-left font-semibold`}>
              {invoice.productname} – {invoice.itemname}
            </th>
            <td className={amount}>{formatRupees(discounted ? listed : invoice.total)}</td>
          </tr>
          {discounted && (
            <tr>
              <th scope="row" className={`${cell} text-left font-normal`}>
                Discount
              </th>
              <td className={amount}>−{formatRupees(invoice.discount)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-zinc-900 dark:border-zinc-100">
            <th scope="row" className={`${cell} text-left text-base font-bold`}>
              Total <span className="text-xs font-normal">(GST included)</span>
            </th>
            <td className={`${amount} text-base font-bold`}>{formatRupees(invoice.total)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="mt-4 rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-950">
        <p className={label}>Tax in the total</p>
        <dl className="mt-1 space-y-0.5">
          <div className="flex justify-between gap-3">
            <dt>Taxable value</dt>
            <dd className="tabular-nums">{formatRupees(invoice.taxableValue)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>GST at {invoice.gstRate}%</dt>
            <dd className="tabular-nums">{formatRupees(invoice.gst)}</dd>
          </div>
        </dl>
      </div>

      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-zinc-200 pt-4 text-sm dark:border-zinc-800">
        <dt className={muted}>Paid by</dt>
        <dd>{paymentNames[invoice.paymentmode]}</dd>
        {invoice.upiReference && (
          <>
            <dt className={muted}>UPI reference</dt>
            <dd className="font-mono break-all">{invoice.upiReference}</dd>
          </>
        )}
      </dl>

      <p className={`mt-6 text-xs ${muted}`}>
        Prices include GST. Financial year {invoice.financialYear}. This is a computer-generated invoice and needs no signature.
      </p>
    </article>
  );
}

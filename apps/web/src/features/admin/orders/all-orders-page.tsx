import { txnPageSizes } from '@shop/contract/admin';
import { formatRupees } from '@shop/contract/money';
import { orderStatuses, paymentModes } from '@shop/contract/orders';
import { Link } from 'react-router';
import { getAllOrders, type AdminOrder } from '../../../api/admin';
import { hasInvoice } from '../../../api/invoices';
import { InvoiceLink } from '../../../components/invoice-link';
import { formatCount, formatDateTime } from '../kit/admin-format';
import { DataTable, type Column } from '../kit/data-table';
import { DebouncedTextField, FilterBar, PeriodRowsAndClear, SelectField } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { PagedView } from '../kit/pager';
import { FlagNote, OrderStatusChip } from '../kit/status-chip';
import { usePagedList } from '../kit/use-list-params';

const filters = { search: '', status: '', input: '', paymentmode: '', from: '', to: '' };
const statusOptions = [{ value: '', label: 'All statuses' }, ...orderStatuses.map((s) => ({ value: s, label: s }))];
const methodOptions = [{ value: '', label: 'All methods' }, ...paymentModes.map((m) => ({ value: m, label: m }))];

/** Verify for an order still awaiting its payment, the invoice once there is one. */
function OrderAction({ order }: { order: AdminOrder }) {
  if (order.status === 'Created') {
    return (
      <Link
        to={`/confirmation?client_txn_id=${encodeURIComponent(order.orderid)}`}
        className="inline-flex min-h-8 items-center rounded-lg bg-brand-700 px-2.5 text-xs font-semibold text-white hover:bg-brand-800"
      >
        Verify{' '}<span className="sr-only">{order.orderid}</span>
      </Link>
    );
  }
  if (hasInvoice(order.status)) return <InvoiceLink order={order} size="compact" />;
  return (
    <>
      <span aria-hidden="true" className="text-zinc-400">
        —
      </span>
      <span className="sr-only">None</span>
    </>
  );
}

const columns: Column<AdminOrder>[] = [
  {
    header: 'Order Id',
    cell: (order) => (
      <>
        <span className="font-mono text-xs">{order.orderid}</span>
        <FlagNote flag={order.flag} />
      </>
    ),
  },
  { header: 'Product name', cell: (order) => order.productname },
  { header: 'Item name', cell: (order) => order.itemname },
  { header: 'Actions', cell: (order) => <OrderAction order={order} /> },
  {
    header: 'Status',
    cell: (order) => (
      <>
        <OrderStatusChip status={order.status} />
        {order.reason && (order.status === 'Refunded' || order.status === 'Cancelled' || order.status === 'Failed') && (
          <span className="mt-0.5 block max-w-48 text-xs whitespace-normal text-zinc-600 dark:text-zinc-400">{order.reason}</span>
        )}
      </>
    ),
  },
  { header: 'User Input1', cell: (order) => order.input1 },
  { header: 'User Input2', cell: (order) => order.input2 || '—' },
  { header: 'Price', money: true, cell: (order) => formatRupees(order.value) },
  { header: 'Payment Method', cell: (order) => order.paymentmode },
  { header: 'User Email', cell: (order) => order.useremail },
  { header: 'Updated At', cell: (order) => formatDateTime(order.updatedAt) },
];

/** /admin/txn. The server filters and pages. */
export function AllOrdersPage() {
  const list = usePagedList({ filters, pageSizes: txnPageSizes, queryKey: ['admin', 'alltxn'], fetch: getAllOrders });
  const { params, setParams, page, query: orders } = list;
  const total = orders.data?.totalTxns ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / list.limit));

  return (
    <>
      <PageHeader title="All Orders" description="Every order in the shop, newest first." />
      <FilterBar label="Filter orders" activeCount={list.activeCount}>
        <DebouncedTextField label="Search" className="col-span-2 sm:col-span-1 lg:w-64" placeholder="Order id or email" value={params.search} onCommit={(search) => setParams({ search })} />
        <SelectField label="Status" className="lg:w-36" value={params.status} onChange={(status) => setParams({ status })} options={statusOptions} />
        <DebouncedTextField label="User input" className="lg:w-44" placeholder="Player id or zone" value={params.input} onCommit={(input) => setParams({ input })} />
        <SelectField label="Payment method" className="lg:w-36" value={params.paymentmode} onChange={(paymentmode) => setParams({ paymentmode })} options={methodOptions} />
        <PeriodRowsAndClear list={list} />
      </FilterBar>
      <PagedView list={list} totalPages={totalPages} previousLabel="Prev" numbered status={`Page ${page} of ${totalPages} · ${formatCount(total)} ${total === 1 ? 'order' : 'orders'}`}>
        <DataTable label="Orders" busy={orders.isPlaceholderData} columns={columns} rows={orders.data?.transactions} empty="No orders found matching your criteria." />
      </PagedView>
    </>
  );
}

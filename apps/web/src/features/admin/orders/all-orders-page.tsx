import { txnPageSizes } from '@shop/contract/admin';
import { formatRupees } from '@shop/contract/money';
import { orderStatuses, paymentModes } from '@shop/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { getAllOrders } from '../../../api/admin';
import { hasInvoice } from '../../../api/invoices';
import { InvoiceLink } from '../../../components/invoice-link';
import { formatCount, formatDateTime } from '../kit/admin-format';
import { TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from '../kit/data-table';
import { DebouncedTextField, FilterBar, PeriodRowsAndClear, SelectField } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { FetchError, MessageRow, SkeletonRows } from '../kit/list-state';
import { Pager } from '../kit/pager';
import { OrderStatusChip } from '../kit/status-chip';
import { limitFrom, pageFrom, useListParams } from '../kit/use-list-params';

const defaults = { search: '', status: '', input: '', paymentmode: '', from: '', to: '', limit: String(txnPageSizes[0]), page: '1' };

/** /admin/txn. The server filters and pages. */
export function AllOrdersPage() {
  const [params, setParams] = useListParams(defaults);
  const page = pageFrom(params.page);
  const limit = limitFrom(params.limit, txnPageSizes);
  const filters = { search: params.search, status: params.status, input: params.input, paymentmode: params.paymentmode, from: params.from, to: params.to };

  const orders = useQuery({
    queryKey: ['admin', 'alltxn', page, limit, filters],
    queryFn: ({ signal }) => getAllOrders({ page, limit, ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  const total = orders.data?.totalTxns ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const filtered = Object.values(filters).some(Boolean);
  const columns = 11;

  return (
    <>
      <PageHeader title="All Orders" description="Every order in the shop, newest first." />
      <FilterBar label="Filter orders" activeCount={Object.values(filters).filter(Boolean).length}>
        <DebouncedTextField
          label="Search"
          className="col-span-2 sm:col-span-1 lg:w-64"
          placeholder="Order id or email"
          value={params.search}
          onCommit={(search) => setParams({ search })}
        />
        <SelectField
          label="Status"
          className="lg:w-36"
          value={params.status}
          onChange={(status) => setParams({ status })}
          options={[{ value: '', label: 'All statuses' }, ...orderStatuses.map((s) => ({ value: s, label: s }))]}
        />
        <DebouncedTextField label="User input" className="lg:w-44" placeholder="Player id or zone" value={params.input} onCommit={(input) => setParams({ input })} />
        <SelectField
          label="Payment method"
          className="lg:w-36"
          value={params.paymentmode}
          onChange={(paymentmode) => setParams({ paymentmode })}
          options={[{ value: '', label: 'All methods' }, ...paymentModes.map((m) => ({ value: m, label: m }))]}
        />
        <PeriodRowsAndClear
          from={params.from}
          to={params.to}
          limit={limit}
          pageSizes={txnPageSizes}
          filtered={filtered}
          onChange={setParams}
          onClear={() => setParams({ search: '', status: '', input: '', paymentmode: '', from: '', to: '' })}
        />
      </FilterBar>

      {orders.isError && !orders.data ? (
        <FetchError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <TableFrame label="Orders" busy={orders.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>Order Id</th>
                <th scope="col" className={thClass}>Product name</th>
                <th scope="col" className={thClass}>Item name</th>
                <th scope="col" className={thClass}>Actions</th>
                <th scope="col" className={thClass}>Status</th>
                <th scope="col" className={thClass}>User Input1</th>
                <th scope="col" className={thClass}>User Input2</th>
                <th scope="col" className={thMoneyClass}>Price</th>
                <th scope="col" className={thClass}>Payment Method</th>
                <th scope="col" className={thClass}>User Email</th>
                <th scope="col" className={thClass}>Updated At</th>
              </tr>
            </thead>
            <tbody>
              {orders.isPending ? (
                <SkeletonRows colSpan={columns} />
              ) : orders.data.transactions.length === 0 ? (
                <MessageRow colSpan={columns}>No orders found matching your criteria.</MessageRow>
              ) : (
                orders.data.transactions.map((order) => (
                  <tr key={order._id} className={trClass}>
                    <td className={tdClass}>
                      <span className="font-mono text-xs">{order.orderid}</span>
                      {order.flag && (
                        <span className="mt-0.5 flex max-w-56 items-start gap-1 text-xs font-medium whitespace-normal text-red-700 dark:text-red-300">
                          <Flag aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                          <span>
                            <span className="sr-only">Flag: </span>
                            {order.flag}
                          </span>
                        </span>
                      )}
                    </td>
                    <td className={tdClass}>{order.productname}</td>
                    <td className={tdClass}>{order.itemname}</td>
                    <td className={tdClass}>
                      {order.status === 'Created' ? (
                        <Link
                          to={`/confirmation?client_txn_id=${encodeURIComponent(order.orderid)}`}
                          className="inline-flex min-h-8 items-center rounded-lg bg-brand-700 px-2.5 text-xs font-semibold text-white hover:bg-brand-800"
                        >
                          Verify{' '}<span className="sr-only">{order.orderid}</span>
                        </Link>
                      ) : hasInvoice(order.status) ? (
                        <InvoiceLink order={order} size="compact" />
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-zinc-400">
                            —
                          </span>
                          <span className="sr-only">None</span>
                        </>
                      )}
                    </td>
                    <td className={tdClass}>
                      <OrderStatusChip status={order.status} />
                      {order.reason && (order.status === 'Refunded' || order.status === 'Cancelled' || order.status === 'Failed') && (
                        <span className="mt-0.5 block max-w-48 text-xs whitespace-normal text-zinc-600 dark:text-zinc-400">{order.reason}</span>
                      )}
                    </td>
                    <td className={tdClass}>{order.input1}</td>
                    <td className={tdClass}>{order.input2 || '—'}</td>
                    <td className={tdMoneyClass}>{formatRupees(order.value)}</td>
                    <td className={tdClass}>{order.paymentmode}</td>
                    <td className={tdClass}>{order.useremail}</td>
                    <td className={tdClass}>{formatDateTime(order.updatedAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </TableFrame>
          <Pager page={page} totalPages={totalPages} onPage={(p) => setParams({ page: String(p) })} previousLabel="Prev" numbered>
            Page {page} of {totalPages} · {formatCount(total)} {total === 1 ? 'order' : 'orders'}
          </Pager>
        </>
      )}
    </>
  );
}

import { formatRupees } from '@shop/contract/money';
import { formatPoints } from '@shop/contract/points';
import type { Order } from '@shop/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { Clock, LayoutList, Search, SlidersHorizontal, Table2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { InvoiceLink } from '../../components/invoice-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { myOrdersQuery } from './buying-queries';
import { formatDateTime } from './dates';
import { OrderTimelineToggle } from './order-timeline';
import { BuyAgainLink, paymentLabel, pointsUsed } from './order-payment';
import { filterOrders, noFilters, statusFilterOptions, type OrderFilters, type StatusFilter } from './orders-filter';
import { OrderStatusChip } from './status-chip';
import { card, pageShell } from './styles';

export const NO_ORDERS_MATCH = 'No orders found matching your criteria.';
export const PROCESSING_NOTE = 'Your order will be completed within 30 minutes.';
const PAGE_SIZE = 20;

type View = 'list' | 'table';

/** Phones start with the list, wider screens with the table. */
const initialView = (): View => (typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches ? 'table' : 'list');

/** /orders, My Orders: the customer's purchase history with search, filters and two views. */
export function OrdersPage() {
  useDocumentTitle('My Orders');
  const user = useSession()?.user;
  if (!user) return null; // ProtectedRoute renders this page only with a session
  return <Orders userid={user.userid} />;
}

const fieldClass =
  'block min-h-11 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100';
const labelClass = 'mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200';

function Orders({ userid }: { userid: string }) {
  const orders = useQuery(myOrdersQuery(userid));
  const [view, setView] = useState<View>(initialView);
  const [filters, setFilters] = useState<OrderFilters>(noFilters);
  const [shown, setShown] = useState(PAGE_SIZE);
  // Phones keep the status and date filters folded away until asked for.
  const [moreFilters, setMoreFilters] = useState(false);
  const ids = useId();

  const all = orders.data ?? [];
  const matching = filterOrders(all, filters);
  const visible = matching.slice(0, shown);
  const filtered = filters.search.trim() !== '' || filters.status !== 'All' || filters.from !== '' || filters.to !== '';

  function update(change: Partial<OrderFilters>) {
    setFilters((f) => ({ ...f, ...change }));
    setShown(PAGE_SIZE);
  }

  return (
    <div className={`${pageShell} max-w-6xl`}>
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">My Orders</h1>
        <div role="group" aria-label="View" className="flex rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800">
          <ViewButton current={view} value="list" onChoose={setView} label="List" icon={<LayoutList aria-hidden="true" className="size-4" />} />
          <ViewButton current={view} value="table" onChoose={setView} label="Table" icon={<Table2 aria-hidden="true" className="size-4" />} />
        </div>
      </div>

      <div role="search" aria-label="Filter orders" className={`${card} mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end`}>
        <div className="sm:col-span-3 lg:col-span-1">
          <label htmlFor={`${ids}-search`} className={labelClass}>
            Search by Uid/Email or OrderId
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-600 dark:text-zinc-400" />
              <input
                id={`${ids}-search`}
                type="search"
                value={filters.search}
                onChange={(e) => update({ search: e.target.value })}
                placeholder="e.g. 123456 or ST2611…"
                className={`${fieldClass} pl-9 placeholder:text-zinc-500 dark:placeholder:text-zinc-400`}
              />
            </div>
            <button
              type="button"
              onClick={() => setMoreFilters((open) => !open)}
              aria-expanded={moreFilters}
              aria-controls={`${ids}-more`}
              aria-label="More filters"
              className="grid size-11 shrink-0 place-items-center rounded-xl text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-100 sm:hidden dark:text-zinc-200 dark:ring-zinc-700 dark:hover:bg-zinc-800"
            >
              <SlidersHorizontal aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <div id={`${ids}-more`} className={`${moreFilters ? 'grid' : 'hidden'} grid-cols-2 gap-3 sm:col-span-3 sm:grid sm:grid-cols-3 lg:contents`}>
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor={`${ids}-status`} className={labelClass}>
              Status
            </label>
            <select id={`${ids}-status`} value={filters.status} onChange={(e) => update({ status: e.target.value as StatusFilter })} className={fieldClass}>
              {statusFilterOptions.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-from`} className={labelClass}>
              From
            </label>
            <input id={`${ids}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={`${ids}-to`} className={labelClass}>
              To
            </label>
            <input id={`${ids}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => update({ to: e.target.value })} className={fieldClass} />
          </div>
        </div>
      </div>

      <div className="mt-4">
        {orders.isPending ? (
          <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading orders">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="skeleton h-32 w-full rounded-2xl" />
            ))}
          </div>
        ) : orders.isError ? (
          <p role="alert" className={`${card} text-red-700 dark:text-red-300`}>
            {orders.error.message}
          </p>
        ) : (
          <>
            <div className="mb-2 flex min-h-11 items-center justify-between gap-3">
              <p className="text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
                {filtered ? `${matching.length} of ${all.length} orders` : `${all.length} ${all.length === 1 ? 'order' : 'orders'}`}
              </p>
              {filtered && (
                <button
                  type="button"
                  onClick={() => update(noFilters)}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-zinc-100 dark:text-brand-300 dark:hover:bg-zinc-800"
                >
                  <X aria-hidden="true" className="size-4" />
                  Clear filters
                </button>
              )}
            </div>
            {matching.length === 0 ? (
              <div className={`${card} py-10 text-center`}>
                <p className="text-zinc-700 dark:text-zinc-300">{NO_ORDERS_MATCH}</p>
                {all.length === 0 && (
                  <Link to="/home" className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800">
                    Browse games
                  </Link>
                )}
              </div>
            ) : view === 'list' ? (
              <OrderList orders={visible} />
            ) : (
              <OrderTable orders={visible} />
            )}
            {matching.length > shown && (
              <button
                type="button"
                onClick={() => setShown((n) => n + PAGE_SIZE)}
                className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-white font-semibold text-brand-700 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-brand-300 dark:ring-zinc-700 dark:hover:bg-zinc-800"
              >
                Show more orders
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ViewButton({ current, value, onChoose, label, icon }: { current: View; value: View; onChoose: (v: View) => void; label: string; icon: ReactNode }) {
  const active = current === value;
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChoose(value)}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ${
        active ? 'bg-white text-brand-800 shadow-sm dark:bg-zinc-950 dark:text-brand-200' : 'text-zinc-700 dark:text-zinc-300'
      }`}
    >
      {icon}
      {label}
    </button>
  );
}

function VerifyPayment({ order }: { order: Order }) {
  return (
    <Link
      to={`/confirmation?client_txn_id=${encodeURIComponent(order.client_txn_id)}`}
      className="flex min-h-11 w-fit items-center font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300"
    >
      Verify Payment
    </Link>
  );
}

/** The status's own note: the 30-minute promise, or why the money came back. */
function StatusNote({ order }: { order: Order }) {
  if (order.status === 'Processing') {
    return (
      <p className="mt-2 flex items-start gap-1.5 text-sm text-amber-900 dark:text-amber-200">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {PROCESSING_NOTE}
      </p>
    );
  }
  if ((order.status === 'Refunded' || order.status === 'Cancelled') && order.reason) {
    return (
      <p className="mt-2 text-sm text-red-800 dark:text-red-200">
        <span className="font-semibold">Reason:</span> {order.reason}
      </p>
    );
  }
  return null;
}

function OrderList({ orders }: { orders: Order[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id} className={card}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-bold">{order.productname}</p>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{order.itemname}</p>
            </div>
            <OrderStatusChip status={order.status} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-700 dark:text-zinc-300">Order ID</dt>
            <dd className="text-right font-mono text-xs break-all">{order.orderid}</dd>
            <dt className="text-zinc-700 dark:text-zinc-300">Uid/Email</dt>
            <dd className="text-right font-semibold break-all">
              {order.input1}
              {order.input2 ? ` (${order.input2})` : ''}
            </dd>
            <dt className="text-zinc-700 dark:text-zinc-300">Price</dt>
            <dd className="text-right font-bold">{formatRupees(order.value)}</dd>
            <dt className="text-zinc-700 dark:text-zinc-300">Payment</dt>
            <dd className="text-right">{paymentLabel(order)}</dd>
            {pointsUsed(order) !== null && (
              <>
                <dt className="text-zinc-700 dark:text-zinc-300">Points used</dt>
                <dd className="text-right">{formatPoints(pointsUsed(order) ?? 0)}</dd>
              </>
            )}
            <dt className="text-zinc-700 dark:text-zinc-300">Date</dt>
            <dd className="text-right">{formatDateTime(order.createdAt)}</dd>
          </dl>
          <StatusNote order={order} />
          {order.status === 'Created' && <VerifyPayment order={order} />}
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <OrderTimelineToggle order={order} />
            <div className="mt-1 flex flex-wrap gap-2">
              <InvoiceLink order={order} />
              <BuyAgainLink order={order} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function OrderTable({ orders }: { orders: Order[] }) {
  return (
    <div className={`${card} overflow-x-auto p-0 sm:p-0`}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs text-zinc-700 uppercase dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Order ID</th>
            <th scope="col" className="px-4 py-3 font-semibold">Product</th>
            <th scope="col" className="px-4 py-3 font-semibold">Uid/Email</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Price</th>
            <th scope="col" className="px-4 py-3 font-semibold">Payment</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Date</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {orders.map((order) => (
            <tr key={order._id} className="align-top">
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{order.orderid}</td>
              <td className="min-w-40 px-4 py-3">
                <span className="font-semibold">{order.productname}</span>
                <span className="block text-zinc-700 dark:text-zinc-300">{order.itemname}</span>
              </td>
              <td className="max-w-48 px-4 py-3 [overflow-wrap:anywhere]">
                {order.input1}
                {order.input2 && <span className="block text-zinc-700 dark:text-zinc-300">{order.input2}</span>}
              </td>
              <td className="px-4 py-3 text-right font-bold whitespace-nowrap">{formatRupees(order.value)}</td>
              <td className="px-4 py-3">
                {paymentLabel(order)}
                {pointsUsed(order) !== null && (
                  <span className="block text-xs text-zinc-700 dark:text-zinc-300">{formatPoints(pointsUsed(order) ?? 0)} points</span>
                )}
              </td>
              <td className="min-w-48 px-4 py-3">
                <OrderStatusChip status={order.status} />
                <StatusNote order={order} />
                {order.status === 'Created' && <VerifyPayment order={order} />}
                <OrderTimelineToggle order={order} />
                <div className="mt-1 flex flex-wrap gap-2">
                  <InvoiceLink order={order} />
                  <BuyAgainLink order={order} />
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

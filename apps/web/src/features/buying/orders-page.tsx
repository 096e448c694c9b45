import { useQuery } from '@tanstack/react-query';
import { LayoutList, Table2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignedInPage } from '../../app/use-signed-in-page';
import { HistoryList, useShowMore } from '../../components/history-list';
import { myOrdersQuery } from './buying-queries';
import { OrderList, OrderTable } from './order-views';
import { filterOrders, noFilters, type OrderFilters } from './orders-filter';
import { OrdersFilterForm } from './orders-filter-form';
import { card, pageShell } from './styles';

export const NO_ORDERS_MATCH = 'No orders found matching your criteria.';
const PAGE_SIZE = 20;

type View = 'list' | 'table';

/** Phones start with the list, wider screens with the table. */
const initialView = (): View => (typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches ? 'table' : 'list');

/** /orders, My Orders: the customer's purchase history with search, filters and two views. */
export function OrdersPage() {
  const userid = useSignedInPage('My Orders');
  return userid ? <Orders userid={userid} /> : null;
}

function Orders({ userid }: { userid: string }) {
  const orders = useQuery(myOrdersQuery(userid));
  const [view, setView] = useState<View>(initialView);
  const [filters, setFilters] = useState<OrderFilters>(noFilters);

  const all = orders.data ?? [];
  const matching = filterOrders(all, filters);
  const pages = useShowMore(matching, PAGE_SIZE);
  const filtered = filters.search.trim() !== '' || filters.status !== 'All' || filters.from !== '' || filters.to !== '';

  function update(change: Partial<OrderFilters>) {
    setFilters((f) => ({ ...f, ...change }));
    pages.reset();
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

      <OrdersFilterForm filters={filters} onChange={update} />

      <HistoryList
        query={orders}
        loadingLabel="Loading orders"
        placeholder="h-32 rounded-2xl"
        errorClassName={card}
        more={{ ...pages, label: 'Show more orders' }}
        className="mt-4"
      >
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
          <OrderList orders={pages.visible} />
        ) : (
          <OrderTable orders={pages.visible} />
        )}
      </HistoryList>
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

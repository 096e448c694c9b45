import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ClipboardClock, IndianRupee, ShoppingBag, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getAdminStats, getAuditLog, type AuditEntry } from '../../../api/admin';
import { actionName, amountOf } from '../audit/audit-format';
import { formatCount, formatDateTime } from '../kit/admin-format';
import { DataTable, tdClass, tdWrapClass, type Column } from '../kit/data-table';
import { FetchError } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { ProfitSection } from './profit-section';
import { RecordsBox } from './records-box';
import { SalesChart } from './sales-chart';
import { SupplierBalances } from './supplier-balances';

const AUDIT_ENTRIES = 15;

const auditColumns: Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Who', cell: (entry) => entry.admin },
  {
    header: 'What',
    cell: (entry) => {
      const amount = amountOf(entry.details);
      return (
        <>
          {actionName(entry.action)}
          {amount && <span className="text-zinc-600 dark:text-zinc-400"> · {amount}</span>}
        </>
      );
    },
  },
  { header: 'Target', className: `${tdClass} font-mono text-xs`, cell: (entry) => entry.target },
  { header: 'Reason', className: `${tdWrapClass} min-w-48`, cell: (entry) => entry.reason ?? '—' },
];

function StatCard({ label, value, icon, to, wide = false }: { label: string; value: ReactNode; icon: ReactNode; to?: string; wide?: boolean }) {
  const body = (
    <>
      <span className="flex items-center justify-between text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        {label}
        {icon}
      </span>
      <span className="mt-1 block text-2xl font-bold tabular-nums">{value}</span>
    </>
  );
  const card = 'block rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';
  return (
    <li className={wide ? 'col-span-2 sm:col-span-1' : ''}>
      {to ? (
        <Link to={to} className={`${card} hover:border-brand-400 dark:hover:border-brand-500`}>
          {body}
        </Link>
      ) : (
        <div className={card}>{body}</div>
      )}
    </li>
  );
}

/** /admin: the shop's numbers, the last 30 days as a chart, profit, the month's records, the suppliers' balances, and what admins did lately. */
export function DashboardPage() {
  const stats = useQuery({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getAdminStats(signal) });
  const audit = useQuery({ queryKey: ['admin', 'auditlog', AUDIT_ENTRIES], queryFn: ({ signal }) => getAuditLog({ limit: AUDIT_ENTRIES }, signal) });
  const icon = 'size-4';

  return (
    <>
      <PageHeader title="Dashboard" description="Orders and sales across the shop." />
      {stats.isError ? (
        <FetchError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <div role="status" aria-busy="true" aria-label="Loading stats" className="space-y-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="skeleton h-20" />
            ))}
          </div>
          <div className="skeleton h-80" />
        </div>
      ) : (
        <>
          <ul aria-label="Stats" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            <StatCard label="Total Orders" value={formatCount(stats.data.total_order)} icon={<ShoppingBag aria-hidden="true" className={icon} />} to="/admin/txn" />
            <StatCard
              label="Completed"
              value={formatCount(stats.data.completed)}
              icon={<CircleCheck aria-hidden="true" className={`${icon} text-emerald-600 dark:text-emerald-400`} />}
              to="/admin/txn?status=Completed"
            />
            <StatCard label="Refunded" value={formatCount(stats.data.refunded)} icon={<Undo2 aria-hidden="true" className={`${icon} text-red-600 dark:text-red-400`} />} to="/admin/txn?status=Refunded" />
            <StatCard
              label="Processing"
              value={formatCount(stats.data.processing)}
              icon={<ClipboardClock aria-hidden="true" className={`${icon} text-orange-600 dark:text-orange-400`} />}
              to="/admin/orders"
            />
            <StatCard wide label="Total Sale" value={formatRupees(stats.data.total_sale)} icon={<IndianRupee aria-hidden="true" className={icon} />} />
          </ul>
          <div className="mt-4">
            <SalesChart daily={stats.data.daily} />
          </div>
        </>
      )}

      <ProfitSection />
      <RecordsBox />

      <SupplierBalances />

      <section aria-labelledby="audit-heading" className="mt-6">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="audit-heading" className="text-lg font-bold">
            Latest admin actions
          </h2>
          <Link to="/admin/audit" className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200">
            Full audit log
          </Link>
        </div>
        {audit.isError ? (
          <FetchError error={audit.error} onRetry={() => void audit.refetch()} />
        ) : (
          <DataTable
            label="Audit log"
            busy={audit.isFetching && !audit.isPending}
            columns={auditColumns}
            rows={audit.data?.entries}
            empty="No admin actions yet."
            loadingRows={4}
          />
        )}
      </section>
    </>
  );
}

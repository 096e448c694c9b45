import { txnPageSizes } from '@shop/contract/admin';
import { formatRupees } from '@shop/contract/money';
import { walletTxnStatuses, walletTxnTypes } from '@shop/contract/orders';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { getAllWalletTxns } from '../../../api/admin';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatDateTime } from '../kit/admin-format';
import { DataTable, tdClass, tdMoneyClass, type Column } from '../kit/data-table';
import { DebouncedTextField, FilterBar, PeriodRowsAndClear, SelectField } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { PagedView, showingText } from '../kit/pager';
import { FlagNote, WalletStatusChip } from '../kit/status-chip';
import { usePagedList } from '../kit/use-list-params';
import { isReversibleCredit, ReverseCreditModal, type ReversibleCredit } from './reverse-credit-modal';

type WalletTxn = Awaited<ReturnType<typeof getAllWalletTxns>>['transactions'][number];

const filters = { search: '', type: '', status: '', orderid: '', from: '', to: '' };
/** The screen's status filter, in the spec's order: Success, Failed, Created. */
const statusChoices = (['Success', 'Failed', 'Created'] as const).filter((s) => walletTxnStatuses.includes(s));
const typeOptions = [{ value: '', label: 'All types' }, ...walletTxnTypes.map((t) => ({ value: t, label: t }))];
const statusOptions = [{ value: '', label: 'All statuses' }, ...statusChoices.map((s) => ({ value: s, label: s }))];
const reverseButton =
  'mt-1 inline-flex min-h-9 items-center gap-1 rounded-lg border border-red-600 px-2 text-xs font-semibold text-red-800 hover:bg-red-50 dark:border-red-500 dark:text-red-300 dark:hover:bg-red-950/40';

const mono = `${tdClass} font-mono text-xs`;

/** /admin/wallettxn: every wallet movement (top-ups, purchases, refunds, admin credits). */
export function WalletTxnsPage() {
  const list = usePagedList({ filters, pageSizes: txnPageSizes, queryKey: ['admin', 'allwallettxn'], fetch: getAllWalletTxns });
  const { params, setParams, query: txns } = list;
  const [reversing, setReversing] = useState<ReversibleCredit | null>(null);
  // A reversal is {credit}-R: when it is on this page too, the credit says so instead of offering
  // a second reversal (the server would refuse it anyway).
  const onPage = new Set(txns.data?.transactions.map((t) => t.txnid));

  const columns: Column<WalletTxn>[] = [
    {
      header: 'Transaction ID',
      cell: (txn) => (
        <>
          <span className="font-mono text-xs">{txn.txnid}</span>
          <FlagNote flag={txn.flag} />
          {txn.reason && (
            <span title={txn.reason} className="mt-0.5 block max-w-56 truncate text-xs text-zinc-600 dark:text-zinc-400">
              {txn.reason}
            </span>
          )}
          {/* In the first column, so that a phone shows it without scrolling sideways. */}
          {isReversibleCredit(txn) &&
            (onPage.has(`${txn.txnid}-R`) ? (
              <span className="mt-0.5 block text-xs font-medium text-zinc-600 dark:text-zinc-400">Reversed ({txn.txnid}-R)</span>
            ) : (
              <button type="button" className={reverseButton} onClick={() => setReversing(txn)}>
                <Undo2 aria-hidden="true" className="size-3.5" />
                Reverse{' '}<span className="sr-only">{txn.txnid}</span>
              </button>
            ))}
        </>
      ),
    },
    { header: 'Type', cell: (txn) => <StatusChip tone={txn.type === 'Credit' ? 'green' : txn.type === 'Refunded' ? 'blue' : 'grey'}>{txn.type}</StatusChip> },
    { header: 'Status', cell: (txn) => <WalletStatusChip status={txn.status} /> },
    {
      header: 'Amount',
      money: true,
      className: (txn) => `${tdMoneyClass} ${txn.type === 'Debit' ? 'text-zinc-900 dark:text-zinc-100' : 'text-emerald-800 dark:text-emerald-300'}`,
      cell: (txn) => `${txn.type === 'Debit' ? '−' : '+'}${formatRupees(txn.amount)}`,
    },
    { header: 'For Order', className: mono, cell: (txn) => txn.orderid ?? '—' },
    { header: 'User ID', className: mono, cell: (txn) => txn.userid },
    { header: 'User Email', cell: (txn) => txn.useremail },
    { header: 'Updated At', cell: (txn) => formatDateTime(txn.updatedAt) },
  ];

  return (
    <>
      <PageHeader title="Wallet Transactions" description="Every S-Coin movement: top-ups, purchases, refunds and admin credits." />
      <FilterBar label="Filter wallet transactions" activeCount={list.activeCount}>
        <DebouncedTextField label="Search" className="col-span-2 sm:col-span-1 lg:w-64" placeholder="Transaction id or email" value={params.search} onCommit={(search) => setParams({ search })} />
        <SelectField label="Type" className="lg:w-32" value={params.type} onChange={(type) => setParams({ type })} options={typeOptions} />
        <SelectField label="Status" className="lg:w-32" value={params.status} onChange={(status) => setParams({ status })} options={statusOptions} />
        <DebouncedTextField label="Order id" className="lg:w-44" placeholder="For order" value={params.orderid} onCommit={(orderid) => setParams({ orderid })} />
        <PeriodRowsAndClear list={list} />
      </FilterBar>
      <PagedView list={list} totalPages={txns.data?.totalPages ?? 1} status={showingText(list.page, list.limit, txns.data?.totalItems ?? 0, 'transactions')}>
        <DataTable label="Wallet transactions" busy={txns.isPlaceholderData} columns={columns} rows={txns.data?.transactions} empty="No transactions found" />
      </PagedView>
      {reversing && <ReverseCreditModal credit={reversing} onClose={() => setReversing(null)} />}
    </>
  );
}

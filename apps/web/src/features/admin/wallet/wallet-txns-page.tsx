import { txnPageSizes } from '@shop/contract/admin';
import { formatRupees } from '@shop/contract/money';
import { walletTxnStatuses, walletTxnTypes } from '@shop/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flag, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { getAllWalletTxns } from '../../../api/admin';
import { formatCount, formatDateTime } from '../kit/admin-format';
import { TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from '../kit/data-table';
import { DebouncedTextField, FilterBar, PeriodRowsAndClear, SelectField } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { FetchError, MessageRow, SkeletonRows } from '../kit/list-state';
import { Pager } from '../kit/pager';
import { isReversibleCredit, ReverseCreditModal, type ReversibleCredit } from './reverse-credit-modal';
import { WalletStatusChip } from '../kit/status-chip';
import { StatusChip } from '../../../components/ui/status-chip';
import { limitFrom, pageFrom, useListParams } from '../kit/use-list-params';

const defaults = { search: '', type: '', status: '', orderid: '', from: '', to: '', limit: String(txnPageSizes[0]), page: '1' };
/** The screen's status filter, in the spec's order: Success, Failed, Created. */
const statusChoices = (['Success', 'Failed', 'Created'] as const).filter((s) => walletTxnStatuses.includes(s));
const reverseButton =
  'mt-1 inline-flex min-h-9 items-center gap-1 rounded-lg border border-red-600 px-2 text-xs font-semibold text-red-800 hover:bg-red-50 dark:border-red-500 dark:text-red-300 dark:hover:bg-red-950/40';

/** "Showing 51 to 100 of 420 transactions". */
export function showingText(page: number, limit: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${formatCount(first)} to ${formatCount(last)} of ${formatCount(total)} transactions`;
}

/** /admin/wallettxn: every wallet movement (top-ups, purchases, refunds, admin credits). */
export function WalletTxnsPage() {
  const [params, setParams] = useListParams(defaults);
  const page = pageFrom(params.page);
  const limit = limitFrom(params.limit, txnPageSizes);
  const filters = { search: params.search, type: params.type, status: params.status, orderid: params.orderid, from: params.from, to: params.to };

  const txns = useQuery({
    queryKey: ['admin', 'allwallettxn', page, limit, filters],
    queryFn: ({ signal }) => getAllWalletTxns({ page, limit, ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  const total = txns.data?.totalItems ?? 0;
  const totalPages = txns.data?.totalPages ?? 1;
  const filtered = Object.values(filters).some(Boolean);
  const columns = 8;
  const [reversing, setReversing] = useState<ReversibleCredit | null>(null);
  // A reversal is {credit}-R: when it is on this page too, the credit says so instead of offering
  // a second reversal (the server would refuse it anyway).
  const onPage = new Set(txns.data?.transactions.map((t) => t.txnid));

  return (
    <>
      <PageHeader title="Wallet Transactions" description="Every S-Coin movement: top-ups, purchases, refunds and admin credits." />
      <FilterBar label="Filter wallet transactions" activeCount={Object.values(filters).filter(Boolean).length}>
        <DebouncedTextField
          label="Search"
          className="col-span-2 sm:col-span-1 lg:w-64"
          placeholder="Transaction id or email"
          value={params.search}
          onCommit={(search) => setParams({ search })}
        />
        <SelectField
          label="Type"
          className="lg:w-32"
          value={params.type}
          onChange={(type) => setParams({ type })}
          options={[{ value: '', label: 'All types' }, ...walletTxnTypes.map((t) => ({ value: t, label: t }))]}
        />
        <SelectField
          label="Status"
          className="lg:w-32"
          value={params.status}
          onChange={(status) => setParams({ status })}
          options={[{ value: '', label: 'All statuses' }, ...statusChoices.map((s) => ({ value: s, label: s }))]}
        />
        <DebouncedTextField label="Order id" className="lg:w-44" placeholder="For order" value={params.orderid} onCommit={(orderid) => setParams({ orderid })} />
        <PeriodRowsAndClear
          from={params.from}
          to={params.to}
          limit={limit}
          pageSizes={txnPageSizes}
          filtered={filtered}
          onChange={setParams}
          onClear={() => setParams({ search: '', type: '', status: '', orderid: '', from: '', to: '' })}
        />
      </FilterBar>

      {txns.isError && !txns.data ? (
        <FetchError error={txns.error} onRetry={() => void txns.refetch()} />
      ) : (
        <>
          <TableFrame label="Wallet transactions" busy={txns.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>Transaction ID</th>
                <th scope="col" className={thClass}>Type</th>
                <th scope="col" className={thClass}>Status</th>
                <th scope="col" className={thMoneyClass}>Amount</th>
                <th scope="col" className={thClass}>For Order</th>
                <th scope="col" className={thClass}>User ID</th>
                <th scope="col" className={thClass}>User Email</th>
                <th scope="col" className={thClass}>Updated At</th>
              </tr>
            </thead>
            <tbody>
              {txns.isPending ? (
                <SkeletonRows colSpan={columns} />
              ) : txns.data.transactions.length === 0 ? (
                <MessageRow colSpan={columns}>No transactions found</MessageRow>
              ) : (
                txns.data.transactions.map((txn) => (
                  <tr key={txn._id} className={trClass}>
                    <td className={tdClass}>
                      <span className="font-mono text-xs">{txn.txnid}</span>
                      {txn.flag && (
                        <span className="mt-0.5 flex max-w-56 items-start gap-1 text-xs font-medium whitespace-normal text-red-700 dark:text-red-300">
                          <Flag aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                          <span>
                            <span className="sr-only">Flag: </span>
                            {txn.flag}
                          </span>
                        </span>
                      )}
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
                    </td>
                    <td className={tdClass}>
                      <StatusChip tone={txn.type === 'Credit' ? 'green' : txn.type === 'Refunded' ? 'blue' : 'grey'}>{txn.type}</StatusChip>
                    </td>
                    <td className={tdClass}>
                      <WalletStatusChip status={txn.status} />
                    </td>
                    <td className={`${tdMoneyClass} ${txn.type === 'Debit' ? 'text-zinc-900 dark:text-zinc-100' : 'text-emerald-800 dark:text-emerald-300'}`}>
                      {txn.type === 'Debit' ? '−' : '+'}
                      {formatRupees(txn.amount)}
                    </td>
                    <td className={`${tdClass} font-mono text-xs`}>{txn.orderid ?? '—'}</td>
                    <td className={`${tdClass} font-mono text-xs`}>{txn.userid}</td>
                    <td className={tdClass}>{txn.useremail}</td>
                    <td className={tdClass}>{formatDateTime(txn.updatedAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </TableFrame>
          <Pager page={page} totalPages={totalPages} onPage={(p) => setParams({ page: String(p) })}>
            {showingText(page, limit, total)}
          </Pager>
        </>
      )}

      {reversing && <ReverseCreditModal credit={reversing} onClose={() => setReversing(null)} />}
    </>
  );
}

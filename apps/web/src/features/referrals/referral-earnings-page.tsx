import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInPage } from '../../app/use-signed-in-page';
import { CardSection } from '../../components/card-section';
import { CardsOrTable, HistoryList } from '../../components/history-list';
import { formatDateTime } from '../buying/dates';
import { card, pageShell } from '../buying/styles';
import { referralStatsQuery, referralTransactionsQuery } from './referral-queries';
import { messages } from './referral-values';

const muted = 'text-zinc-700 dark:text-zinc-300';

/** /referralearnings: what the customer has earned, and from which friend's top-up. */
export function ReferralEarningsPage() {
  const userid = useSignedInPage('Referral Earnings');
  return userid ? <ReferralEarnings userid={userid} /> : null;
}

function ReferralEarnings({ userid }: { userid: string }) {
  const stats = useQuery(referralStatsQuery(userid));
  const transactions = useQuery(referralTransactionsQuery(userid));
  const list = [...(transactions.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className={`${pageShell} space-y-5`}>
      <div>
        <Link
          to="/referandearn"
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:text-brand-900 dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Refer &amp; Earn
        </Link>
        <h1 className="text-2xl font-extrabold">Referral Earnings</h1>
      </div>

      <section
        aria-labelledby="referral-total-title"
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-md dark:from-brand-800 dark:to-brand-950"
      >
        <h2 id="referral-total-title" className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          Total Earned
        </h2>
        <p className="mt-1 text-4xl font-extrabold tracking-tight break-words" data-testid="referral-total-earned" aria-live="polite">
          {stats.isSuccess ? formatRupees(stats.data.totalEarnings) : stats.isError ? '—' : <span className="skeleton inline-block h-10 w-32 bg-white/20 align-middle" />}
        </p>
        {stats.isError && <p className="mt-1 text-sm text-brand-100">{messages.statsFailed}</p>}
        {stats.isSuccess && (
          <p className="mt-1 text-sm text-brand-100">
            Available {formatRupees(stats.data.pendingEarnings)} · Redeemed {formatRupees(stats.data.redeemedEarnings)}
          </p>
        )}
      </section>

      <CardSection titleId="referral-txns-title" title="Referral Transactions" className={card}>
        <HistoryList
          query={transactions}
          loadingLabel="Loading transactions"
          errorMessage={messages.transactionsFailed}
          empty={list.length === 0 && <p className={`py-10 text-center ${muted}`}>No transactions yet</p>}
          className="mt-4"
        >
          <CardsOrTable
            label="Referral transactions"
            items={list}
            keyOf={(txn) => txn._id}
            icon={() => <UserRound aria-hidden="true" className="size-5" />}
            card={(txn) => (
              <>
                <div className="flex items-baseline justify-between gap-2">
                  <p className="min-w-0 font-semibold break-all">{txn.userEmail}</p>
                  <Commission amount={txn.commision} />
                </div>
                <p className={`mt-1 text-sm ${muted}`}>Top-up {formatRupees(txn.orderAmount)}</p>
                <p className={`mt-1 text-xs ${muted}`}>{formatDateTime(txn.createdAt)}</p>
              </>
            )}
            columns={[
              { label: 'Date', cell: (txn) => formatDateTime(txn.createdAt), className: 'whitespace-nowrap' },
              { label: 'Friend', cell: (txn) => txn.userEmail, className: 'break-all' },
              { label: 'Top-up', cell: (txn) => formatRupees(txn.orderAmount), end: true, className: 'whitespace-nowrap' },
              { label: 'Your Commission', cell: (txn) => <Commission amount={txn.commision} />, end: true },
            ]}
          />
        </HistoryList>
      </CardSection>
    </div>
  );
}

function Commission({ amount }: { amount: number }) {
  return <span className="font-bold whitespace-nowrap text-emerald-800 dark:text-emerald-300">+{formatRupees(amount)}</span>;
}

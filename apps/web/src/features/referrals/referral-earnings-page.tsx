import { formatRupees } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { formatDateTime } from '../buying/dates';
import { card, pageShell } from '../buying/styles';
import { referralStatsQuery, referralTransactionsQuery } from './referral-queries';
import { messages } from './referral-values';

const muted = 'text-zinc-700 dark:text-zinc-300';

/** /referralearnings: what the customer has earned, and from which friend's top-up. */
export function ReferralEarningsPage() {
  useDocumentTitle('Referral Earnings');
  const user = useSession()?.user;
  if (!user) return null; // ProtectedRoute renders this page only with a session
  return <ReferralEarnings userid={user.userid} />;
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

      <section aria-labelledby="referral-txns-title" className={card}>
        <h2 id="referral-txns-title" className="text-lg font-bold">
          Referral Transactions
        </h2>
        {transactions.isPending ? (
          <div className="mt-4 space-y-3" role="status" aria-busy="true" aria-label="Loading transactions">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="skeleton h-20 w-full rounded-xl" />
            ))}
          </div>
        ) : transactions.isError ? (
          <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
            {messages.transactionsFailed}
          </p>
        ) : list.length === 0 ? (
          <p className={`py-10 text-center ${muted}`}>No transactions yet</p>
        ) : (
          <>
            {/* Phones: one card per transaction. */}
            <ul className="mt-4 space-y-3 md:hidden" aria-label="Referral transactions">
              {list.map((txn) => (
                <li key={txn._id} className="rounded-xl p-3 ring-1 ring-zinc-200 dark:ring-zinc-800">
                  <div className="flex items-start gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-zinc-100 dark:bg-zinc-800">
                      <UserRound aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex items-baseline justify-between gap-2">
                        <p className="min-w-0 font-semibold break-all">{txn.userEmail}</p>
                        <p className="font-bold whitespace-nowrap text-emerald-800 dark:text-emerald-300">+{formatRupees(txn.commision)}</p>
                      </div>
                      <p className={`mt-1 text-sm ${muted}`}>Top-up {formatRupees(txn.orderAmount)}</p>
                      <p className={`mt-1 text-xs ${muted}`}>{formatDateTime(txn.createdAt)}</p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>

            {/* Desktop: a table. */}
            <div className="mt-4 hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm">
                <thead className={`border-b border-zinc-200 text-xs uppercase dark:border-zinc-800 ${muted}`}>
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">Date</th>
                    <th scope="col" className="py-2 pr-3 font-semibold">Friend</th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">Top-up</th>
                    <th scope="col" className="py-2 text-right font-semibold">Your Commission</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                  {list.map((txn) => (
                    <tr key={txn._id}>
                      <td className="py-3 pr-3 whitespace-nowrap">{formatDateTime(txn.createdAt)}</td>
                      <td className="py-3 pr-3 break-all">{txn.userEmail}</td>
                      <td className="py-3 pr-3 text-right whitespace-nowrap">{formatRupees(txn.orderAmount)}</td>
                      <td className="py-3 text-right font-bold whitespace-nowrap text-emerald-800 dark:text-emerald-300">+{formatRupees(txn.commision)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

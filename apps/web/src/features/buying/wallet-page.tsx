import { formatBalance, formatRupees } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, CircleHelp, LoaderCircle, Plus, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { RewardPointsCard } from '../points/reward-points-card';
import { walletBalanceQuery, walletTransactionsQuery } from './buying-queries';
import { formatDateTime } from './dates';
import { WalletStatusChip } from './status-chip';
import { card, pageShell } from './styles';

export const PENDING_NOTE = 'Your transaction is being processed. This may take a few moments.';
const PAGE_SIZE = 20;

/** /wallet: the S-Coins balance, the way to top up, reward points, and the transaction history. */
export function WalletPage() {
  useDocumentTitle('My Wallet');
  const user = useSession()?.user;
  if (!user) return null; // ProtectedRoute renders this page only with a session
  return <Wallet userid={user.userid} />;
}

function Wallet({ userid }: { userid: string }) {
  const balance = useQuery(walletBalanceQuery(userid));
  const [faqOpen, setFaqOpen] = useState(false);

  return (
    <div className={`${pageShell} max-w-5xl space-y-5`}>
      <h1 className="text-2xl font-extrabold">My Wallet</h1>
      <section
        aria-labelledby="wallet-overview-title"
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-md dark:from-brand-800 dark:to-brand-950"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="wallet-overview-title" className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            Wallet Overview
          </h2>
          <button
            type="button"
            onClick={() => setFaqOpen(true)}
            className="-mt-2 -mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-white hover:bg-white/10"
          >
            <CircleHelp aria-hidden="true" className="size-4" />
            Know More
          </button>
        </div>
        <div className="sm:flex sm:items-end sm:justify-between sm:gap-6">
          <div>
            <p className="mt-1 text-sm text-brand-100">S-Coins balance</p>
            <p className="mt-1 text-4xl font-extrabold tracking-tight" data-testid="wallet-balance" aria-live="polite">
              {balance.isSuccess ? formatBalance(balance.data.balance) : balance.isError ? '—' : <span className="skeleton inline-block h-10 w-40 bg-white/20 align-middle" />}
            </p>
            {balance.isError && <p className="mt-1 text-sm text-brand-100">{balance.error.message}</p>}
            <p className="mt-1 text-xs text-brand-100">1 S-Coin = ₹1 · Pay for any pack instantly</p>
          </div>
          <Link
            to="/topup"
            className="mt-5 inline-flex min-h-12 w-full shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-5 font-bold text-brand-800 shadow-sm hover:bg-brand-50 sm:w-auto"
          >
            <Plus aria-hidden="true" className="size-5" />
            Top Up Wallet
          </Link>
        </div>
      </section>

      <RewardPointsCard userid={userid} />
      <TransactionHistory userid={userid} />
      <WalletFaq open={faqOpen} onClose={() => setFaqOpen(false)} />
    </div>
  );
}

const typeLook: Record<WalletTransaction['type'], { icon: typeof ArrowDownLeft; sign: string; className: string }> = {
  Credit: { icon: ArrowDownLeft, sign: '+', className: 'text-emerald-800 dark:text-emerald-300' },
  Refunded: { icon: RotateCcw, sign: '+', className: 'text-emerald-800 dark:text-emerald-300' },
  Debit: { icon: ArrowUpRight, sign: '−', className: 'text-zinc-900 dark:text-zinc-100' },
};

function SignedAmount({ txn }: { txn: WalletTransaction }) {
  const look = typeLook[txn.type];
  return (
    <span className={`font-bold whitespace-nowrap ${look.className}`}>
      {look.sign}
      {formatRupees(txn.amount)}
    </span>
  );
}

function VerifyLink({ txn }: { txn: WalletTransaction }) {
  return (
    <Link
      to={`/walletconfirmation?client_txn_id=${encodeURIComponent(txn.txnid)}`}
      className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300"
    >
      Verify Payment
    </Link>
  );
}

function TransactionHistory({ userid }: { userid: string }) {
  const transactions = useQuery(walletTransactionsQuery(userid));
  const [shown, setShown] = useState(PAGE_SIZE);
  const list = [...(transactions.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const visible = list.slice(0, shown);

  return (
    <section aria-labelledby="wallet-history-title" className={card}>
      <h2 id="wallet-history-title" className="text-lg font-bold">
        Transaction History
      </h2>
      {transactions.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-busy="true" aria-label="Loading transactions">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : transactions.isError ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {transactions.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="py-10 text-center text-zinc-700 dark:text-zinc-300">No transactions yet</p>
      ) : (
        <>
          {/* Phones: one card per transaction. */}
          <ul className="mt-4 space-y-3 md:hidden" aria-label="Transactions">
            {visible.map((txn) => {
              const Icon = typeLook[txn.type].icon;
              return (
                <li key={txn._id} className="rounded-xl p-3 ring-1 ring-zinc-200 dark:ring-zinc-800">
                  <div className="flex items-start gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-zinc-100 dark:bg-zinc-800">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex items-baseline justify-between gap-2">
                        <p className="font-semibold">{txn.type}</p>
                        <SignedAmount txn={txn} />
                      </div>
                      <div className="mt-1 flex items-center justify-between gap-2">
                        <p className="text-xs text-zinc-700 dark:text-zinc-300">{formatDateTime(txn.createdAt)}</p>
                        <WalletStatusChip status={txn.status} />
                      </div>
                      <p className="mt-1 font-mono text-xs break-all text-zinc-700 dark:text-zinc-300">{txn.txnid}</p>
                      {txn.reason && <p className="mt-1 text-sm text-zinc-800 dark:text-zinc-200">{txn.reason}</p>}
                      {txn.status === 'Processing' && <PendingNote />}
                      {txn.status === 'Created' && (
                        <div className="-ml-2">
                          <VerifyLink txn={txn} />
                        </div>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>

          {/* Desktop: a table. */}
          <div className="mt-4 hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-zinc-200 text-xs text-zinc-700 uppercase dark:border-zinc-800 dark:text-zinc-300">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">Date</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Transaction ID</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Type</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Details</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Status</th>
                  <th scope="col" className="py-2 text-right font-semibold">Amount</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {visible.map((txn) => (
                  <tr key={txn._id} className="align-top">
                    <td className="py-3 pr-3 whitespace-nowrap">{formatDateTime(txn.createdAt)}</td>
                    <td className="py-3 pr-3 font-mono text-xs break-all">{txn.txnid}</td>
                    <td className="py-3 pr-3">{txn.type}</td>
                    <td className="py-3 pr-3">
                      {txn.reason ?? (txn.orderid ? `Order ${txn.orderid}` : '—')}
                      {txn.status === 'Processing' && <PendingNote />}
                    </td>
                    <td className="py-3 pr-3">
                      <WalletStatusChip status={txn.status} />
                      {txn.status === 'Created' && (
                        <div className="-ml-2">
                          <VerifyLink txn={txn} />
                        </div>
                      )}
                    </td>
                    <td className="py-3 text-right">
                      <SignedAmount txn={txn} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.length > shown && (
            <button
              type="button"
              onClick={() => setShown((n) => n + PAGE_SIZE)}
              className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-xl font-semibold text-brand-700 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:text-brand-300 dark:ring-zinc-700 dark:hover:bg-zinc-800"
            >
              Show more transactions
            </button>
          )}
        </>
      )}
    </section>
  );
}

function PendingNote() {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-amber-900 dark:text-amber-200">
      <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 animate-spin" />
      {PENDING_NOTE}
    </p>
  );
}

const faq: { q: string; a: string }[] = [
  { q: 'What are S-Coins?', a: 'S-Coins are your S-Store wallet balance. 1 S-Coin is worth ₹1 and pays for any pack in the shop.' },
  { q: 'How do I add S-Coins?', a: 'Tap Top Up Wallet, choose an amount and pay by UPI. The coins are added as soon as the payment is confirmed. Reward Points can also be redeemed into S-Coins.' },
  { q: 'Why pay from the wallet?', a: 'A wallet order starts at once: no UPI app to open and no payment to wait for, which helps between matches.' },
  { q: 'What if an order cannot be delivered?', a: 'Its amount comes back to your wallet as S-Coins, with the reason in your history.' },
  { q: 'My top-up shows Created. What now?', a: 'It means we have not seen the payment yet. Tap Verify Payment to check it with the bank again.' },
];

function WalletFaq({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="wallet-faq-title" variant="sheet">
      <div className="max-h-[85dvh] overflow-y-auto p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id="wallet-faq-title" className="text-lg font-bold">
            About S-Coins
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <dl className="mt-2 space-y-4">
          {faq.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-semibold">{q}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{a}</dd>
            </div>
          ))}
        </dl>
        <button type="button" onClick={onClose} className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800">
          Got it
        </button>
      </div>
    </Modal>
  );
}

import { formatBalance, formatRupees } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, LoaderCircle, Plus, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInPage } from '../../app/use-signed-in-page';
import { CardSection } from '../../components/card-section';
import { KnowMore, type FaqEntry } from '../../components/faq-sheet';
import { CardsOrTable, HistoryList, useShowMore, type Column } from '../../components/history-list';
import { WalletStatusChip } from '../../components/status-chip';
import { RewardPointsCard } from '../points/reward-points-card';
import { walletBalanceQuery, walletTransactionsQuery } from './buying-queries';
import { formatDateTime } from './dates';
import { card, pageShell } from './styles';

export const PENDING_NOTE = 'Your transaction is being processed. This may take a few moments.';
const PAGE_SIZE = 20;

/** /wallet: the S-Coins balance, the way to top up, reward points, and the transaction history. */
export function WalletPage() {
  const userid = useSignedInPage('My Wallet');
  return userid ? <Wallet userid={userid} /> : null;
}

function Wallet({ userid }: { userid: string }) {
  const balance = useQuery(walletBalanceQuery(userid));

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
          <KnowMore title="About S-Coins" entries={faq} className="text-white hover:bg-white/10" />
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
    <div className="-ml-2">
      <Link
        to={`/walletconfirmation?client_txn_id=${encodeURIComponent(txn.txnid)}`}
        className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300"
      >
        Verify Payment
      </Link>
    </div>
  );
}

function TransactionHistory({ userid }: { userid: string }) {
  const transactions = useQuery(walletTransactionsQuery(userid));
  const list = [...(transactions.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const pages = useShowMore(list, PAGE_SIZE);

  return (
    <CardSection titleId="wallet-history-title" title="Transaction History" className={card}>
      <HistoryList
        query={transactions}
        loadingLabel="Loading transactions"
        empty={list.length === 0 && <p className="py-10 text-center text-zinc-700 dark:text-zinc-300">No transactions yet</p>}
        more={{ ...pages, label: 'Show more transactions' }}
        className="mt-4"
      >
        <CardsOrTable label="Transactions" items={pages.visible} keyOf={(txn) => txn._id} icon={TypeIcon} card={TransactionCard} columns={columns} />
      </HistoryList>
    </CardSection>
  );
}

function TypeIcon(txn: WalletTransaction) {
  const Icon = typeLook[txn.type].icon;
  return <Icon aria-hidden="true" className="size-5" />;
}

/** A phone's card of one transaction. */
function TransactionCard(txn: WalletTransaction) {
  return (
    <>
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
      {txn.status === 'Created' && <VerifyLink txn={txn} />}
    </>
  );
}

const columns: Column<WalletTransaction>[] = [
  { label: 'Date', cell: (txn) => formatDateTime(txn.createdAt), className: 'whitespace-nowrap' },
  { label: 'Transaction ID', cell: (txn) => txn.txnid, className: 'font-mono text-xs break-all' },
  { label: 'Type', cell: (txn) => txn.type },
  {
    label: 'Details',
    cell: (txn) => (
      <>
        {txn.reason ?? (txn.orderid ? `Order ${txn.orderid}` : '—')}
        {txn.status === 'Processing' && <PendingNote />}
      </>
    ),
  },
  {
    label: 'Status',
    cell: (txn) => (
      <>
        <WalletStatusChip status={txn.status} />
        {txn.status === 'Created' && <VerifyLink txn={txn} />}
      </>
    ),
  },
  { label: 'Amount', cell: (txn) => <SignedAmount txn={txn} />, end: true },
];

function PendingNote() {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-amber-900 dark:text-amber-200">
      <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 animate-spin" />
      {PENDING_NOTE}
    </p>
  );
}

const faq: FaqEntry[] = [
  { q: 'What are S-Coins?', a: 'S-Coins are your S-Store wallet balance. 1 S-Coin is worth ₹1 and pays for any pack in the shop.' },
  { q: 'How do I add S-Coins?', a: 'Tap Top Up Wallet, choose an amount and pay by UPI. The coins are added as soon as the payment is confirmed. Reward Points can also be redeemed into S-Coins.' },
  { q: 'Why pay from the wallet?', a: 'A wallet order starts at once: no UPI app to open and no payment to wait for, which helps between matches.' },
  { q: 'What if an order cannot be delivered?', a: 'Its amount comes back to your wallet as S-Coins, with the reason in your history.' },
  { q: 'My top-up shows Created. What now?', a: 'It means we have not seen the payment yet. Tap Verify Payment to check it with the bank again.' },
];

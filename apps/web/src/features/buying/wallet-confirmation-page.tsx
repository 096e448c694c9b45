import { formatRupees } from '@shop/contract/money';
import type { WalletTransaction } from '@shop/contract/orders';
import { Check, CircleCheck, CircleX, Copy, LoaderCircle } from 'lucide-react';
import { getTopupStatus } from '../../api/wallet';
import { useCopy } from '../../components/copy-text';
import { WalletStatusChip } from '../../components/status-chip';
import { useDocumentTitle } from '../../components/use-document-title';
import { HomeAnd, OutcomeHeader, SummaryList, useStatusUntilFinal } from './confirmation-parts';
import { formatDateTime } from './dates';
import { card, resultShell as pageShell } from './styles';

/** How long "Copied to Clipboard" stays. */
const COPIED_MS = 2000;

const isFinal = (status: WalletTransaction['status'] | undefined) => status === 'Success' || status === 'Failed';

/** /walletconfirmation?client_txn_id=…: a top-up's result, asked again until Success or Failed. */
export function WalletConfirmationPage() {
  useDocumentTitle('Wallet Top-Up');
  const topup = useStatusUntilFinal({
    what: 'transaction',
    fetchStatus: getTopupStatus,
    isFinal,
    confirming: { title: 'Confirming Your Payment', text: 'We are checking your top-up with the bank.' },
  });
  if ('screen' in topup) return topup.screen;

  const txn = topup.record;
  const final = isFinal(txn.status);
  const success = txn.status === 'Success';
  return (
    <div className={pageShell}>
      <section className={card} aria-labelledby="topup-outcome-title">
        <OutcomeHeader
          titleId="topup-outcome-title"
          icon={
            success ? (
              <CircleCheck aria-hidden="true" className="size-14 text-emerald-700 dark:text-emerald-400" />
            ) : final ? (
              <CircleX aria-hidden="true" className="size-14 text-red-700 dark:text-red-400" />
            ) : (
              <LoaderCircle aria-hidden="true" className="size-14 animate-spin text-brand-700 dark:text-brand-300" />
            )
          }
          title={success ? 'Top-Up Successful' : final ? 'Top-Up Failed' : 'Confirming Your Payment'}
          note={
            success
              ? `${formatRupees(txn.amount)} in S-Coins has been added to your wallet.`
              : final
                ? 'Your payment did not go through, so nothing was added to your wallet.'
                : 'We have not received the payment confirmation yet. This page updates by itself.'
          }
        />
        <SummaryList>
          <div className="flex items-center justify-between gap-3 py-2">
            <dt className="shrink-0 text-zinc-700 dark:text-zinc-300">Transaction ID</dt>
            <dd className="flex min-w-0 items-center gap-1 font-semibold">
              <span className="font-mono break-all">{txn.txnid}</span>
              <CopyButton text={txn.txnid} />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-zinc-700 dark:text-zinc-300">Status</dt>
            <dd data-testid="topup-status">
              <WalletStatusChip status={txn.status} />
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-zinc-700 dark:text-zinc-300">Amount</dt>
            <dd className="font-bold">{formatRupees(txn.amount)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-zinc-700 dark:text-zinc-300">Date</dt>
            <dd className="text-right font-semibold">{formatDateTime(txn.createdAt)}</dd>
          </div>
        </SummaryList>
        <HomeAnd to="/wallet">Go to Wallet</HomeAnd>
      </section>
    </div>
  );
}

/** Copies the id; "Copied to Clipboard" shows for 2 seconds. Works off HTTPS too. */
function CopyButton({ text }: { text: string }) {
  const { copied, copy } = useCopy(COPIED_MS);

  return (
    <span className="relative flex shrink-0 items-center">
      <button
        type="button"
        onClick={() => void copy(text)}
        aria-label="Copy Transaction ID"
        className="grid size-11 place-items-center rounded-lg text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
      >
        {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
      </button>
      <span role="status" className="absolute top-full right-0 z-10 whitespace-nowrap">
        {copied && <span className="rounded-lg bg-zinc-900 px-2 py-1 text-xs font-semibold text-white dark:bg-zinc-100 dark:text-zinc-900">Copied to Clipboard</span>}
      </span>
    </span>
  );
}

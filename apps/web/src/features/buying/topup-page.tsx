import { formatBalance, formatRupees } from '@shop/contract/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, IndianRupee, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { startTopup } from '../../api/wallet';
import { useNeedsConnection } from '../../components/needs-connection';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { walletBalanceQuery } from './buying-queries';
import { card, primaryAction, resultShell as pageShell } from './styles';

export const QUICK_AMOUNTS = [50, 100, 250, 500] as const;
export const INVALID_AMOUNT = 'Please enter a valid amount';
const TOPUP_FAILED = 'Something went wrong';

/** A top-up is a positive whole number of rupees. */
export function topupAmountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The server's msg, or the spec's fallback. */
function topupErrorOf(err: unknown): string {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body !== null) {
    const msg = (err.body as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg) return msg;
  }
  return TOPUP_FAILED;
}

/** /topup: add S-Coins by UPI; the browser goes to the gateway's payment page. */
export function TopupPage() {
  useDocumentTitle('Top Up Wallet');
  const user = useSession()?.user;
  if (!user) return null; // ProtectedRoute renders this page only with a session
  return <Topup userid={user.userid} />;
}

function Topup({ userid }: { userid: string }) {
  const toast = useToast();
  const balance = useQuery(walletBalanceQuery(userid));
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const topup = useMutation({
    mutationFn: startTopup,
    onSuccess: (answer) => window.location.assign(answer.payment_url),
    onError: (err) => toast(topupErrorOf(err), { tone: 'error' }),
  });
  // After success the browser is leaving for the payment page: stay busy until it has, and be
  // usable again if Back brings this page back from the browser's cache.
  const { reset } = topup;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  const busy = topup.isPending || topup.isSuccess;
  const chosen = topupAmountOf(amount);
  const connection = useNeedsConnection('mt-3 justify-center');

  function change(value: string) {
    setAmount(value);
    setInvalid(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || connection.offline) return;
    const value = topupAmountOf(amount);
    if (value === null) {
      setInvalid(true);
      return;
    }
    topup.mutate({ value, userid });
  }

  return (
    <div className={pageShell}>
      <h1 className="text-2xl font-extrabold">Top Up Wallet</h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">
        Current balance:{' '}
        <span className="font-bold text-zinc-900 dark:text-zinc-100" data-testid="topup-balance">
          {balance.isSuccess ? formatBalance(balance.data.balance) : '…'}
        </span>
      </p>

      <form onSubmit={submit} noValidate className={`${card} mt-4`}>
        <label htmlFor="topup-amount" className="block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          Enter amount
        </label>
        <div className="relative mt-1">
          <IndianRupee aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400" />
          <input
            id="topup-amount"
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Amount in rupees"
            value={amount}
            onChange={(e) => change(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'topup-amount-error' : 'topup-amount-hint'}
            className={`block min-h-14 w-full rounded-xl border bg-white pr-3 pl-10 text-2xl font-bold text-zinc-900 placeholder:text-base placeholder:font-normal placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${
              invalid ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
            }`}
          />
        </div>
        {invalid ? (
          <p id="topup-amount-error" role="alert" className="mt-2 flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {INVALID_AMOUNT}
          </p>
        ) : (
          <p id="topup-amount-hint" className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            Whole rupees. 1 S-Coin = ₹1.
          </p>
        )}

        <div className="mt-4 grid grid-cols-4 gap-2" role="group" aria-label="Quick amounts">
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={chosen === value}
              onClick={() => change(String(value))}
              className={`min-h-12 rounded-xl text-sm font-bold ring-1 ${
                chosen === value
                  ? 'bg-brand-50 text-brand-800 ring-2 ring-brand-600 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-300'
                  : 'text-zinc-900 ring-zinc-300 hover:ring-brand-400 dark:text-zinc-100 dark:ring-zinc-700'
              }`}
            >
              {formatRupees(value)}
            </button>
          ))}
        </div>

        <button
          type="submit"
          disabled={busy || connection.offline}
          aria-busy={busy || undefined}
          aria-describedby={connection.describedBy}
          className={`${primaryAction} mt-6 w-full text-base`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {busy ? 'Opening payment…' : chosen ? `Proceed to Pay ${formatRupees(chosen)}` : 'Proceed to Pay'}
        </button>
        {connection.reason}
        <p className="mt-3 text-center text-xs text-zinc-700 dark:text-zinc-300">You pay by UPI. The coins are added as soon as the payment is confirmed.</p>
      </form>
    </div>
  );
}

import { formatBalance, rupeesToPaise } from '@shop/contract/money';
import { formatPoints, REDEEM_QUICK_AMOUNTS } from '@shop/contract/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Gift, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { redeemPoints } from '../../api/points';
import { useNeedsConnection } from '../../components/needs-connection';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { walletBalanceQuery, walletTransactionsQuery } from '../buying/buying-queries';
import { card, primaryAction, resultShell as pageShell } from '../buying/styles';
import { PointsHistory } from './points-history';
import { pointsBalanceQuery, pointsHistoryQuery } from './points-queries';
import { newRedeemKey, redeemHundredthsOf, redeemProblemOf } from './redeem-values';

/** How long a success or error message stays on screen. */
export const MESSAGE_MS = 5000;

type Message = { tone: 'success' | 'error'; text: string };

/** /redeem: turns reward points into S-Coins, 1 point = ₹1. */
export function RedeemPage() {
  useDocumentTitle('Redeem Points');
  const user = useSession()?.user;
  if (!user) return null; // ProtectedRoute renders this page only with a session
  return <Redeem userid={user.userid} />;
}

function Redeem({ userid }: { userid: string }) {
  const queryClient = useQueryClient();
  const points = useQuery(pointsBalanceQuery(userid));
  const wallet = useQuery(walletBalanceQuery(userid));
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  // One key per attempt: a double click, or a retry after a lost answer, redeems once. Another
  // amount is another attempt.
  const attempt = useRef<{ hundredths: number; key: string } | null>(null);
  const redeem = useMutation({
    mutationFn: ({ value, key }: { value: number; key: string }) => redeemPoints({ value, userid }, key),
    onSuccess: (answer) => {
      attempt.current = null;
      setAmount('');
      setMessage({ tone: 'success', text: answer.msg });
      queryClient.setQueryData(pointsBalanceQuery(userid).queryKey, { balance: answer.balance });
      queryClient.setQueryData(walletBalanceQuery(userid).queryKey, { balance: answer.walletBalance });
      void queryClient.invalidateQueries({ queryKey: pointsBalanceQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: pointsHistoryQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQuery(userid).queryKey });
    },
    onError: (err) => setMessage({ tone: 'error', text: err.message }),
  });

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const available = points.data?.balance;
  const chosen = redeemHundredthsOf(amount);
  const invalid = message?.tone === 'error';
  const connection = useNeedsConnection('mt-3 justify-center');

  function change(value: string) {
    setAmount(value);
    if (message?.tone === 'error') setMessage(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (redeem.isPending || connection.offline) return;
    const problem = redeemProblemOf(amount, available);
    const hundredths = redeemHundredthsOf(amount);
    if (problem !== null || hundredths === null) {
      redeem.reset();
      setMessage({ tone: 'error', text: problem ?? '' });
      return;
    }
    if (attempt.current?.hundredths !== hundredths) attempt.current = { hundredths, key: newRedeemKey() };
    setMessage(null);
    redeem.mutate({ value: hundredths / 100, key: attempt.current.key });
  }

  return (
    <div className={pageShell}>
      <h1 className="text-2xl font-extrabold">Redeem Points</h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">Turn reward points into S-Coins: 1 point = ₹1.</p>

      <section aria-label="Your balances" className="mt-4 grid grid-cols-2 gap-3">
        <div className={card}>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">Available points</p>
          <p className="mt-1 text-2xl font-extrabold break-words" data-testid="redeem-points-balance" aria-live="polite">
            {points.isSuccess ? formatPoints(points.data.balance) : points.isError ? '—' : '…'}
          </p>
          {points.isError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{points.error.message}</p>}
        </div>
        <div className={card}>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">S-Coins balance</p>
          <p className="mt-1 text-2xl font-extrabold break-words" data-testid="redeem-wallet-balance" aria-live="polite">
            {wallet.isSuccess ? formatBalance(wallet.data.balance) : wallet.isError ? '—' : '…'}
          </p>
        </div>
      </section>

      <form onSubmit={submit} noValidate className={`${card} mt-4`}>
        <label htmlFor="redeem-amount" className="block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          Points to redeem
        </label>
        <div className="relative mt-1">
          <Gift aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400" />
          <input
            id="redeem-amount"
            name="points"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Number of points"
            value={amount}
            onChange={(e) => change(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'redeem-message' : 'redeem-amount-hint'}
            className={`block min-h-14 w-full rounded-xl border bg-white pr-3 pl-10 text-2xl font-bold text-zinc-900 placeholder:text-base placeholder:font-normal placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${
              invalid ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
            }`}
          />
        </div>
        <p id="redeem-amount-hint" className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          Up to two decimals. The S-Coins are added to your wallet at once.
        </p>

        <div className="mt-4 grid grid-cols-4 gap-2" role="group" aria-label="Quick amounts">
          {REDEEM_QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={chosen === rupeesToPaise(value)}
              onClick={() => change(String(value))}
              aria-label={`${formatPoints(value)} points`}
              className={`min-h-12 rounded-xl text-sm font-bold ring-1 ${
                chosen === rupeesToPaise(value)
                  ? 'bg-brand-50 text-brand-800 ring-2 ring-brand-600 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-300'
                  : 'text-zinc-900 ring-zinc-300 hover:ring-brand-400 dark:text-zinc-100 dark:ring-zinc-700'
              }`}
            >
              {formatPoints(value)}
            </button>
          ))}
        </div>

        {/* Always present, so that screen readers announce the success text when it appears. */}
        <div className="mt-4 min-h-6" aria-live="polite">
          {message?.tone === 'error' && (
            <p id="redeem-message" role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {message.text}
            </p>
          )}
          {message?.tone === 'success' && (
            <p id="redeem-message" className="flex items-start gap-1.5 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {message.text}
            </p>
          )}
        </div>

        <button
          type="submit"
          disabled={redeem.isPending || connection.offline}
          aria-busy={redeem.isPending || undefined}
          aria-describedby={connection.describedBy}
          className={`${primaryAction} mt-4 w-full text-base`}
        >
          {redeem.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {redeem.isPending ? 'Redeeming…' : chosen ? `Redeem ${formatPoints(chosen / 100)} Points` : 'Redeem Points'}
        </button>
        {connection.reason}
        <p className="mt-3 text-center text-sm">
          <Link to="/wallet" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300">
            Back to My Wallet
          </Link>
        </p>
      </form>
      <PointsHistory userid={userid} />
    </div>
  );
}

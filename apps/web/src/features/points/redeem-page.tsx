import { formatBalance, rupeesToPaise } from '@shop/contract/money';
import { formatPoints, REDEEM_QUICK_AMOUNTS, redeemPointsRequest } from '@shop/contract/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Gift } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../api/client';
import { redeemPoints } from '../../api/points';
import { AmountField, QuickAmounts } from '../../components/amount-field';
import { BusyButton } from '../../components/busy-button';
import { FieldAlert } from '../../components/field-alert';
import { contractResolver, firstMessage } from '../../components/contract-resolver';
import { useNeedsConnection } from '../../components/needs-connection';
import { useTimedMessage } from '../../components/timed-message';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { walletBalanceQuery, walletTransactionsQuery } from '../buying/buying-queries';
import { card, primaryAction, resultShell as pageShell } from '../buying/styles';
import { PointsHistory } from './points-history';
import { pointsBalanceQuery, pointsHistoryQuery } from './points-queries';
import { newRedeemKey, redeemHundredthsOf, redeemProblemOf } from './redeem-values';

/**
 * The page's own refusals first (not a positive amount with at most two decimals, more than the
 * balance), in its words: the contract would say "At most two decimals" where the page says the
 * amount is not valid. Then the contract's rules.
 */
const redeemForm = (available: number | undefined) =>
  redeemPointsRequest.extend({
    value: z.preprocess((text: string, ctx) => {
      const problem = redeemProblemOf(text, available);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      return text;
    }, redeemPointsRequest.shape.value),
  });

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
  const [message, setMessage] = useTimedMessage();
  const available = points.data?.balance;
  const form = useForm({
    defaultValues: { value: '' },
    resolver: contractResolver(redeemForm(available), ({ value }: { value: string }) => ({ value, userid }), [], 'server'),
    shouldFocusError: false,
  });
  const amount = form.watch('value');
  // One key per attempt: a double click, or a retry after a lost answer, redeems once. Another
  // amount is another attempt.
  const attempt = useRef<{ hundredths: number; key: string } | null>(null);
  const redeem = useMutation({
    mutationFn: ({ value, key }: { value: number; key: string }) => redeemPoints({ value, userid }, key),
    onSuccess: (answer) => {
      attempt.current = null;
      form.setValue('value', '');
      setMessage({ tone: 'success', text: answer.msg });
      queryClient.setQueryData(pointsBalanceQuery(userid).queryKey, { balance: answer.balance });
      queryClient.setQueryData(walletBalanceQuery(userid).queryKey, { balance: answer.walletBalance });
      void queryClient.invalidateQueries({ queryKey: pointsBalanceQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: pointsHistoryQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQuery(userid).queryKey });
    },
    onError: (err) => setMessage({ tone: 'error', text: errorText(err) }),
  });

  const chosen = redeemHundredthsOf(amount);
  const invalid = message?.tone === 'error';
  const connection = useNeedsConnection('mt-3 justify-center');

  function change(value: string) {
    form.setValue('value', value);
    if (message?.tone === 'error') setMessage(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (redeem.isPending || connection.offline) return;
    void form.handleSubmit(
      ({ value }) => {
        const hundredths = rupeesToPaise(value);
        if (attempt.current?.hundredths !== hundredths) attempt.current = { hundredths, key: newRedeemKey() };
        setMessage(null);
        redeem.mutate({ value, key: attempt.current.key });
      },
      (errors) => {
        redeem.reset();
        setMessage({ tone: 'error', text: firstMessage(errors) ?? '' });
      },
    )(event);
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
          {points.isError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errorText(points.error)}</p>}
        </div>
        <div className={card}>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">S-Coins balance</p>
          <p className="mt-1 text-2xl font-extrabold break-words" data-testid="redeem-wallet-balance" aria-live="polite">
            {wallet.isSuccess ? formatBalance(wallet.data.balance) : wallet.isError ? '—' : '…'}
          </p>
        </div>
      </section>

      <form onSubmit={submit} noValidate className={`${card} mt-4`}>
        <AmountField
          id="redeem-amount"
          label="Points to redeem"
          icon={Gift}
          name="points"
          inputMode="decimal"
          placeholder="Number of points"
          value={amount}
          onChange={(e) => change(e.target.value)}
          invalid={invalid}
          describedBy={invalid ? 'redeem-message' : 'redeem-amount-hint'}
        />
        <p id="redeem-amount-hint" className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          Up to two decimals. The S-Coins are added to your wallet at once.
        </p>

        <QuickAmounts
          amounts={REDEEM_QUICK_AMOUNTS}
          isChosen={(value) => chosen === rupeesToPaise(value)}
          onPick={(value) => change(String(value))}
          text={formatPoints}
          name={(value) => `${formatPoints(value)} points`}
        />

        {/* Always present, so that screen readers announce the success text when it appears. */}
        <div className="mt-4 min-h-6" aria-live="polite">
          {message?.tone === 'error' && <FieldAlert id="redeem-message">{message.text}</FieldAlert>}
          {message?.tone === 'success' && (
            <p id="redeem-message" className="flex items-start gap-1.5 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {message.text}
            </p>
          )}
        </div>

        <BusyButton
          type="submit"
          busy={redeem.isPending}
          spinnerSize="size-5"
          disabled={connection.offline}
          aria-describedby={connection.describedBy}
          className={`${primaryAction} mt-4 w-full text-base`}
        >
          {redeem.isPending ? 'Redeeming…' : chosen ? `Redeem ${formatPoints(chosen / 100)} Points` : 'Redeem Points'}
        </BusyButton>
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

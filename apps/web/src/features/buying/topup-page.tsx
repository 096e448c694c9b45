import { wholeNumber } from '@shop/contract/input';
import { formatBalance, formatRupees } from '@shop/contract/money';
import { topupRequest } from '@shop/contract/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IndianRupee } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../api/client';
import { startTopup } from '../../api/wallet';
import { AmountField, QuickAmounts } from '../../components/amount-field';
import { BusyButton } from '../../components/busy-button';
import { FieldAlert } from '../../components/field-alert';
import { contractResolver } from '../../components/contract-resolver';
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

// The upper bound is left to the server, whose refusal names the limit in a toast.
const topupForm = topupRequest.extend({ value: wholeNumber({ message: INVALID_AMOUNT, min: 1, max: Number.MAX_SAFE_INTEGER }) });

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
  const form = useForm({
    defaultValues: { value: '' },
    resolver: contractResolver(topupForm, ({ value }: { value: string }) => ({ value, userid }), [], 'server'),
    shouldFocusError: false,
  });
  const amount = form.watch('value');
  const refusal = form.formState.errors.value?.message;
  const invalid = refusal !== undefined;
  const topup = useMutation({
    mutationFn: startTopup,
    onSuccess: (answer) => window.location.assign(answer.payment_url),
    onError: (err) => toast(errorText(err, TOPUP_FAILED), { tone: 'error' }),
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
    form.setValue('value', value);
    form.clearErrors('value');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || connection.offline) return;
    void form.handleSubmit((body) => topup.mutate(body))(event);
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
        <AmountField
          id="topup-amount"
          label="Enter amount"
          icon={IndianRupee}
          name="amount"
          inputMode="numeric"
          placeholder="Amount in rupees"
          value={amount}
          onChange={(e) => change(e.target.value)}
          invalid={invalid}
          describedBy={invalid ? 'topup-amount-error' : 'topup-amount-hint'}
        />
        {invalid ? (
          <FieldAlert id="topup-amount-error" className="mt-2">
            {refusal}
          </FieldAlert>
        ) : (
          <p id="topup-amount-hint" className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            Whole rupees. 1 S-Coin = ₹1.
          </p>
        )}

        <QuickAmounts amounts={QUICK_AMOUNTS} isChosen={(value) => chosen === value} onPick={(value) => change(String(value))} text={formatRupees} />

        <BusyButton
          type="submit"
          busy={busy}
          spinnerSize="size-5"
          disabled={connection.offline}
          aria-describedby={connection.describedBy}
          className={`${primaryAction} mt-6 w-full text-base`}
        >
          {busy ? 'Opening payment…' : chosen ? `Proceed to Pay ${formatRupees(chosen)}` : 'Proceed to Pay'}
        </BusyButton>
        {connection.reason}
        <p className="mt-3 text-center text-xs text-zinc-700 dark:text-zinc-300">You pay by UPI. The coins are added as soon as the payment is confirmed.</p>
      </form>
    </div>
  );
}

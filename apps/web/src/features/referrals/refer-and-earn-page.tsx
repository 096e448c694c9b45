import { formatBalance, formatRupees } from '@shop/contract/money';
import { REFERRAL_PERCENT, REFERRAL_TOPUPS } from '@shop/contract/referrals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Copy, Gift, LoaderCircle, Share2, Sparkles, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { generateReferralCode, redeemReferralEarnings } from '../../api/referrals';
import { useSignedInPage } from '../../app/use-signed-in-page';
import { CardSection } from '../../components/card-section';
import { useTimedMessage } from '../../components/timed-message';
import { useToast } from '../../components/toast';
import { walletBalanceQuery, walletTransactionsQuery } from '../buying/buying-queries';
import { card, pageShell, primaryAction, secondaryAction } from '../buying/styles';
import { referralCodeQuery, referralStatsQuery, referralTransactionsQuery } from './referral-queries';
import { countWord, MESSAGE_MS, messages, newRedeemKey, referralLinkOf } from './referral-values';

const muted = 'text-zinc-700 dark:text-zinc-300';
const textLink = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300';

/** /referandearn: the customer's referral code, how to share it, and their referral earnings. */
export function ReferAndEarnPage() {
  const userid = useSignedInPage('Refer & Earn');
  return userid ? <ReferAndEarn userid={userid} /> : null;
}

function ReferAndEarn({ userid }: { userid: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const code = useQuery(referralCodeQuery(userid));
  const stats = useQuery(referralStatsQuery(userid));
  const wallet = useQuery(walletBalanceQuery(userid));
  const [message, setMessage] = useTimedMessage(MESSAGE_MS);
  const [sharing, setSharing] = useState(false);

  const generate = useMutation({
    mutationFn: generateReferralCode,
    onSuccess: (answer) => {
      queryClient.setQueryData(referralCodeQuery(userid).queryKey, { referralCode: answer.referralCode });
      setMessage({ tone: 'success', text: messages.generated });
      // A stats error can mean the account had no referral record yet; it has one now.
      void queryClient.invalidateQueries({ queryKey: referralStatsQuery(userid).queryKey });
    },
    onError: () => setMessage({ tone: 'error', text: messages.generateFailed }),
  });

  const redeem = useMutation({
    mutationFn: redeemReferralEarnings,
    onSuccess: (answer) => {
      setMessage({ tone: 'success', text: messages.redeemed });
      queryClient.setQueryData(walletBalanceQuery(userid).queryKey, { balance: answer.walletBalance });
      void queryClient.invalidateQueries({ queryKey: referralStatsQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: referralTransactionsQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQuery(userid).queryKey });
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQuery(userid).queryKey });
    },
    // A refusal (nothing to redeem yet) says why in its own words; anything else is a failure.
    onError: (err) => setMessage({ tone: 'error', text: err instanceof ApiError && err.status === 409 ? err.message : messages.redeemFailed }),
  });

  const referralCode = code.data?.referralCode ?? null;

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }

  async function copyCode() {
    if (!referralCode) return setMessage({ tone: 'error', text: messages.noCode });
    if (await copy(referralCode)) toast(messages.codeCopied, { tone: 'success' });
    else setMessage({ tone: 'error', text: messages.shareFailed });
  }

  async function share() {
    if (!referralCode) return setMessage({ tone: 'error', text: messages.noCode });
    const url = referralLinkOf(referralCode);
    setSharing(true);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: 'Join me on S-Store', text: `Sign up on S-Store with my referral code ${referralCode}`, url });
      } else if (await copy(url)) {
        toast(messages.linkCopied, { tone: 'info' });
      } else {
        setMessage({ tone: 'error', text: messages.shareFailed });
      }
    } catch (err) {
      // Closing the share sheet is the customer's choice, not a failure.
      if (!(err instanceof DOMException && err.name === 'AbortError')) setMessage({ tone: 'error', text: messages.shareFailed });
    } finally {
      setSharing(false);
    }
  }

  function redeemNow() {
    if (redeem.isPending) return;
    setMessage(null);
    // One key per click: the server turns a duplicate of this request into the first answer.
    redeem.mutate(newRedeemKey());
  }

  const money = (value: number | undefined) => (value === undefined ? (stats.isError ? '—' : '…') : formatRupees(value));

  return (
    <div className={`${pageShell} space-y-5`}>
      <div>
        <h1 className="text-2xl font-extrabold">Refer &amp; Earn</h1>
        <p className={`mt-1 ${muted}`}>
          Invite friends to S-Store and earn {REFERRAL_PERCENT}% of their first {countWord(REFERRAL_TOPUPS)} wallet top-ups.
        </p>
      </div>

      {/* Always present, so that screen readers announce a message when it appears. */}
      <div aria-live="polite" className="empty:hidden">
        {message?.tone === 'error' && (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message.text}
          </p>
        )}
        {message?.tone === 'success' && (
          <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message.text}
          </p>
        )}
      </div>

      <CardSection titleId="referral-earnings-title" title="Your Earnings" className={card}>
        {stats.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {messages.statsFailed}, please click below to generate referral code
          </p>
        )}
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={stats.isPending || undefined}>
          <Stat label="Total Earnings" value={money(stats.data?.totalEarnings)} testId="referral-total" />
          <Stat label="Available" value={money(stats.data?.pendingEarnings)} testId="referral-available" highlight />
          <Stat label="Redeemed" value={money(stats.data?.redeemedEarnings)} testId="referral-redeemed" />
          <Stat label="Total Referrals" value={stats.data ? String(stats.data.totalReferrals) : stats.isError ? '—' : '…'} testId="referral-count" />
        </dl>
        <div className="mt-4 sm:flex sm:items-center sm:justify-between sm:gap-4">
          <p className={`flex items-center gap-2 text-sm ${muted}`}>
            <Wallet aria-hidden="true" className="size-4 shrink-0" />
            <span>
              S-Coins balance:{' '}
              <span className="font-bold text-zinc-900 dark:text-zinc-100" data-testid="referral-wallet-balance" aria-live="polite">
                {wallet.isSuccess ? formatBalance(wallet.data.balance) : wallet.isError ? '—' : '…'}
              </span>
            </span>
          </p>
          <button
            type="button"
            onClick={redeemNow}
            disabled={redeem.isPending}
            aria-busy={redeem.isPending || undefined}
            className={`${primaryAction} mt-3 w-full sm:mt-0 sm:w-auto`}
          >
            {redeem.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Gift aria-hidden="true" className="size-5" />}
            {redeem.isPending ? 'Redeeming…' : 'Redeem Earnings'}
          </button>
        </div>
        <p className="mt-2 text-center text-sm sm:text-left">
          <Link to="/referralearnings" className={textLink}>
            View referral earnings
          </Link>
        </p>
      </CardSection>

      <CardSection titleId="referral-code-title" title="Your Referral Code" className={card}>
        <div className="mt-3 rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 p-4 text-center dark:border-brand-700 dark:bg-brand-950">
          {code.isPending ? (
            <span className="skeleton mx-auto block h-9 w-40" role="status" aria-label="Loading your referral code" />
          ) : referralCode ? (
            <p className="font-mono text-3xl font-extrabold tracking-widest break-all text-brand-800 dark:text-brand-200" data-testid="referral-code">
              {referralCode}
            </p>
          ) : (
            <p className={muted}>{code.isError ? code.error.message : 'You have no referral code yet.'}</p>
          )}
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <button type="button" onClick={() => void copyCode()} className={secondaryAction}>
            <Copy aria-hidden="true" className="size-5" />
            Copy
          </button>
          <button type="button" onClick={() => void share()} disabled={sharing} className={secondaryAction}>
            <Share2 aria-hidden="true" className="size-5" />
            Share
          </button>
          <button
            type="button"
            onClick={() => generate.mutate()}
            disabled={generate.isPending}
            aria-busy={generate.isPending || undefined}
            className={`${referralCode ? secondaryAction : primaryAction} col-span-2`}
          >
            {generate.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Sparkles aria-hidden="true" className="size-5" />}
            {generate.isPending ? 'Generating…' : 'Generate Referral Code'}
          </button>
        </div>
        <p className={`mt-3 text-sm ${muted}`}>Share sends your friend a sign-up link with your code already filled in.</p>
      </CardSection>

      <CardSection titleId="referral-how-title" title="How it works" className={card}>
        <ol className="mt-3 space-y-3">
          <Step n={1}>Your friend registers on S-Store with your referral code.</Step>
          <Step n={2}>
            You earn {REFERRAL_PERCENT}% of each of their first {countWord(REFERRAL_TOPUPS)} wallet top-ups.
          </Step>
          <Step n={3}>Redeem your earnings into S-Coins, ready to spend on any pack.</Step>
        </ol>
      </CardSection>
    </div>
  );
}

function Stat({ label, value, testId, highlight = false }: { label: string; value: string; testId: string; highlight?: boolean }) {
  return (
    <div className={`rounded-xl p-3 ring-1 ${highlight ? 'bg-brand-50 ring-brand-200 dark:bg-brand-950 dark:ring-brand-800' : 'ring-zinc-200 dark:ring-zinc-800'}`}>
      <dt className={`text-sm ${muted}`}>{label}</dt>
      <dd className="mt-1 text-xl font-extrabold break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
        {n}
      </span>
      <span className="pt-1">{children}</span>
    </li>
  );
}

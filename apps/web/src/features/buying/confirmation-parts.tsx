import { useQuery } from '@tanstack/react-query';
import { CircleX, LoaderCircle, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/session';
import { card, primaryAction, resultShell as pageShell, secondaryAction } from './styles';

type What = 'order' | 'transaction';

/** Where the customer finds every order, or every wallet transaction. */
const historyOf: Record<What, { to: string; label: string }> = {
  order: { to: '/orders', label: 'My Orders' },
  transaction: { to: '/wallet', label: 'My Wallet' },
};

/** A 4xx answer (not found, not yours) will not change by asking again. */
export const isPermanent = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** How often a confirmation page asks for the payment's state until it is final (every 2-3 s). */
export const STATUS_POLL_MS = 2500;

type StatusWatch<T extends { status: string }> = {
  what: What;
  fetchStatus: (clientTxnId: string, signal: AbortSignal) => Promise<{ data: T }>;
  isFinal: (status: T['status'] | undefined) => boolean;
  /** What the page says until the first answer. */
  confirming: { title: string; text: string };
};

/**
 * The payment that the address's client_txn_id names, asked again until it is final
 * (or the server says it never will be). Until there is an answer, `screen` is what to show instead.
 */
export function useStatusUntilFinal<T extends { status: string }>({ what, fetchStatus, isFinal, confirming }: StatusWatch<T>): { screen: ReactNode } | { record: T } {
  const [params] = useSearchParams();
  const clientTxnId = params.get('client_txn_id')?.trim() ?? '';
  const session = useSession();
  const status = useQuery({
    queryKey: [`${what}-status`, clientTxnId],
    queryFn: ({ signal }) => fetchStatus(clientTxnId, signal),
    enabled: Boolean(session && clientTxnId),
    staleTime: 0,
    refetchInterval: (query) => (isFinal(query.state.data?.data.status) || isPermanent(query.state.error) ? false : STATUS_POLL_MS),
  });

  if (!clientTxnId) return { screen: <NoReference what={what} /> };
  if (!session) return { screen: <SignInToSee what={what} /> };
  if (status.isPending) return { screen: <ConfirmingPanel title={confirming.title} text={confirming.text} /> };
  if (status.isError) return { screen: <StatusLoadFailed what={what} message={status.error.message} onRetry={() => void status.refetch()} /> };
  return { record: status.data.data };
}

/** The first thing a confirmation page shows: what is happening, and not to refresh. */
export function ConfirmingPanel({ title, text }: { title: string; text: string }) {
  return (
    <div className={pageShell}>
      <section className={`${card} text-center`} role="status" aria-live="polite" aria-labelledby="confirming-title">
        <LoaderCircle aria-hidden="true" className="mx-auto size-14 animate-spin text-brand-700 dark:text-brand-300" />
        <h1 id="confirming-title" className="mt-4 text-2xl font-extrabold">
          {title}
        </h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">{text}</p>
        <p className="mx-auto mt-5 flex max-w-sm items-start gap-2 rounded-xl bg-amber-50 p-3 text-left text-sm font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/30">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Please do not refresh or close this page while we confirm your payment.
        </p>
      </section>
    </div>
  );
}

/** A confirmation address without its client_txn_id. */
export function NoReference({ what }: { what: What }) {
  return (
    <div className={pageShell}>
      <section className={`${card} text-center`}>
        <SearchX aria-hidden="true" className="mx-auto size-12 text-zinc-600 dark:text-zinc-400" />
        <h1 className="mt-3 text-xl font-bold">No {what} to show</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">This link does not name a {what}. Find yours in your history.</p>
        <Link to={historyOf[what].to} className={`${primaryAction} mt-5 w-full sm:w-auto`}>
          {historyOf[what].label}
        </Link>
      </section>
    </div>
  );
}

/** The confirmation needs the customer's session; after login they come back here. */
export function SignInToSee({ what }: { what: What }) {
  const location = useLocation();
  return (
    <div className={pageShell}>
      <section className={`${card} text-center`}>
        <h1 className="text-xl font-bold">Please login to see your {what}</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">Your payment is safe: log in with the account you paid from to see its status.</p>
        <HomeAnd to="/login" state={{ from: `${location.pathname}${location.search}` }}>
          Login
        </HomeAnd>
      </section>
    </div>
  );
}

/** The status could not be read: why, Try again, and the way to the customer's history. */
export function StatusLoadFailed({ what, message, onRetry }: { what: What; message: string; onRetry: () => void }) {
  return (
    <div className={pageShell}>
      <div className={`${card} text-center`}>
        <CircleX aria-hidden="true" className="mx-auto size-12 text-red-700 dark:text-red-400" />
        <h1 className="mt-3 text-xl font-bold">We could not load this {what}</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">{message}</p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <button type="button" onClick={onRetry} className={primaryAction}>
            Try again
          </button>
          <Link to={historyOf[what].to} className={secondaryAction}>
            {historyOf[what].label}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The top of a result: a big icon, what happened, and what it means; read out as it changes. */
export function OutcomeHeader({ titleId, icon, title, note }: { titleId: string; icon: ReactNode; title: string; note: string }) {
  return (
    <div className="text-center" aria-live="polite">
      <div className="mx-auto grid size-20 place-items-center rounded-full bg-zinc-100 dark:bg-zinc-800">{icon}</div>
      <h1 id={titleId} className="mt-3 text-2xl font-extrabold">
        {title}
      </h1>
      <p className="mx-auto mt-2 max-w-md text-zinc-700 dark:text-zinc-300">{note}</p>
    </div>
  );
}

/** A result's facts, a label and its value a row. */
export function SummaryList({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-5 divide-y divide-zinc-200 rounded-xl bg-zinc-50 px-4 text-sm ring-1 ring-zinc-200 dark:divide-zinc-800 dark:bg-zinc-950 dark:ring-zinc-800">
      {children}
    </dl>
  );
}

/** Go to Home beside the way on (the history, the wallet, the sign-in). */
export function HomeAnd({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <div className="mt-5 grid gap-3 sm:grid-cols-2">
      <Link to="/home" className={secondaryAction}>
        Go to Home
      </Link>
      <Link to={to} state={state} className={primaryAction}>
        {children}
      </Link>
    </div>
  );
}

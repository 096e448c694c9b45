import { LoaderCircle, SearchX, TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { card, primaryAction, resultShell as pageShell, secondaryAction } from './styles';

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
export function NoReference({ what }: { what: 'order' | 'transaction' }) {
  return (
    <div className={pageShell}>
      <section className={`${card} text-center`}>
        <SearchX aria-hidden="true" className="mx-auto size-12 text-zinc-600 dark:text-zinc-400" />
        <h1 className="mt-3 text-xl font-bold">No {what} to show</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">This link does not name a {what}. Find yours in your history.</p>
        <Link to={what === 'order' ? '/orders' : '/wallet'} className={`${primaryAction} mt-5 w-full sm:w-auto`}>
          {what === 'order' ? 'My Orders' : 'My Wallet'}
        </Link>
      </section>
    </div>
  );
}

/** The confirmation needs the customer's session; after login they come back here. */
export function SignInToSee({ what }: { what: 'order' | 'transaction' }) {
  const location = useLocation();
  return (
    <div className={pageShell}>
      <section className={`${card} text-center`}>
        <h1 className="text-xl font-bold">Please login to see your {what}</h1>
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">Your payment is safe: log in with the account you paid from to see its status.</p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <Link to="/home" className={secondaryAction}>
            Go to Home
          </Link>
          <Link to="/login" state={{ from: `${location.pathname}${location.search}` }} className={primaryAction}>
            Login
          </Link>
        </div>
      </section>
    </div>
  );
}

import { BookOpen, Code, Gamepad2, Gift, KeyRound, LogOut, Receipt, Wallet, Webhook } from 'lucide-react';
import { useSignOut } from '../../app/use-sign-out';
import { IconLinks, type IconLink } from '../../components/icon-links';
import { card } from './looks';

const linkClass = 'flex items-center gap-3 rounded-xl px-3 font-semibold text-zinc-800 ring-1 ring-zinc-200 hover:bg-zinc-100 dark:text-zinc-100 dark:ring-zinc-800 dark:hover:bg-zinc-800';
const iconClass = 'size-5 shrink-0 text-brand-700 dark:text-brand-300';

const resellerLinks: IconLink[] = [
  { to: '/developers', label: 'API documentation', icon: BookOpen },
  { to: '/developers/keys', label: 'API keys', icon: KeyRound },
  { to: '/developers/webhooks', label: 'Webhooks', icon: Webhook },
];

/** For accounts that may use the reseller API (the server decides; this only hides the way in from customers). */
export function ResellerApiCard() {
  return (
    <section aria-labelledby="reseller-api-title" className={card}>
      <h2 id="reseller-api-title" className="flex items-center gap-2 text-lg font-bold">
        <Code aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Reseller API
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        Let your own server or bot place orders with an API key, paid from your wallet, and hear about them by webhook.
      </p>
      <IconLinks
        links={resellerLinks}
        className="mt-3 grid gap-2 sm:grid-cols-3"
        linkClassName={`${linkClass} min-h-12`}
        iconClassName={iconClass}
      />
    </section>
  );
}

const accountLinks: IconLink[] = [
  { to: '/orders', label: 'My Orders', icon: Receipt },
  { to: '/wallet', label: 'My Wallet', icon: Wallet },
  { to: '/referandearn', label: 'Refer & Earn', icon: Gift },
  { to: '/dashboard/players', label: 'Saved game accounts', icon: Gamepad2 },
];

/** The ways on from the dashboard, and Logout. */
export function AccountLinks() {
  const signOut = useSignOut();
  return (
    <nav aria-label="Your account" className={card}>
      <IconLinks
        links={accountLinks}
        className="grid gap-2 sm:grid-cols-2"
        linkClassName={`${linkClass} min-h-14`}
        iconClassName={iconClass}
      />
      <button
        type="button"
        onClick={signOut}
        className="mt-3 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-red-300 font-semibold text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/60"
      >
        <LogOut aria-hidden="true" className="size-5" />
        Logout
      </button>
    </nav>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { BookOpen, CircleAlert, CircleCheck, Code, Gamepad2, Gift, KeyRound, LoaderCircle, LogOut, Mail, Pencil, Phone, Receipt, Wallet, Webhook, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '@shop/contract/errors';
import { editProfile, getOrderSummary } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { useSignOut } from '../../app/use-sign-out';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession, type SessionUser } from '../../session/session';
import { storageKeys, writeStorage } from '../../session/storage-keys';
import { NotificationsCard } from './notifications-card';

// Profile.
const PROFILE_UPDATED = 'Profile updated successfully, please relogin.';
const PROFILE_FAILED = 'Failed to update profile';
/** The success message stays in view this long before the page reloads with the stored user. */
const RELOAD_DELAY_MS = 2000;

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800';

/** /dashboard: profile with name edit, order overview, links and Logout. */
export function DashboardPage() {
  const session = useSession();
  useDocumentTitle('Dashboard');
  // The protected route only renders this with a session; signing out leaves for /home.
  if (!session) return null;
  const { user } = session;
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-4 sm:py-8">
      <div className="px-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-0.5 text-zinc-700 dark:text-zinc-300">
          Hi, <span className="font-semibold">{user.name || user.email}</span>. Here is your account at a glance.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <ProfileCard user={user} />
        <div className="space-y-4">
          <OrderOverview userid={user.userid} />
          {(user.role === 'reseller' || user.role === 'admin') && <ResellerApiCard />}
          <AccountLinks />
          <NotificationsCard />
        </div>
      </div>
    </div>
  );
}

function ProfileCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [reloadPending, setReloadPending] = useState(false);

  // After a successful edit the page reloads with the stored user.
  useEffect(() => {
    if (!reloadPending) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reloadPending]);

  const save = useMutation({
    mutationFn: (newName: string) => editProfile(user.userid, newName),
    onSuccess: (answer) => {
      writeStorage(storageKeys.user, JSON.stringify(answer.user));
      setEditing(false);
      setMessage({ tone: 'success', text: PROFILE_UPDATED });
      setReloadPending(true);
    },
    onError: (error) =>
      setMessage({ tone: 'error', text: error instanceof ApiError && error.status !== 0 ? errorMessageOf(error.body, PROFILE_FAILED) : PROFILE_FAILED }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    save.mutate(name.trim());
  }

  const initial = (user.name || user.email).trim().charAt(0).toUpperCase() || '?';

  return (
    <section aria-labelledby="profile-title" className={card}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-extrabold text-white dark:bg-brand-300 dark:text-brand-950"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <h2 id="profile-title" className="text-lg font-bold">
            Profile
          </h2>
          <p className="text-sm text-zinc-700 capitalize dark:text-zinc-300">{user.role} account</p>
        </div>
      </div>

      <div className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
        <div className="py-3">
          {editing ? (
            <form noValidate onSubmit={submit} aria-label="Edit name" className="space-y-3">
              <div>
                <label htmlFor="profile-name" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
                  Name
                </label>
                <input
                  id="profile-name"
                  autoFocus
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
                />
              </div>
              <div className="flex gap-2">
                <button
                  type="submit"
                  disabled={save.isPending}
                  className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                >
                  {save.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
                  Save
                </button>
                <button
                  type="button"
                  disabled={save.isPending}
                  onClick={() => {
                    setEditing(false);
                    setName(user.name);
                    setMessage(null);
                  }}
                  className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800"
                >
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="text-sm text-zinc-600 dark:text-zinc-400">Name</p>
                <p className="truncate font-semibold">{user.name || '—'}</p>
              </div>
              <button
                type="button"
                disabled={reloadPending}
                aria-label="Edit name"
                onClick={() => {
                  setName(user.name);
                  setMessage(null);
                  setEditing(true);
                }}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950"
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </button>
            </div>
          )}
        </div>
        <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
          <ProfileRow icon={Mail} label="Email" value={user.email || 'N/A'} />
          <ProfileRow icon={Phone} label="Mobile" value={user.mobilenumber || 'N/A'} />
        </dl>
      </div>

      <div aria-live="polite" role="status" className="empty:hidden">
        {message && (
          <p
            className={`mt-2 flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold ${
              message.tone === 'error'
                ? 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300'
                : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
            }`}
          >
            {message.tone === 'error' ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {message.text}
          </p>
        )}
      </div>
    </section>
  );
}

function ProfileRow({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="relative py-3 pl-8">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">
        <Icon aria-hidden="true" className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-brand-700 dark:text-brand-300" />
        {label}
      </dt>
      <dd className="font-semibold break-all">{value}</dd>
    </div>
  );
}

function OrderOverview({ userid }: { userid: string }) {
  const summary = useQuery({ queryKey: ['order-summary', userid], queryFn: ({ signal }) => getOrderSummary(userid, signal) });
  const stats = [
    { label: 'Total Orders', value: summary.data?.total_order, tone: 'text-zinc-900 dark:text-zinc-50' },
    { label: 'Completed', value: summary.data?.completed, tone: 'text-emerald-700 dark:text-emerald-400' },
    { label: 'Refunded', value: summary.data?.refunded, tone: 'text-red-700 dark:text-red-400' },
  ];

  return (
    <section aria-labelledby="orders-title" className={card}>
      <h2 id="orders-title" className="text-lg font-bold">
        Order Overview
      </h2>
      {summary.isError ? (
        <div role="alert" className="mt-3 text-sm">
          <p className="font-medium text-red-700 dark:text-red-300">{summary.error.message}</p>
          <button
            type="button"
            onClick={() => void summary.refetch()}
            className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Try again
          </button>
        </div>
      ) : (
        <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3" aria-busy={summary.isPending}>
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-zinc-100 px-2 py-3 text-center dark:bg-zinc-800">
              <dt className="text-xs font-semibold text-zinc-700 sm:text-sm dark:text-zinc-300">{stat.label}</dt>
              <dd className={`mt-1 text-2xl font-extrabold tabular-nums ${stat.tone}`}>
                {stat.value ?? (
                  <>
                    <span className="skeleton mx-auto block h-8 w-10" aria-hidden="true" />
                    <span className="sr-only">Loading</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** For accounts that may use the reseller API (the server decides; this only hides the way in from customers). */
function ResellerApiCard() {
  const links: { to: string; label: string; icon: LucideIcon }[] = [
    { to: '/developers', label: 'API documentation', icon: BookOpen },
    { to: '/developers/keys', label: 'API keys', icon: KeyRound },
    { to: '/developers/webhooks', label: 'Webhooks', icon: Webhook },
  ];
  return (
    <section aria-labelledby="reseller-api-title" className={card}>
      <h2 id="reseller-api-title" className="flex items-center gap-2 text-lg font-bold">
        <Code aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Reseller API
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        Let your own server or bot place orders with an API key, paid from your wallet, and hear about them by webhook.
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold text-zinc-800 ring-1 ring-zinc-200 hover:bg-zinc-100 dark:text-zinc-100 dark:ring-zinc-800 dark:hover:bg-zinc-800"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountLinks() {
  const signOut = useSignOut();
  const linkClass =
    'flex min-h-14 items-center gap-3 rounded-xl px-3 font-semibold text-zinc-800 ring-1 ring-zinc-200 hover:bg-zinc-100 dark:text-zinc-100 dark:ring-zinc-800 dark:hover:bg-zinc-800';
  const links: { to: string; label: string; icon: LucideIcon }[] = [
    { to: '/orders', label: 'My Orders', icon: Receipt },
    { to: '/wallet', label: 'My Wallet', icon: Wallet },
    { to: '/referandearn', label: 'Refer & Earn', icon: Gift },
    { to: '/dashboard/players', label: 'Saved game accounts', icon: Gamepad2 },
  ];
  return (
    <nav aria-label="Your account" className={card}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
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

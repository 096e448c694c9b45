import { useQuery } from '@tanstack/react-query';
import { getOrderSummary } from '../../api/accounts';
import { CardSection } from '../../components/card-section';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { AccountLinks, ResellerApiCard } from './account-links';
import { card } from './looks';
import { NotificationsCard } from './notifications-card';
import { ProfileCard } from './profile-card';

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

function OrderOverview({ userid }: { userid: string }) {
  const summary = useQuery({ queryKey: ['order-summary', userid], queryFn: ({ signal }) => getOrderSummary(userid, signal) });
  const stats = [
    { label: 'Total Orders', value: summary.data?.total_order, tone: 'text-zinc-900 dark:text-zinc-50' },
    { label: 'Completed', value: summary.data?.completed, tone: 'text-emerald-700 dark:text-emerald-400' },
    { label: 'Refunded', value: summary.data?.refunded, tone: 'text-red-700 dark:text-red-400' },
  ];

  return (
    <CardSection titleId="orders-title" title="Order Overview" className={card}>
      {summary.isError ? (
        <LoadError message={summary.error.message} onRetry={() => void summary.refetch()} className="mt-3" />
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
    </CardSection>
  );
}

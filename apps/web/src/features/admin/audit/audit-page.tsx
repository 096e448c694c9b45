import { auditKinds, auditPageSizes } from '@shop/contract/admin';
import { getAuditLog, type AuditEntry, type AuditKind } from '../../../api/admin';
import { formatDateTime } from '../kit/admin-format';
import { DataTable, tdClass, tdWrapClass, trClass, type Column } from '../kit/data-table';
import { ClearFilters, DebouncedTextField, FilterBar, PageSizeField, SelectField } from '../kit/filter-bar';
import { CardList } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { PagedView, showingText } from '../kit/pager';
import { usePagedList } from '../kit/use-list-params';
import { AuditDetails } from './audit-details';
import { actionName } from './audit-format';

const filters = { admin: '', customer: '', kind: '' };
const kindLabels: Record<AuditKind, string> = { wallet: 'Wallet', order: 'Order', coupon: 'Coupon', user: 'User', catalogue: 'Catalogue', gallery: 'Gallery', leaderboard: 'Leaderboard', settings: 'Settings' };
const isKind = (text: string): text is AuditKind => (auditKinds as readonly string[]).includes(text);
const kindOf = (text: string): AuditKind | '' => (isKind(text) ? text : '');
const kindOptions = [{ value: '', label: 'All kinds' }, ...auditKinds.map((k) => ({ value: k, label: kindLabels[k] }))];
const muted = 'text-zinc-600 dark:text-zinc-400';
const cardClass = 'rounded-xl border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';

/** The customer, when the entry names one other than its target (a top-up's target is the customer). */
const otherCustomer = (entry: AuditEntry) => (entry.customer && entry.customer !== entry.target ? entry.customer : null);

/** An email that has to wrap should break at its @ before it breaks inside a name. */
function Email({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at <= 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

function ActionName({ action }: { action: string }) {
  const name = actionName(action);
  return (
    <>
      <span className="block font-medium">{name}</span>
      {name !== action && <span className={`block font-mono text-xs ${muted}`}>{action}</span>}
    </>
  );
}

const wrapping = `${tdWrapClass} [overflow-wrap:anywhere]`;

const columns: Column<AuditEntry>[] = [
  { header: 'When (IST)', className: `${tdClass} tabular-nums`, cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Admin', className: `${wrapping} min-w-36`, cell: (entry) => <Email text={entry.admin} /> },
  { header: 'Action', cell: (entry) => <ActionName action={entry.action} /> },
  {
    header: 'Target / Customer',
    className: `${wrapping} min-w-40`,
    cell: (entry) => {
      const customer = otherCustomer(entry);
      return (
        <>
          <span className="block">
            <Email text={entry.target} />
          </span>
          {customer && (
            <span className={`block text-xs ${muted}`}>
              Customer: <Email text={customer} />
            </span>
          )}
        </>
      );
    },
  },
  { header: 'Reason', className: `${tdWrapClass} min-w-36`, cell: (entry) => entry.reason ?? '—' },
  { header: 'What changed', className: `${tdWrapClass} min-w-52`, cell: (entry) => <AuditDetails details={entry.details} /> },
];

/**
 * /admin/audit: every admin action that changed money or data, newest first, filtered on the
 * server by admin, customer and kind. A table on a laptop; cards on a phone, where a six-column
 * table would mostly be off the screen.
 */
export function AuditPage() {
  const list = usePagedList({
    filters,
    pageSizes: auditPageSizes,
    queryKey: ['admin', 'auditlog', 'list'],
    // A kind the server does not know would only earn a 400; an old or edited link shows all.
    clean: (f) => ({ ...f, kind: kindOf(f.kind) }),
    fetch: (request, signal) => getAuditLog({ ...request, kind: kindOf(request.kind) }, signal),
  });
  const { params, setParams, query: audit } = list;
  const entries = audit.data?.entries;
  const busy = audit.isPlaceholderData;

  return (
    <>
      <PageHeader title="Audit log" description="Who changed what, when and why: wallet credits and reversals, orders, coupons and users." />
      <FilterBar label="Filter admin actions" activeCount={list.activeCount}>
        <DebouncedTextField label="Admin" className="col-span-2 sm:col-span-1 lg:w-56" placeholder="Admin email" value={params.admin} onCommit={(admin) => setParams({ admin })} />
        <DebouncedTextField label="Customer" className="col-span-2 sm:col-span-1 lg:w-56" placeholder="Customer email or id" value={params.customer} onCommit={(customer) => setParams({ customer })} />
        <SelectField label="Kind" className="lg:w-36" value={list.filters.kind} onChange={(kind) => setParams({ kind })} options={kindOptions} />
        <PageSizeField list={list} />
        <ClearFilters list={list} />
      </FilterBar>
      <PagedView list={list} totalPages={audit.data?.totalPages ?? 1} status={showingText(list.page, list.limit, audit.data?.totalItems ?? 0, 'actions')}>
        {/* Phones and tablets: one card per action. */}
        <div className="lg:hidden">
          <CardList
            label="Admin actions"
            loadingLabel="Loading admin actions"
            rows={entries}
            empty="No admin actions found."
            className="grid gap-3 sm:grid-cols-2"
            loadingClassName="grid gap-3 sm:grid-cols-2"
            skeletonClassName="skeleton h-40"
            busy={busy}
          >
            {(entry) => <AuditCard key={entry._id} entry={entry} />}
          </CardList>
        </div>
        <div className="hidden lg:block">
          <DataTable label="Audit log" busy={busy} columns={columns} rows={entries} empty="No admin actions found." rowClassName={`${trClass} [&>td]:align-top`} />
        </div>
      </PagedView>
    </>
  );
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  const customer = otherCustomer(entry);
  return (
    <li className={`${cardClass} min-w-0 text-sm`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <ActionName action={entry.action} />
        </div>
        <span className={`shrink-0 text-right text-xs tabular-nums ${muted}`}>{formatDateTime(entry.createdAt)}</span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className={muted}>Admin</dt>
        <dd className="[overflow-wrap:anywhere]">
          <Email text={entry.admin} />
        </dd>
        <dt className={muted}>Target</dt>
        <dd className="[overflow-wrap:anywhere]">
          <Email text={entry.target} />
        </dd>
        {customer && (
          <>
            <dt className={muted}>Customer</dt>
            <dd className="[overflow-wrap:anywhere]">
              <Email text={customer} />
            </dd>
          </>
        )}
        <dt className={muted}>Reason</dt>
        <dd className="break-words">{entry.reason ?? '—'}</dd>
      </dl>
      <div className="mt-2 border-t border-zinc-200 pt-2 dark:border-zinc-800">
        <p className={`mb-0.5 text-xs font-semibold ${muted}`}>What changed</p>
        <AuditDetails details={entry.details} />
      </div>
    </li>
  );
}

import { auditKinds, auditPageSizes } from '@shop/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAuditLog, type AuditEntry, type AuditKind } from '../../../api/admin';
import { formatCount, formatDateTime } from '../kit/admin-format';
import { TableFrame, tdClass, tdWrapClass, thClass, trClass } from '../kit/data-table';
import { DebouncedTextField, FilterBar, SelectField } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { FetchError, MessageRow, SkeletonRows } from '../kit/list-state';
import { Pager } from '../kit/pager';
import { limitFrom, pageFrom, useListParams } from '../kit/use-list-params';
import { AuditDetails } from './audit-details';
import { actionName } from './audit-format';

const defaults = { admin: '', customer: '', kind: '', limit: String(auditPageSizes[0]), page: '1' };
const kindLabels: Record<AuditKind, string> = { wallet: 'Wallet', order: 'Order', coupon: 'Coupon', user: 'User', catalogue: 'Catalogue', gallery: 'Gallery', leaderboard: 'Leaderboard', settings: 'Settings' };
const isKind = (text: string): text is AuditKind => (auditKinds as readonly string[]).includes(text);
const muted = 'text-zinc-600 dark:text-zinc-400';
const cardClass = 'rounded-xl border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';

/** "Showing 21 to 40 of 75 actions". */
export function auditShowingText(page: number, limit: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${formatCount(first)} to ${formatCount(last)} of ${formatCount(total)} actions`;
}

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

/**
 * /admin/audit: every admin action that changed money or data, newest first, filtered on the
 * server by admin, customer and kind. A table on a laptop; cards on a phone, where a six-column
 * table would mostly be off the screen.
 */
export function AuditPage() {
  const [params, setParams] = useListParams(defaults);
  const page = pageFrom(params.page);
  const limit = limitFrom(params.limit, auditPageSizes);
  // A kind the server does not know would only earn a 400; an old or edited link shows all.
  const kind: AuditKind | '' = isKind(params.kind) ? params.kind : '';
  const filters = { admin: params.admin, customer: params.customer, kind };

  const audit = useQuery({
    queryKey: ['admin', 'auditlog', 'list', page, limit, filters],
    queryFn: ({ signal }) => getAuditLog({ page, limit, ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  const total = audit.data?.totalItems ?? 0;
  const totalPages = audit.data?.totalPages ?? 1;
  const activeCount = Object.values(filters).filter(Boolean).length;
  const entries = audit.data?.entries ?? [];
  const busy = audit.isPlaceholderData;
  const columns = 6;

  return (
    <>
      <PageHeader title="Audit log" description="Who changed what, when and why: wallet credits and reversals, orders, coupons and users." />
      <FilterBar label="Filter admin actions" activeCount={activeCount}>
        <DebouncedTextField label="Admin" className="col-span-2 sm:col-span-1 lg:w-56" placeholder="Admin email" value={params.admin} onCommit={(admin) => setParams({ admin })} />
        <DebouncedTextField
          label="Customer"
          className="col-span-2 sm:col-span-1 lg:w-56"
          placeholder="Customer email or id"
          value={params.customer}
          onCommit={(customer) => setParams({ customer })}
        />
        <SelectField
          label="Kind"
          className="lg:w-36"
          value={kind}
          onChange={(value) => setParams({ kind: value })}
          options={[{ value: '', label: 'All kinds' }, ...auditKinds.map((k) => ({ value: k, label: kindLabels[k] }))]}
        />
        <SelectField
          label="Rows per page"
          className="lg:w-32"
          value={String(limit)}
          onChange={(value) => setParams({ limit: value })}
          options={auditPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        />
        {activeCount > 0 && (
          <button
            type="button"
            onClick={() => setParams({ admin: '', customer: '', kind: '' })}
            className="min-h-10 self-end rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
          >
            Clear filters
          </button>
        )}
      </FilterBar>

      {audit.isError && !audit.data ? (
        <FetchError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          {/* Phones and tablets: one card per action. */}
          <div className="lg:hidden">
            {audit.isPending ? (
              <div role="status" aria-busy="true" aria-label="Loading admin actions" className="grid gap-3 sm:grid-cols-2">
                {Array.from({ length: 4 }, (_, i) => (
                  <div key={i} className="skeleton h-40" />
                ))}
              </div>
            ) : entries.length === 0 ? (
              <p className={`${cardClass} px-3 py-10 text-center ${muted}`}>No admin actions found.</p>
            ) : (
              <ul aria-label="Admin actions" aria-busy={busy} className={`grid gap-3 transition-opacity sm:grid-cols-2 ${busy ? 'opacity-60' : ''}`}>
                {entries.map((entry) => (
                  <AuditCard key={entry._id} entry={entry} />
                ))}
              </ul>
            )}
          </div>

          <div className="hidden lg:block">
            <TableFrame label="Audit log" busy={busy}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>When (IST)</th>
                  <th scope="col" className={thClass}>Admin</th>
                  <th scope="col" className={thClass}>Action</th>
                  <th scope="col" className={thClass}>Target / Customer</th>
                  <th scope="col" className={thClass}>Reason</th>
                  <th scope="col" className={thClass}>What changed</th>
                </tr>
              </thead>
              <tbody>
                {audit.isPending ? (
                  <SkeletonRows colSpan={columns} />
                ) : entries.length === 0 ? (
                  <MessageRow colSpan={columns}>No admin actions found.</MessageRow>
                ) : (
                  entries.map((entry) => {
                    const customer = otherCustomer(entry);
                    return (
                      <tr key={entry._id} className={`${trClass} [&>td]:align-top`}>
                        <td className={`${tdClass} tabular-nums`}>{formatDateTime(entry.createdAt)}</td>
                        <td className={`${tdWrapClass} min-w-36 [overflow-wrap:anywhere]`}>
                          <Email text={entry.admin} />
                        </td>
                        <td className={tdClass}>
                          <ActionName action={entry.action} />
                        </td>
                        <td className={`${tdWrapClass} min-w-40 [overflow-wrap:anywhere]`}>
                          <span className="block">
                            <Email text={entry.target} />
                          </span>
                          {customer && (
                            <span className={`block text-xs ${muted}`}>
                              Customer: <Email text={customer} />
                            </span>
                          )}
                        </td>
                        <td className={`${tdWrapClass} min-w-36`}>{entry.reason ?? '—'}</td>
                        <td className={`${tdWrapClass} min-w-52`}>
                          <AuditDetails details={entry.details} />
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </TableFrame>
          </div>

          <Pager page={page} totalPages={totalPages} onPage={(p) => setParams({ page: String(p) })}>
            {auditShowingText(page, limit, total)}
          </Pager>
        </>
      )}
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

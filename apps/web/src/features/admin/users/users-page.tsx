import { userPageSizes } from '@shop/contract/accounts';
import { formatBalance } from '@shop/contract/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getUsersData, type AdminUser } from '../../../api/admin';
import { formatCount } from '../kit/admin-format';
import { TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from '../kit/data-table';
import { EditUserModal } from './edit-user-modal';
import { FilterBar, SelectField } from '../kit/filter-bar';
import { compactInputClass, Field } from '../../../components/ui/field';
import { PageHeader } from '../kit/page-header';
import { FetchError, MessageRow, SkeletonRows } from '../kit/list-state';
import { Pager } from '../kit/pager';
import { StatusChip, type Tone } from '../../../components/ui/status-chip';
import { TopUpModal } from '../wallet/top-up-modal';
import { RowButton } from '../kit/row-actions';
import { limitFrom, pageFrom, useListParams } from '../kit/use-list-params';

const roleTones: Record<AdminUser['role'], Tone> = { admin: 'brand', reseller: 'blue', user: 'grey' };

type Filters = { search: string; role: string; verified: string };

/** The users of this page that match the search (mobile number or email) and the filters. */
export function filterUsers(users: AdminUser[], { search, role, verified }: Filters): AdminUser[] {
  const text = search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (!text || (u.mobilenumber ?? '').includes(text) || u.email.toLowerCase().includes(text)) &&
      (!role || u.role === role) &&
      (!verified || u.verified === verified),
  );
}

/**
 * /admin/usersdata. The server pages (page & limit);
 * search, role and verification filter the page that is shown, in the browser.
 */
export function UsersPage() {
  const [params, setParams] = useListParams({ page: '1', limit: String(userPageSizes[0]) });
  const page = pageFrom(params.page);
  const limit = limitFrom(params.limit, userPageSizes);
  const [filters, setFilters] = useState<Filters>({ search: '', role: '', verified: '' });
  const [topUpFor, setTopUpFor] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);

  const users = useQuery({
    queryKey: ['admin', 'users', page, limit],
    queryFn: ({ signal }) => getUsersData({ page, limit }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = users.data ? filterUsers(users.data.users, filters) : [];
  const totalPages = users.data?.totalPages ?? 1;
  const filtering = Boolean(filters.search.trim() || filters.role || filters.verified);
  const columns = 9;

  return (
    <>
      <PageHeader title="Users" description="Customers, resellers and admins: roles, verification, blocks and wallet top-ups." />
      <FilterBar label="Filter users" activeCount={[filters.search.trim(), filters.role, filters.verified].filter(Boolean).length}>
        <Field compact label="Search" className="col-span-2 sm:col-span-1 lg:w-72">
          <input
            type="search"
            className={compactInputClass}
            placeholder="Mobile number or email"
            value={filters.search}
            onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
          />
        </Field>
        <SelectField
          label="Role"
          className="lg:w-36"
          value={filters.role}
          onChange={(role) => setFilters((f) => ({ ...f, role }))}
          options={[
            { value: '', label: 'All roles' },
            { value: 'admin', label: 'admin' },
            { value: 'user', label: 'user' },
            { value: 'reseller', label: 'reseller' },
          ]}
        />
        <SelectField
          label="Verification"
          className="lg:w-40"
          value={filters.verified}
          onChange={(verified) => setFilters((f) => ({ ...f, verified }))}
          options={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Verified' },
            { value: 'false', label: 'Not verified' },
          ]}
        />
        <SelectField
          label="Rows per page"
          className="lg:w-32"
          value={String(limit)}
          onChange={(value) => setParams({ limit: value })}
          options={userPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        />
      </FilterBar>

      {users.isError && !users.data ? (
        <FetchError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <TableFrame label="Users" busy={users.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>Customer ID</th>
                <th scope="col" className={thClass}>Name</th>
                <th scope="col" className={thClass}>Mobile No.</th>
                <th scope="col" className={thClass}>Email</th>
                <th scope="col" className={thClass}>Role</th>
                <th scope="col" className={thMoneyClass}>Wallet Balance</th>
                <th scope="col" className={thClass}>Verified</th>
                <th scope="col" className={thClass}>Blocked</th>
                <th scope="col" className={thClass}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.isPending ? (
                <SkeletonRows colSpan={columns} />
              ) : rows.length === 0 ? (
                <MessageRow colSpan={columns}>{filtering ? 'No users on this page match the search or filters.' : 'No users found'}</MessageRow>
              ) : (
                rows.map((u) => (
                  <tr key={u._id} className={trClass}>
                    <td className={`${tdClass} font-mono text-xs`}>{u.userid}</td>
                    <td className={`${tdClass} font-medium`}>{u.name}</td>
                    <td className={`${tdClass} tabular-nums`}>{u.mobilenumber ?? '—'}</td>
                    <td className={tdClass}>{u.email}</td>
                    <td className={tdClass}>
                      <StatusChip tone={roleTones[u.role]}>{u.role}</StatusChip>
                    </td>
                    <td className={tdMoneyClass}>{formatBalance(u.balance)}</td>
                    <td className={tdClass}>
                      <StatusChip tone={u.verified === 'true' ? 'green' : 'yellow'}>{u.verified}</StatusChip>
                    </td>
                    <td className={tdClass}>
                      <StatusChip tone={u.isBlocked === 'true' ? 'red' : 'grey'}>{u.isBlocked}</StatusChip>
                    </td>
                    <td className={tdClass}>
                      <div className="flex gap-1.5">
                        <RowButton subject={`for ${u.email}`} onClick={() => setTopUpFor(u)}>
                          Top-Up
                        </RowButton>
                        <RowButton subject={u.email} onClick={() => setEditing(u)}>
                          Edit
                        </RowButton>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </TableFrame>
          <Pager page={page} totalPages={totalPages} onPage={(p) => setParams({ page: String(p) })}>
            <span className="font-semibold">
              Page {page} of {totalPages}
            </span>
            <span className="mx-2 text-zinc-400" aria-hidden="true">
              |
            </span>
            <span>Total Rows: {formatCount(users.data?.totalCount ?? 0)}</span>
            {filtering && users.data && <span className="ml-2 text-zinc-600 dark:text-zinc-400">({rows.length} shown on this page)</span>}
          </Pager>
        </>
      )}

      {topUpFor && <TopUpModal user={topUpFor} onClose={() => setTopUpFor(null)} />}
      {editing && <EditUserModal user={editing} onClose={closeEdit} />}
    </>
  );
}

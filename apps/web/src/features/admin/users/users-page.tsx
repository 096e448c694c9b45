import { userPageSizes } from '@shop/contract/accounts';
import { formatBalance } from '@shop/contract/money';
import { useCallback, useState } from 'react';
import { getUsersData, type AdminUser } from '../../../api/admin';
import { StatusChip, type Tone } from '../../../components/ui/status-chip';
import { formatCount } from '../kit/admin-format';
import { DataTable, tdClass, type Column } from '../kit/data-table';
import { FilterBar, PageSizeField, SearchField, SelectField } from '../kit/filter-bar';
import { PageHeader } from '../kit/page-header';
import { PagedView } from '../kit/pager';
import { RowButton } from '../kit/row-actions';
import { usePagedList } from '../kit/use-list-params';
import { TopUpModal } from '../wallet/top-up-modal';
import { EditUserModal } from './edit-user-modal';

const roleTones: Record<AdminUser['role'], Tone> = { admin: 'brand', reseller: 'blue', user: 'grey' };

type Filters = { search: string; role: string; verified: string };

const roleOptions = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'admin' },
  { value: 'user', label: 'user' },
  { value: 'reseller', label: 'reseller' },
];
const verifiedOptions = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not verified' },
];

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

const columns: Column<AdminUser>[] = [
  { header: 'Customer ID', className: `${tdClass} font-mono text-xs`, cell: (u) => u.userid },
  { header: 'Name', className: `${tdClass} font-medium`, cell: (u) => u.name },
  { header: 'Mobile No.', className: `${tdClass} tabular-nums`, cell: (u) => u.mobilenumber ?? '—' },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Role', cell: (u) => <StatusChip tone={roleTones[u.role]}>{u.role}</StatusChip> },
  { header: 'Wallet Balance', money: true, cell: (u) => formatBalance(u.balance) },
  { header: 'Verified', cell: (u) => <StatusChip tone={u.verified === 'true' ? 'green' : 'yellow'}>{u.verified}</StatusChip> },
  { header: 'Blocked', cell: (u) => <StatusChip tone={u.isBlocked === 'true' ? 'red' : 'grey'}>{u.isBlocked}</StatusChip> },
];

/**
 * /admin/usersdata. The server pages (page & limit);
 * search, role and verification filter the page that is shown, in the browser.
 */
export function UsersPage() {
  const list = usePagedList({ filters: {}, pageSizes: userPageSizes, queryKey: ['admin', 'users'], fetch: getUsersData });
  const users = list.query;
  const [filters, setFilters] = useState<Filters>({ search: '', role: '', verified: '' });
  const [topUpFor, setTopUpFor] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const rows = users.data && filterUsers(users.data.users, filters);
  const totalPages = users.data?.totalPages ?? 1;
  const filtering = Boolean(filters.search.trim() || filters.role || filters.verified);
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));

  const actions: Column<AdminUser> = {
    header: 'Actions',
    cell: (u) => (
      <div className="flex gap-1.5">
        <RowButton subject={`for ${u.email}`} onClick={() => setTopUpFor(u)}>
          Top-Up
        </RowButton>
        <RowButton subject={u.email} onClick={() => setEditing(u)}>
          Edit
        </RowButton>
      </div>
    ),
  };

  return (
    <>
      <PageHeader title="Users" description="Customers, resellers and admins: roles, verification, blocks and wallet top-ups." />
      <FilterBar label="Filter users" activeCount={[filters.search.trim(), filters.role, filters.verified].filter(Boolean).length}>
        <SearchField className="lg:w-72" placeholder="Mobile number or email" value={filters.search} onChange={(search) => set({ search })} />
        <SelectField label="Role" className="lg:w-36" value={filters.role} onChange={(role) => set({ role })} options={roleOptions} />
        <SelectField label="Verification" className="lg:w-40" value={filters.verified} onChange={(verified) => set({ verified })} options={verifiedOptions} />
        <PageSizeField list={list} />
      </FilterBar>
      <PagedView
        list={list}
        totalPages={totalPages}
        status={
          <>
            <span className="font-semibold">
              Page {list.page} of {totalPages}
            </span>
            <span className="mx-2 text-zinc-400" aria-hidden="true">
              |
            </span>
            <span>Total Rows: {formatCount(users.data?.totalCount ?? 0)}</span>
            {filtering && rows && <span className="ml-2 text-zinc-600 dark:text-zinc-400">({rows.length} shown on this page)</span>}
          </>
        }
      >
        <DataTable
          label="Users"
          busy={users.isPlaceholderData}
          columns={[...columns, actions]}
          rows={rows}
          empty={filtering ? 'No users on this page match the search or filters.' : 'No users found'}
        />
      </PagedView>

      {topUpFor && <TopUpModal user={topUpFor} onClose={() => setTopUpFor(null)} />}
      {editing && <EditUserModal user={editing} onClose={closeEdit} />}
    </>
  );
}

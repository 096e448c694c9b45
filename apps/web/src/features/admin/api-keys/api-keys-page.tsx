import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { adminRevokeApiKey, getAdminApiKeys, type AdminApiKey } from '../../../api/reseller-api';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column, type DeleteAction } from '../kit/admin-list';
import { formatDateTime } from '../kit/admin-format';
import { tdClass } from '../kit/data-table';
import { FilterBar, SearchField, SelectField } from '../kit/filter-bar';
import { refusal, withReason } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';

const apiKeysKey = ['admin', 'api-keys'];

type Filters = { search: string; status: '' | 'active' | 'revoked' };

/** The keys that match the search (owner's name, email or customer id, or the key's name or prefix) and the status. */
export function filterKeys(keys: AdminApiKey[], { search, status }: Filters): AdminApiKey[] {
  const text = search.trim().toLowerCase();
  return keys.filter(
    (k) =>
      (!text || [k.owner.name, k.owner.email, String(k.owner.userid), k.name, k.prefix].some((field) => field.toLowerCase().includes(text))) &&
      (!status || (status === 'revoked') === Boolean(k.revokedAt)),
  );
}

const columns: Column<AdminApiKey>[] = [
  {
    header: 'Owner',
    cell: (k) => (
      <>
        <span className="font-semibold">{k.owner.name || '—'}</span>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">
          {k.owner.email} · #{k.owner.userid} · {k.owner.role}
        </span>
      </>
    ),
  },
  { header: 'Key', cell: (k) => k.name },
  { header: 'Kind', cell: (k) => <StatusChip tone={k.kind === 'live' ? 'green' : 'blue'}>{k.kind === 'live' ? 'Live' : 'Test'}</StatusChip> },
  { header: 'Prefix', className: `${tdClass} font-mono text-xs`, cell: (k) => `${k.prefix}…` },
  { header: 'Created', cell: (k) => formatDateTime(k.createdAt) },
  { header: 'Last used', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
  {
    header: 'Revoked',
    cell: (k) => (k.revokedAt ? <StatusChip tone="red">{formatDateTime(k.revokedAt)}</StatusChip> : <StatusChip tone="green">Active</StatusChip>),
  },
];

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'revoked', label: 'Revoked' },
];

const revoke: DeleteAction<AdminApiKey> = {
  verb: 'Revoke',
  busyLabel: 'Revoking...',
  applies: (k) => !k.revokedAt,
  mutationFn: (k) => adminRevokeApiKey(k.id),
  refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  errorText: (error) => withReason('Failed to revoke the key.', refusal(error)),
  title: (k) => `Revoke the key ${k.name}?`,
  description: (k) => (
    <p>
      {k.owner.name || k.owner.email}’s calls with <span className="font-mono">{k.prefix}…</span> are refused from now on. They will need a new key. This cannot
      be undone.
    </p>
  ),
};

/** /admin/api-keys: every reseller's API keys, and Revoke for one that leaked or is misused. */
export function ApiKeysPage() {
  const [filters, setFilters] = useState<Filters>({ search: '', status: '' });
  const select = useCallback((answer: { keys: AdminApiKey[] }) => filterKeys(answer.keys, filters), [filters]);
  const keys = useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => getAdminApiKeys(signal), select });


  return (
    <>
      <PageHeader title="API keys" description="Every reseller's keys for the reseller API: who owns each, when it was last used, and Revoke." />
      <FilterBar label="Filter keys" activeCount={[filters.search.trim(), filters.status].filter(Boolean).length}>
        <SearchField className="lg:w-72" placeholder="Owner, email, key name or prefix" value={filters.search} onChange={(search) => setFilters((f) => ({ ...f, search }))} />
        <SelectField label="Status" className="lg:w-36" value={filters.status} onChange={(status) => setFilters((f) => ({ ...f, status: status as Filters['status'] }))} options={statusOptions} />
      </FilterBar>
      <AdminList
        label="API keys"
        query={keys}
        columns={columns}
        rowName={(k) => `${k.name} of ${k.owner.email}`}
        empty={filters.search.trim() || filters.status ? 'No keys match the search or filter.' : 'No API keys yet'}
        loadingRows={4}
        remove={revoke}
      />
    </>
  );
}

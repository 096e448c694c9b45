import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { adminRevokeApiKey, getAdminApiKeys, type AdminApiKey } from '../../../api/reseller-api';
import { useToast } from '../../../components/toast';
import { compactInputClass, Field } from '../../../components/ui/field';
import { StatusChip } from '../../../components/ui/status-chip';
import { AdminList, type Column } from '../kit/admin-list';
import { formatDateTime } from '../kit/admin-format';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { tdClass } from '../kit/data-table';
import { FilterBar, SelectField } from '../kit/filter-bar';
import { refusal, withReason } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';
import { RowButton } from '../kit/row-actions';

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

/** /admin/api-keys: every reseller's API keys, and Revoke for one that leaked or is misused. */
export function ApiKeysPage() {
  const [filters, setFilters] = useState<Filters>({ search: '', status: '' });
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const select = useCallback((answer: { keys: AdminApiKey[] }) => filterKeys(answer.keys, filters), [filters]);
  const keys = useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => getAdminApiKeys(signal), select });

  const revoke = useMutation({
    mutationFn: (key: AdminApiKey) => adminRevokeApiKey(key.id),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
    onError: (error) => toast(withReason('Failed to revoke the key.', refusal(error)), { tone: 'error' }),
  });

  const columns = useMemo<Column<AdminApiKey>[]>(
    () => [
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
      {
        header: 'Actions',
        cell: (k) =>
          k.revokedAt ? (
            <span className="text-zinc-500 dark:text-zinc-400">—</span>
          ) : (
            <RowButton tone="danger" subject={`${k.name} of ${k.owner.email}`} onClick={() => setRevoking(k)}>
              Revoke
            </RowButton>
          ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="API keys" description="Every reseller's keys for the reseller API: who owns each, when it was last used, and Revoke." />
      <FilterBar label="Filter keys" activeCount={[filters.search.trim(), filters.status].filter(Boolean).length}>
        <Field compact label="Search" className="col-span-2 sm:col-span-1 lg:w-72">
          <input
            type="search"
            className={compactInputClass}
            placeholder="Owner, email, key name or prefix"
            value={filters.search}
            onChange={(e) => setFilters((f) => ({ ...f, search: e.target.value }))}
          />
        </Field>
        <SelectField
          label="Status"
          className="lg:w-36"
          value={filters.status}
          onChange={(status) => setFilters((f) => ({ ...f, status: status as Filters['status'] }))}
          options={[
            { value: '', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'revoked', label: 'Revoked' },
          ]}
        />
      </FilterBar>
      <AdminList
        label="API keys"
        query={keys}
        columns={columns}
        rowKey={(k) => k.id}
        rowName={(k) => k.name}
        empty={filters.search.trim() || filters.status ? 'No keys match the search or filter.' : 'No API keys yet'}
        loadingRows={4}
        dimWhileRefetching
      />
      {revoking && (
        <ConfirmDialog
          open
          title={`Revoke the key ${revoking.name}?`}
          description={
            <p>
              {revoking.owner.name || revoking.owner.email}’s calls with <span className="font-mono">{revoking.prefix}…</span> are refused from now on. They
              will need a new key. This cannot be undone.
            </p>
          }
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          danger
          busy={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={() => revoke.mutate(revoking)}
        />
      )}
    </>
  );
}

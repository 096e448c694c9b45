import { createApiKeyRequest, MAX_API_KEYS, type ApiKeyKind } from '@shop/contract/reseller-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { createApiKey, getApiKeys, revokeApiKey, type ApiKey } from '../../api/reseller-api';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Field, fieldProps, inputClass } from '../../components/ui/field';
import { FormMessage } from '../../components/ui/form-message';
import { StatusChip } from '../../components/ui/status-chip';
import { ConfirmDialog } from './confirm-dialog';
import { formatDateTime } from './developer-format';
import { DeveloperPage, Panel, PanelList } from './developer-page';
import { keysKey, updateList } from './developer-queries';
import { contractResolver } from '../../components/contract-resolver';
import { SecretPanel } from './secret-panel';
import { useCreateOnce } from './use-create-once';

type KeyValues = { name: string; kind: ApiKeyKind };
type KeysAnswer = { keys: ApiKey[] };

const keyResolver = contractResolver<KeyValues, typeof createApiKeyRequest>(createApiKeyRequest, (values) => values);

const kinds: { value: ApiKeyKind; label: string; description: string }[] = [
  { value: 'live', label: 'Live', description: 'Places real orders and pays for them from your wallet.' },
  { value: 'test', label: 'Test', description: 'Checks and prices an order, then keeps nothing and moves no money.' },
];

/** Puts a changed or new key into the cached list, so that it shows before the list is fetched again. */
function withKey(answer: KeysAnswer, key: ApiKey): KeysAnswer {
  const known = answer.keys.some((k) => k.id === key.id);
  return { keys: known ? answer.keys.map((k) => (k.id === key.id ? key : k)) : [key, ...answer.keys] };
}

const newKeyNote = (name: string) =>
  `Copy the key "${name}" now and keep it on your server. You will not see it again: the shop keeps only a fingerprint of it. If you lose it, create another and revoke this one.`;

/** /developers/keys: the reseller's API keys: create (the secret shown once), list and revoke. */
export function KeysPage() {
  const keys = useQuery({ queryKey: keysKey, queryFn: ({ signal }) => getApiKeys(signal) });
  // The new key's secret, in this page's state only: leaving the page forgets it for good.
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <DeveloperPage
      title="API keys"
      intro={
        <>
          Keys let your own server or bot call the <Link to="/developers" className="font-semibold text-brand-700 underline dark:text-brand-300">reseller API</Link>. Keep
          them on your server: the API refuses calls made from a browser.
        </>
      }
      query={keys}
    >
      {created && <SecretPanel title="Your new key" secret={created.secret} copyLabel="your new key" note={newKeyNote(created.name)} onDone={() => setCreated(null)} />}
      <CreateKeyForm activeKeys={keys.data?.keys.filter((k) => !k.revokedAt).length ?? 0} onCreated={setCreated} />
      <KeyList keys={keys.data?.keys} />
    </DeveloperPage>
  );
}

function CreateKeyForm({ activeKeys, onCreated }: { activeKeys: number; onCreated: (created: { name: string; secret: string }) => void }) {
  const form = useForm<KeyValues, unknown, { name: string; kind: ApiKeyKind }>({ defaultValues: { name: '', kind: 'live' }, resolver: keyResolver });
  const nameError = form.formState.errors.name?.message;
  const full = activeKeys >= MAX_API_KEYS;
  const create = useCreateOnce({
    mutationFn: createApiKey,
    onCreated: (answer, queryClient) => {
      onCreated({ name: answer.key.name, secret: answer.secret });
      updateList<KeysAnswer>(queryClient, keysKey, (old) => withKey(old, answer.key));
    },
    reset: () => form.reset(),
  });

  return (
    <Panel id="new-key-title" title="Create a key">
      {full ? (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          You have {MAX_API_KEYS} keys, the most an account may hold. Revoke one you no longer use to create another.
        </p>
      ) : (
        <form
          noValidate
          aria-label="Create a key"
          className="mt-3 space-y-4"
          onSubmit={form.handleSubmit(create.submit)}
        >
          <Field id="key-name" label="Name" error={nameError} hint="To recognise the key later, e.g. “Telegram bot” or “Shop server”.">
            <input {...fieldProps('key-name', nameError, true)} autoComplete="off" maxLength={80} className={inputClass} {...form.register('name')} />
          </Field>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">Kind</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {kinds.map((kind) => (
                <label
                  key={kind.value}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-zinc-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-zinc-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-500/10"
                >
                  <input type="radio" value={kind.value} className="mt-0.5 size-5 shrink-0 accent-brand-700" {...form.register('kind')} />
                  <span className="min-w-0">
                    <span className="block font-semibold">{kind.label}</span>
                    <span className="block text-sm text-zinc-700 dark:text-zinc-300">{kind.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {create.formError && <FormMessage tone="error">{create.formError}</FormMessage>}
          <div className="flex justify-end">
            <Button type="submit" variant="primary" busy={create.busy} busyLabel="Creating..." className="w-full sm:w-auto">
              <KeyRound aria-hidden="true" className="size-4" />
              Create key
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}

function KeyList({ keys }: { keys: ApiKey[] | undefined }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: (answer) => {
      updateList<KeysAnswer>(queryClient, keysKey, (old) => withKey(old, answer.key));
      toast(answer.message, { tone: 'success' });
      setRevoking(null);
    },
  });

  // Keys in use first; the revoked ones stay listed below them, to tell what a lost key was.
  const sorted = keys ? [...keys.filter((k) => !k.revokedAt), ...keys.filter((k) => k.revokedAt)] : undefined;

  return (
    <Panel id="keys-title" title="Your keys">
      <PanelList
        label="Your keys"
        loadingText="Loading your keys…"
        placeholders={['skeleton h-24 w-full', 'skeleton h-24 w-full']}
        items={sorted}
        empty="No keys yet. Create a test key first to try the API without spending."
      >
        {(key) => <KeyItem key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />}
      </PanelList>

      {revoking && (
        <ConfirmDialog
          title={`Revoke the key “${revoking.name}”?`}
          description={
            <p>
              Calls made with <code className="font-mono break-all">{revoking.prefix}…</code> are refused from now on. This cannot be undone: a server still
              using it needs a new key.
            </p>
          }
          confirmLabel="Revoke key"
          busyLabel="Revoking..."
          busy={revoke.isPending}
          error={revoke.isError ? revoke.error.message : null}
          onConfirm={() => revoke.mutate(revoking)}
          onClose={() => {
            revoke.reset();
            setRevoking(null);
          }}
        />
      )}
    </Panel>
  );
}

function KeyItem({ apiKey: key, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const revoked = Boolean(key.revokedAt);
  const nameId = useId();
  return (
    <li aria-labelledby={nameId} className={`rounded-xl border p-3 ${revoked ? 'border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950/40' : 'border-zinc-300 dark:border-zinc-700'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={nameId} className="min-w-0 font-semibold break-words">
          {key.name}
        </h3>
        <StatusChip tone={key.kind === 'live' ? 'green' : 'blue'}>{key.kind === 'live' ? 'Live' : 'Test'}</StatusChip>
        {revoked && <StatusChip tone="red">Revoked</StatusChip>}
      </div>
      <p className="mt-1">
        <span className="sr-only">Starts with </span>
        <code className="font-mono text-sm break-all text-zinc-800 dark:text-zinc-200">{key.prefix}…</code>
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
        <div>
          <dt className="inline text-zinc-600 dark:text-zinc-400">Created </dt>
          <dd className="inline font-medium">{formatDateTime(key.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline text-zinc-600 dark:text-zinc-400">Last used </dt>
          <dd className="inline font-medium">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'}</dd>
        </div>
        {key.revokedAt && (
          <div>
            <dt className="inline text-zinc-600 dark:text-zinc-400">Revoked </dt>
            <dd className="inline font-medium">{formatDateTime(key.revokedAt)}</dd>
          </div>
        )}
      </dl>
      {!revoked && (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={onRevoke}
            aria-label={`Revoke ${key.name}`}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-red-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50 sm:w-auto dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
          >
            Revoke
          </button>
        </div>
      )}
    </li>
  );
}

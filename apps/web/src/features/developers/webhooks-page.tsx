import { formatRupees } from '@shop/contract/money';
import { MAX_WEBHOOK_ENDPOINTS } from '@shop/contract/reseller-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { deleteWebhook, getWebhooks, getWebhookSecret, sendTestWebhook, type WebhookEndpoint } from '../../api/reseller-api';
import { useToast } from '../../components/toast';
import { StatusChip } from '../../components/ui/status-chip';
import { ConfirmDialog } from './confirm-dialog';
import { DeliveryLog } from './delivery-log';
import { formatDateTime } from './developer-format';
import { DeveloperPage, LoadError, Panel, PanelList } from './developer-page';
import { deliveriesKey, updateList, webhookSecretKey, webhooksKey } from './developer-queries';
import { SecretPanel } from './secret-panel';
import { CreateWebhookForm, EditWebhookDialog } from './webhook-form';

type EndpointsAnswer = { endpoints: WebhookEndpoint[] };

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-zinc-300 px-3 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800';
const dangerClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40';
const linkClass = 'font-semibold text-brand-700 underline dark:text-brand-300';

const createdNote = (url: string) =>
  `Events to ${url} carry a Shop-Signature made with this secret; your receiver checks it. Copy it now: this panel shows it once (“Show signing secret” on the endpoint fetches it again).`;

/** /developers/webhooks: the addresses that hear about orders, their secrets and delivery logs. */
export function WebhooksPage() {
  const endpoints = useQuery({ queryKey: webhooksKey, queryFn: ({ signal }) => getWebhooks(signal) });
  // The new endpoint's secret, in this page's state only: leaving the page forgets it.
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const list = endpoints.data?.endpoints;

  return (
    <DeveloperPage
      title="Webhooks"
      intro={
        <>
          The shop tells your server when an order is paid, completed, refunded or needs attention, and when your balance runs low. See{' '}
          <Link to="/developers#webhooks" className={linkClass}>
            how to receive them
          </Link>
          .
        </>
      }
      query={endpoints}
    >
      {created && <SecretPanel title="Your endpoint's signing secret" secret={created.secret} copyLabel="the signing secret" note={createdNote(created.url)} onDone={() => setCreated(null)} />}
      <Panel id="new-endpoint-title" title="Add an endpoint">
        {list && list.length >= MAX_WEBHOOK_ENDPOINTS ? (
          <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            You have {MAX_WEBHOOK_ENDPOINTS} endpoints, the most an account may have. Delete one to add another.
          </p>
        ) : (
          <CreateWebhookForm onCreated={setCreated} />
        )}
      </Panel>
      <Panel id="endpoints-title" title="Your endpoints">
        <PanelList label="Your endpoints" loadingText="Loading your endpoints…" placeholders={['skeleton h-28 w-full']} items={list} empty="No endpoints yet.">
          {(endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />}
        </PanelList>
      </Panel>
    </DeveloperPage>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const titleId = useId();
  const logId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showSecret, setShowSecret] = useState(false);
  const [showLog, setShowLog] = useState(false);

  const test = useMutation({
    mutationFn: () => sendTestWebhook(endpoint.id),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) });
    },
    onError: (error) => toast(error.message, { tone: 'error' }),
  });

  const remove = useMutation({
    mutationFn: () => deleteWebhook(endpoint.id),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      setDeleting(false);
      updateList<EndpointsAnswer>(queryClient, webhooksKey, (old) => ({ endpoints: old.endpoints.filter((e) => e.id !== endpoint.id) }));
    },
  });

  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-zinc-300 p-3 dark:border-zinc-700">
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={titleId} className="min-w-0 flex-1 basis-56 font-mono text-sm font-semibold break-all">
          {endpoint.url}
        </h3>
        <StatusChip tone={endpoint.enabled ? 'green' : 'grey'}>{endpoint.enabled ? 'Enabled' : 'Paused'}</StatusChip>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
        <div>
          <dt className="inline text-zinc-600 dark:text-zinc-400">Low-balance alert </dt>
          <dd className="inline font-medium">{endpoint.lowBalance === null ? 'off' : `below ${formatRupees(endpoint.lowBalance)}`}</dd>
        </div>
        <div>
          <dt className="inline text-zinc-600 dark:text-zinc-400">Added </dt>
          <dd className="inline font-medium">{formatDateTime(endpoint.createdAt)}</dd>
        </div>
      </dl>

      <div role="group" aria-label={`Actions for ${endpoint.url}`} className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <button type="button" className={actionClass} onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" className={actionClass} disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? 'Sending...' : 'Send test event'}
        </button>
        <button type="button" className={actionClass} aria-expanded={showSecret} onClick={() => setShowSecret((v) => !v)}>
          {showSecret ? 'Hide signing secret' : 'Show signing secret'}
        </button>
        <button type="button" className={actionClass} aria-expanded={showLog} aria-controls={showLog ? logId : undefined} onClick={() => setShowLog((v) => !v)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </button>
        <button type="button" className={`${dangerClass} col-span-2 sm:col-span-1`} onClick={() => setDeleting(true)}>
          Delete
        </button>
      </div>

      {showSecret && <EndpointSecret endpointId={endpoint.id} onHide={() => setShowSecret(false)} />}
      {showLog && <DeliveryLog endpointId={endpoint.id} id={logId} />}

      {editing && <EditWebhookDialog endpoint={endpoint} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this endpoint?"
          description={
            <p>
              No more events go to <span className="font-mono break-all">{endpoint.url}</span>. This cannot be undone.
            </p>
          }
          confirmLabel="Delete endpoint"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={remove.isError ? remove.error.message : null}
          onConfirm={() => remove.mutate()}
          onClose={() => {
            remove.reset();
            setDeleting(false);
          }}
        />
      )}
    </li>
  );
}

/** The endpoint's signing secret, fetched when asked for and dropped from the cache once hidden. */
function EndpointSecret({ endpointId, onHide }: { endpointId: string; onHide: () => void }) {
  const secret = useQuery({ queryKey: webhookSecretKey(endpointId), queryFn: ({ signal }) => getWebhookSecret(endpointId, signal), gcTime: 0, staleTime: 0 });
  if (secret.isError) {
    return (
      <div className="mt-3">
        <LoadError error={secret.error} onRetry={() => void secret.refetch()} />
      </div>
    );
  }
  if (!secret.data) {
    return (
      <p role="status" className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">
        Fetching the signing secret…
      </p>
    );
  }
  return (
    <div className="mt-3">
      <SecretPanel
        title="Signing secret"
        secret={secret.data.secret}
        copyLabel="the signing secret"
        note="Your receiver checks each event's Shop-Signature header with this secret. Keep it on your server, never in a web page or an app."
        doneLabel="Hide"
        level={4}
        onDone={onHide}
      />
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { getWebhookDeliveries, resendWebhookDelivery, type WebhookDelivery } from '../../api/reseller-api';
import { useToast } from '../../components/toast';
import { StatusChip, type Tone } from '../../components/ui/status-chip';
import { formatAttemptTime, formatDateTime } from './developer-format';
import { LoadError } from './developer-page';
import { deliveriesKey } from './developer-queries';

const statusTones: Record<WebhookDelivery['status'], { tone: Tone; label: string }> = {
  pending: { tone: 'yellow', label: 'Pending' },
  sent: { tone: 'green', label: 'Sent' },
  failed: { tone: 'red', label: 'Failed' },
};

const smallButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-zinc-300 px-3 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800';

/** The payload as sent, indented when it is JSON (it always should be). */
function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** An endpoint's last deliveries, each with its attempts, and Resend. */
export function DeliveryLog({ endpointId, id }: { endpointId: string; id: string }) {
  const headingId = useId();
  const deliveries = useQuery({ queryKey: deliveriesKey(endpointId), queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal), staleTime: 0 });

  return (
    <section id={id} aria-labelledby={headingId} className="mt-3 rounded-xl bg-zinc-50 p-3 dark:bg-zinc-950/50">
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="font-bold">
          Delivery log
        </h4>
        <button type="button" className={smallButtonClass} disabled={deliveries.isFetching} onClick={() => void deliveries.refetch()} aria-label="Refresh the delivery log">
          <RefreshCw aria-hidden="true" className={`size-4 ${deliveries.isFetching ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      </div>
      {deliveries.isError && !deliveries.data ? (
        <div className="mt-2">
          <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
        </div>
      ) : !deliveries.data ? (
        <div role="status" aria-live="polite" className="mt-2 space-y-2">
          <span className="sr-only">Loading the delivery log…</span>
          <div aria-hidden="true" className="skeleton h-20 w-full" />
        </div>
      ) : deliveries.data.deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">No deliveries yet. Send a test event to see one here.</p>
      ) : (
        <ol aria-label="Deliveries" className="mt-2 space-y-2">
          {deliveries.data.deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} endpointId={endpointId} delivery={delivery} />
          ))}
        </ol>
      )}
    </section>
  );
}

function DeliveryItem({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const titleId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = statusTones[delivery.status];

  const resend = useMutation({
    mutationFn: () => resendWebhookDelivery(delivery.id),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    },
    onError: (error) => toast(error.message, { tone: 'error' }),
  });

  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h5 id={titleId} className="font-mono font-semibold break-all">
          {delivery.type}
          <span className="sr-only">, {formatDateTime(delivery.createdAt)}</span>
        </h5>
        <StatusChip tone={status.tone}>{status.label}</StatusChip>
        <span className="text-zinc-600 dark:text-zinc-400">{formatDateTime(delivery.createdAt)}</span>
      </div>
      {delivery.orderId && (
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">
          Order <span className="font-mono break-all">{delivery.orderId}</span>
        </p>
      )}
      {delivery.status === 'pending' && delivery.nextAttemptAt && <p className="mt-1 text-zinc-700 dark:text-zinc-300">Next try {formatDateTime(delivery.nextAttemptAt)}</p>}

      {delivery.attempts.length === 0 ? (
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">Not tried yet.</p>
      ) : (
        <ol aria-label="Attempts" className="mt-2 divide-y divide-zinc-200 rounded-lg ring-1 ring-zinc-200 dark:divide-zinc-800 dark:ring-zinc-800">
          {delivery.attempts.map((attempt, index) => {
            const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
            return (
              <li key={`${attempt.at}-${index}`} className="px-2.5 py-2">
                <div className="flex flex-wrap gap-x-3 gap-y-0.5">
                  <span className="text-zinc-600 dark:text-zinc-400">{formatAttemptTime(attempt.at)}</span>
                  <span className={`font-semibold ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-300'}`}>
                    {attempt.status === null ? 'No answer' : `HTTP ${attempt.status}`}
                  </span>
                  <span className="tabular-nums text-zinc-600 dark:text-zinc-400">{attempt.ms} ms</span>
                </div>
                {attempt.answer && <p className="mt-1 font-mono text-xs break-all whitespace-pre-wrap text-zinc-800 dark:text-zinc-200">{attempt.answer}</p>}
              </li>
            );
          })}
        </ol>
      )}

      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        <details className="min-w-0 flex-1 basis-48">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 dark:text-brand-300">Payload</summary>
          <pre tabIndex={0} className="mt-1 max-h-64 overflow-auto rounded-lg bg-zinc-100 p-2 text-xs dark:bg-zinc-950">
            <code>{prettyPayload(delivery.payload)}</code>
          </pre>
        </details>
        <button
          type="button"
          className={smallButtonClass}
          disabled={resend.isPending}
          aria-label={`Resend ${delivery.type} of ${formatDateTime(delivery.createdAt)}`}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Resending...' : 'Resend'}
        </button>
      </div>
    </li>
  );
}

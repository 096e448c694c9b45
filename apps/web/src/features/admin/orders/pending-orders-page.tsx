import { formatRupees } from '@shop/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flag, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { getPendingOrders, updateOrder, type AdminOrder, type OrderDecision } from '../../../api/admin';
import { useToast } from '../../../components/toast';
import { formatAge, formatDateTime } from '../kit/admin-format';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { TableFrame, tdClass, tdMoneyClass, thClass, thMoneyClass, trClass } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { FetchError, MessageRow, SkeletonRows } from '../kit/list-state';
import { serverMessageOf } from '../kit/server-message';
import { inputClass } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';

/** Manual products are delivered within 30 minutes (spec accounts-money-admin 9): older ones are late. */
const LATE_AFTER_MS = 30 * 60_000;

const actionButton = {
  Completed: 'border-emerald-600 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-300 dark:hover:bg-emerald-950/40',
  Refunded: 'border-red-600 text-red-800 hover:bg-red-50 dark:border-red-500 dark:text-red-300 dark:hover:bg-red-950/40',
  Cancelled: 'border-zinc-400 text-zinc-800 hover:bg-zinc-100 dark:border-zinc-600 dark:text-zinc-200 dark:hover:bg-zinc-800',
} as const;

/** The time now, moved on every half minute so that ages stay true. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

function decisionText(order: AdminOrder, status: OrderDecision) {
  const price = formatRupees(order.value);
  switch (status) {
    case 'Completed':
      return { title: `Complete order ${order.orderid}?`, effect: 'The customer sees the order as Completed (delivered).', confirm: 'Mark Completed', danger: false };
    case 'Refunded':
      return {
        title: `Refund order ${order.orderid}?`,
        effect: `The price, ${price}, goes back to the customer's wallet (${order.useremail}) and the order becomes Refunded.`,
        confirm: `Refund ${price}`,
        danger: true,
      };
    case 'Cancelled':
      return {
        title: `Cancel order ${order.orderid}?`,
        effect: 'The order becomes Cancelled and no money goes back. If the customer paid and gets nothing, refund instead.',
        confirm: 'Cancel order',
        danger: true,
      };
  }
}

/** /admin/orders: orders waiting for an admin (manual products), to complete, refund or cancel. */
export function PendingOrdersPage() {
  const pending = useQuery({ queryKey: ['admin', 'pending'], queryFn: ({ signal }) => getPendingOrders(signal), refetchInterval: 30_000 });
  const now = useNow(30_000);
  const [decision, setDecision] = useState<{ order: AdminOrder; status: OrderDecision } | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();

  const decide = useMutation({
    mutationFn: updateOrder,
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      setDecision(null);
    },
    onError: (error) => toast(serverMessageOf(error) ?? error.message, { tone: 'error' }),
    // Another admin may have moved the order meanwhile: the list is fetched again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });

  function open(order: AdminOrder, status: OrderDecision) {
    decide.reset();
    setReason('');
    setDecision({ order, status });
  }

  const text = decision ? decisionText(decision.order, decision.status) : null;
  const columns = 7;

  return (
    <>
      <PageHeader
        title="Pending Orders"
        description="Paid orders waiting for delivery by hand. Complete, refund or cancel each one."
        actions={
          <Button size="sm" onClick={() => void pending.refetch()}>
            <RefreshCw aria-hidden="true" className={`size-4 ${pending.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      />
      {pending.isError && !pending.data ? (
        <FetchError error={pending.error} onRetry={() => void pending.refetch()} />
      ) : (
        <TableFrame label="Pending orders">
          <thead>
            <tr>
              <th scope="col" className={thClass}>Order Id</th>
              <th scope="col" className={thClass}>Product · Pack</th>
              <th scope="col" className={thClass}>Player</th>
              <th scope="col" className={thMoneyClass}>Price</th>
              <th scope="col" className={thClass}>Customer</th>
              <th scope="col" className={thClass}>Age</th>
              <th scope="col" className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {pending.isPending ? (
              <SkeletonRows colSpan={columns} rows={4} />
            ) : pending.data.length === 0 ? (
              <MessageRow colSpan={columns}>No pending orders.</MessageRow>
            ) : (
              pending.data.map((order) => {
                const late = now - new Date(order.createdAt).getTime() > LATE_AFTER_MS;
                return (
                  <tr key={order._id} className={trClass}>
                    <td className={tdClass}>
                      <span className="font-mono text-xs">{order.orderid}</span>
                      {order.flag && (
                        <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-red-700 dark:text-red-300">
                          <Flag aria-hidden="true" className="size-3" />
                          {order.flag}
                        </span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <span className="block">{order.productname}</span>
                      <span className="block text-xs text-zinc-600 dark:text-zinc-400">{order.itemname}</span>
                    </td>
                    <td className={tdClass}>
                      <span className="block font-medium">{order.input1}</span>
                      {order.input2 && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{order.input2}</span>}
                      {order.username && <span className="block text-xs text-zinc-600 dark:text-zinc-400">IGN: {order.username}</span>}
                    </td>
                    <td className={tdMoneyClass}>
                      {formatRupees(order.value)}
                      <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">{order.paymentmode}</span>
                    </td>
                    <td className={tdClass}>{order.useremail}</td>
                    <td className={tdClass}>
                      <span className={late ? 'font-semibold text-orange-700 dark:text-orange-300' : ''} title={formatDateTime(order.createdAt)}>
                        {formatAge(order.createdAt, now)}
                      </span>
                      {late && <span className="block text-xs text-orange-700 dark:text-orange-300">over 30 min</span>}
                    </td>
                    <td className={tdClass}>
                      <div className="flex gap-1.5">
                        {(['Completed', 'Refunded', 'Cancelled'] as const).map((status) => {
                          return (
                            <button
                              key={status}
                              type="button"
                              onClick={() => open(order, status)}
                              className={`inline-flex min-h-9 items-center rounded-lg border px-2 text-xs font-semibold ${actionButton[status]}`}
                            >
                              {status}
                              {' '}<span className="sr-only">{order.orderid}</span>
                            </button>
                          );
                        })}
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </TableFrame>
      )}

      {decision && text && (
        <ConfirmDialog
          open
          title={text.title}
          description={
            <>
              <p>
                {decision.order.productname} · {decision.order.itemname} · {formatRupees(decision.order.value)} · {decision.order.useremail}
              </p>
              <p className="font-medium text-zinc-900 dark:text-zinc-100">{text.effect}</p>
            </>
          }
          confirmLabel={text.confirm}
          busyLabel="Saving..."
          cancelLabel="Back"
          danger={text.danger}
          busy={decide.isPending}
          onClose={() => setDecision(null)}
          onConfirm={() => decide.mutate({ id: decision.order._id, status: decision.status, reason })}
        >
          <label htmlFor={reasonId} className="mb-1 block text-sm font-semibold">
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={300}
            aria-describedby={`${reasonId}-hint`}
            className={`${inputClass} py-2`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={`${reasonId}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            The customer reads this on their order.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

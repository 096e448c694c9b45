import { decideOrderRequest, type moneyBackWays } from '@shop/contract/admin';
import { formatRupees } from '@shop/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { decideOrder, retryDelivery, type AdminOrder, type DecideOrderRequest, type OrderDecision } from '../../../api/admin';
import { useToast } from '../../../components/toast';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { contractResolver, focusFirstError, refusal } from '../kit/form-kit';
import { FlagBadge } from './supplier-orders';

type MoneyBack = (typeof moneyBackWays)[number];

/** The dialog's fields as typed; no way of paying back is chosen until the admin picks one. */
type DecisionValues = { reason: string; moneyBack: MoneyBack | ''; reference: string };

const REASON_MAX_LENGTH = 300;
const REFERENCE_MAX_LENGTH = 100;

/** The request the contract checks: only what this decision carries, blanks left out. */
function decisionBody(order: AdminOrder, status: OrderDecision, values: DecisionValues) {
  const cancelled = status === 'Cancelled';
  return {
    order: order._id,
    status,
    ...(values.reason.trim() ? { reason: values.reason } : {}),
    ...(cancelled && values.moneyBack ? { moneyBack: values.moneyBack } : {}),
    ...(cancelled && values.moneyBack === 'outside' && values.reference.trim() ? { reference: values.reference } : {}),
  };
}

function decisionText(order: AdminOrder, status: OrderDecision) {
  const price = formatRupees(order.value);
  switch (status) {
    case 'Completed':
      return {
        title: `Complete order ${order.orderid}?`,
        effect: 'The customer sees the order as Completed (delivered), with your note if you write one.',
        confirm: 'Mark Completed',
        danger: false,
        reasonLabel: 'Delivery note (optional)',
        reasonHint: 'The customer reads this on their order, e.g. how or where the pack was delivered.',
      };
    case 'Refunded':
      return {
        title: `Refund order ${order.orderid}?`,
        effect: `The price, ${price}, goes back to the customer's wallet (${order.useremail}) and the order becomes Refunded.`,
        confirm: `Refund ${price}`,
        danger: true,
        reasonLabel: 'Reason (optional)',
        reasonHint: 'The customer reads this on their order and in their wallet history.',
      };
    case 'Cancelled':
      return {
        title: `Cancel order ${order.orderid}?`,
        effect: 'The order becomes Cancelled. Say how the customer gets the money back: to their wallet now, or by a refund you made outside the shop.',
        confirm: 'Cancel order',
        danger: true,
        reasonLabel: 'Reason (optional)',
        reasonHint: 'The customer reads this on their order.',
      };
  }
}

function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <p className="break-words">
      {order.productname} · {order.itemname} · {formatRupees(order.value)} · {order.useremail}
    </p>
  );
}

/**
 * Completes, refunds or cancels a pending order after asking. The fields are checked by the
 * contract's decideOrderRequest, so a cancellation cannot leave without saying where the money
 * went, nor an outside refund without its reference. A refusal stays in the dialog, in the
 * server's words; a success closes it, toasts the server's message and refreshes the lists.
 */
export function DecideOrderDialog({ order, status, onClose }: { order: AdminOrder; status: OrderDecision; onClose: () => void }) {
  const baseId = useId();
  const ids = { moneyBack: `${baseId}-money-back`, reference: `${baseId}-reference`, reason: `${baseId}-reason` };
  const resolver = useMemo(() => contractResolver(decideOrderRequest, (values: DecisionValues) => decisionBody(order, status, values)), [order, status]);
  const form = useForm<DecisionValues, unknown, DecideOrderRequest>({
    defaultValues: { reason: '', moneyBack: '', reference: '' },
    resolver,
    shouldFocusError: false,
  });
  const moneyBack = useWatch({ control: form.control, name: 'moneyBack' });
  const { errors } = form.formState;
  const toast = useToast();
  const queryClient = useQueryClient();

  const decide = useMutation({
    mutationFn: decideOrder,
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
    },
    // Another admin or the delivery may have moved the order meanwhile: the list is fetched again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });

  const text = decisionText(order, status);
  const refused = decide.isError ? (refusal(decide.error) ?? decide.error.message) : null;
  const submit = form.handleSubmit(
    (body) => decide.mutate(body),
    (invalid) => focusFirstError(invalid, { moneyBack: `${ids.moneyBack}-wallet`, reference: ids.reference, reason: ids.reason }),
  );

  return (
    <ConfirmDialog
      open
      title={text.title}
      description={
        <>
          <OrderSummary order={order} />
          {order.flag && <FlagBadge flag={order.flag} />}
          <p className="font-medium text-zinc-900 dark:text-zinc-100">{text.effect}</p>
        </>
      }
      confirmLabel={text.confirm}
      busyLabel="Saving..."
      cancelLabel="Back"
      danger={text.danger}
      busy={decide.isPending}
      onClose={onClose}
      onConfirm={() => void submit()}
    >
      <div className="space-y-4">
        {status === 'Cancelled' && (
          <>
            <fieldset className="min-w-0" aria-describedby={errors.moneyBack ? `${ids.moneyBack}-error` : undefined}>
              <legend className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">How did the money go back?</legend>
              <MoneyBackOption
                id={`${ids.moneyBack}-wallet`}
                invalid={Boolean(errors.moneyBack)}
                hint={`${formatRupees(order.value)} is credited to the customer's wallet now.`}
                input={form.register('moneyBack')}
                value="wallet"
              >
                Returned to the wallet
              </MoneyBackOption>
              <MoneyBackOption
                id={`${ids.moneyBack}-outside`}
                invalid={Boolean(errors.moneyBack)}
                hint="You refunded the customer by bank or UPI yourself; nothing is credited here."
                input={form.register('moneyBack')}
                value="outside"
              >
                Refunded outside the shop
              </MoneyBackOption>
              {errors.moneyBack && (
                <p id={`${ids.moneyBack}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
                  {errors.moneyBack.message}
                </p>
              )}
            </fieldset>
            {moneyBack === 'outside' && (
              <Field id={ids.reference} label="Refund reference" error={errors.reference?.message} hint="The bank or UPI reference of your refund, for the records.">
                <input
                  {...fieldProps(ids.reference, errors.reference?.message, true)}
                  {...form.register('reference')}
                  type="text"
                  maxLength={REFERENCE_MAX_LENGTH}
                  autoComplete="off"
                  aria-required="true"
                  className={inputClass}
                />
              </Field>
            )}
          </>
        )}
        <Field id={ids.reason} label={text.reasonLabel} error={errors.reason?.message} hint={text.reasonHint}>
          <textarea
            {...fieldProps(ids.reason, errors.reason?.message, true)}
            {...form.register('reason')}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            className={`${inputClass} py-2`}
          />
        </Field>
        {refused && <FormMessage tone="error">{refused}</FormMessage>}
      </div>
    </ConfirmDialog>
  );
}

type MoneyBackOptionProps = {
  id: string;
  value: MoneyBack;
  invalid: boolean;
  hint: string;
  input: UseFormRegisterReturn<'moneyBack'>;
  children: ReactNode;
};

/** One way the money went back: the label names the radio, the hint says what it does. */
function MoneyBackOption({ id, value, invalid, hint, input, children }: MoneyBackOptionProps) {
  return (
    <div className="py-0.5">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input {...input} id={id} type="radio" value={value} aria-invalid={invalid || undefined} aria-describedby={`${id}-hint`} className="size-5 shrink-0 accent-brand-700" />
        {children}
      </label>
      <p id={`${id}-hint`} className="-mt-1.5 pl-7 text-xs text-zinc-600 dark:text-zinc-400">
        {hint}
      </p>
    </div>
  );
}

/**
 * Sends an order to its supplier again after asking: only supplier orders the supplier confirmed
 * as not delivered (or held back) go again, under their same references, so nothing is placed
 * twice. When nothing may be retried the server says why (409), shown here in its words.
 */
export function RetryDeliveryDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryDelivery(order._id),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const refused = retry.isError ? (refusal(retry.error) ?? retry.error.message) : null;

  return (
    <ConfirmDialog
      open
      title={`Retry delivery of order ${order.orderid}?`}
      description={
        <>
          <OrderSummary order={order} />
          {order.flag && <FlagBadge flag={order.flag} />}
          <p className="font-medium text-zinc-900 dark:text-zinc-100">
            The supplier orders that failed or were held go to the supplier again, under their same references, so nothing is placed twice.
          </p>
        </>
      }
      confirmLabel="Retry delivery"
      busyLabel="Retrying..."
      cancelLabel="Back"
      busy={retry.isPending}
      onClose={onClose}
      onConfirm={() => retry.mutate()}
    >
      {refused && <FormMessage tone="error">{refused}</FormMessage>}
    </ConfirmDialog>
  );
}

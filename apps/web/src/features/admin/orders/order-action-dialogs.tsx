import { decideOrderRequest, type moneyBackWays } from '@shop/contract/admin';
import { formatRupees } from '@shop/contract/money';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { decideOrder, retryDelivery, type AdminOrder, type DecideOrderRequest, type OrderDecision } from '../../../api/admin';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { Refusal } from '../kit/admin-form';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { contractResolver, focusFirstError } from '../kit/form-kit';
import { refetchAdminLists, useAdminSave } from '../kit/use-admin-save';
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

const verbs: Record<OrderDecision, string> = { Completed: 'Complete', Refunded: 'Refund', Cancelled: 'Cancel' };

const reasonHints: Record<OrderDecision, string> = {
  Completed: 'The customer reads this on their order, e.g. how or where the pack was delivered.',
  Refunded: 'The customer reads this on their order and in their wallet history.',
  Cancelled: 'The customer reads this on their order.',
};

/** What the dialog asks and says. Refunding and cancelling undo the sale, so their buttons are red. */
function decisionText(order: AdminOrder, status: OrderDecision) {
  const price = formatRupees(order.value);
  const completing = status === 'Completed';
  const effects: Record<OrderDecision, string> = {
    Completed: 'The customer sees the order as Completed (delivered), with your note if you write one.',
    Refunded: `The price, ${price}, goes back to the customer's wallet (${order.useremail}) and the order becomes Refunded.`,
    Cancelled: 'The order becomes Cancelled. Say how the customer gets the money back: to their wallet now, or by a refund you made outside the shop.',
  };
  return {
    title: `${verbs[status]} order ${order.orderid}?`,
    effect: effects[status],
    confirm: completing ? 'Mark Completed' : status === 'Refunded' ? `Refund ${price}` : 'Cancel order',
    danger: !completing,
    reasonLabel: completing ? 'Delivery note (optional)' : 'Reason (optional)',
    reasonHint: reasonHints[status],
  };
}

/**
 * An order's decision or retry: a success toasts the server's message and closes the dialog, a
 * refusal stays in it in the server's words. Another admin or the delivery may have moved the
 * order meanwhile, so the lists are fetched again either way.
 */
function useOrderAction<Body>(mutationFn: (body: Body) => Promise<{ message: string }>, onClose: () => void) {
  return useAdminSave({ mutationFn, onSaved: onClose, refresh: refetchAdminLists, refreshAfterFailure: refetchAdminLists });
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
  const decide = useOrderAction(decideOrder, onClose);
  const text = decisionText(order, status);
  const submit = form.handleSubmit(
    (body) => decide.submit(body),
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
      busy={decide.busy}
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
        <Refusal message={decide.failureText} />
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
  const retry = useOrderAction(retryDelivery, onClose);

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
      busy={retry.busy}
      onClose={onClose}
      onConfirm={() => retry.submit(order._id)}
    >
      <Refusal message={retry.failureText} />
    </ConfirmDialog>
  );
}

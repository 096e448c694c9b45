import { formatBalance } from '@shop/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addUserBalance, newRequestKey, type AdminUser } from '../../../api/admin';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { checkAdjustment, REASON_MAX_LENGTH } from './money-input';
import { serverMessageOf } from '../kit/server-message';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { DialogActions } from '../kit/dialog-actions';

const FAILED = 'Failed to add balance. Please try again.';

/**
 * Users Top-Up: an amount in rupees (paise allowed), an
 * optional reason the customer reads in their wallet history, Add Balance / Adding... / Cancel.
 * On success the server's "Successfully added ₹{amount} to {name}'s wallet" shows as a toast and
 * the table refreshes itself, so there is nothing to reload.
 */
export function TopUpModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const amountId = useId();
  const reasonId = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  // One key for every attempt of this modal, kept even when the amount is edited: after a lost
  // answer the first credit may have landed, and the server must see the retry as the same
  // request (it refuses a key reused for a different amount rather than crediting twice).
  const [requestKey] = useState(newRequestKey);
  const toast = useToast();
  const queryClient = useQueryClient();

  const topUp = useMutation({
    mutationFn: (request: Parameters<typeof addUserBalance>[0]) => addUserBalance(request, requestKey),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });

  function submit() {
    const checked = checkAdjustment(amount);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(undefined);
    const text = reason.trim();
    topUp.mutate({ userId: user._id, email: user.email, amount: checked.rupees, ...(text ? { reason: text } : {}) });
  }

  const detail = topUp.isError ? serverMessageOf(topUp.error) : null;

  return (
    <Modal open onClose={topUp.isPending ? () => {} : onClose} labelledBy={titleId}>
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!topUp.isPending) submit();
        }}
      >
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Top-Up Wallet
          </h2>
          <p className="mt-1 text-sm break-words text-zinc-700 dark:text-zinc-300">
            {user.name} · {user.email}
            <br />
            Current balance <span className="font-semibold tabular-nums">{formatBalance(user.balance)}</span>
          </p>
        </div>
        <Field id={amountId} label="Amount (₹)" error={invalid}>
          <input
            {...fieldProps(amountId, invalid)}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            autoComplete="off"
            placeholder="Enter amount"
            className={inputClass}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <Field id={reasonId} label="Reason (optional)" hint="The customer sees this in their wallet history.">
          <input
            {...fieldProps(reasonId, undefined, true)}
            type="text"
            maxLength={REASON_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Goodwill credit for a late order"
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {topUp.isError && (
          <FormMessage tone="error">
            {FAILED}
            {detail && <span className="mt-0.5 block font-normal">{detail}</span>}
          </FormMessage>
        )}
        <DialogActions busy={topUp.isPending} busyLabel="Adding..." submitLabel="Add Balance" onCancel={onClose} />
      </form>
    </Modal>
  );
}

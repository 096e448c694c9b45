import { formatBalance } from '@shop/contract/money';
import { useId, useState } from 'react';
import { addUserBalance, type AdminUser } from '../../../api/admin';
import { Modal } from '../../../components/modal';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { DialogActions } from '../kit/dialog-actions';
import { serverMessageOf } from '../kit/server-message';
import { AmountField, useAdjustment } from './adjustment';
import { checkAdjustment, REASON_MAX_LENGTH } from './money-input';

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
  const topUp = useAdjustment(addUserBalance, { onClose });

  function submit() {
    const checked = checkAdjustment(amount);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(undefined);
    const text = reason.trim();
    topUp.submit({ userId: user._id, email: user.email, amount: checked.rupees, ...(text ? { reason: text } : {}) });
  }

  const detail = serverMessageOf(topUp.failure);

  return (
    <Modal open onClose={topUp.busy ? () => {} : onClose} labelledBy={titleId}>
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!topUp.busy) submit();
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
        <AmountField id={amountId} error={invalid} placeholder="Enter amount" value={amount} onChange={setAmount} />
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
        {topUp.failure && (
          <FormMessage tone="error">
            {FAILED}
            {detail && <span className="mt-0.5 block font-normal">{detail}</span>}
          </FormMessage>
        )}
        <DialogActions busy={topUp.busy} busyLabel="Adding..." submitLabel="Add Balance" onCancel={onClose} />
      </form>
    </Modal>
  );
}

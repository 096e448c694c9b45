import { formatBalance } from '@shop/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addUserBalance, newRequestKey, type AdminUser } from '../../api/admin';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { checkAdjustment, REASON_MAX_LENGTH } from './money-input';
import { describedBy, FormMessage, ModalField, modalInputClass, primaryButtonClass, secondaryButtonClass } from './modal-parts';
import { serverMessageOf } from './server-message';

const FAILED = 'Failed to add balance. Please try again.';

/**
 * Users Top-Up (spec accounts-money-admin 2, 8): an amount in rupees (paise allowed), an
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
        <ModalField id={amountId} label="Amount (₹)" error={invalid}>
          <input
            {...describedBy(amountId, invalid)}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            autoComplete="off"
            placeholder="Enter amount"
            className={modalInputClass}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </ModalField>
        <ModalField id={reasonId} label="Reason (optional)" hint="The customer sees this in their wallet history.">
          <input
            {...describedBy(reasonId, undefined, true)}
            type="text"
            maxLength={REASON_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Goodwill credit for a late order"
            className={modalInputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </ModalField>
        {topUp.isError && (
          <FormMessage tone="error">
            {FAILED}
            {detail && <span className="mt-0.5 block font-normal">{detail}</span>}
          </FormMessage>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={topUp.isPending} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={topUp.isPending} className={primaryButtonClass}>
            {topUp.isPending ? 'Adding...' : 'Add Balance'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

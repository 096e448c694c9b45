import { formatBalance } from '@shop/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addUserBalance, type AdminUser } from '../../api/admin';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { describedBy, FormMessage, ModalField, modalInputClass, primaryButtonClass, secondaryButtonClass } from './modal-parts';
import { serverMessageOf } from './server-message';

const FAILED = 'Failed to add balance. Please try again.';

/**
 * Users Top-Up (spec accounts-money-admin 2, 8): a numeric amount, Add Balance / Adding... /
 * Cancel. On success the server's "Successfully added ₹{amount} to {name}'s wallet" shows as a
 * toast and the table refreshes itself, so there is nothing to reload.
 */
export function TopUpModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const amountId = useId();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const toast = useToast();
  const queryClient = useQueryClient();

  const topUp = useMutation({
    mutationFn: addUserBalance,
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });

  function submit() {
    const value = Number(amount);
    // The server's own rules: positive, at most two decimals (the contract's addUserBalanceRequest).
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100) {
      setInvalid('Please enter a valid amount');
      return;
    }
    setInvalid(undefined);
    topUp.mutate({ userId: user._id, email: user.email, amount: value });
  }

  const detail = topUp.isError ? serverMessageOf(topUp.error) : null;

  return (
    <Modal open onClose={topUp.isPending ? () => {} : onClose} labelledBy={titleId}>
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Top-Up Wallet
          </h2>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
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
            min="1"
            step="0.01"
            autoComplete="off"
            placeholder="Enter amount"
            className={modalInputClass}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
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

import { formatRupees, paiseOf } from '@shop/contract/money';
import { useId, useState } from 'react';
import { reverseCredit } from '../../../api/admin';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { Refusal } from '../kit/admin-form';
import { formatDateTime } from '../kit/admin-format';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { AmountField, useAdjustment } from './adjustment';
import { amountText, checkAdjustment, REASON_MAX_LENGTH } from './money-input';

export type ReversibleCredit = { txnid: string; amount: number; useremail: string; createdAt: string };

const REASON_MIN_LENGTH = 3;
const REASON_REQUIRED = 'Please give the reason the customer will read.';

/**
 * An admin credit the Wallet Transactions screen offers to reverse: made by an admin (AD…), a
 * Credit that went through, and not itself a reversal (those end in -R and are debits anyway).
 */
export function isReversibleCredit(txn: { txnid: string; type: string; status: string }): boolean {
  return txn.txnid.startsWith('AD') && !txn.txnid.endsWith('-R') && txn.type === 'Credit' && txn.status === 'Success';
}

/**
 * Takes back an admin credit made by mistake, all of it or less, with the reason the customer
 * reads in their wallet history ("Reversal of {txnid}: {reason}"). The dialog itself is the
 * confirmation: its button names the amount that leaves the wallet.
 */
export function ReverseCreditModal({ credit, onClose }: { credit: ReversibleCredit; onClose: () => void }) {
  const amountId = useId();
  const reasonId = useId();
  const creditPaise = paiseOf(credit.amount) ?? 0;
  const [amount, setAmount] = useState(() => amountText(credit.amount));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  // Refused because another admin reversed it, or the wallet moved meanwhile: the list shows
  // what is true now either way.
  const reverse = useAdjustment(reverseCredit, { onClose, refreshAfterFailure: true });

  const checked = checkAdjustment(amount, { maxPaise: creditPaise, maxMessage: `At most the credit's ${formatRupees(credit.amount)} can be reversed.` });

  function submit() {
    const text = reason.trim();
    const next = {
      ...(checked.ok ? {} : { amount: checked.message }),
      ...(text.length < REASON_MIN_LENGTH ? { reason: REASON_REQUIRED } : {}),
    };
    setErrors(next);
    if (!checked.ok || next.reason) return;
    reverse.submit({ txnid: credit.txnid, amount: checked.rupees, reason: text });
  }

  return (
    <ConfirmDialog
      open
      title={`Reverse credit ${credit.txnid}?`}
      description={
        <>
          <p className="break-words">
            {formatRupees(credit.amount)} credited to {credit.useremail} on {formatDateTime(credit.createdAt)}.
          </p>
          <p className="font-medium text-zinc-900 dark:text-zinc-100">
            The amount leaves the customer&apos;s wallet, and their history shows the reason. A credit can be reversed once.
          </p>
        </>
      }
      confirmLabel={checked.ok ? `Reverse ${formatRupees(checked.rupees)}` : 'Reverse credit'}
      busyLabel="Reversing..."
      danger
      busy={reverse.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <div className="space-y-4">
        <AmountField id={amountId} error={errors.amount} hint={`At most ${formatRupees(credit.amount)}, the whole credit.`} value={amount} onChange={setAmount} />
        <Field id={reasonId} label="Reason" error={errors.reason} hint="The customer reads this in their wallet history.">
          <textarea
            {...fieldProps(reasonId, errors.reason, true)}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            aria-required="true"
            className={`${inputClass} py-2`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <Refusal message={reverse.failureText} />
      </div>
    </ConfirmDialog>
  );
}

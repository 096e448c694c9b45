import { useState } from 'react';
import { newRequestKey } from '../../../api/admin';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { refetchAdminLists, useAdminSave } from '../kit/use-admin-save';

/** Rupees and paise, with the number keyboard on a phone. */
const amountInput = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01', autoComplete: 'off' } as const;

type AmountFieldProps = { id: string; error: string | undefined; hint?: string; placeholder?: string; value: string; onChange: (value: string) => void };

/** The rupees an admin moves in or out of a wallet, paise allowed. */
export function AmountField({ id, error, hint, placeholder, value, onChange }: AmountFieldProps) {
  return (
    <Field id={id} label="Amount (₹)" error={error} hint={hint}>
      <input {...fieldProps(id, error, Boolean(hint))} {...amountInput} placeholder={placeholder} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

type AdjustmentOptions = {
  onClose: () => void;
  /** Refetches after a refusal too, when it may come of the wallet having moved meanwhile. */
  refreshAfterFailure?: boolean;
};

/**
 * Moves money in or out of a wallet. One key for every attempt of the dialog, kept even when the
 * amount is edited: after a lost answer the first attempt may have landed, and the server must
 * see the retry as the same request (it refuses a key reused for a different amount rather than
 * moving the money twice). A success toasts the server's message, closes the dialog and refreshes
 * the lists.
 */
export function useAdjustment<Request>(call: (request: Request, requestKey: string) => Promise<{ message: string }>, { onClose, refreshAfterFailure = false }: AdjustmentOptions) {
  const [requestKey] = useState(newRequestKey);
  return useAdminSave({
    mutationFn: (request: Request) => call(request, requestKey),
    onSaved: onClose,
    refresh: refetchAdminLists,
    ...(refreshAfterFailure ? { refreshAfterFailure: refetchAdminLists } : {}),
  });
}

import { formatRupees, MAX_ADMIN_ADJUSTMENT_RUPEES, paiseOf, paiseText, paiseToRupees, rupeesToPaise } from '@shop/contract/money';

// The contract's rules for an amount an admin moves (adjustmentAmount in contract admin.ts),
// checked before the call so that the admin sees the field's own message.

export const INVALID_AMOUNT = 'Please enter a valid amount';
/** The contract's adminReason: what the customer reads, at most 300 characters. */
export const REASON_MAX_LENGTH = 300;
const MAX_PAISE = rupeesToPaise(MAX_ADMIN_ADJUSTMENT_RUPEES);

export type CheckedAmount = { ok: true; paise: number; rupees: number } | { ok: false; message: string };

/**
 * An amount typed in rupees, read exactly: "1.10" is 110 paise and travels as 1.1, which the
 * server reads back as 110 paise. Positive, at most two decimals, at most the admin's limit and,
 * when given, at most `maxPaise` (with `maxMessage`).
 */
export function checkAdjustment(text: string, limit?: { maxPaise: number; maxMessage: string }): CheckedAmount {
  const paise = paiseOf(text.trim());
  if (paise === null || paise <= 0) return { ok: false, message: INVALID_AMOUNT };
  if (paise > MAX_PAISE) return { ok: false, message: `At most ${formatRupees(MAX_ADMIN_ADJUSTMENT_RUPEES)} at once` };
  if (limit && paise > limit.maxPaise) return { ok: false, message: limit.maxMessage };
  return { ok: true, paise, rupees: paiseToRupees(paise) };
}

/** Rupees as an amount field shows them: "500", "1.10". */
export function amountText(rupees: number): string {
  const paise = paiseOf(rupees);
  if (paise === null) return String(rupees);
  return paise % 100 === 0 ? String(paiseToRupees(paise)) : paiseText(paise);
}

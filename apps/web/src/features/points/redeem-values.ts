import { paiseOf, rupeesToPaise } from '@shop/contract/money';
import { insufficientPointsMessage, invalidPointsMessage } from '@shop/contract/points';

/**
 * Hundredths of a point typed by the customer, or null unless it is a positive number with at
 * most two decimals (the server keeps hundredths; 1 point = ₹1, so the money parser fits).
 */
export function redeemHundredthsOf(text: string): number | null {
  const hundredths = paiseOf(text.trim());
  return hundredths !== null && hundredths > 0 ? hundredths : null;
}

/** The spec's refusal for an amount, or null when it may be sent. Unknown balance: the server decides. */
export function redeemProblemOf(text: string, available: number | undefined): string | null {
  const hundredths = redeemHundredthsOf(text);
  if (hundredths === null) return invalidPointsMessage;
  if (available !== undefined && hundredths > rupeesToPaise(available)) return insufficientPointsMessage(available);
  return null;
}

/** A random key the server accepts (8-100 of [A-Za-z0-9_-]); getRandomValues works off HTTPS too. */
export function newRedeemKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `redeem-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

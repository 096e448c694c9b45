/**
 * Foreign money in exact integers: a supplier's amount in millionths of its unit, a rate as
 * decimal text (rupees per unit, up to six decimals, as the database's numeric gives it back),
 * and rupees as paise. Nothing here goes through a float.
 */

const decimal = /^(\d{1,12})(?:\.(\d+))?$/;

/** Millionths for a plain non-negative decimal ("1.5" is 1,500,000), half up past six decimals; null for anything else. */
export function microsOf(text: string | number): number | null {
  const match = decimal.exec(typeof text === 'number' ? (Number.isFinite(text) && text >= 0 ? String(text) : '') : text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  const kept = BigInt(match[1]! + fraction.slice(0, 6).padEnd(6, '0'));
  const roundUp = fraction.length > 6 && Number(fraction[6]) >= 5 ? 1n : 0n;
  return Number(kept + roundUp);
}

/** Paise for `micros` of a unit at `rate` rupees per unit, half up: 1.5 units at ₹15.25 is 2288 paise. */
export function paiseAt(micros: number, rate: string): number {
  const rateMicros = microsOf(rate);
  if (rateMicros === null) throw new RangeError(`Not a rate: ${rate}`);
  // micros * rateMicros is in 10^-12 rupees; paise are 10^-2 rupees.
  const exact = BigInt(micros) * BigInt(rateMicros);
  return Number((exact + 5_000_000_000n) / 10_000_000_000n);
}

/** A rate as the admin reads it: the numeric's trailing zeros dropped ("15.250000" reads "15.25"). */
export const rateDisplay = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

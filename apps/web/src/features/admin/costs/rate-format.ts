/**
 * A rate as its exact decimal text ("1 USD = ₹85.123456"). Not formatRupees: a rate may carry
 * six decimals, which a rupee amount rounded to paise would hide.
 */
export function rateLabel(rate: string, currency: string): string {
  return `1 ${currency} = ₹${rate}`;
}

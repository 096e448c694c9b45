// Money crosses the API as rupees (JSON numbers, at most two decimals, as the spec shows them);
// inside the server and the database it is always integer paise (64-bit columns).

/** A rupee amount with at most two decimals, written out: "1", "1.1", "1.10", "0.29". */
const rupeeText = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/**
 * Paise for an amount of rupees, by decimal arithmetic on its written form: ₹1.15 is 115 paise,
 * where the float 1.15 times a hundred is 114.99999999999999. A JSON number is read in its shortest form (what
 * the sender wrote: 1.1 reads "1.1"). Null when the amount is not a plain non-negative number
 * with at most two decimals (negative, more decimals, an exponent, hex, NaN, a huge number).
 */
export function paiseOf(rupees: number | string): number | null {
  const text = typeof rupees === 'number' ? (Number.isFinite(rupees) ? String(rupees) : '') : rupees;
  const match = rupeeText.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '.').slice(1).padEnd(2, '0');
  // Rupee digits followed by two paise digits: "1" and "15" are "115" paise.
  return Number(`${match[1]}${fraction}`);
}

/** Paise for rupees the server already checked (a schema of this contract, or our own data). */
export function rupeesToPaise(rupees: number): number {
  const paise = paiseOf(rupees);
  if (paise === null) throw new RangeError(`Not an amount of rupees with at most two decimals: ${rupees}`);
  return paise;
}

/** Integer paise as rupees: p / 100 is the double nearest the exact amount, so it prints as it should. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Paise as rupee text with two decimals, exactly (a gateway's amount field): 10900 -> "109.00", 5 -> "0.05". */
export function paiseText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * ₹1,23,456 (Indian grouping); prices show whole rupees unless they carry paise. Written out by
 * hand, with the same text as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`:
 * the browser's first Intl formatter loads its locale data, 40-60 ms of a phone's main thread
 * while the first page is drawn.
 */
export function formatRupees(rupees: number): string {
  return writeRupees(rupees, Number.isInteger(rupees) ? 0 : 2);
}

/** Wallet balances always show two decimals (spec: "S-Coins balance has two decimals"). */
export function formatBalance(rupees: number): string {
  return writeRupees(rupees, 2);
}

/** 12,34,567.5: Indian grouping with at most two decimals, as `Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })` writes it (reward points). */
export function formatIndianNumber(value: number): string {
  return written(value, 2, true);
}

function writeRupees(rupees: number, decimals: 0 | 2): string {
  return written(rupees, decimals, false, '₹');
}

function written(value: number, decimals: 0 | 2, trimZeros: boolean, symbol = ''): string {
  // Amounts here carry at most two decimals (paise), so toFixed only pads; a third decimal would
  // be rounded from the double's binary value, where Intl rounds its shortest decimal form.
  const [whole, digits] = Math.abs(value).toFixed(decimals).split('.') as [string, string | undefined];
  const fraction = trimZeros ? digits?.replace(/0+$/, '') : digits;
  // The last three digits, then groups of two: 1,23,45,678.
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
}

// Upper bounds of amounts. Each is far above real use and far below what a 64-bit paise column
// or a double's exact integers (2^53) hold, so an amount past one is a mistake the shop refuses
// with a message, never a database overflow.
/** The most one admin credit, debit or reversal may move: ₹10 crore. */
export const MAX_ADMIN_ADJUSTMENT_RUPEES = 10_00_00_000;
/** The most a wallet may hold: ₹100 crore. */
export const MAX_WALLET_BALANCE_RUPEES = 100_00_00_000;
/** The most a price, a coupon amount or a minimum purchase may be: ₹10 lakh. */
export const MAX_PRICE_RUPEES = 10_00_000;
/**
 * The most a sum of amounts may be (a day's or all-time sales, a customer's spend, earnings):
 * the largest whole number of rupees whose paise a JSON number still holds exactly (2^53 paise).
 */
export const MAX_TOTAL_RUPEES = Math.floor(Number.MAX_SAFE_INTEGER / 100);

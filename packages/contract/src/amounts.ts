// Amounts and counts as the API answers them, each within the bounds the shop keeps it in, so
// that the document states them and a generated client can check them. The server's answers are
// checked against these schemas too: a value outside its bound is a bug, never sent as data.
import { z } from 'zod';
import { MAX_PRICE_RUPEES, MAX_TOTAL_RUPEES, MAX_WALLET_BALANCE_RUPEES } from './money.js';

/** The database's integer: ids of products and packs, and the most any count of the shop can be. */
export const MAX_INT = 2_147_483_647;

/** Rupees from zero to `max`. */
export const rupeesUpTo = (max: number) => z.number().min(0).max(max);

/** A price, a discount or an order's value: at most ₹10 lakh. */
export const priceRupees = rupeesUpTo(MAX_PRICE_RUPEES);
/** A wallet balance, or one wallet transaction (none moves more than a wallet holds). */
export const walletRupees = rupeesUpTo(MAX_WALLET_BALANCE_RUPEES);
/** A sum of amounts: sales, a customer's spend, earnings. */
export const totalRupees = rupeesUpTo(MAX_TOTAL_RUPEES);

/** A count of rows, orders or uses: a whole number from zero. */
export const count = z.number().int().min(0).max(MAX_INT);
/** A page number of a list, or a number of pages (0 for an empty list). */
export const pageCount = z.number().int().min(0).max(MAX_INT);
/** A product's or pack's numeric id (a database serial). */
export const serialId = z.number().int().min(1).max(MAX_INT);

// The edge's rules for what a request may carry, shared by the server (which enforces them on
// every route) and the web app's forms (which show the same messages before sending).
import { z } from 'zod';
import { paiseOf, paiseToRupees } from './money.js';

/**
 * Characters no field of the shop takes: NUL and the other control characters (tab, line feed
 * and carriage return are text), the bidirectional overrides and isolates that make a name read
 * differently from what it is, unpaired UTF-16 halves, noncharacters, and U+FFFD, which is what
 * bytes that were not UTF-8 decode to.
 */
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character that no field takes. */
export function hasForbiddenCharacter(value: string): boolean {
  return forbidden.test(value);
}

export const forbiddenCharacterMessage = 'contains a character that is not allowed (a control or direction-changing character)';

/** Names, codes and other one-line fields: the forbidden characters, and no line breaks either. */
export const oneLine = (max: number, message = `At most ${max} characters`, missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .max(max, message)
    .refine((v) => !/[\t\n\r]/.test(v) && !hasForbiddenCharacter(v), 'Please use letters, digits and punctuation only (no line breaks or control characters).');

/** An amount of rupees in a request: a JSON number, or the same number written as a string. */
const decimalText = /^\d{1,13}(\.\d{1,13})?$/;

/**
 * Rupees with at most two decimals, checked exactly (₹1.10 is 110 paise), between `min` and
 * `max`. Accepts a JSON number or a plain decimal string and nothing else: true, [5], "0x10",
 * "1e3", NaN and null are refused with `message`. The value stays rupees; the server converts
 * it with `rupeesToPaise`, which is exact for every value this accepts.
 */
export const rupees = ({ message, min = 0.01, max, maxMessage }: { message: string; min?: number; max: number; maxMessage: string }) =>
  z
    // The bounds are checked below, with their messages; the document states them on the number.
    .union([z.number().meta({ minimum: min, maximum: max }), z.string().trim().regex(decimalText, message)], { error: message })
    .transform((v, ctx) => {
      if (Number(v) > max) {
        ctx.addIssue({ code: 'custom', message: maxMessage });
        return z.NEVER;
      }
      const paise = paiseOf(typeof v === 'string' ? v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') : v);
      if (paise === null) {
        const decimals = typeof v === 'number' ? String(v).split('.')[1]?.length : v.split('.')[1]?.length;
        ctx.addIssue({ code: 'custom', message: (decimals ?? 0) > 2 ? 'At most two decimals' : message });
        return z.NEVER;
      }
      if (paise < (paiseOf(min) ?? 0)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return paiseToRupees(paise);
    });

/**
 * A whole number between `min` and `max`: a JSON number or its digits as a string (query
 * strings are text). true, [5], "0x10", "1e3", 1.5 and numbers past `max` are refused.
 */
export const wholeNumber = ({ message, min, max, maxMessage = message }: { message: string; min: number; max: number; maxMessage?: string }) =>
  z
    // The bounds are checked after the union (a string's digits too); the document states them on the number.
    .union([z.number().int(message).meta({ minimum: min, maximum: max }), z.string().trim().regex(/^\d{1,15}$/, message).transform(Number)], { error: message })
    .pipe(z.number().min(min, message).max(max, maxMessage));

/** A page number of a list (at most a million pages; past that no list of the shop reaches). */
export const pageNumber = wholeNumber({ message: 'The page must be a whole number from 1', min: 1, max: 1_000_000 }).default(1);
/** Rows per page. */
export const pageSize = (fallback: number, max = 500) => wholeNumber({ message: `Rows per page must be a whole number from 1 to ${max}`, min: 1, max }).default(fallback);

/** A client-chosen key that makes a retried request count once: letters, digits, - and _, 8 to 100. */
export const idempotencyKey = z.string().regex(/^[\w-]{8,100}$/, 'The request key must be 8 to 100 letters, digits, - or _.');

/**
 * The years a date given to the shop may name. PostgreSQL has no year 0, and JavaScript writes a
 * year past 9999 with a sign that PostgreSQL refuses: a date outside these years is refused as
 * input (400) instead of failing in the database. The shop's own dates fall well inside.
 */
export const FIRST_YEAR = 1970;
export const LAST_YEAR = 2999;
const inShopYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const yearsMessage = (what: string) => `${what} must be in the years ${FIRST_YEAR} to ${LAST_YEAR}.`;

/** A calendar day, yyyy-mm-dd, in the shop's years. */
export const calendarDay = (message: string, what = 'Dates') => z.iso.date({ error: message }).refine(inShopYears, yearsMessage(what));
/** A calendar month, yyyy-mm, in the shop's years. */
export const calendarMonth = (message: string, what = 'The month') =>
  z
    .string({ error: message })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, message)
    .refine(inShopYears, yearsMessage(what));
/** A date and time with its offset (2026-01-31T18:30:00Z), in the shop's years. */
export const instant = (message: string, what: string) => z.iso.datetime({ offset: true, error: message }).refine(inShopYears, yearsMessage(what));

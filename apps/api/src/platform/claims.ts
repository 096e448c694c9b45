import { isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Work that any instance may take up (a mail, a push, a supplier order) is claimed for a while
// by the worker that takes it, on the database's clock, so that every instance agrees on when a
// claim or a wait has run out.

/** The moment `seconds` from now. */
export const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Nobody holds the row: it was never claimed, or its claim ran out (its worker died). */
export const unclaimed = (claimedUntil: PgColumn) => or(isNull(claimedUntil), lt(claimedUntil, sql`now()`));

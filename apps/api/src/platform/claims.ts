import { and, inArray, isNull, lt, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

// Work that any instance may take up (a mail, a push, a supplier order) is claimed for a while
// by the worker that takes it, on the database's clock, so that every instance agrees on when a
// claim or a wait has run out.

/** The moment `seconds` from now (a number, or a query's placeholder for one). */
export const secondsFromNow = (seconds: number | Placeholder) => sql`now() + make_interval(secs => ${seconds})`;

/** Nobody holds the row: it was never claimed, or its claim ran out (its worker died). */
export const unclaimed = (claimedUntil: PgColumn) => or(isNull(claimedUntil), lt(claimedUntil, sql`now()`));

/** An outbox table: rows built with `claimColumns` and a uuid `id`. */
type OutboxTable = PgTable & { id: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn; claimedUntil: PgColumn };

/**
 * Claims for `claimSeconds` up to 50 rows of an outbox whose time has come and that nobody holds
 * (failed before, or left by a process that died), below `mostAttempts` tries when the outbox
 * stops retrying that way. Rows another instance is claiming are skipped, not waited for.
 */
export async function claimDue<T extends OutboxTable>(db: Db, table: T, { claimSeconds, mostAttempts }: { claimSeconds: number; mostAttempts?: number }): Promise<T['$inferSelect'][]> {
  const ready = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(lte(table.nextAttemptAt, sql`now()`), mostAttempts === undefined ? undefined : lt(table.attempts, mostAttempts), unclaimed(table.claimedUntil)))
    .orderBy(table.nextAttemptAt)
    .limit(50)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table as PgTable)
    .set({ claimedUntil: secondsFromNow(claimSeconds) } as PgUpdateSetSource<PgTable>)
    .where(inArray(table.id, ready))
    .returning();
  return claimed as T['$inferSelect'][];
}

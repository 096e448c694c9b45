import type { Db, Tx } from './database.js';

/** One admin action as the audit log keeps it: who, what, on whom, why, and what changed. */
export type AuditRecord = {
  adminId: string;
  /** `kind.verb`, e.g. `wallet.credit`, `coupon.edit`; the kind is what the audit screen filters by. */
  action: string;
  target: string;
  /** The customer the action concerned, when it concerned one. */
  customerId?: string | null;
  reason?: string | null | undefined;
  /** The action's facts, with `before` and `after` of what it changed. */
  details?: Record<string, unknown>;
};

/**
 * Writes an audit entry inside the transaction of the action it records, so that an action and
 * its entry commit together or not at all. The admin feature provides it; features that let an
 * admin change their data take it as a dependency rather than reaching into the admin's tables.
 */
export type AuditTrail = (executor: Db | Tx, entry: AuditRecord) => Promise<void>;

/** The fields of `after` that differ from `before`, each as { before, after }. */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

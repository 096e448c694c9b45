import { desc, eq } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import type { Db, Tx } from '../platform/database.js';
import { adminAuditLog } from './tables.js';

export type AuditRecord = { adminId: string; action: string; target: string; reason?: string | null | undefined; details?: Record<string, unknown> };

/** Writes an audit entry, inside the transaction of the action when there is one. */
export async function recordAudit(executor: Db | Tx, entry: AuditRecord) {
  await executor.insert(adminAuditLog).values({ adminId: entry.adminId, action: entry.action, target: entry.target, reason: entry.reason ?? null, details: entry.details ?? {} });
}

export async function latestAudit(db: Db, limit: number) {
  const rows = await db
    .select({ entry: adminAuditLog, admin: users.email })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.adminId))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
  return rows.map(({ entry, admin }) => ({
    _id: entry.id,
    admin,
    action: entry.action,
    target: entry.target,
    reason: entry.reason,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
}

import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditLogQuery } from '@shop/contract/admin';
import { accountsMatching, peopleOf } from '../accounts/lookups.js';
import type { AuditRecord } from '../platform/audit-trail.js';
import type { Db, Tx } from '../platform/database.js';
import { adminAuditLog } from './tables.js';

/** Writes an audit entry, inside the transaction of the action when there is one. */
export async function recordAudit(executor: Db | Tx, entry: AuditRecord) {
  await executor.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    kind: entry.action.split('.')[0]!,
    target: entry.target,
    customerId: entry.customerId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

/** The audit screen: newest first, filtered by admin, customer and kind, paged on the server. */
export async function auditLog(db: Db, query: z.infer<typeof auditLogQuery>) {
  const where: SQL[] = [];
  if (query.admin) where.push(inArray(adminAuditLog.adminId, accountsMatching(db, query.admin)));
  if (query.customer) where.push(inArray(adminAuditLog.customerId, accountsMatching(db, query.customer)));
  if (query.kind) where.push(eq(adminAuditLog.kind, query.kind));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(condition)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(condition),
  ]);
  const people = await peopleOf(db, rows.flatMap((r) => (r.customerId ? [r.adminId, r.customerId] : [r.adminId])));
  const totalItems = count?.n ?? 0;
  return {
    entries: rows.map((entry) => ({
      _id: entry.id,
      admin: people.get(entry.adminId)?.email ?? '',
      action: entry.action,
      target: entry.target,
      customer: entry.customerId ? (people.get(entry.customerId)?.email ?? null) : null,
      reason: entry.reason,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
    totalItems,
  };
}

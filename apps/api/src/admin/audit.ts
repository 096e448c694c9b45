import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { auditLogQuery } from '@shop/contract/admin';
import { users } from '../accounts/tables.js';
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

const admins = alias(users, 'admins');
const customers = alias(users, 'customers');
const escapeLike = (text: string) => text.toLowerCase().replace(/[%_\\]/g, '\\$&');

/** The audit screen: newest first, filtered by admin, customer and kind, paged on the server. */
export async function auditLog(db: Db, query: z.infer<typeof auditLogQuery>) {
  const where: SQL[] = [];
  if (query.admin) where.push(inArray(adminAuditLog.adminId, db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) like ${`${escapeLike(query.admin)}%`}`)));
  if (query.customer) {
    const byEmail = sql`lower(${users.email}) like ${`${escapeLike(query.customer)}%`}`;
    const match = /^\d{1,12}$/.test(query.customer) ? or(eq(users.userid, Number(query.customer)), byEmail)! : byEmail;
    where.push(inArray(adminAuditLog.customerId, db.select({ id: users.id }).from(users).where(match)));
  }
  if (query.kind) where.push(eq(adminAuditLog.kind, query.kind));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, admin: admins.email, customer: customers.email })
      .from(adminAuditLog)
      .innerJoin(admins, eq(admins.id, adminAuditLog.adminId))
      .leftJoin(customers, eq(customers.id, adminAuditLog.customerId))
      .where(condition)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(condition),
  ]);
  const totalItems = count?.n ?? 0;
  return {
    entries: rows.map(({ entry, admin, customer }) => ({
      _id: entry.id,
      admin,
      action: entry.action,
      target: entry.target,
      customer,
      reason: entry.reason,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
    totalItems,
  };
}

import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { createdAt, idKey, reference } from '../platform/tables.js';

/** Who did what, when and why: every admin action that moves money or changes an order or a user. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    ...idKey(),
    adminId: reference('admin_id', () => users.id),
    /** `wallet.credit`, `order.refunded`, ...; its kind is the part before the dot. */
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    /** The customer the action concerned, when it concerned one. */
    customerId: uuid('customer_id').references(() => users.id),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_admin_created_idx').on(t.adminId, t.createdAt),
    index('admin_audit_log_customer_created_idx').on(t.customerId, t.createdAt),
    index('admin_audit_log_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

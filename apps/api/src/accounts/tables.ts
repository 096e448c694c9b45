import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer id people read out to support ("Customer ID"). */
    userid: integer('userid').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobilenumber: text('mobilenumber'),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    verified: boolean('verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Bumped to end every earlier session (password reset, block, role change); tokens carry it. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role', sql`${t.role} in ('user', 'reseller', 'admin')`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobilenumber_idx').on(t.mobilenumber),
  ],
);

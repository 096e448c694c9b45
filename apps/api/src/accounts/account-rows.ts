import { sql } from 'drizzle-orm';
import type { Role, SessionUser } from '@shop/contract/accounts';
import type { Db, Tx } from '../platform/database.js';
import { users } from './tables.js';

// The account row as this feature reads it: emails are matched without regard to case (the
// unique index is on lower(email)), and a session shows the row in the contract's shape.

export type UserRow = typeof users.$inferSelect;

/** The condition "this account's email is `email`", in any case. */
export const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** The account with an email, or null; `lock` holds its row until the caller's transaction ends. */
export async function accountByEmail(executor: Db | Tx, email: string, { lock = false } = {}): Promise<UserRow | null> {
  const query = executor.select().from(users).where(emailIs(email)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    userid: String(user.userid),
    name: user.name,
    email: user.email,
    mobilenumber: user.mobilenumber,
    role: user.role as Role,
    verified: user.verified,
  };
}

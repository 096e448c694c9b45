import { desc, eq, sql } from 'drizzle-orm';
import type { AdminUser, Role } from '@shop/contract/accounts';
import { changesBetween, type AuditTrail } from '../platform/audit-trail.js';
import { conflictOnUnique, isUniqueViolation, type Db } from '../platform/database.js';
import { badRequest, notFound } from '../platform/errors.js';
import { accountByEmail, type UserRow } from './account-rows.js';
import { mayHoldKeys, revokeKeysOf } from './api-keys.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { Caller } from './session.js';
import { users } from './tables.js';

/** The admin's view of users (users screen), newest first, with wallet balances from the wallet feature. */
export function createUserAdmin({ db, balanceOf, audit }: { db: Db; balanceOf: (userIds: string[]) => Promise<Map<string, number>>; audit: AuditTrail }) {
  const toAdminUser = (u: UserRow, balances: Map<string, number>): AdminUser => ({
    _id: u.id,
    userid: String(u.userid),
    name: u.name,
    mobilenumber: u.mobilenumber,
    email: u.email,
    role: u.role as Role,
    balance: balances.get(u.id) ?? 0,
    verified: u.verified ? 'true' : 'false',
    isBlocked: u.isBlocked ? 'true' : 'false',
  });

  return {
    async listUsers(page: number, limit: number) {
      const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.userid)).limit(limit).offset((page - 1) * limit);
      const balances = await balanceOf(rows.map((r) => r.id));
      return { users: rows.map((r) => toAdminUser(r, balances)), totalPages: Math.max(1, Math.ceil(count / limit)), totalCount: count };
    },

    /** An admin edits a user; a role change or a block ends that user's sessions. */
    async updateUser(admin: Caller, change: { _id: string; name: string; mobilenumber: string | null; email: string; role: Role; verified: boolean; isBlocked: boolean }) {
      if (change._id === admin.id && (change.role !== 'admin' || change.isBlocked)) {
        throw badRequest('You cannot remove your own admin role or block yourself.');
      }
      const updated = await db
        .transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, change._id)).limit(1).for('update');
          if (!current) throw notFound('User not found.');
          const endSessions = current.role !== change.role || (change.isBlocked && !current.isBlocked);
          const [row] = await tx
            .update(users)
            .set({
              name: change.name,
              mobilenumber: change.mobilenumber,
              email: change.email,
              role: change.role,
              verified: change.verified,
              isBlocked: change.isBlocked,
              updatedAt: new Date(),
              ...(endSessions ? { sessionVersion: current.sessionVersion + 1 } : {}),
            })
            .where(eq(users.id, change._id))
            .returning();
          // A reseller made a customer again, or blocked, loses their API keys for good.
          const keysEnd = mayHoldKeys(current.role) && (!mayHoldKeys(row!.role) || (row!.isBlocked && !current.isBlocked));
          const keysRevoked = keysEnd ? await revokeKeysOf(tx, row!.id, admin.id) : [];
          const fields = (u: UserRow) => ({ name: u.name, mobilenumber: u.mobilenumber, email: u.email, role: u.role, verified: u.verified, isBlocked: u.isBlocked });
          const details = { ...changesBetween(fields(current), fields(row!)), ...(keysRevoked.length ? { apiKeysRevoked: keysRevoked } : {}) };
          await audit(tx, { adminId: admin.id, action: 'user.update', target: row!.email, customerId: row!.id, details });
          return row!;
        })
        .catch(conflictOnUnique('Another account already uses this email or mobile number.'));
      return { message: 'User updated successfully!', user: toAdminUser(updated, await balanceOf([updated.id])) };
    },
  };
}
export type UserAdmin = ReturnType<typeof createUserAdmin>;

/** Ensures the configured admin exists with that password (ADMIN_EMAIL, ADMIN_PASSWORD). */
export async function ensureAdmin(db: Db, email: string, password: string, retried = false): Promise<'created' | 'updated'> {
  const existing = await accountByEmail(db, email);
  if (!existing) {
    try {
      await db.insert(users).values({ name: 'Admin', email: email.toLowerCase(), passwordHash: await hashPassword(password), role: 'admin', verified: true });
      return 'created' as const;
    } catch (err) {
      // Instances started together on a new database both find no admin; the one whose insert
      // loses updates the row the other made instead of failing to start.
      if (retried || !isUniqueViolation(err)) throw err;
      return ensureAdmin(db, email, password, true);
    }
  }
  const passwordChanged = !(await verifyPassword(existing.passwordHash, password));
  await db
    .update(users)
    .set({
      role: 'admin',
      verified: true,
      isBlocked: false,
      ...(passwordChanged ? { passwordHash: await hashPassword(password), sessionVersion: existing.sessionVersion + 1 } : {}),
      ...(existing.role !== 'admin' ? { sessionVersion: existing.sessionVersion + 1 } : {}),
    })
    .where(eq(users.id, existing.id));
  return 'updated' as const;
}

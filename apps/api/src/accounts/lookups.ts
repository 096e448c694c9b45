import { eq, inArray, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.js';
import { badRequest, forbidden, notFound } from '../platform/errors.js';
import type { Caller } from './session.js';
import { users } from './tables.js';

// Reads and checks other features need of an account, so that only this feature touches its
// table: who may read which account and how to reach a customer.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_USERID = 2_147_483_647;

/** The account a reference names (the _id, or the numeric customer id people read out), or null when it is neither. */
function accountRef(ref: string): SQL | null {
  if (UUID.test(ref)) return eq(users.id, ref);
  return /^\d{1,10}$/.test(ref) && Number(ref) <= MAX_USERID ? eq(users.userid, Number(ref)) : null;
}

/**
 * The account a path's userid names, for a caller allowed to see it: their own, or anyone's for
 * an admin (the admin console reads customers' wallets).
 */
export async function accountFor(db: Db, caller: Caller, userid: string): Promise<string> {
  if (userid === String(caller.userid) || userid === caller.id) return caller.id;
  if (caller.role !== 'admin') throw forbidden('You can only access your own account.');
  const ref = accountRef(userid);
  if (!ref) throw notFound('User not found.');
  const [user] = await db.select({ id: users.id }).from(users).where(ref).limit(1);
  if (!user) throw notFound('User not found.');
  return user.id;
}

/**
 * Locks an account's row for the caller's transaction. What an account may hold only so many of
 * (API keys, webhooks, devices told of orders) is counted under this lock, so that additions at
 * once are counted one after the other and cannot pass the most together. NO KEY UPDATE: the
 * account's orders and ledger rows, which only refer to the row, are not held up.
 */
export async function lockAccount(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** A path or body userid must be the caller's own: the numeric customer id or the _id. */
export function assertSelf(caller: Caller, userid: string) {
  if (userid !== String(caller.userid) && userid !== caller.id) throw forbidden('You can only access your own account.');
}

/** A customer's email as a subquery, for a row another feature writes (a mail to send). */
export function emailOfUser(userId: string | Placeholder): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}

/** How to reach a customer: a payment page and a receipt need the name, email and mobile. */
export async function contactOf(db: Db, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email, mobile: users.mobilenumber }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return row;
}

/** The email and customer id of each of several accounts (the admin's lists). */
export async function peopleOf(db: Db | Tx, userIds: string[]): Promise<Map<string, { email: string; userid: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email, userid: users.userid }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The ids of accounts whose email starts with `prefix` (or, for digits, whose customer id it
 * is), as a subquery for another feature's filter: one query, answered by the email index.
 */
export function accountsMatching(db: Db, search: string) {
  const byEmail = sql`lower(${users.email}) like ${`${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`;
  const where = /^\d{1,10}$/.test(search) ? or(eq(users.userid, Number(search)), byEmail) : byEmail;
  return db.select({ id: users.id }).from(users).where(where);
}

/** A customer by numeric customer id or _id, for an admin's action. */
export async function customerByRef(db: Db, ref: string) {
  const where = accountRef(ref);
  if (!where) throw badRequest('Invalid user id');
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(where).limit(1);
  if (!user) throw notFound('User not found.');
  return user;
}

/** The name and email of each of several accounts, in one query (invoices and the sales register). */
export async function billingNamesOf(db: Db | Tx, userIds: string[]): Promise<Map<string, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

/** The display name of each of several accounts (public boards show names, never emails or mobiles). */
export async function namesOf(db: Db | Tx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/database.js';
import { AppError, forbidden } from '../platform/errors.js';
import { accountByEmail, type UserRow } from './account-rows.js';
import { oidcIdentities, users } from './tables.js';

/** A person as an OpenID Connect provider vouches for them, after their ID token was verified. */
export type ProvenIdentity = { issuer: string; subject: string; email: string; name: string; providerName: string };

/**
 * The account a provider identity signs in to, inside the caller's transaction: the account of
 * that provider subject; else the account with that verified email, linked to the subject once
 * (an account already linked to another subject of the provider is refused); else a new
 * customer account. Never a reseller or an admin by this path.
 */
export async function accountOfIdentity(tx: Tx, identity: ProvenIdentity): Promise<UserRow> {
  const email = identity.email.toLowerCase();
  const subjectIs = and(eq(oidcIdentities.issuer, identity.issuer), eq(oidcIdentities.subject, identity.subject));
  const [known] = await tx.select({ user: users }).from(oidcIdentities).innerJoin(users, eq(users.id, oidcIdentities.userId)).where(subjectIs).limit(1);
  if (known) {
    await tx.update(oidcIdentities).set({ lastSignInAt: new Date() }).where(subjectIs);
    return known.user;
  }
  let account = await accountByEmail(tx, email, { lock: true });
  if (!account) {
    // A first sign-in at the same moment may make the account: then it is that one.
    const [created] = await tx.insert(users).values({ name: identity.name.trim().slice(0, 80) || email.split('@')[0]!, email, verified: true }).onConflictDoNothing().returning();
    account = created ?? (await accountByEmail(tx, email, { lock: true }));
    if (!account) throw new AppError('INTERNAL', 'Could not sign in. Please try again.');
  } else if (!account.verified) {
    const [verified] = await tx.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.id, account.id)).returning();
    account = verified ?? account;
  }
  const [linked] = await tx
    .insert(oidcIdentities)
    .values({ userId: account.id, issuer: identity.issuer, subject: identity.subject, email })
    .onConflictDoNothing()
    .returning({ id: oidcIdentities.id });
  if (!linked) throw forbidden(`This email is already linked to another ${identity.providerName} account. Sign in with that one, or contact support.`);
  return account;
}

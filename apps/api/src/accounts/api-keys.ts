import { createHash } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PATTERN, API_KEY_PREFIX_LENGTH, MAX_API_KEYS, type AdminApiKeyOwner, type ApiKey, type ApiKeyKind } from '@shop/contract/reseller-api';
import type { Role } from '@shop/contract/accounts';
import type { AuditRecord } from '../platform/audit-trail.js';
import type { Db, Tx } from '../platform/database.js';
import { AppError, forbidden, notFound, unauthenticated } from '../platform/errors.js';
import { BASE62, randomText } from '../platform/random-text.js';
import { lockAccount } from './lookups.js';
import type { Caller } from './session.js';
import { apiKeys, users } from './tables.js';

type KeyRow = typeof apiKeys.$inferSelect;

/** A program calling /api/v1 with a key: the account it acts for, and which key. */
export type KeyCaller = Caller & { keyId: string; keyKind: ApiKeyKind };

/** The roles that may hold keys: resellers, and admins for trying the API out. */
export const mayHoldKeys = (role: string) => role === 'reseller' || role === 'admin';

/**
 * Revokes every live key of an account, in the caller's transaction: when it stops being a
 * reseller or is blocked. The keys do not come back with the role: a key is a secret that may
 * have leaked with whatever the account was stopped for, so the reseller makes new ones, and the
 * key list shows the old ones revoked, by whom and when. Answers the prefixes revoked.
 */
export async function revokeKeysOf(tx: Tx, userId: string, by: string): Promise<string[]> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy: by })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ prefix: apiKeys.prefix });
  return revoked.map((r) => r.prefix);
}

/** How often a key's "last used" is written: a busy bot must not write on every call. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const newKey = (kind: ApiKeyKind) => `sk_${kind}_${randomText(BASE62, 40)}`;

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  kind: row.kind as ApiKeyKind,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export type ApiKeys = ReturnType<typeof createApiKeys>;

/**
 * API keys, the second kind of caller beside a session: the same services answer both. Only a
 * key's hash is stored; every call looks the key up with its account, so a revoked key, a
 * blocked account or a reseller turned back into a customer is refused at once, on every instance.
 */
export function createApiKeys({ db, audit }: { db: Db; audit: (executor: Db | Tx, entry: AuditRecord) => Promise<void> }) {
  const lastWritten = new Map<string, number>();

  async function ownKey(caller: Caller, id: string): Promise<KeyRow> {
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
    if (!row || row.userId !== caller.id) throw notFound('API key not found.');
    return row;
  }

  async function revoke(row: KeyRow, by: Caller): Promise<ApiKey> {
    if (row.revokedAt) return toApiKey(row);
    return db.transaction(async (tx) => {
      const [revoked] = await tx
        .update(apiKeys)
        .set({ revokedAt: new Date(), revokedBy: by.id })
        .where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revokedAt)))
        .returning();
      if (!revoked) return toApiKey(row);
      await audit(tx, { adminId: by.id, action: 'api-key.revoked', target: row.prefix, customerId: row.userId, details: { name: row.name, kind: row.kind, by: by.role === 'admin' && by.id !== row.userId ? 'admin' : 'owner' } });
      return toApiKey(revoked);
    });
  }

  return {
    async list(caller: Caller): Promise<ApiKey[]> {
      if (!mayHoldKeys(caller.role)) throw forbidden('API keys are for resellers.');
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, caller.id)).orderBy(desc(apiKeys.createdAt));
      return rows.map(toApiKey);
    },

    /** A new key; its secret is answered here once and never kept. */
    async create(caller: Caller, { name, kind }: { name: string; kind: ApiKeyKind }): Promise<{ key: ApiKey; secret: string }> {
      if (!mayHoldKeys(caller.role)) throw forbidden('API keys are for resellers.');
      const secret = newKey(kind);
      const row = await db.transaction(async (tx) => {
        await lockAccount(tx, caller.id);
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, caller.id), isNull(apiKeys.revokedAt)));
        if ((held?.n ?? 0) >= MAX_API_KEYS) throw new AppError('CONFLICT', `You can hold at most ${MAX_API_KEYS} keys. Revoke one you no longer use first.`);
        const [created] = await tx.insert(apiKeys).values({ userId: caller.id, name, kind, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), keyHash: hashOf(secret) }).returning();
        await audit(tx, { adminId: caller.id, action: 'api-key.created', target: created!.prefix, customerId: caller.id, details: { name, kind } });
        return created!;
      });
      return { key: toApiKey(row), secret };
    },

    async revokeOwn(caller: Caller, id: string): Promise<ApiKey> {
      return revoke(await ownKey(caller, id), caller);
    },

    /** Every account's keys, newest first, for the admin console. */
    async listAll(): Promise<(ApiKey & { owner: AdminApiKeyOwner })[]> {
      const rows = await db
        .select({ key: apiKeys, owner: { id: users.id, userid: users.userid, name: users.name, email: users.email, role: users.role } })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .orderBy(desc(apiKeys.createdAt))
        .limit(1000);
      return rows.map((r) => ({ ...toApiKey(r.key), owner: r.owner }));
    },

    async revokeAny(admin: Caller, id: string): Promise<ApiKey> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
      if (!row) throw notFound('API key not found.');
      return revoke(row, admin);
    },

    /**
     * The caller of an `Authorization: Bearer sk_…` header, or 401. One indexed read of the key
     * with its account per call, as a session's call reads its account.
     */
    async callerOf(authorization: string | undefined): Promise<KeyCaller> {
      const key = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!key) throw unauthenticated('Send your API key as Authorization: Bearer sk_live_….');
      if (!API_KEY_PATTERN.test(key)) throw unauthenticated('This is not an API key. Create one on your dashboard.');
      const [row] = await db
        .select({ id: apiKeys.id, kind: apiKeys.kind, revokedAt: apiKeys.revokedAt, lastUsedAt: apiKeys.lastUsedAt, user: { id: users.id, userid: users.userid, role: users.role, name: users.name, email: users.email, isBlocked: users.isBlocked } })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.keyHash, hashOf(key)))
        .limit(1);
      if (!row) throw unauthenticated('Unknown API key.');
      if (row.revokedAt) throw unauthenticated('This API key was revoked.');
      if (row.user.isBlocked) throw unauthenticated('Your account is blocked. Please contact support.');
      if (!mayHoldKeys(row.user.role)) throw forbidden('API keys work for reseller accounts only.');
      const now = Date.now();
      if (now - Math.max(row.lastUsedAt?.getTime() ?? 0, lastWritten.get(row.id) ?? 0) > LAST_USED_EVERY_MS) {
        lastWritten.set(row.id, now);
        if (lastWritten.size > 10_000) lastWritten.clear();
        // Not awaited: the call does not wait on a bookkeeping write.
        void db.update(apiKeys).set({ lastUsedAt: new Date(now) }).where(eq(apiKeys.id, row.id)).catch(() => lastWritten.delete(row.id));
      }
      const { user } = row;
      return { id: user.id, userid: user.userid, role: user.role as Role, name: user.name, email: user.email, keyId: row.id, keyKind: row.kind as ApiKeyKind };
    },
  };
}

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idKey, moment, ownedRow, timestamps } from '../platform/tables.js';

export const users = pgTable(
  'users',
  {
    ...idKey(),
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
    ...timestamps(),
  },
  (t) => [
    check('users_role', sql`${t.role} in ('user', 'reseller', 'admin')`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Admin search by the start of an email (LIKE 'x%') needs the pattern operator class.
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    uniqueIndex('users_mobilenumber_idx').on(t.mobilenumber),
  ],
);

/**
 * One-time codes sent by SMS: 4 digits, stored hashed, valid 10 minutes, single use, void
 * after 5 wrong tries. `context` keeps what the registration form sent that the verify call
 * does not repeat (the referral code).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    ...idKey(),
    purpose: text('purpose').notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    context: jsonb('context').$type<{ referralCode?: string }>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    resendAfter: moment('resend_after').notNull(),
    consumedAt: moment('consumed_at'),
    ...createdAt(),
  },
  (t) => [
    check('one_time_codes_purpose', sql`${t.purpose} in ('register', 'login')`),
    index('one_time_codes_mobile_idx').on(t.mobile, t.purpose, t.createdAt),
  ],
);

/** Single-use links sent by email (verify the address, reset the password); only a hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    ...ownedRow(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    ...createdAt(),
  },
  (t) => [
    check('email_tokens_purpose', sql`${t.purpose} in ('verify_email', 'reset_password')`),
    index('email_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/**
 * An account's identity at an OpenID Connect provider: the issuer and its subject (the provider's
 * stable id for the person). One per issuer and account, and each subject belongs to one account.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    ...ownedRow(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The verified email it was linked by or created with. */
    email: text('email').notNull(),
    ...createdAt(),
    lastSignInAt: moment('last_sign_in_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oidc_identities_subject_idx').on(t.issuer, t.subject), uniqueIndex('oidc_identities_user_idx').on(t.userId, t.issuer)],
);

/**
 * API keys: a reseller's program (a bot, a shop of their own) calls /api/v1 with one. Only the
 * SHA-256 of the key is kept (a key is 40 random base62 characters, so a fast hash is enough);
 * `prefix` is its first characters, shown to recognise it. A revoked key stays for the record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...ownedRow(() => users.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    ...createdAt(),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (t) => [
    check('api_keys_kind', sql`${t.kind} in ('live', 'test')`),
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_user_idx').on(t.userId, t.createdAt),
  ],
);

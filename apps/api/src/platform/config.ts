import { z } from 'zod';
import ipaddr from 'ipaddr.js';

const isValidCidr = (range: string) => {
  try {
    ipaddr.parseCIDR(range);
    return true;
  } catch {
    return false;
  }
};
import { httpsUrlRule, shopEmailRule, shopNameRule, shopTextRule, shopWhatsappRule } from '@shop/contract/shop-info';

// Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform((v) => v ?? 'development'),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((v) => v ?? 3000),
  HOST: optional(z.string()).transform((v) => v ?? '127.0.0.1'),
  DATA_DIR: optional(z.string()).transform((v) => v ?? './data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' })),
  /** Connections this instance keeps to PostgreSQL (10 unless set; see openDatabase). */
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(2).max(200)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  PUBLIC_URL: optional(z.url()),
  /**
   * Where customers' pages live when the storefront is on another origin (a client of this API):
   * payment returns and emailed links go there. PUBLIC_URL when unset.
   */
  STOREFRONT_URL: optional(z.url()),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  TRUST_PROXY: optional(bool).transform((v) => v ?? false),
  /**
   * Other origins whose storefront may call the API with a session (CORS), exact and
   * comma-separated: https://shop.example.in,https://m.example.in. No wildcard: the calls carry
   * credentials.
   */
  CORS_ORIGINS: optional(
    z
      .string()
      .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'each origin must be scheme://host[:port], without a path or a wildcard'))),
  ).transform((v) => v ?? []),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform((v) => v ?? 'info'),
  /** On SIGTERM: how long requests and running jobs (a delivery waiting on its supplier) may take to finish before the process exits. */
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().min(1_000).max(600_000)).transform((v) => v ?? 25_000),
  /** With the embedded database: API calls in progress at once; more wait their turn in line (0: no limit, no line). */
  EMBEDDED_DB_MAX_REQUESTS: optional(z.coerce.number().int().min(0).max(10_000)).transform((v) => v ?? 16),
  /** How long a call may wait in that line before it is answered 503 with Retry-After. */
  EMBEDDED_DB_QUEUE_MS: optional(z.coerce.number().int().min(1).max(60_000)).transform((v) => v ?? 5_000),
  /** Calls that may wait in that line at once; one more is answered 503 at once (0: none wait). */
  EMBEDDED_DB_QUEUE_LENGTH: optional(z.coerce.number().int().min(0).max(100_000)).transform((v) => v ?? 1_000),
  /** Whether this instance runs background jobs (delivery, reconciliation); web-only instances set false. */
  WORKERS: optional(bool).transform((v) => v ?? true),
  DEMO_CATALOGUE: optional(bool).transform((v) => v ?? true),
  // Game suppliers: a product's api type picks one (SMILEBR/SMILEPH: Smile.one; MOOGOLD*: MooGold).
  // Without keys, the sandbox supplier delivers in development; production never uses it.
  SMILE_BASE_URL: optional(z.url()).transform((v) => (v ?? 'https://www.smile.one').replace(/\/+$/, '')),
  SMILE_UID: optional(z.string()),
  SMILE_EMAIL: optional(z.string()),
  SMILE_KEY: optional(z.string()),
  MOOGOLD_BASE_URL: optional(z.url()).transform((v) => (v ?? 'https://moogold.com/wp-json/v1/api').replace(/\/+$/, '')),
  MOOGOLD_PARTNER_ID: optional(z.string()),
  MOOGOLD_SECRET_KEY: optional(z.string()),
  /** Supplier orders placed at once by this instance, and at most this many per second per supplier. */
  DELIVERY_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)).transform((v) => v ?? 8),
  /** How long a worker's claim on a supplier order lasts unless renewed (it renews while working); a crashed worker's deliveries resume after it. */
  DELIVERY_CLAIM_SECONDS: optional(z.coerce.number().int().min(1).max(600)).transform((v) => v ?? 15),
  /** How long a supplier call may take before its outcome counts as unknown. */
  SUPPLIER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)).transform((v) => v ?? 15_000),
  /** New orders a second to each supplier, for every instance together when REDIS_URL is set. */
  SUPPLIER_RATE_PER_SECOND: optional(z.coerce.number().int().min(1).max(1000)).transform((v) => v ?? 10),
  /** Where the shop is told that a manual order waits or an order needs attention. */
  SHOP_ALERT_EMAIL: optional(z.email()),
  /** Prometheus: `/metrics` with `Authorization: Bearer <METRICS_TOKEN>`, and/or on a private METRICS_PORT. */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  ALLOW_SANDBOX_IN_PRODUCTION: optional(bool).transform((v) => v ?? false),
  // UPI payments: the sandbox gateway (a page served by the shop) or a real one.
  PAYMENT_GATEWAY: optional(z.enum(['sandbox', 'upigateway', 'razorpay'])).transform((v) => v ?? 'sandbox'),
  UPIGATEWAY_KEY: optional(z.string()),
  UPIGATEWAY_URL: optional(z.url()).transform((v) => v ?? 'https://api.ekqr.in/api'),
  RAZORPAY_KEY_ID: optional(z.string()),
  RAZORPAY_KEY_SECRET: optional(z.string()),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string()),
  RAZORPAY_URL: optional(z.url()).transform((v) => v ?? 'https://api.razorpay.com'),
  // SMS one-time codes: the sandbox (dev outbox) or an Indian OTP API.
  SMS_PROVIDER: optional(z.enum(['sandbox', 'fast2sms', 'msg91'])).transform((v) => v ?? 'sandbox'),
  FAST2SMS_API_KEY: optional(z.string()),
  FAST2SMS_URL: optional(z.url()).transform((v) => v ?? 'https://www.fast2sms.com/dev/bulkV2'),
  MSG91_AUTH_KEY: optional(z.string()),
  MSG91_TEMPLATE_ID: optional(z.string()),
  MSG91_URL: optional(z.url()).transform((v) => v ?? 'https://control.msg91.com/api/v5/otp'),
  // Email: the sandbox (dev outbox) or SMTP, e.g. smtps://user:pass@smtp.example.com:465
  MAIL_PROVIDER: optional(z.enum(['sandbox', 'smtp'])).transform((v) => v ?? 'sandbox'),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string()).transform((v) => v ?? 'S-Store <no-reply@sstore.local>'),
  // Google sign-in (server side); off unless a client id and secret are set.
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(z.url()).transform((v) => v ?? 'https://accounts.google.com'),
  // Sign-in through the owner's OpenID Connect provider (in the browser, PKCE); off unless both are set.
  OIDC_ISSUER: optional(z.url()),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_AUDIENCE: optional(z.string()),
  /** Resellers' webhooks sent at once by this instance. */
  WEBHOOK_CONCURRENCY: optional(z.coerce.number().int().min(1).max(256)).transform((v) => v ?? 16),
  /**
   * Address ranges that addresses users give the shop (webhooks, push services) may reach although
   * they are not public, comma-separated CIDRs (a reseller's receiver on the shop's own private
   * network): 10.1.2.0/24,fd00::/64. None by default.
   */
  OUTBOUND_ALLOW_PRIVATE: optional(
    z
      .string()
      .transform((v) => v.split(',').map((r) => r.trim()).filter(Boolean))
      .pipe(z.array(z.string().refine((r) => isValidCidr(r), 'each range must be an address with its prefix length, such as 10.1.2.0/24'))),
  ).transform((v) => v ?? []),
  /** A PEM file of certificate authorities those addresses may present besides the public ones (a private CA). */
  OUTBOUND_CA_FILE: optional(z.string()),
  /**
   * Web Push (notifications when an order is delivered): the VAPID key pair (base64url, as
   * `npx web-push generate-vapid-keys` prints them) and a contact for the push services. Without
   * them a development shop makes a pair once in DATA_DIR; production sends no pushes.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be the base64url public key web-push prints')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be the base64url private key web-push prints')),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// contact')),
  /** Sent as `organization` and required in the ID token's `org_id` (or `org_name`). */
  OIDC_ORGANIZATION: optional(z.string()),
  OIDC_SCOPE: optional(z.string()),
  OIDC_REFRESH_TOKENS: optional(bool).transform((v) => v ?? false),
  /** Seconds since the person last signed in at the provider; older sessions must sign in again. */
  OIDC_MAX_AGE: optional(z.coerce.number().int().min(0).max(31_536_000)),
  /** The button's "Continue with {name}"; the issuer's host when unset. */
  OIDC_PROVIDER_NAME: optional(z.string().max(40)),
  /** Admins sign in only through the OpenID Connect provider (where the owner enforces MFA). */
  ADMIN_REQUIRE_OIDC: optional(bool).transform((v) => v ?? false),
  // Uploaded pictures: the data directory, or an S3-compatible bucket when these are all set.
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })),
  // The shop's own details on its pages (name, support contacts, social links); an admin's saved
  // values at /admin/settings take precedence. Production needs the name, email and WhatsApp
  // number in one place or the other (apps/api/src/shop-info/service.ts).
  SHOP_NAME: optional(shopNameRule('must be 1 to 80 characters on one line')),
  /** The support WhatsApp number: an Indian mobile, +91 optional; kept as its 10 digits. */
  SHOP_WHATSAPP: optional(shopWhatsappRule('must be an Indian mobile number (10 digits starting with 6 to 9, +91 optional)')),
  SHOP_SUPPORT_EMAIL: optional(shopEmailRule('must be an email address')),
  SHOP_ADDRESS: optional(shopTextRule(300, 'must be at most 300 characters on one line')),
  /** When support answers, as customers should read it, e.g. "Every day, 10 am to 10 pm IST". */
  SHOP_HOURS: optional(shopTextRule(120, 'must be at most 120 characters on one line')),
  SHOP_INSTAGRAM_URL: optional(httpsUrlRule('must be an https:// URL')),
  SHOP_YOUTUBE_URL: optional(httpsUrlRule('must be an https:// URL')),
  SHOP_TELEGRAM_URL: optional(httpsUrlRule('must be an https:// URL')),
  SHOP_WHATSAPP_CHANNEL_URL: optional(httpsUrlRule('must be an https:// URL')),
  SHOP_DISCORD_URL: optional(httpsUrlRule('must be an https:// URL')),
});

/** A supplier is real only when all of its keys are set. */
export const SMILE_SETTINGS = ['SMILE_UID', 'SMILE_EMAIL', 'SMILE_KEY'] as const;
export const MOOGOLD_SETTINGS = ['MOOGOLD_PARTNER_ID', 'MOOGOLD_SECRET_KEY'] as const;

/** Image storage moves to a bucket only when every one of these is set. */
const S3_SETTINGS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Config = z.infer<typeof schema> & { publicUrl: string; storefrontUrl: string };

/** Parses the environment once; a bad setting stops start-up with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.NODE_ENV === 'production' && !c.ALLOW_SANDBOX_IN_PRODUCTION) {
    for (const [name, value] of [['PAYMENT_GATEWAY', c.PAYMENT_GATEWAY], ['SMS_PROVIDER', c.SMS_PROVIDER], ['MAIL_PROVIDER', c.MAIL_PROVIDER]] as const) {
      if (value === 'sandbox') problems.push(`${name}: the sandbox is refused in production (set ALLOW_SANDBOX_IN_PRODUCTION=true to allow it)`);
    }
  }
  if (!c.VAPID_PUBLIC_KEY !== !c.VAPID_PRIVATE_KEY) problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (c.PAYMENT_GATEWAY === 'upigateway' && !c.UPIGATEWAY_KEY) problems.push('UPIGATEWAY_KEY: required when PAYMENT_GATEWAY=upigateway');
  if (c.PAYMENT_GATEWAY === 'razorpay' && !(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET)) {
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_GATEWAY=razorpay');
  }
  if (c.SMS_PROVIDER === 'fast2sms' && !c.FAST2SMS_API_KEY) problems.push('FAST2SMS_API_KEY: required when SMS_PROVIDER=fast2sms');
  if (c.SMS_PROVIDER === 'msg91' && !(c.MSG91_AUTH_KEY && c.MSG91_TEMPLATE_ID)) problems.push('MSG91_AUTH_KEY, MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91');
  for (const group of [SMILE_SETTINGS, MOOGOLD_SETTINGS]) {
    const set = group.filter((name) => c[name]);
    if (set.length > 0 && set.length < group.length) problems.push(`${group.filter((name) => !c[name]).join(', ')}: required with ${set.join(', ')}`);
  }
  if (c.MAIL_PROVIDER === 'smtp' && !c.SMTP_URL) problems.push('SMTP_URL: required when MAIL_PROVIDER=smtp');
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  if (Boolean(c.OIDC_ISSUER) !== Boolean(c.OIDC_CLIENT_ID)) problems.push('OIDC_ISSUER, OIDC_CLIENT_ID: set both or neither');
  if (c.ADMIN_REQUIRE_OIDC && !c.OIDC_ISSUER) problems.push('OIDC_ISSUER, OIDC_CLIENT_ID: required when ADMIN_REQUIRE_OIDC=true');
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  const s3Set = S3_SETTINGS.filter((name) => c[name]);
  if (s3Set.length > 0 && s3Set.length < S3_SETTINGS.length) {
    const missing = S3_SETTINGS.filter((name) => !c[name]);
    problems.push(`${missing.join(', ')}: required for S3 image storage (${s3Set.join(', ')} ${s3Set.length === 1 ? 'is' : 'are'} set)`);
  } else if (c.S3_PUBLIC_URL && s3Set.length === 0) {
    problems.push(`${S3_SETTINGS.join(', ')}: required when S3_PUBLIC_URL is set`);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  if (c.NODE_ENV === 'production' && c.DATABASE_URL && !c.JWT_SECRET) {
    // Several instances on one PostgreSQL must share the secret; a per-directory one would not.
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL (every instance must share it)');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, publicUrl, storefrontUrl: (c.STOREFRONT_URL ?? publicUrl).replace(/\/+$/, '') };
}

export class ConfigError extends Error {}

import { z } from 'zod';

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
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  PUBLIC_URL: optional(z.url()),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  TRUST_PROXY: optional(bool).transform((v) => v ?? false),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).transform((v) => v ?? 'info'),
  DEMO_CATALOGUE: optional(bool).transform((v) => v ?? true),
  SUPPLIER: optional(z.enum(['sandbox'])).transform((v) => v ?? 'sandbox'),
  ALLOW_SANDBOX_IN_PRODUCTION: optional(bool).transform((v) => v ?? false),
  SUPPORT_CHAT_URL: optional(z.url()).transform((v) => v ?? 'https://wa.me/919000000000'),
});

export type Config = z.infer<typeof schema> & { publicUrl: string };

/** Parses the environment once; a bad setting stops start-up with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.SUPPLIER === 'sandbox' && !c.ALLOW_SANDBOX_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  SUPPLIER: the sandbox supplier is refused in production (set ALLOW_SANDBOX_IN_PRODUCTION=true to allow it)',
    );
  }
  if (c.NODE_ENV === 'production' && c.DATABASE_URL && !c.JWT_SECRET) {
    // Several instances on one PostgreSQL must share the secret; a per-directory one would not.
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL (every instance must share it)');
  }
  return { ...c, publicUrl: c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}` };
}

export class ConfigError extends Error {}

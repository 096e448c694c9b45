import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { loadDemoCatalogue } from './demo/seed.js';
import { ensureAdmin } from './accounts/user-admin.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.js';
import { openDatabase } from './platform/database.js';

/** Starts the shop: one process with the API, the web app and the embedded database by default. */
async function main() {
  const config = loadConfig();
  config.DATA_DIR = resolve(config.DATA_DIR);
  mkdirSync(join(config.DATA_DIR, 'uploads'), { recursive: true });

  // Only the embedded database needs the directory lock; PostgreSQL handles its own concurrency.
  const lock = config.DATABASE_URL ? null : lockDataDir(config.DATA_DIR);
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'db') });

  if (config.DEMO_CATALOGUE) await loadDemoCatalogue({ db: database.db, uploadsDir: join(config.DATA_DIR, 'uploads') });
  const admin = adminAccountOf(config);
  if (admin) await ensureAdmin(database.db, admin.email, admin.password);

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Past the grace period the process goes anyway; what did not finish is retried (jobs) or resumed (claimed deliveries).
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 2_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('exit', () => lock?.release());

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Shop ready at ${config.publicUrl} (database: ${database.kind})`);
  if (admin === DEMO_ADMIN) app.log.warn(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (set ADMIN_EMAIL and ADMIN_PASSWORD for a real shop)`);
}

/** The demo shop has a known admin so a newcomer can open the console; a real shop sets its own. */
const DEMO_ADMIN = { email: 'admin@sstore.local', password: 'admin12345' };

function adminAccountOf(config: Config) {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) return { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
  return config.NODE_ENV !== 'production' && config.DEMO_CATALOGUE ? DEMO_ADMIN : null;
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('The shop could not start:', err);
  }
  process.exit(1);
});

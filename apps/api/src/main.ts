import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { loadDemoCatalogue } from './demo/seed.js';
import { ConfigError, loadConfig } from './platform/config.js';
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
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'db') });

  if (config.DEMO_CATALOGUE) await loadDemoCatalogue({ db: database.db, uploadsDir: join(config.DATA_DIR, 'uploads') });

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
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
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('The shop could not start:', err);
  }
  process.exit(1);
});

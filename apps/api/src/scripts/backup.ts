import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../platform/config.js';
import { DataDirLockedError, lockDataDir } from '../platform/data-dir-lock.js';

/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder> [--replace]` for the embedded
 * database. A backup folder holds the database (`db.tar.gz`, PGlite's own dump of its data
 * directory), the uploaded pictures and the generated session secret, so a restored shop keeps
 * its sessions and images. The embedded database belongs to one process, so both need the shop
 * stopped: the data directory's lock says so if it is not. PostgreSQL is backed up with its own
 * tools (pg_dump/pg_restore; see the README).
 */
const USAGE = 'Usage: npm run backup [-- <folder>]   |   npm run restore -- <folder> [--replace]';
const STOP_FIRST = 'Stop the shop first: the embedded database can only be copied while no shop uses it.';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new UsageError(
      'DATABASE_URL is set: back up PostgreSQL with its own tools, while the shop runs:\n' +
        '  pg_dump --format=custom --file=shop.dump "$DATABASE_URL"\n' +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" shop.dump\n' +
        'and copy DATA_DIR/uploads (or your S3 bucket) beside it.',
    );
  }
  const dataDir = resolve(config.DATA_DIR);
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new UsageError(`${STOP_FIRST}\n${err.message}`);
    throw err;
  }
  try {
    if (command === 'backup') await backup(dataDir, args[0] ?? join(dataDir, '..', 'backups', `shop-${stamp()}`));
    else if (command === 'restore' && args[0]) await restore(dataDir, resolve(args[0]), args.includes('--replace'));
    else throw new UsageError(USAGE);
  } finally {
    lock.release();
  }
}

async function backup(dataDir: string, target: string) {
  const dbDir = join(dataDir, 'db');
  if (!existsSync(dbDir)) throw new UsageError(`There is no database in ${dataDir} to back up.`);
  const folder = resolve(target);
  if (existsSync(join(folder, 'db.tar.gz'))) throw new UsageError(`${folder} already holds a backup; choose another folder.`);
  mkdirSync(folder, { recursive: true });
  const db = await PGlite.create(dbDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(join(folder, 'db.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  if (existsSync(join(dataDir, 'uploads'))) cpSync(join(dataDir, 'uploads'), join(folder, 'uploads'), { recursive: true });
  if (existsSync(join(dataDir, 'jwt-secret'))) cpSync(join(dataDir, 'jwt-secret'), join(folder, 'jwt-secret'));
  console.log(`Backed up ${dataDir} to ${folder}`);
}

async function restore(dataDir: string, folder: string, replace: boolean) {
  const dump = join(folder, 'db.tar.gz');
  if (!existsSync(dump)) throw new UsageError(`${folder} is not a backup folder (it has no db.tar.gz).`);
  const dbDir = join(dataDir, 'db');
  if (existsSync(dbDir)) {
    if (!replace) throw new UsageError(`${dataDir} already has a database. Add --replace to set it aside (it is kept as db.before-restore-<time>) and restore over it.`);
    renameSync(dbDir, join(dataDir, `db.before-restore-${stamp()}`));
  }
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([readFileSync(dump)]) });
  await db.close();
  if (existsSync(join(folder, 'uploads'))) cpSync(join(folder, 'uploads'), join(dataDir, 'uploads'), { recursive: true });
  if (existsSync(join(folder, 'jwt-secret'))) cpSync(join(folder, 'jwt-secret'), join(dataDir, 'jwt-secret'));
  console.log(`Restored ${folder} into ${dataDir}`);
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

class UsageError extends Error {}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof UsageError ? err.message : err);
  process.exit(2);
});

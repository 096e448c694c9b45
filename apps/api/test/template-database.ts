// One migrated database per test run, copied for each test file: migrating from nothing cost a
// file 2 to 7 s per database on PGlite, a copy a fraction of it. Vitest runs `setup` once, before
// any file (globalSetup in vitest.config.ts); the files find the copy through `inject`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/platform/database.js';
import { startJobs } from '../src/platform/jobs.js';
import { scratchDatabase } from './database-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated database's dump. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated database to copy with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/** What every shop does to a new database at start-up: its migrations, then the job queue's own tables. */
async function prepare(database: Database) {
  const jobs = await startJobs(database, { error() {} });
  await jobs.stop();
  await database.close();
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await scratchDatabase(serverUrl, 'shop_template');
    await prepare(await openDatabase({ kind: 'postgres', url: template.url, poolSize: 2 }));
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'));
  await prepare(await openDatabase({ kind: 'pglite', dataDir: join(dir, 'db') }));
  const copy = await PGlite.create({ dataDir: join(dir, 'db') });
  const dump = await copy.dumpDataDir('none');
  await copy.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

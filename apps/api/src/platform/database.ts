import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL with $n parameters, for libraries that bring their own SQL (pg-boss). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  raw: SqlExecutor;
  /** Runs LISTEN on a channel; the callback runs for every NOTIFY, from any instance. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens the database and applies the migrations that every deployment shares. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.kind === 'pglite') {
    const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
    const db = drizzlePglite({ client }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      raw: {
        async executeSql(text, values) {
          // Statements without parameters may be several at once, which only exec runs.
          if (!values?.length) return (await client.exec(text)).at(-1) ?? { rows: [] };
          return client.query(text, values);
        },
      },
      async listen(channel, onNotify) {
        await client.listen(channel, onNotify);
      },
      close: () => client.close(),
    };
  }

  const connection = { connectionString: options.url };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 20 });
  // An idle connection the server drops (restart, failover, a terminated backend) must not
  // crash the process: the pool replaces it on next use. pg documents this listener as required.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    raw: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    async listen(channel, onNotify) {
      const client = new pg.Client(connection);
      client.on('error', () => {}); // as for the pool: a dropped listener connection must not crash the shop
      await client.connect();
      client.on('notification', (n) => n.channel === channel && onNotify());
      await client.query(`LISTEN "${channel}"`);
      listeners.push(client);
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}

/** The migrations live in apps/api/drizzle, found from the source tree and from the build. */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Database migrations folder (apps/api/drizzle) not found');
}

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

/** How long to wait before replacing a lost LISTEN connection (and between attempts). */
const LISTEN_RETRY_MS = 1_000;

/** The same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL with $n parameters, for libraries that bring their own SQL (pg-boss). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  raw: SqlExecutor;
  /**
   * Runs LISTEN on a channel; the callback runs for every NOTIFY, from any instance, with its
   * payload. After a lost connection is re-established it runs once with no payload, since
   * notifications may have been missed meanwhile.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<void>;
  /**
   * Runs start-up work that changes the schema (migrations, the job queue's tables and queues)
   * while no other instance does the same: instances started together on one database would
   * otherwise create the same objects at once and fail ("already exists", deadlocks).
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
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
    yieldBeforeEachUse(client);
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
        await client.listen(channel, (payload) => onNotify(payload || undefined));
      },
      // One process owns the embedded database: nobody else can be starting.
      duringStartup: (work) => work(),
      close: () => client.close(),
    };
  }

  const connection = { connectionString: options.url };
  // A database that does not answer fails a request in seconds (503), not after the client gives up.
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 20, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (restart, failover, a terminated backend) must not
  // crash the process: the pool replaces it on next use. pg documents this listener as required.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const duringStartup = <T>(work: () => Promise<T>) => underStartupLock(pool, work);
  await duringStartup(() => migratePg(db as never, { migrationsFolder }));
  const listeners = new Set<pg.Client>();
  let closed = false;
  /** A dedicated connection for one channel, replaced (after a pause) whenever it is lost. */
  async function listenOn(channel: string, onNotify: (payload?: string) => void, isReconnect: boolean): Promise<void> {
    const client = new pg.Client(connection);
    let established = false;
    let lost = false;
    const reconnect = () => {
      if (!established || lost || closed) return; // before LISTEN succeeds, the caller sees the failure
      lost = true;
      listeners.delete(client);
      client.end().catch(() => {});
      const retry = () => {
        if (!closed) listenOn(channel, onNotify, true).catch(() => setTimeout(retry, LISTEN_RETRY_MS).unref());
      };
      setTimeout(retry, LISTEN_RETRY_MS).unref();
    };
    client.on('error', reconnect); // a dropped connection must not crash the shop: it is replaced
    client.on('end', reconnect);
    client.on('notification', (n) => n.channel === channel && onNotify(n.payload || undefined));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    established = true;
    listeners.add(client);
    if (isReconnect) onNotify();
  }
  return {
    db,
    kind: 'postgres',
    raw: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    listen: (channel, onNotify) => listenOn(channel, onNotify, false),
    duringStartup,
    async close() {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end()));
      await pool.end();
    },
  };
}

/**
 * PGlite runs each query on this process's only thread and answers through promises alone, so
 * a chain of database work (delivery workers with a backlog) never returned to the event loop:
 * new requests were not even read for seconds (p99 8 s at 50 connections). Waiting for the
 * event loop's next turn before each query or transaction lets pending requests in first; a
 * transaction's own statements run without the pause.
 */
function yieldBeforeEachUse(client: PGlite) {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const afterPendingIo = async (...args: unknown[]) => {
      await new Promise((resolve) => setImmediate(resolve));
      return run(...args);
    };
    Object.assign(client, { [method]: afterPendingIo });
  }
}

/**
 * A session-level advisory lock, held on a connection of its own while the work runs on others:
 * one instance migrates while the rest wait, then find nothing left to do.
 */
async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    lock.release();
  }
}
/** Any fixed number, the same in every instance: the start-up lock's key. */
const STARTUP_LOCK = 7_261_150_001;

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

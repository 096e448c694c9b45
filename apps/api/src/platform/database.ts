import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { AppError } from './errors.js';
import { sendEachTurnTogether } from './pg-turns.js';
import { batchedQueries } from './pglite-query.js';
import { StatementNames } from './statement-names.js';

/** How long to wait before replacing a lost LISTEN connection (and between attempts). */
const LISTEN_RETRY_MS = 1_000;

/** The same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL with $n parameters, for libraries that bring their own SQL (pg-boss). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * What this process has asked of the database since it started: SQL statements (BEGIN and COMMIT
 * included) and round trips (calls that wait for the database). The metrics publish them, so a
 * benchmark can say what an order costs.
 */
export type DatabaseWork = { statements: number; roundTrips: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  raw: SqlExecutor;
  work: DatabaseWork;
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
  // dataDir null: in memory (tests). replanEveryMs: how often prepared statements are planned afresh.
  // startFrom: a dump of a database already migrated (PGlite's dumpDataDir), loaded instead of
  // migrating from nothing: a test file's database in a fraction of the time.
  | { kind: 'pglite'; dataDir: string | null; replanEveryMs?: number; startFrom?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Opens the database and applies the migrations that every deployment shares. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (options.kind === 'pglite') {
    const client = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(options.startFrom ? { loadDataDir: options.startFrom } : {}) });
    const work: DatabaseWork = { statements: 0, roundTrips: 0 };
    batchEachQuery(client, options.replanEveryMs);
    countWork(client, work);
    yieldBeforeEachUse(client);
    const db = withAfterCommit(drizzlePglite({ client }) as unknown as Db);
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      work,
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
  // Connections beyond what the database's cores can serve only take turns inside it: on two
  // cores, pools of 6 to 10 placed about a tenth more wallet orders a second than 20; calls past
  // the pool wait for a connection in this process instead.
  // Pipelined: a statement goes out while the ones before it on the connection are still being
  // answered, so that work started together (`together`) waits for the database once.
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000, pipeline: true });
  // An idle connection the server drops (restart, failover, a terminated backend) must not
  // crash the process: the pool replaces it on next use. pg documents this listener as required.
  pool.on('error', () => {});
  const work: DatabaseWork = { statements: 0, roundTrips: 0 };
  const statementNames = new StatementNames();
  pool.on('connect', (client) => {
    // A connection lost while a transaction holds it (the server restarted, or ended its backend)
    // fails that transaction's statements with the loss, and the pool drops it when it is given
    // back; the pool listens only to idle connections, so without this the driver's 'error' event
    // would end the process.
    client.on('error', () => {});
    sendEachTurnTogether(client, work);
    prepareEachStatement(client, statementNames);
  });
  const db = withAfterCommit(drizzlePg({ client: pool }) as unknown as Db);
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
    work,
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

/** Parameterized queries in one call into PGlite, in and out of transactions (platform/pglite-query.ts). */
function batchEachQuery(client: PGlite, replanEveryMs: number | undefined) {
  const batched = batchedQueries(client, new StatementNames(), { replanEveryMs });
  client.query = batched.query as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      tx.query = batched.inTransaction(tx) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
}

/**
 * Gives each parameterized statement a name from its text, the same on every connection, so the
 * driver prepares it once per connection and PostgreSQL parses and plans it once, instead of for
 * every call (drizzle names none). Statements without parameters keep the simple protocol, which
 * also runs scripts of several statements. Named statements live on a connection, which a pooler
 * in transaction mode would not keep; the shop already needs connections of its own for LISTEN and
 * its start-up lock.
 */
function prepareEachStatement(client: pg.Client, names: StatementNames) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((first: unknown, values?: unknown, ...rest: unknown[]) => {
    const config = typeof first === 'string' ? { text: first } : (first as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown } | null);
    const params = Array.isArray(values) ? values : config?.values;
    const text = config?.text;
    if (typeof text === 'string' && config!.name === undefined && config!.submit === undefined && Array.isArray(params) && params.length) {
      const name = names.of(text);
      if (name) {
        const answer = query({ ...config, name }, values, ...rest);
        return answer instanceof Promise ? answer.catch((err: unknown) => names.forgetIfStale(text, err)) : answer;
      }
    }
    return query(first, values, ...rest);
  }) as typeof client.query;
}

/** Whether a statement failed on a unique index (a repeated key, a taken email), as drizzle or the driver reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A NOTIFY on `channel` without a payload; inside a transaction it is delivered when that commits. */
export async function notify(executor: Db | Tx, channel: string) {
  await executor.execute(sql.raw(`NOTIFY ${channel}`));
}

/** For a `.catch`: a unique-index failure becomes a 409 with the person's `message`; any other error goes on. */
export const conflictOnUnique =
  (message: string) =>
  (err: unknown): never => {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', message);
    throw err;
  };

/**
 * Waits for pieces of work started at once in one transaction (an order's insert, its payment,
 * its reactions) and fails with the first failure among them in the order given. On PostgreSQL
 * their statements go out in the order they are started, each without waiting for the answers
 * before it (the connections are pipelined): one wait for the database where there were several.
 * The database runs them in that order, so a piece may rely on the effects of the pieces started
 * before it (a row it refers to), not after. Every piece is waited for, even after one has failed:
 * a piece still running when its transaction rolls back would send its next statement outside
 * the transaction.
 */
export async function together(pieces: readonly (Promise<unknown> | undefined)[]): Promise<void> {
  const settled = await Promise.allSettled(pieces);
  const failed = settled.find((piece) => piece.status === 'rejected');
  if (failed) throw failed.reason;
}

const afterCommitOf = new WeakMap<Tx, (() => unknown)[]>();

/**
 * Runs `then` once the caller's transaction has committed (never if it rolls back): work that
 * the change starts in this process (a delivery, a mail) without a job row or a poll. What must
 * survive a crash between the commit and `then` is a row written in the transaction, which a
 * sweep finds. When `then` answers a promise, `db.transaction` answers once it settles: the
 * caller sees the committed change and what followed it (an invoice's number). A `then` that
 * fails does not make the committed change look failed: it reports its own errors.
 */
export function afterCommit(tx: Tx, then: () => unknown) {
  const list = afterCommitOf.get(tx);
  if (!list) throw new Error('afterCommit needs a transaction opened with db.transaction');
  list.push(then);
}

function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const callbacks: (() => unknown)[] = [];
    const result = await transaction((tx) => {
      afterCommitOf.set(tx, callbacks);
      return work(tx);
    }, config as never);
    await Promise.allSettled(callbacks.map(async (then) => then()));
    return result;
  }) as Db['transaction'];
  return db;
}

/**
 * Counts the statements and round trips of a PGlite client (a transaction's BEGIN and COMMIT are
 * its own, and its statements run through the transaction's handle) or of a pool's connection.
 * On a pool's connection a statement sent while others are still being answered shares their
 * round trip (pipelined); PGlite runs each call by itself.
 */
function countWork(client: PGlite, work: DatabaseWork) {
  const counted = <F extends (...args: never[]) => unknown>(run: F, statements: (...args: Parameters<F>) => number) =>
    ((...args: Parameters<F>) => {
      work.statements += statements(...args);
      work.roundTrips++;
      return run(...args);
    }) as F;
  const one = () => 1;
  client.query = counted(client.query.bind(client), one);
  client.exec = counted(client.exec.bind(client), (text: string) => statementsIn(text));
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>) => {
    work.statements += 2; // BEGIN, then COMMIT or ROLLBACK
    work.roundTrips += 2;
    return transaction((tx) => {
      tx.query = counted(tx.query.bind(tx), one);
      tx.exec = counted(tx.exec.bind(tx), (text: string) => statementsIn(text));
      return callback(tx);
    });
  }) as PGlite['transaction'];
}

/** Statements in a script sent at once (pg-boss sends some); a close count is enough here. */
const statementsIn = (text: string) => Math.max(1, text.split(';').filter((part) => part.trim()).length);

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

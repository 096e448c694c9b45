import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, SqlExecutor, Tx } from './database.js';

/**
 * Background jobs on pg-boss in the shop's own database (SKIP LOCKED, so any number of
 * instances share the work). A job that a state change starts is inserted in the same
 * transaction as the change: it exists if and only if the change committed.
 */
export type Jobs = {
  /** Adds a job inside the caller's transaction. */
  enqueue(tx: Tx, queue: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(queue: string, cron: string): Promise<void>;
  createQueue(queue: string, options?: Omit<PgBoss.Queue, 'name'>): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobs(database: Database, log: { error(obj: object, msg: string): void }): Promise<Jobs> {
  const boss = new PgBoss({ db: database.raw as PgBoss.Db, schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return {
    async enqueue(tx, queue, data, options = {}) {
      await boss.send(queue, data, { ...options, db: executorIn(tx) as PgBoss.Db });
    },
    async send(queue, data, options = {}) {
      await boss.send(queue, data, options);
    },
    async work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      // One job at a time per queue per instance, polled every second: deliveries are quick.
      await boss.work<T>(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        if (job) await handler(job.data);
      });
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron);
    },
    async createQueue(queue, options = {}) {
      await boss.createQueue(queue, { name: queue, ...options });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}

/** pg-boss's $n-parameter SQL, run through a Drizzle transaction (on PGlite and PostgreSQL). */
function executorIn(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

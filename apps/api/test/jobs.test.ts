import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from './helpers.js';
import { startJobs, type Jobs } from '../src/platform/jobs.js';

// Workers poll only once a minute here, so a job handled within seconds proves it was announced
// (NOTIFY on commit) rather than found by polling.
const POLL_SECONDS = 60;
const WELL_BEFORE_A_POLL = 8_000;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let jobs: Jobs;
const seen: number[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobs(database, { error: () => {} }, { pollSeconds: POLL_SECONDS });
  await jobs.createQueue('test-jobs');
  await jobs.work<{ n: number }>('test-jobs', async ({ n }) => {
    seen.push(n);
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.dispose();
});

it('runs a job enqueued in a transaction only if the transaction commits, without waiting for a poll', async () => {
  await database.db.transaction(async (tx) => {
    await jobs.enqueue(tx, 'test-jobs', { n: 1 });
  });
  await database.db
    .transaction(async (tx) => {
      await jobs.enqueue(tx, 'test-jobs', { n: 2 });
      throw new Error('the change fails');
    })
    .catch(() => {});
  await jobs.send('test-jobs', { n: 3 });
  await expect.poll(() => [...seen].sort(), { timeout: WELL_BEFORE_A_POLL }).toEqual([1, 3]);
  // The rolled-back job never existed: there is nothing a later poll could find and run.
  const { rows } = await database.raw.executeSql(`select count(*)::int as n from pgboss.job where name = 'test-jobs' and (data->>'n')::int = 2`);
  expect((rows[0] as { n: number }).n).toBe(0);
  expect(seen).not.toContain(2);
});

it('drains a backlog without waiting for a poll after each job', async () => {
  const backlog = [10, 11, 12, 13, 14, 15];
  await database.db.transaction(async (tx) => {
    for (const n of backlog) await jobs.enqueue(tx, 'test-jobs', { n });
  });
  await expect.poll(() => backlog.every((n) => seen.includes(n)), { timeout: WELL_BEFORE_A_POLL }).toBe(true);
});

// PGlite has no LISTEN connection to lose: this runs where TEST_DATABASE_URL gives PostgreSQL.
it.runIf(testDatabaseKind === 'postgres')(`keeps waking workers after PostgreSQL drops the LISTEN connection${testDatabaseKind === 'postgres' ? '' : ' (skipped: set TEST_DATABASE_URL to run it)'}`, async () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const listeners = `select pid from pg_stat_activity where query like 'LISTEN "shop_jobs"%' and pid <> pg_backend_pid()`;
    const before = (await admin.query(listeners)).rows.map((r) => r.pid as number);
    expect(before.length).toBeGreaterThan(0);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)', [before]);
    // A new connection listens again (other test files' shops have their own; look for a new pid).
    await expect
      .poll(async () => (await admin.query(listeners)).rows.filter((r) => !before.includes(r.pid as number)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await jobs.send('test-jobs', { n: 4 });
    await expect.poll(() => seen.includes(4), { timeout: WELL_BEFORE_A_POLL }).toBe(true);
  } finally {
    await admin.end();
  }
});

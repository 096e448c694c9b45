import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from './helpers.js';
import { startJobs, type Jobs } from '../src/platform/jobs.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let jobs: Jobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobs(database, { error: () => {} });
});
afterAll(async () => {
  await jobs.stop();
  await database.dispose();
});

it('runs a job enqueued in a transaction only if the transaction commits', async () => {
  await jobs.createQueue('test-jobs');
  const seen: number[] = [];
  await jobs.work<{ n: number }>('test-jobs', async ({ n }) => {
    seen.push(n);
  });
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
  await expect.poll(() => [...seen].sort(), { timeout: 15_000 }).toEqual([1, 3]);
  await new Promise((r) => setTimeout(r, 1500));
  expect(seen).not.toContain(2);
});

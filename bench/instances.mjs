// Wallet orders per second with one shop instance and with two, on the same PostgreSQL database
// (a fresh one, dropped after) and the same Redis, beside what the PostgreSQL server does alone
// with pgbench's TPC-B transactions in the same run, so the shop's figure reads as a share of it.
// The second instance shares the 50 connections (autocannon alternates the two URLs, as a
// round-robin balancer would). Order: one instance, two instances, one again (the second shop
// stopped), so drift over the run (a growing orders table, the machine's own) shows.
// The shops, PostgreSQL, Redis and autocannon share the machine's cores; the CPU figures say how
// busy it was and how much of it each shop took.
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cheapPack, customers, run } from './wallet-orders.mjs';
import { pgbench, processTicks, scratchDatabase, startShop } from './shop-process.mjs';

const CUSTOMERS = 50;



/** The machine's idle and total time, each shop's CPU time, PostgreSQL's (all its processes) and this process's (autocannon). */
function cpuNow(pids) {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const postgres = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(processTicks)
    .filter((p) => p.name === 'postgres')
    .reduce((sum, p) => sum + p.ticks, 0);
  const { user, system } = process.cpuUsage();
  return { idle: fields[3] + fields[4], total: fields.reduce((a, b) => a + b, 0), shops: pids.map((pid) => processTicks(pid).ticks), postgres, loadGenerator: (user + system) / 10_000, at: performance.now() };
}

const cores = (ticks, seconds) => Number((ticks / 100 / seconds).toFixed(2));

/** One autocannon run with the CPU the machine and each shop spent during it. */
async function measured(shops, buyers, pack) {
  const before = cpuNow(shops.map((s) => s.pid));
  const result = await run(shops, buyers, pack);
  const after = cpuNow(shops.map((s) => s.pid));
  const seconds = (after.at - before.at) / 1000;
  return {
    ...result,
    machineBusyPct: Math.round(100 * (1 - (after.idle - before.idle) / (after.total - before.total))),
    // Cores used on average (1.0 is one core all the time) by each shop, by PostgreSQL's
    // processes and by autocannon (this process); Redis and the rest of the machine took the remainder.
    cores: {
      shops: after.shops.map((ticks, i) => cores(ticks - before.shops[i], seconds)),
      postgres: cores(after.postgres - before.postgres, seconds),
      autocannon: cores(after.loadGenerator - before.loadGenerator, seconds),
    },
  };
}

export async function benchInstances() {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const scratch = await scratchDatabase('shop_bench_pgbench');
  let database;
  try {
    const reference = pgbench(scratch.url);
    await scratch.drop();
    database = await scratchDatabase('shop_bench_instances');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // One secret for both: a customer signed in on one instance is signed in on the other.
      JWT_SECRET: 'bench-instances-secret-0123456789abcdefghij',
      ADMIN_EMAIL: 'bench@example.in',
      ADMIN_PASSWORD: 'bench-password-1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    };
    const first = await startShop({ port: 3210, env });
    let second;
    try {
      const pack = await cheapPack(first);
      // The sign-up limits live in Redis for an hour: this run's customers are numbers of its own.
      const buyers = await customers(first, CUSTOMERS, { first: randomInt(1_000, 60_000) });
      await run(first, buyers.slice(0, 5), pack); // warm-up
      const one = await measured([first], buyers, pack);
      second = await startShop({ port: 3211, env });
      await run(second, buyers.slice(0, 5), pack); // the second instance's warm-up
      const two = await measured([first, second], buyers, pack);
      await second.stop();
      second = undefined;
      const oneAgain = await measured([first], buyers, pack);
      const share = (r) => Number((r.ordersPerSecond / reference.tps).toFixed(3));
      const result = {
        pgbench: reference,
        oneInstance: { ...one, ofPgbenchTps: share(one) },
        twoInstances: { ...two, ofPgbenchTps: share(two) },
        oneInstanceAgain: { ...oneAgain, ofPgbenchTps: share(oneAgain) },
      };
      console.log('instances', JSON.stringify(result, null, 2));
      return result;
    } finally {
      await second?.stop();
      await first.stop();
    }
  } finally {
    await scratch.drop();
    await database?.drop();
  }
}

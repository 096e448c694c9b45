// Starts the built shop (or any server script) as its own process on a fresh data directory
// and resolves once it listens; shared by the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { shopCommand } from '../scripts/prepare.mjs';

export const root = new URL('..', import.meta.url).pathname;

/**
 * A new, empty database on the benchmark's PostgreSQL server (BENCH_DATABASE_URL, default the
 * local `test` server), named `${prefix}_<time>`; `drop()` removes it, connections and all.
 */
export async function scratchDatabase(prefix) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}_${Date.now()}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `core`: pin the shop (every thread) to one CPU with taskset, for benchmarks that load it from the other. */
export async function startShop({ port, env = {}, core }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const server = shopCommand();
  const [command, ...args] = core === undefined ? server : ['taskset', '-c', String(core), ...server];
  const child = spawn(command, args, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    /** The shop's own process (taskset replaces itself with it). */
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `pgbench -i -s 10` into a scratch database, then `clients` clients on 2 threads for 10 s. */
export function pgbench(url, clients = 10) {
  const init = spawnSync('pgbench', ['-i', '-s', '10', '-q', url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const bench = spawnSync('pgbench', ['-c', String(clients), '-j', '2', '-T', '10', url], { encoding: 'utf8' });
  if (bench.status !== 0) throw new Error(`pgbench failed: ${bench.stderr}`);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(bench.stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(bench.stdout)?.[1]);
  return { tps: Math.round(tps), latencyMs, scale: 10, clients, threads: 2, seconds: 10 };
}

/** A process's name and CPU time (user + system) in clock ticks, 100 a second on Linux. */
export function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return { name: '', ticks: 0 }; // gone meanwhile
  }
}

/**
 * CPU time (clock ticks) of every PostgreSQL process on this machine (backends, writers,
 * checkpointer): what the database server spent, for the benchmarks whose server is local.
 */
export function postgresTicks() {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const process = processTicks(Number(entry));
    if (process.name === 'postgres') ticks += process.ticks;
  }
  return ticks;
}

/** The admin a benchmark starts its shop with (as ADMIN_EMAIL and ADMIN_PASSWORD) and signs in as. */
export const benchAdmin = { email: 'bench@example.in', password: 'bench-password-1' };

/** Signs the bench admin in and answers its bearer token. */
export async function signInBenchAdmin(shopUrl) {
  const login = await fetch(`${shopUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(benchAdmin) });
  const { token } = await login.json();
  return token;
}

/**
 * Times 200 GETs of `path`, after 20 that warm the caches and are not counted: p50 and p95 in
 * ms, and the size of the last (decoded) answer.
 */
export async function timeGets(shopUrl, name, path, headers = {}) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < 220; i++) {
    const t = performance.now();
    const res = await fetch(`${shopUrl}${path}`, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    if (i >= 20) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: +times[Math.floor(times.length * 0.5)].toFixed(1), p95: +times[Math.floor(times.length * 0.95)].toFixed(1), bytes };
}

// Starts the built shop (or any server script) as its own process on a fresh data directory
// and resolves once it listens; shared by the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

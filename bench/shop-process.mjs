// Starts the built shop (or any server script) as its own process on a fresh data directory
// and resolves once it listens; shared by the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopCommand } from '../scripts/prepare.mjs';

export const root = new URL('..', import.meta.url).pathname;

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

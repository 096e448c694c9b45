import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Starts the real, built shop as a separate process: the lock only matters between processes.
const apiDir = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO_CATALOGUE: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' };
const running: ChildProcess[] = [];

function startShop(): { child: ChildProcess; ready: Promise<void>; exit: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Shop ready')) onReady();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exit = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { child, ready, exit };
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  expect(build.status).toBe(0);
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second shop on the same data directory, and says why', async () => {
    const first = startShop();
    await first.ready;

    const second = startShop();
    const { code, output } = await second.exit;
    expect(code).toBe(1);
    expect(output).toContain(`The data directory ${dataDir} is in use by another shop process`);
    expect(output).toContain(`pid ${first.child.pid}`);

    // The first shop is unharmed.
    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);
  });

  it('takes over a lock left by a process that died (SIGKILL)', async () => {
    const first = startShop();
    await first.ready;
    first.child.kill('SIGKILL');
    await first.exit;

    const next = startShop();
    await next.ready;
    next.child.kill('SIGTERM');
    expect((await next.exit).code).toBe(0);
  });

  it('never takes a lock held by another machine on a shared disk', async () => {
    writeFileSync(join(dataDir, 'shop.lock'), JSON.stringify({ pid: 1, host: `not-${hostname()}`, since: '2026-01-01T00:00:00Z' }));
    const { code, output } = await startShop().exit;
    expect(code).toBe(1);
    expect(output).toContain('in use by another shop process');
    rmSync(join(dataDir, 'shop.lock'));
  });
});

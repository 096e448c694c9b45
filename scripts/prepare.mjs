// What `npm start` and `npm test` both need on a fresh clone: the packages installed and the
// app built. Plain Node only: this runs before any dependency exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs the workspace's packages when they are missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing packages (first run)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/api/src', 'apps/api/drizzle', 'packages/contract/src'];
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js', 'apps/api/dist/audit-ledger.js', 'apps/api/dist/backup.js'];

/** Builds the web app and the API unless the build is newer than every source file. */
export function ensureBuilt({ force = false, env = process.env } = {}) {
  const built = outputs.every((f) => existsSync(join(root, f)));
  if (!force && built) {
    const oldestOutput = Math.min(...outputs.map((f) => statSync(join(root, f)).mtimeMs));
    if (newestMtime(sources.map((s) => join(root, s))) <= oldestOutput) return;
  }
  console.log('Building the shop...');
  run('npm', ['run', 'build'], { env });
}

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) newest = Math.max(newest, newestMtime(readdirSync(path).map((name) => join(path, name))));
  }
  return newest;
}

/**
 * The command that runs the built shop (`npm start`, the benchmarks).
 *
 * `--min-semi-space-size=16` keeps V8's young generation at the size it grows to under load. When
 * the shop idles for a minute, V8 shrinks it to 1 MB, and under load afterwards it stayed small:
 * objects of the requests in flight outlived their collections, moved to the old generation and
 * were collected there, and a catalogue read cost about a quarter more CPU (`npm run bench --
 * home-products` after its idle turns; docs/benchmarks.md). The pages are committed only when
 * used.
 */
export function shopCommand() {
  return [process.execPath, '--enable-source-maps', '--min-semi-space-size=16', join(root, 'apps/api/dist/server.js')];
}

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock between processes, and a second process on the same directory silently
 * loses writes. The shop therefore holds an exclusive lock file in DATA_DIR for as long as it
 * runs. A lock left by a process that died (SIGKILL, power loss) is taken over, because the pid
 * it names is no longer alive on this host.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'shop.lock');
  const me = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(path);
      if (holder && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another shop process (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
            'Two processes on one embedded database would lose writes: stop the other process, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      rmSync(path, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}

type Holder = { pid: number; host: string; since: string };

function readHolder(path: string): Holder | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Holder;
  } catch {
    return null; // half-written or unreadable: treat as stale
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true; // another machine on a shared disk: never steal
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

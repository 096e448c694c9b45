// `npm run backup` / `npm run restore`: builds the API if needed, then copies the embedded
// database (apps/api/src/scripts/backup.ts says how).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();
const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/backup.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);

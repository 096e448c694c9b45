// `npm run audit:ledger`: builds the API if needed, then checks every ledger's balances against their rows.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();
const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/audit-ledger.js')], { stdio: 'inherit' });
process.exit(result.status ?? 1);

// `npm start`: install what is missing, build, then run the shop (it migrates the database and
// loads the demo catalogue itself on start-up).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
ensureBuilt();

const shop = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

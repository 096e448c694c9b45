// `npm start`: install what is missing, build, then run the shop (it migrates the database and
// loads the demo catalogue itself on start-up).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, shopCommand } from './prepare.mjs';

ensureInstalled();
ensureBuilt();

const [node, ...args] = shopCommand();
const shop = spawn(node, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shop.kill(signal));
shop.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm run build -w apps/web`: the bundle customers download is always React's production build.
// Vite builds whatever NODE_ENV says, and NODE_ENV is the shop's own mode: a shop run with
// NODE_ENV=development (as .env.example offers) built React's development bundle, with no service
// worker and slower pages. The server's mode and the bundle's are separate things.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = spawnSync('npx', ['vite', 'build'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (vite.status !== 0) process.exit(vite.status ?? 1);
await import('./precompress.mjs');

// `npm test` (and `npm run check`): typecheck, lint (including the boundaries between features),
// API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), web component tests,
// then the browser tests in Chromium.
import { existsSync } from 'node:fs';
import { ensureBuilt, ensureInstalled, run } from './prepare.mjs';

ensureInstalled();
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
ensureBuilt();

const apiEnv = { ...process.env };
delete apiEnv.TEST_DATABASE_URL;
console.log('\n== API tests on PGlite ==');
run('npx', ['vitest', 'run'], { cwd: 'apps/api', env: apiEnv });
if (process.env.TEST_DATABASE_URL) {
  console.log('\n== API tests on PostgreSQL ==');
  run('npx', ['vitest', 'run'], { cwd: 'apps/api' });
}

console.log('\n== Web component tests ==');
run('npx', ['vitest', 'run'], { cwd: 'apps/web' });

console.log('\n== Browser tests (Chromium) ==');
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium is missing: install it with `apt-get install -y chromium` (.ci/run does this), or set CHROMIUM_PATH.');
  process.exit(1);
}
run('npx', ['playwright', 'test'], { cwd: 'e2e' });

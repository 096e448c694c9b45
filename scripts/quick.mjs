// `npm run quick`: the developer's loop, for what changed since a commit (HEAD by default, or the
// one given: `npm run quick -- main`). Type checks the projects the change touches, lints the
// changed files, and runs the API tests on PGlite of the changed features and the web tests that
// import a changed file (vitest follows the imports). `npm test` still runs everything before a
// commit lands.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { ensureInstalled, root } from './prepare.mjs';

const since = process.argv[2] ?? 'HEAD';
const started = performance.now();

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

function step(name, command, args, options = {}) {
  console.log(`\n== ${name} ==`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  console.log(`-- ${name}: ${((performance.now() - start) / 1000).toFixed(0)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureInstalled();
const changed = [...new Set([...git(['diff', '--name-only', since]), ...git(['ls-files', '--others', '--exclude-standard'])])].filter((f) => existsSync(`${root}/${f}`));
if (!changed.length) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}
const touches = (...prefixes) => changed.some((f) => prefixes.some((p) => f.startsWith(p)));

// Each project's check is incremental: a second run reads what the first one learned.
const projects = [
  touches('packages/contract/', 'apps/api/', 'apps/web/', 'e2e/') && 'packages/contract',
  touches('packages/contract/', 'apps/api/') && 'apps/api',
  touches('packages/contract/', 'apps/web/') && 'apps/web',
  touches('apps/web/src/service-worker/') && 'apps/web/src/service-worker',
  touches('packages/contract/', 'e2e/') && 'e2e',
].filter(Boolean);
for (const project of projects) {
  step(`type check ${project}`, 'npx', ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`]);
}

const lintable = changed.filter((f) => /\.(ts|tsx)$/.test(f));
if (lintable.length) step('lint changed files', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint', ...lintable]);
if (touches('apps/', 'packages/', 'e2e/')) step('import cycles', 'npm', ['run', 'lint:cycles', '--silent']);

const apiEnv = { ...process.env };
delete apiEnv.TEST_DATABASE_URL;
// Every API test builds the whole app, so each imports every feature: a feature's tests are the
// files named after it or importing its folder directly. A change outside the feature folders
// (platform, the app, the test helpers) runs the tests that import it.
const apiTests = readdirSync(`${root}/apps/api/test`).filter((name) => name.endsWith('.test.ts'));
const features = [...new Set(changed.map((f) => /^apps\/api\/src\/([\w-]+)\//.exec(f)?.[1]).filter((f) => f && f !== 'platform'))];
const outsideFeatures = changed.some((f) => (f.startsWith('apps/api/') && !features.some((feature) => f.startsWith(`apps/api/src/${feature}/`))) || f.startsWith('packages/contract/'));
const featureTests = apiTests.filter((name) => features.some((feature) => name.startsWith(feature) || readFileSync(`${root}/apps/api/test/${name}`, 'utf8').includes(`../src/${feature}/`)));
if (outsideFeatures) step('API tests on PGlite that import a change', 'npx', ['vitest', 'run', '--changed', since, '--passWithNoTests'], { cwd: `${root}/apps/api`, env: apiEnv });
else if (featureTests.length) step(`API tests on PGlite of ${features.join(', ')}`, 'npx', ['vitest', 'run', ...featureTests.map((name) => `test/${name}`)], { cwd: `${root}/apps/api`, env: apiEnv });
if (touches('apps/web/', 'packages/contract/')) step('web tests that import a change', 'npx', ['vitest', 'run', '--changed', since, '--passWithNoTests'], { cwd: `${root}/apps/web` });

console.log(`\nquick: ${((performance.now() - started) / 1000).toFixed(0)} s (\`npm test\` runs everything)`);

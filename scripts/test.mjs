// `npm test` (and `npm run check`): typecheck, lint (including the boundaries between features and
// import cycles), API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), web
// component tests, then the browser tests in Chromium. Ends with where the time went.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

const phases = [];
const reports = mkdtempSync(join(tmpdir(), 'shop-test-reports-'));
const started = performance.now();

/** Runs one phase; `tests` reads how many tests it ran (passed, failed, skipped) from its report. */
function phase(name, command, args, { cwd = root, env = process.env, tests } = {}) {
  console.log(`\n== ${name} ==`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  const seconds = (performance.now() - start) / 1000;
  let counts;
  try {
    counts = tests?.();
  } catch {
    counts = undefined; // no report: the phase failed before writing it
  }
  phases.push({ name, seconds, counts });
  if (result.status !== 0) {
    summary();
    console.error(`\n${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Vitest's JSON report: a reporter beside the usual one, its counts read after the run. */
function vitest(name, cwd, args = [], env = process.env) {
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  phase(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
    cwd,
    env,
    tests: () => {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    },
  });
}

function summary() {
  const total = (performance.now() - started) / 1000;
  console.log('\n== Where the time went ==');
  for (const { name, seconds, counts } of phases) {
    const tests = counts ? `${counts.passed} passed${counts.failed ? `, ${counts.failed} failed` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''}` : '';
    console.log(`${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s  ${tests}`);
  }
  console.log(`${'total'.padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
  rmSync(reports, { recursive: true, force: true });
}

const installStart = performance.now();
ensureInstalled();
// Built as a shop run in development mode would build it: the bundle must be the production one
// whatever NODE_ENV says (apps/api/test/web-bundle.test.ts checks it).
ensureBuilt({ env: { ...process.env, NODE_ENV: 'development' } });
phases.push({ name: 'install and build', seconds: (performance.now() - installStart) / 1000 });

phase('type check', 'npm', ['run', 'typecheck']);
phase('lint', 'npm', ['run', 'lint']);

const apiEnv = { ...process.env };
delete apiEnv.TEST_DATABASE_URL;
vitest('API on PGlite (and once)', 'apps/api', [], apiEnv);
if (process.env.TEST_DATABASE_URL) vitest('API on PostgreSQL', 'apps/api', ['--project', 'database*']);

vitest('web components', 'apps/web');

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium is missing: install it with `apt-get install -y chromium` (.ci/run does this), or set CHROMIUM_PATH.');
  process.exit(1);
}
const playwrightReport = join(reports, 'playwright.json');
phase('browser (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  cwd: 'e2e',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  tests: () => {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  },
});
summary();

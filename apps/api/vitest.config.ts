import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Two kinds of test file. One that opens the shop on a database (it imports ./helpers.js, itself or
 * through another module of test/) runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL
 * is set (`--project 'database*'`). The rest (configuration, providers against their fakes, money
 * arithmetic) mean the same on both and run once. The split is read from the files, so a new file
 * lands in the right place by itself.
 */
const testFiles = readdirSync(new URL('test', import.meta.url)).filter((name) => name.endsWith('.test.ts'));
/** Whether a module in test/ reaches ./helpers.js (the test shop and its database), through its own imports too. */
function usesDatabase(name: string, seen = new Set<string>()): boolean {
  if (name === 'helpers.ts') return true;
  if (seen.has(name)) return false;
  seen.add(name);
  const source = readFileSync(new URL(`test/${name}`, import.meta.url), 'utf8');
  return [...source.matchAll(/from '\.\/([\w-]+)\.js'/g)].some(([, local]) => usesDatabase(`${local}.ts`, seen));
}
const databaseFiles = testFiles.filter((name) => usesDatabase(name));
/**
 * A file that opens a database itself may open the other kind than the run's (PGlite beside
 * PostgreSQL). Queries built once keep the driver they were first built for, as in the shop, where a
 * process has one database: such a file gets a process of its own.
 */
const opensItsOwn = (name: string) => /\bopenDatabase\(/.test(readFileSync(new URL(`test/${name}`, import.meta.url), 'utf8'));
const inTest = (names: string[]) => names.map((name) => `test/${name}`);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two processes, one per core of the machines this runs on. Each file has a database of its
    // own (PGlite in memory, or a database of its own on TEST_DATABASE_URL) and builds its own app,
    // so a process keeps the loaded modules from file to file: loading them again for each file
    // was a third of the phase's time. The shop's modules hold no state of their own.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    projects: [
      { extends: true, test: { name: 'database', include: inTest(databaseFiles.filter((name) => !opensItsOwn(name))), globalSetup: ['test/template-database.ts'] } },
      { extends: true, test: { name: 'database-own', include: inTest(databaseFiles.filter(opensItsOwn)), globalSetup: ['test/template-database.ts'], isolate: true } },
      { extends: true, test: { name: 'no-database', include: inTest(testFiles.filter((name) => !usesDatabase(name))) } },
    ],
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Two kinds of test file. One that opens the shop on a database (it imports ./helpers.js, itself or
 * through another module of test/) runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL
 * is set (`--project database`). The rest (configuration, providers against their fakes, money
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
const databaseFiles = testFiles.filter((name) => usesDatabase(name)).map((name) => `test/${name}`);
const otherFiles = testFiles.filter((name) => !usesDatabase(name)).map((name) => `test/${name}`);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A process per file (each has its own database: PGlite in memory, or a database of its own on
    // TEST_DATABASE_URL), two at once: one per core of the machines this runs on.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'database', include: databaseFiles, globalSetup: ['test/template-database.ts'] } },
      { extends: true, test: { name: 'no-database', include: otherFiles } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (PGlite in memory, or a schema on TEST_DATABASE_URL).
    pool: 'forks',
  },
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The browser tests run against the real, built shop on a fresh data directory (demo catalogue,
// sandbox providers), in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; they must share the directory

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY: each test's own API calls name their address (fixtures.ts), as behind a proxy.
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', TRUST_PROXY: 'true' },
  },
});

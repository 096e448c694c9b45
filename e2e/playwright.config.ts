import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { oidcIssuer, otherStorefronts, port, ports } from './ports';

// The browser tests run against the real, built shop on a fresh data directory (demo catalogue,
// sandbox payments, SMS and mail; fake suppliers), in Debian's Chromium.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; they must share the directory
const { smile: smilePort, mooGold: mooGoldPort, oidc: oidcPort } = ports;
// Test keys for the fakes only; real keys come from the owner's environment.
const smileKeys = { SMILE_UID: '90001', SMILE_EMAIL: 'e2e@sstore.local', SMILE_KEY: 'e2e-smile-key' };
const mooGoldKeys = { MOOGOLD_PARTNER_ID: 'e2e-partner', MOOGOLD_SECRET_KEY: 'e2e-moogold-key' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A real browser against the real shop on a two-core machine that also runs the shop, its fakes
  // and the other worker: under that load a page can take seconds, so the budgets are generous
  // (a slow test gets three times this; a test that sets its own budget was given twice what it
  // needed on a faster machine).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    // The shop's service worker answers a page's requests itself once it controls the page, and
    // page.route() never sees those: a spec that fakes answers would test the worker's instead.
    // Specs of the offline app allow it (offline.spec.ts).
    serviceWorkers: 'block',
  },
  // The shop delivers through its real Smile.one and MooGold adapters, to local fakes of those
  // suppliers that check every signature as the real ones do.
  webServer: [
    {
      command: 'node --import tsx ../apps/api/test/fake-smile-one.ts',
      port: smilePort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_SMILE_PORT: String(smilePort), ...smileKeys },
    },
    {
      command: 'node --import tsx ../apps/api/test/fake-moogold.ts',
      port: mooGoldPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_MOOGOLD_PORT: String(mooGoldPort), ...mooGoldKeys },
    },
    {
      command: 'node --import tsx servers/oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), SHOP_ORIGIN: `http://127.0.0.1:${port}` },
    },
    {
      command: 'node servers/other-storefront.mjs',
      port: ports.allowedStorefront,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ALLOWED_PORT: String(ports.allowedStorefront), FOREIGN_PORT: String(ports.foreignStorefront) },
    },
    {
      command: 'node ../apps/api/dist/server.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // TRUST_PROXY: each test's own API calls name their address (fixtures.ts), as behind a proxy.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        TRUST_PROXY: 'true',
        SMILE_BASE_URL: `http://127.0.0.1:${smilePort}`,
        ...smileKeys,
        MOOGOLD_BASE_URL: `http://127.0.0.1:${mooGoldPort}/wp-json/v1/api`,
        ...mooGoldKeys,
        SHOP_ALERT_EMAIL: 'alerts@sstore.local',
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'shop-web',
        OIDC_PROVIDER_NAME: 'Test ID',
        CORS_ORIGINS: otherStorefronts.allowed,
      },
    },
  ],
});

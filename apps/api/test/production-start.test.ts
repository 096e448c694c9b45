import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadDemoCatalogue } from '../src/demo/seed.js';
import { loadConfig } from '../src/platform/config.js';
import { openTestDatabase } from './helpers.js';

// Production never pretends to deliver: with API products on sale, start-up needs their
// suppliers' keys, and with real providers and suppliers it needs no sandbox flag at all.

const dataDir = mkdtempSync(join(tmpdir(), 'shop-production-'));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await loadDemoCatalogue({ db: database.db, uploadsDir: join(dataDir, 'uploads') });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const realProviders = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WORKERS: 'false',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  SMS_PROVIDER: 'fast2sms',
  FAST2SMS_API_KEY: 'sms-key',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
  // What customers see and how they reach the shop (shop-info.test.ts tests the refusal without).
  SHOP_NAME: 'Arcade Bazaar',
  SHOP_SUPPORT_EMAIL: 'help@arcadebazaar.in',
  SHOP_WHATSAPP: '9845012345',
};

it('refuses to start in production when products on sale need a supplier without keys, naming the settings', async () => {
  const config = loadConfig({ ...realProviders, SMILE_UID: '1', SMILE_EMAIL: 'shop@example.in', SMILE_KEY: 'k' });
  await expect(buildApp({ config, database, webDist: null })).rejects.toThrow(/MOOGOLD_PARTNER_ID, MOOGOLD_SECRET_KEY: required for MooGold \(products with api type MOOGOLD/);
  const none = loadConfig(realProviders);
  await expect(buildApp({ config: none, database, webDist: null })).rejects.toThrow(/SMILE_UID, SMILE_EMAIL, SMILE_KEY: required for Smile.one Brazil/);
});

it('refuses half a supplier’s keys, naming the missing one', () => {
  expect(() => loadConfig({ SMILE_UID: '1', SMILE_KEY: 'k' })).toThrow(/SMILE_EMAIL: required with SMILE_UID, SMILE_KEY/);
});

it('starts in production without any sandbox flag once real payment, SMS, mail and supplier settings are given', async () => {
  const config = loadConfig({ ...realProviders, SMILE_UID: '1', SMILE_EMAIL: 'shop@example.in', SMILE_KEY: 'k', MOOGOLD_PARTNER_ID: 'p', MOOGOLD_SECRET_KEY: 's' });
  expect(config.ALLOW_SANDBOX_IN_PRODUCTION).toBe(false);
  const app = await buildApp({ config, database, webDist: null });
  await app.ready();
  try {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/database.js';
import { scratchDatabase } from './helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several instances share one PostgreSQL database; the embedded database belongs to one process
// (data-dir-lock.test.ts), so this runs where TEST_DATABASE_URL gives a PostgreSQL server.
describe.skipIf(!serverUrl)(`instances started together on a fresh PostgreSQL database${serverUrl ? '' : ' (skipped: set TEST_DATABASE_URL to run it)'}`, () => {
  it('all four migrate, start their job queues and answer', async () => {
    const { url, drop } = await scratchDatabase(serverUrl!, 'shop_start');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: url });
    const started = await Promise.allSettled(
      Array.from({ length: 4 }, async () => {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
        const app = await buildApp({ config, database, webDist: null });
        await app.ready();
        return { app, database };
      }),
    );
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      for (const s of started) {
        if (s.status !== 'fulfilled') continue;
        const res = await s.value.app.inject({ method: 'GET', url: '/api/product/gethomeproducts' });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      for (const s of started) {
        if (s.status !== 'fulfilled') continue;
        await s.value.app.close();
        await s.value.database.close();
      }
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

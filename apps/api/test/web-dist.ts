import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { startTestShop, type TestShop } from './helpers.js';

/**
 * A test shop that also serves a built web app, made for the whole test file from `files` (path
 * inside the build folder → content) in a scratch folder removed at the end. `shop`, `web` and `dist` are
 * there once the file's first `beforeAll` has run.
 */
export function serveWebBuildDuringFile(files: Record<string, string | Buffer>) {
  const served = {} as { shop: TestShop; web: Awaited<ReturnType<typeof buildApp>>; dist: string };
  beforeAll(async () => {
    served.shop = await startTestShop();
    const dist = (served.dist = mkdtempSync(join(tmpdir(), 'web-dist-')));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    served.web = await buildApp({ config: served.shop.config, database: served.shop.database, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await served.web.close();
    await served.shop.close();
    rmSync(served.dist, { recursive: true, force: true });
  });
  return served;
}

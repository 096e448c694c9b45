// What the order-completed reactions (coupons, reward points, weekly spend) add to completing an
// order, on PostgreSQL (BENCH_DATABASE_URL, default the local server's `test` database): 2,000
// orders completed one by one in their own transactions, in alternating blocks of 100 with and
// without the reactions. The entry is bundled from the API's source with esbuild.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root, scratchDatabase } from './shop-process.mjs';

export async function benchOrderReactions() {
  const database = await scratchDatabase('shop_bench_react');
  const outfile = join(root, 'apps/api/dist/order-reactions-bench.mjs');
  try {
    // As the API's own build: npm packages stay external, the workspace's TypeScript is bundled.
    const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
    const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/')).flatMap((name) => [name, `${name}/*`]);
    await build({ entryPoints: [join(root, 'bench/order-reactions-entry.ts')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', external, logLevel: 'warning' });
    const run = spawnSync(process.execPath, [outfile], { env: { ...process.env, BENCH_URL: database.url }, encoding: 'utf8', cwd: join(root, 'apps/api') });
    if (run.status !== 0) throw new Error(run.stderr || `exit ${run.status}`);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
    console.log('order reactions', result);
    return result;
  } finally {
    rmSync(outfile, { force: true });
    await database.drop();
  }
}

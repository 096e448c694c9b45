// Bundles the API into dist/server.js. npm packages stay external (installed beside it);
// the workspace's own TypeScript (packages/contract) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'));

await build({
  entryPoints: { server: 'src/main.ts', 'audit-ledger': 'src/scripts/audit-ledger.ts', backup: 'src/scripts/backup.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

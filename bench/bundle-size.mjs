// The JavaScript the home route loads before it can render: the entry script and every chunk
// it preloads (index.html), gzip-compressed as the shop serves them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './shop-process.mjs';

export function benchBundleSize() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
  const totalKb = +(sizes.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024).toFixed(1);
  console.log('home route initial JS', { files: sizes, totalKb });
  return { files: sizes, totalKb };
}

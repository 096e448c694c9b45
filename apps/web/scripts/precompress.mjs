// Writes .br and .gz beside every text asset in dist, so the server can send them as they are
// (@fastify/static preCompressed) instead of compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of filesIn(dist)) {
  const content = await readFile(path);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  count += 1;
  before += (await stat(path)).size;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(1)} KiB -> ${(after / 1024).toFixed(1)} KiB brotli`);

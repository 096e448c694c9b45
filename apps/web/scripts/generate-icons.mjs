// Generates the installable app's PNG icons from one SVG drawing. Run once after changing the
// mark (node scripts/generate-icons.mjs); the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const letter =
  'M20.5 9.5c-1.2-1.1-2.9-1.7-4.8-1.7-3.2 0-5.4 1.8-5.4 4.3 0 2.6 2.1 3.5 4.6 4.1 2 .5 3 .9 3 2 0 1-1 1.7-2.6 1.7-1.7 0-3.1-.7-4.2-1.8l-1.8 2.3c1.4 1.4 3.5 2.2 5.9 2.2 3.5 0 5.8-1.8 5.8-4.6 0-2.6-2-3.5-4.7-4.1-1.9-.5-2.9-.8-2.9-1.9 0-.9.9-1.5 2.2-1.5 1.3 0 2.5.5 3.5 1.3Z';

/** `scale` shrinks the letter into the centre (maskable icons keep their content in the safe zone). */
function svg({ rounded, scale }) {
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#5b21b6"/></linearGradient></defs>
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="url(#g)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${letter}" fill="#fff"/></g>
</svg>`);
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1.35 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1.35 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 1 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 1.2 },
];

for (const icon of icons) {
  await sharp(svg(icon)).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toFile(join(out, icon.file));
  console.log(`wrote icons/${icon.file}`);
}

// Renders the demo catalogue's artwork (product tiles, pack icons, home banners, the welcome popup)
// from SVG into small WebP files under apps/api/demo/images/. All art is original and drawn here:
// no real game or brand artwork. Run by hand after changing it, then commit the images:
//
//   node apps/api/demo/generate-images.mjs
//
// The file names are referenced by apps/api/src/demo/catalogue-data.ts; the banner and popup offers
// must stay true to the prices there (test/demo-catalogue.test.ts checks the two that name a number).
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { darken, Doc } from './art/svg.mjs';
import { fitSize, text, pill } from './art/text.mjs';
import { palettes, backdrop, place } from './art/shapes.mjs';
import { emblems } from './art/emblems.mjs';
import { packs, packIcon } from './art/packs.mjs';
import { banners, banner, popup } from './art/banners.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'images');

// ---------------------------------------------------------------------------------------------
// Product tiles, 320 x 320

const products = [
  { slug: 'mobile-legends-br', lines: ['MOBILE', 'LEGENDS'], chip: 'BR', pal: palettes.mlbbBr, emblem: 'mlbb' },
  { slug: 'mobile-legends-ph', lines: ['MOBILE', 'LEGENDS'], chip: 'PH', pal: palettes.mlbbPh, emblem: 'mlbb' },
  { slug: 'magic-chess-go-go', lines: ['MAGIC CHESS', 'GO GO'], pal: palettes.mcgg, emblem: 'mcgg' },
  { slug: 'genshin-impact', lines: ['GENSHIN', 'IMPACT'], pal: palettes.genshin, emblem: 'genshin' },
  { slug: 'honkai-star-rail', lines: ['HONKAI', 'STAR RAIL'], pal: palettes.honkai, emblem: 'honkai' },
  { slug: 'zenless-zone-zero', lines: ['ZENLESS', 'ZONE ZERO'], pal: palettes.zenless, emblem: 'zenless' },
  { slug: 'honor-of-kings', lines: ['HONOR', 'OF KINGS'], pal: palettes.hok, emblem: 'hok' },
  { slug: 'youtube-premium', lines: ['YOUTUBE', 'PREMIUM'], pal: palettes.youtube, emblem: 'youtube' },
  { slug: 'spotify-premium', lines: ['SPOTIFY', 'PREMIUM'], pal: palettes.spotify, emblem: 'spotify' },
  { slug: 'amazon-prime-video', lines: ['PRIME', 'VIDEO'], pal: palettes.prime, emblem: 'prime' },
  { slug: 'jiohotstar', lines: ['JIOHOTSTAR', 'PREMIUM'], pal: palettes.hotstar, emblem: 'hotstar' },
  { slug: 'google-play-gift-code', lines: ['GOOGLE PLAY', 'GIFT CODE'], pal: palettes.googlePlay, emblem: 'googlePlay' },
  { slug: 'steam-wallet-code', lines: ['STEAM', 'WALLET CODE'], pal: palettes.steam, emblem: 'steam' },
  { slug: 'playstation-gift-card', lines: ['PLAYSTATION', 'GIFT CARD'], pal: palettes.playstation, emblem: 'playstation' },
];

async function productTile(p) {
  const W = 320;
  const doc = new Doc(W, W);
  const focus = { x: 160, y: 120, r: 92 };
  let body = backdrop(doc, p.pal, p.slug, focus, { sparkles: 9, scrim: { from: 170, opacity: 0.7 } });
  body += place(focus.x, focus.y, 170, emblems[p.emblem](doc, p.pal), ' filter="url(#glow4)"');

  const [first, second] = p.lines;
  const size1 = await fitSize(first, W - 36, 42, 1);
  const size2 = await fitSize(second, W - 56, 26, 3);
  body += text(W / 2, 262, first, { size: size1, anchor: 'middle', spacing: 1, shadow: 2 });
  body += `<rect x="${W / 2 - 22}" y="272" width="44" height="3" rx="1.5" fill="${p.pal.accent}"/>`;
  body += text(W / 2, 302, second, { size: size2, anchor: 'middle', fill: p.pal.ink, spacing: 3, shadow: 2 });
  if (p.chip) body += `<g filter="url(#shadow2)">${(await pill(W - 14, 14, p.chip, { size: 22, fill: p.pal.accent, color: darken(p.pal.bg[0], 0.3), anchor: 'end', spacing: 1, height: 38, padding: 14 })).svg}</g>`;
  return doc.render(body);
}

// ---------------------------------------------------------------------------------------------

async function write(path, svg, quality) {
  const file = join(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality, alphaQuality: 85, effort: 6, smartSubsample: true }).toFile(file);
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

rmSync(OUT, { recursive: true, force: true });
for (const p of products) await write(`products/${p.slug}.webp`, await productTile(p), 76);
for (const name of Object.keys(packs)) await write(`packs/${name}.webp`, await packIcon(name), 78);
for (const [i, b] of banners.entries()) {
  await write(`banners/mobile-${i + 1}.webp`, await banner(b, 'mobile'), 74);
  await write(`banners/desktop-${i + 1}.webp`, await banner(b, 'desktop'), 72);
}
await write('popup/offer.webp', await popup(), 74);

const files = listFiles(OUT);
const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
for (const file of files) console.log(`${relative(OUT, file).padEnd(40)} ${(statSync(file).size / 1024).toFixed(1).padStart(6)} KB`);
console.log(`${files.length} images, ${(total / 1024).toFixed(1)} KB in ${relative(process.cwd(), OUT) || OUT}`);

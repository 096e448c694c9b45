// Pack icons, 128 x 128, transparent so they sit on light and dark cards alike.
import { lighten, darken, starPoints, Doc } from './svg.mjs';
import { text } from './text.mjs';
import { palettes, sparkle, place, gem, crystal, shard, coin, crownPath } from './shapes.mjs';
import { emblems } from './emblems.mjs';

const cardBack = (doc, from, to, band) =>
  `<rect x="-44" y="-30" width="88" height="60" rx="9" fill="${doc.linear([[0, from], [1, to]], { x1: 0, y1: 0, x2: 1, y2: 1 })}" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"/>` +
  `<path d="M-44,18 H44 V21 A9,9 0 0 1 35,30 H-35 A9,9 0 0 1 -44,21 Z" fill="${band}"/>` +
  `<path d="M-36,-22 H10" stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>` +
  `<rect x="24" y="-24" width="13" height="10" rx="2" fill="${band}" opacity="0.9"/>`;

/** A ticket with notches cut out of both sides. */
function ticket(doc, from, to) {
  const mask = doc.id('tk');
  doc.raw(`<mask id="${mask}"><rect x="-60" y="-60" width="120" height="120" fill="#fff"/><circle cx="-46" cy="0" r="8" fill="#000"/><circle cx="46" cy="0" r="8" fill="#000"/></mask>`);
  return (
    `<g mask="url(#${mask})"><rect x="-46" y="-30" width="92" height="60" rx="8" fill="${doc.linear([[0, from], [1, to]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>` +
    `<rect x="-40" y="-24" width="80" height="48" rx="5" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.2" stroke-dasharray="3 2"/></g>`
  );
}

export const packs = {
  'diamond-small': () => gem(0, 4, 74, '#3fd8ff'),
  'diamond-medium': () => gem(-21, 12, 48, '#3fa8ff', { sparkleOn: false }) + gem(21, 12, 48, '#3fa8ff', { sparkleOn: false }) + gem(0, -4, 58, '#3fd8ff'),
  'diamond-large': () =>
    gem(-30, 22, 36, '#3f8cff', { sparkleOn: false }) +
    gem(30, 22, 36, '#3f8cff', { sparkleOn: false }) +
    gem(0, 26, 40, '#3fb4ff', { sparkleOn: false }) +
    gem(-16, 2, 42, '#3fc8ff', { sparkleOn: false }) +
    gem(16, 2, 42, '#3fc8ff', { sparkleOn: false }) +
    gem(0, -16, 48, '#3fe0ff') +
    sparkle(-36, -24, 5),
  'diamond-chest': (doc) => {
    const wood = doc.linear([[0, '#c06a1f'], [1, '#6b3410']]);
    const gold = doc.linear([[0, '#ffe9a3'], [1, '#e0a21c']]);
    return (
      gem(-22, -14, 40, '#3fa8ff', { sparkleOn: false }) +
      gem(22, -16, 42, '#3fc8ff', { sparkleOn: false }) +
      gem(0, -22, 50, '#3fe0ff', { sparkleOn: false }) +
      `<path d="M-44,-2 Q0,-14 44,-2 L44,8 L-44,8 Z" fill="${wood}" stroke="${gold}" stroke-width="2.5"/>` +
      `<rect x="-44" y="8" width="88" height="40" rx="5" fill="${wood}" stroke="${gold}" stroke-width="2.5"/>` +
      `<rect x="-33" y="8" width="8" height="40" fill="${gold}"/><rect x="25" y="8" width="8" height="40" fill="${gold}"/>` +
      `<rect x="-8" y="12" width="16" height="18" rx="3" fill="${gold}"/><circle cx="0" cy="20" r="3" fill="#5b3516"/>` +
      sparkle(36, -36, 7)
    );
  },
  'diamond-double': async () =>
    gem(-14, 10, 56, '#3fa8ff', { sparkleOn: false }) +
    gem(12, -2, 62, '#3fd8ff') +
    `<circle cx="30" cy="30" r="17" fill="#ffc53d" stroke="#fff" stroke-width="2.5"/>` +
    text(30, 37, 'x2', { size: 19, fill: '#3a2100', anchor: 'middle' }),
  'weekly-pass': (doc) =>
    ticket(doc, '#1a3fb8', '#18a0e0') + gem(-20, 2, 34, '#3fe0ff') + text(16, 9, '7', { size: 34, anchor: 'middle', fill: '#ffd76a' }) + text(16, 22, 'DAYS', { size: 10, anchor: 'middle', spacing: 1 }),
  'twilight-pass': (doc) =>
    ticket(doc, '#3b1d8f', '#ff7a3d') +
    `<path d="M-12,-16 A18,18 0 1 0 10,10 A14,14 0 1 1 -12,-16 Z" fill="#ffe27a" filter="url(#glow2)" transform="translate(-6 2)"/>` +
    `<polygon points="${starPoints(20, -6, 11, 4, 5)}" fill="#fff"/>` +
    sparkle(26, 14, 4),
  'genesis-crystal-small': () => crystal(0, 2, 92, '#6fe3e8'),
  'genesis-crystal-large': () =>
    crystal(-22, 10, 62, '#4fc7e0', { sparkleOn: false }) + crystal(22, 10, 62, '#4fc7e0', { sparkleOn: false }) + crystal(0, -2, 86, '#8ff0ee') + sparkle(-34, -30, 5),
  'welkin-moon': (doc) => {
    const moon = doc.linear([[0, '#fff4c2'], [1, '#f0b323']], { x1: 0, y1: 0, x2: 1, y2: 1 });
    return `<path d="M10,-40 A42,42 0 1 0 38,18 A32,32 0 1 1 10,-40 Z" fill="${moon}" filter="url(#glow2)"/>` + crystal(8, 6, 50, '#6fe3e8') + sparkle(-30, -28, 5) + sparkle(34, -28, 3.5);
  },
  'oneiric-shard-small': () => shard(0, 0, 94, '#b68cff', 12) + sparkle(26, -30, 6),
  'oneiric-shard-large': () =>
    shard(-22, 8, 70, '#8f6bff', -18) + shard(22, 8, 70, '#8f6bff', 26) + shard(-6, 2, 92, '#c4a8ff', 4) + shard(12, 12, 60, '#e0a8ff', 14) + sparkle(-30, -30, 5),
  'express-pass': (doc) =>
    cardBack(doc, '#3a2aa8', '#9b7cff', '#ffd36b') +
    `<line x1="-4" y1="16" x2="-22" y2="-2" stroke="#eef0ff" stroke-width="2"/><line x1="4" y1="16" x2="22" y2="-2" stroke="#eef0ff" stroke-width="2"/>` +
    `<g filter="url(#glow2)"><polygon points="${starPoints(0, -8, 16, 4, 4)}" fill="#fff"/></g>` +
    `<polygon points="${starPoints(0, -8, 8, 2.5, 4, -45)}" fill="#ffe7a3"/>`,
  'monochrome-small': (doc) =>
    coin(doc, 0, -2, 86, '#d9dde3', `<polygon points="${starPoints(0, 0, 20, 20, 3, 30)}" fill="#111" transform="rotate(0)"/><circle cx="0" cy="0" r="7" fill="#b4f23c"/>`),
  'monochrome-large': (doc) => {
    const face = `<polygon points="${starPoints(0, 0, 20, 20, 3, 30)}" fill="#111"/><circle cx="0" cy="0" r="7" fill="#b4f23c"/>`;
    return coin(doc, -22, 18, 60, '#9aa1ab', face) + coin(doc, 22, 18, 60, '#9aa1ab', face) + coin(doc, 0, -10, 72, '#e6e9ee', face) + sparkle(32, -36, 5, 0.9, '#b4f23c');
  },
  'inter-knot': (doc) =>
    cardBack(doc, '#17191c', '#3a4150', '#b4f23c') +
    `<circle cx="-9" cy="0" r="12" fill="none" stroke="#b4f23c" stroke-width="4.5"/><circle cx="9" cy="0" r="12" fill="none" stroke="#ff9a2e" stroke-width="4.5"/>` +
    `<path d="M-1.6,-10.5 A12,12 0 0 1 3.6,-11.4" fill="none" stroke="#b4f23c" stroke-width="4.5"/>`,
  'hok-token-small': (doc) => coin(doc, 0, -2, 88, '#f0b323', `${crownPath(10, 0.8)} fill="#a3590b" opacity="0.85"/>`),
  'hok-token-large': (doc) => {
    const face = `${crownPath(10, 0.8)} fill="#a3590b" opacity="0.85"/>`;
    return coin(doc, -24, 18, 58, '#e09a1a', face) + coin(doc, 24, 18, 58, '#e09a1a', face) + coin(doc, 0, -12, 74, '#ffc53d', face) + sparkle(34, -36, 5);
  },
  'hok-weekly': (doc) => {
    const gold = doc.linear([[0, '#ffe9a3'], [1, '#e0a21c']]);
    return (
      ticket(doc, '#7a0f0f', '#e0531a') +
      `<g transform="translate(-18 6)">${crownPath(8, 0.75)} fill="${gold}" stroke="#6b2a00" stroke-width="1"/></g>` +
      text(18, 9, '7', { size: 34, anchor: 'middle', fill: '#ffe6a6' }) +
      text(18, 22, 'DAYS', { size: 10, anchor: 'middle', spacing: 1 })
    );
  },
};

// Subscription and gift-card packs reuse the product's emblem on a tinted card.
const brandPacks = [
  ['ott-youtube', 'youtube', palettes.youtube],
  ['ott-spotify', 'spotify', palettes.spotify],
  ['ott-prime', 'prime', palettes.prime],
  ['ott-hotstar', 'hotstar', palettes.hotstar],
  ['gift-google-play', 'googlePlay', palettes.googlePlay],
  ['gift-steam', 'steam', palettes.steam],
  ['gift-playstation', 'playstation', palettes.playstation],
];
for (const [name, emblem, pal] of brandPacks) {
  packs[name] = (doc) =>
    `<rect x="-48" y="-48" width="96" height="96" rx="22" fill="${doc.linear([[0, lighten(pal.bg[1], 0.12)], [1, darken(pal.bg[0], 0.1)]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>` +
    `<rect x="-48" y="-48" width="96" height="96" rx="22" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>` +
    `<circle cx="0" cy="0" r="40" fill="${pal.glow}" opacity="0.25" filter="url(#blur8)"/>` +
    place(0, 0, 74, emblems[emblem](doc, pal));
}

export async function packIcon(name) {
  const doc = new Doc(128, 128);
  const art = await packs[name](doc);
  return doc.render(`<g transform="translate(64 64) scale(1.1)"><g filter="url(#glow2)">${art}</g></g>`);
}

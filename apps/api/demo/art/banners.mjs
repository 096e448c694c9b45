// Home banners (mobile 800 x 400, desktop 1600 x 400) and the welcome popup (600 x 750).
import { f, darken, Doc } from './svg.mjs';
import { fitSize, wrap, text, highlighted, runs, pill } from './text.mjs';
import { palettes, backdrop, place, gem, crystal, coin, crownPath } from './shapes.mjs';
import { emblems } from './emblems.mjs';

const hokCoinFace = `${crownPath(10, 0.8)} fill="#a3590b" opacity="0.85"/>`;

/** Copy between stars is drawn in the accent colour. Art: `core` always, `sides` only where there is room. */
export const banners = [
  {
    pal: palettes.mlbbBr,
    seed: 'banner-weekly',
    tag: 'MOBILE LEGENDS · SMILE BR',
    headline: 'Weekly Diamond Pass\nat *₹139*',
    sub: '220 diamonds over 7 days, delivered in 1-6 minutes',
    cta: 'TOP UP NOW',
    core: (doc, pal) => place(0, 0, 100, emblems.mlbb(doc, pal)) + gem(66, -52, 20, pal.gem, { sparkleOn: false }) + gem(62, 40, 26, '#7fe6ff'),
    sides: (doc, pal) => gem(-84, -26, 32, pal.gem) + gem(96, 4, 36, '#7fe6ff'),
  },
  {
    pal: palettes.genshin,
    seed: 'banner-genshin',
    tag: 'GENSHIN IMPACT',
    headline: 'Genshin crystals\nup to *12% off*',
    sub: 'Genesis Crystals and Welkin Moon by UID, no password needed',
    cta: 'BUY CRYSTALS',
    core: (doc, pal) => place(0, 0, 100, emblems.genshin(doc, pal)) + crystal(58, 40, 26, '#ffd36b', { sparkleOn: false }),
    sides: (doc, pal) => crystal(-84, 18, 44, '#8ff0ee') + crystal(88, -20, 50, '#6fe3e8'),
  },
  {
    pal: palettes.hok,
    seed: 'banner-support',
    tag: 'HONOR OF KINGS',
    headline: 'Instant delivery,\n*24/7 support*',
    sub: 'Tokens in minutes. Pay with any UPI app or S-Coins',
    cta: 'SHOP NOW',
    core: (doc, pal) => place(0, 0, 100, emblems.hok(doc, pal)) + `<polygon points="50,14 40,36 48,36 43,52 61,26 52,26 58,14" fill="#fff" filter="url(#glow2)"/>`,
    sides: (doc, pal) => coin(doc, -84, 26, 34, '#ffc53d', hokCoinFace) + coin(doc, 90, -24, 30, '#ffc53d', hokCoinFace),
  },
];

async function wrapHighlighted(headline, maxWidth, maxLines, maxSize) {
  const words = highlighted(headline);
  const { lines, size } = await wrap(headline.replace(/\*/g, ''), maxWidth, maxLines, maxSize, 20);
  let i = 0;
  return { size, lines: lines.map((line) => words.slice(i, (i += line.split(' ').length))) };
}

async function bannerText(b, { x, top, bottom, maxWidth, headMax, headLines, subMax, subLines, tagSize, ctaSize }) {
  const parts = [];
  const tag = await pill(x, 0, b.tag, { size: tagSize, fill: 'rgba(0,0,0,0.35)', color: b.pal.ink, spacing: 1.5, height: tagSize * 2.1, padding: tagSize, stroke: b.pal.accent });
  const head = await wrapHighlighted(b.headline, maxWidth, headLines, headMax);
  const sub = await wrap(b.sub, maxWidth, subLines, subMax, 12);
  const cta = await pill(x, 0, `${b.cta}  →`, { size: ctaSize, fill: b.pal.accent, color: darken(b.pal.bg[0], 0.4), spacing: 1, height: ctaSize * 2.5, padding: ctaSize * 1.3 });

  // Stack: tag, headline, sub, button; centred vertically in [top, bottom].
  const gap = tagSize * 1.3;
  const tagH = tagSize * 2.1, headLH = head.size * 1.12, subLH = sub.size * 1.35, ctaH = ctaSize * 2.5;
  const total = tagH + gap + head.lines.length * headLH + gap * 0.6 + sub.lines.length * subLH + gap * 1.1 + ctaH;
  let y = top + (bottom - top - total) / 2;
  parts.push(`<g transform="translate(0 ${f(y)})">${tag.svg}</g>`);
  y += tagH + gap;
  for (const line of head.lines) {
    y += headLH;
    parts.push(text(x, y - head.size * 0.22, runs(line, b.pal.accent), { size: head.size, shadow: 4 }));
  }
  y += gap * 0.6;
  for (const line of sub.lines) {
    y += subLH;
    parts.push(text(x, y - sub.size * 0.3, line, { size: sub.size, weight: 400, fill: '#ffffff', opacity: 0.92, shadow: 2 }));
  }
  y += gap * 1.1;
  parts.push(`<g transform="translate(0 ${f(y)})" filter="url(#shadow4)">${cta.svg}</g>`);
  return parts.join('');
}

export async function banner(b, kind) {
  const desktop = kind === 'desktop';
  const doc = new Doc(desktop ? 1600 : 800, 400);
  const focus = desktop ? { x: 1250, y: 200, r: 150 } : { x: 632, y: 200, r: 105 };
  let body = backdrop(doc, b.pal, `${b.seed}-${kind}`, focus, { sparkles: desktop ? 22 : 12 });
  // Darken the text side a little so the copy always reads.
  body += `<rect width="${doc.width}" height="400" fill="${doc.linear([[0, '#000', 0.45], [0.55, '#000', 0.12], [1, '#000', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  const art = desktop ? b.core(doc, b.pal) + b.sides(doc, b.pal) : b.core(doc, b.pal);
  body += place(focus.x, focus.y, desktop ? 300 : 230, art, ' filter="url(#glow8)"');
  body += desktop
    ? await bannerText(b, { x: 96, top: 30, bottom: 370, maxWidth: 860, headMax: 68, headLines: 2, subMax: 26, subLines: 1, tagSize: 16, ctaSize: 20 })
    : await bannerText(b, { x: 40, top: 22, bottom: 378, maxWidth: 440, headMax: 46, headLines: 3, subMax: 18, subLines: 2, tagSize: 12, ctaSize: 15 });
  return doc.render(body);
}

export async function popup() {
  const pal = palettes.mlbbBr;
  const doc = new Doc(600, 750);
  const focus = { x: 300, y: 285, r: 150 };
  let body = backdrop(doc, { ...pal, bg: ['#0a0f3a', '#3b1fb0', '#1aa6e8'] }, 'popup', focus, { sparkles: 18, scrim: { from: 420, opacity: 0.65 } });
  body += (await pill(300, 44, 'WELCOME OFFER', { size: 18, fill: pal.accent, color: '#2a1a00', anchor: 'middle', spacing: 3, height: 40, padding: 22 })).svg;

  // A burst of rays behind a pile of gems, with a x2 badge.
  const rays = [...Array(18)].map((_, i) => `<polygon points="-6,0 6,0 0,-190" fill="#fff" opacity="${i % 2 ? 0.05 : 0.1}" transform="rotate(${i * 20})"/>`).join('');
  body += `<g transform="translate(${focus.x} ${focus.y})">${rays}</g>`;
  const art =
    gem(-62, 40, 84, '#3f8cff', { sparkleOn: false }) +
    gem(64, 40, 84, '#3f8cff', { sparkleOn: false }) +
    gem(-30, 6, 100, '#3fb4ff', { sparkleOn: false }) +
    gem(34, 8, 100, '#3fc8ff', { sparkleOn: false }) +
    gem(0, -30, 130, '#3fe0ff');
  body += `<g transform="translate(${focus.x} ${focus.y}) scale(1.2)" filter="url(#glow8)">${art}</g>`;
  body += `<g filter="url(#shadow4)"><circle cx="440" cy="200" r="50" fill="${pal.accent}" stroke="#fff" stroke-width="4"/>${text(440, 216, 'x2', { size: 46, fill: '#2a1a00', anchor: 'middle' })}</g>`;

  const head = 'Double Diamonds';
  body += text(300, 510, head, { size: await fitSize(head, 540, 60), anchor: 'middle', shadow: 4 });
  const sub = await wrap('on your first top-up of the 50, 150, 250 and 500 diamond packs', 500, 2, 24);
  sub.lines.forEach((line, i) => {
    body += text(300, 552 + i * sub.size * 1.35, line, { size: sub.size, weight: 400, anchor: 'middle', opacity: 0.92 });
  });
  body += `<g filter="url(#shadow4)">${(await pill(300, 628, 'CLAIM NOW  →', { size: 22, fill: pal.accent, color: '#2a1a00', anchor: 'middle', spacing: 2, height: 58, padding: 40 })).svg}</g>`;
  body += text(300, 722, 'Mobile Legends · Smile BR · Delivered in 1-6 minutes', { size: 15, weight: 400, anchor: 'middle', fill: pal.ink, opacity: 0.9 });
  return doc.render(body);
}

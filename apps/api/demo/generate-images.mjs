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

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'images');
const FONT = 'DejaVu Sans';

// ---------------------------------------------------------------------------------------------
// Palettes: one per game or brand, so every tile on the home page has its own colour.

const palettes = {
  mlbbBr: { bg: ['#07123a', '#1a3fb8', '#18a0e0'], glow: '#4cc9ff', accent: '#ffc53d', ink: '#ffd76a', gem: '#3fd8ff' },
  mlbbPh: { bg: ['#2a0635', '#a3123f', '#ff6a2b'], glow: '#ff7a59', accent: '#ffd84d', ink: '#ffe27a', gem: '#ff4fa0' },
  mcgg: { bg: ['#160b3d', '#6527d9', '#e2459f'], glow: '#d66bff', accent: '#ffd1f5', ink: '#ffc6ef', gem: '#c77dff' },
  genshin: { bg: ['#062c45', '#0b7c9c', '#3fd1c0'], glow: '#8ff5e6', accent: '#ffd36b', ink: '#ffe29a', gem: '#ffd36b' },
  honkai: { bg: ['#0a0722', '#3a2aa8', '#9b7cff'], glow: '#b9a4ff', accent: '#ffe7a3', ink: '#e6dcff', gem: '#c4a8ff' },
  zenless: { bg: ['#050505', '#17191c', '#2f3440'], glow: '#b4f23c', accent: '#b4f23c', ink: '#ff9a2e', gem: '#b4f23c' },
  hok: { bg: ['#330606', '#a11616', '#f0a21a'], glow: '#ffc14d', accent: '#ffd36b', ink: '#ffe6a6', gem: '#ffcf4d' },
  youtube: { bg: ['#2b0606', '#c81e1e', '#ff6b6b'], glow: '#ff8a8a', accent: '#ffffff', ink: '#ffe1e1', gem: '#ff3b3b' },
  spotify: { bg: ['#03200f', '#138a3c', '#4be08a'], glow: '#7cf2a8', accent: '#eafff1', ink: '#c9ffdc', gem: '#35d06d' },
  prime: { bg: ['#031b33', '#0a5fa8', '#2fc0f2'], glow: '#7fd8ff', accent: '#e3f6ff', ink: '#bfeaff', gem: '#2fc0f2' },
  hotstar: { bg: ['#0a0c33', '#23308f', '#7a2ad1'], glow: '#8d7bff', accent: '#ffd54a', ink: '#dcd6ff', gem: '#ffd54a' },
  googlePlay: { bg: ['#05302a', '#0e8a76', '#e8c12a'], glow: '#a5f0c8', accent: '#ffffff', ink: '#fff2b3', gem: '#34c38f' },
  steam: { bg: ['#070b14', '#1a2a44', '#3f5f86'], glow: '#66c0f4', accent: '#66c0f4', ink: '#bfe3ff', gem: '#66c0f4' },
  playstation: { bg: ['#020617', '#1536a8', '#3b82f6'], glow: '#9cc3ff', accent: '#ffffff', ink: '#d6e6ff', gem: '#9cc3ff' },
};

// ---------------------------------------------------------------------------------------------
// Small helpers

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (n) => Number(n.toFixed(2));

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a, b, t) {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x, y) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

/** A deterministic random stream, so re-running the script gives the same pictures. */
function random(seedText) {
  let a = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761), 1779033703) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const poly = (points) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

function starPoints(cx, cy, outer, inner, n, rotation = -90) {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotation + (i * 180) / n) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return poly(out);
}

/** Collects gradient, pattern and mask definitions for one SVG document. */
class Doc {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.n = 0;
  }
  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
    const id = this.id('l');
    const s = stops.map(([off, color, op = 1]) => `<stop offset="${off}" stop-color="${color}" stop-opacity="${op}"/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
    const id = this.id('r');
    const s = stops.map(([off, color, op = 1]) => `<stop offset="${off}" stop-color="${color}" stop-opacity="${op}"/>`).join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  raw(def) {
    this.defs.push(def);
  }
  render(body) {
    const filters = [2, 4, 8, 14, 24]
      .map(
        (sd) =>
          `<filter id="glow${sd}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
          `<filter id="blur${sd}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      )
      .join('');
    const shadows = [2, 4, 8]
      .map(
        (sd) =>
          `<filter id="shadow${sd}" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="${sd * 0.8}" stdDeviation="${sd}" flood-color="#000" flood-opacity="0.55"/></filter>`,
      )
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${filters}${shadows}${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Text: measured with the same font renderer sharp uses for SVG text, so nothing is clipped.

const widthAt100 = new Map();
async function measure(text) {
  if (!widthAt100.has(text)) {
    const { info } = await sharp({ text: { text: esc(text), font: `${FONT} Bold 100`, dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    widthAt100.set(text, info.width);
  }
  return widthAt100.get(text);
}
const textWidth = async (text, size, spacing = 0) => ((await measure(text)) * size) / 100 + spacing * Math.max(0, text.length - 1);

/** The largest size (at most maxSize) at which the text fits maxWidth on one line. */
async function fitSize(text, maxWidth, maxSize, spacing = 0) {
  let size = maxSize;
  while (size > 8 && (await textWidth(text, size, spacing)) > maxWidth) size -= 1;
  return size;
}

/** Greedy word wrap of one paragraph at a given size and width. */
async function greedy(paragraph, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || (await textWidth(candidate, size)) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Wraps text (a newline forces a break) at the largest size that fits maxLines lines of maxWidth,
 * then evens the lines out so no word is left alone on the last one.
 */
async function wrap(text, maxWidth, maxLines, maxSize, minSize = 10) {
  const paragraphs = text.split('\n');
  const layout = async (size, width) => (await Promise.all(paragraphs.map((p) => greedy(p, size, width)))).flat();
  const fits = async (lines, size) => (await Promise.all(lines.map(async (l) => (await textWidth(l, size)) <= maxWidth))).every(Boolean);
  for (let size = maxSize; size >= minSize; size -= 1) {
    const lines = await layout(size, maxWidth);
    if (lines.length > maxLines || !(await fits(lines, size))) continue;
    let lo = maxWidth * 0.4, hi = maxWidth;
    while (hi - lo > 2) {
      const mid = (lo + hi) / 2;
      if ((await layout(size, mid)).length <= lines.length) hi = mid;
      else lo = mid;
    }
    return { lines: await layout(size, hi), size };
  }
  throw new Error(`"${text}" does not fit in ${maxLines} lines of ${maxWidth}px`);
}

function text(x, y, content, { size, fill = '#fff', anchor = 'start', weight = 700, spacing = 0, shadow = 0, opacity = 1 }) {
  const attrs = [
    `x="${f(x)}"`,
    `y="${f(y)}"`,
    `font-family="${FONT}"`,
    `font-weight="${weight}"`,
    `font-size="${size}"`,
    `fill="${fill}"`,
    `text-anchor="${anchor}"`,
    spacing ? `letter-spacing="${spacing}"` : '',
    shadow ? `filter="url(#shadow${shadow})"` : '',
    opacity !== 1 ? `opacity="${opacity}"` : '',
    Array.isArray(content) ? 'xml:space="preserve"' : '',
  ];
  const inner = Array.isArray(content) ? content.map(([run, colour]) => (colour ? `<tspan fill="${colour}">${esc(run)}</tspan>` : esc(run))).join('') : esc(content);
  return `<text ${attrs.filter(Boolean).join(' ')}>${inner}</text>`;
}

/** Splits "Pay *₹139* now" into words that know whether they are highlighted. */
function highlighted(textWithStars) {
  let on = false;
  return textWithStars.split(/\s+/).map((raw) => {
    const starts = raw.startsWith('*');
    if (starts) on = true;
    const word = raw.replace(/\*/g, '');
    const hi = on;
    if (raw.endsWith('*')) on = false;
    return { word, hi };
  });
}

/** Turns a line of highlighted words into text() runs, merging neighbours of the same colour. */
function runs(words, colour) {
  const out = [];
  words.forEach(({ word, hi }, i) => {
    const piece = i ? ` ${word}` : word;
    const last = out.at(-1);
    if (last && last[1] === (hi ? colour : null)) last[0] += piece;
    else out.push([piece, hi ? colour : null]);
  });
  return out;
}

/** A rounded label ("pill") with centred text; returns its svg and width. */
async function pill(x, y, label, { size, fill, color, height = size * 2, padding = size * 0.9, spacing = 0, anchor = 'start', stroke }) {
  const w = (await textWidth(label, size, spacing)) + padding * 2;
  const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  const svg =
    `<rect x="${f(left)}" y="${f(y)}" width="${f(w)}" height="${f(height)}" rx="${f(height / 2)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5"` : ''}/>` +
    text(left + w / 2, y + height / 2 + size * 0.36, label, { size, fill: color, anchor: 'middle', spacing });
  return { svg, width: w };
}

// ---------------------------------------------------------------------------------------------
// Backdrop: gradient, glow behind the art, geometric shapes, light beams, dots and sparkles.

function sparkle(x, y, r, opacity = 0.9, fill = '#fff') {
  return `<polygon points="${starPoints(x, y, r, r * 0.22, 4)}" fill="${fill}" opacity="${f(opacity)}"/>`;
}

function backdrop(doc, pal, seed, focus, { sparkles = 10, scrim = null } = {}) {
  const { width: w, height: h } = doc;
  const rnd = random(seed);
  const parts = [];
  parts.push(`<rect width="${w}" height="${h}" fill="${doc.linear([[0, pal.bg[0]], [0.55, pal.bg[1]], [1, pal.bg[2]]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`);

  // Light beams from the top edge.
  const beams = 3;
  for (let i = 0; i < beams; i++) {
    const x = w * (0.15 + rnd() * 0.8);
    const spread = Math.max(w, h) * (0.05 + rnd() * 0.08);
    const tilt = (rnd() - 0.5) * w * 0.5;
    parts.push(`<polygon points="${poly([[x - spread * 0.2, 0], [x + spread * 0.2, 0], [x + tilt + spread, h], [x + tilt - spread, h]])}" fill="#fff" opacity="${f(0.035 + rnd() * 0.04)}"/>`);
  }

  // Dot grid in one corner, fading out.
  const dot = doc.id('dots');
  const step = Math.max(8, Math.round(Math.min(w, h) / 28));
  doc.raw(`<pattern id="${dot}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${f(step * 0.11)}" fill="#fff"/></pattern>`);
  const fade = doc.id('fade');
  doc.raw(`<radialGradient id="${fade}" cx="0" cy="0" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`);
  const dotMask = doc.id('dm');
  doc.raw(`<mask id="${dotMask}"><rect width="${w}" height="${h}" fill="url(#${fade})"/></mask>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#${dot})" opacity="0.22" mask="url(#${dotMask})"/>`);

  // Soft glow behind the focus.
  parts.push(`<circle cx="${f(focus.x)}" cy="${f(focus.y)}" r="${f(focus.r * 1.6)}" fill="${doc.radial([[0, pal.glow, 0.55], [0.45, pal.glow, 0.18], [1, pal.glow, 0]])}"/>`);

  // Geometric frames around the focus: rotated squares and a hexagon ring.
  const r = focus.r;
  parts.push(`<rect x="${f(focus.x - r)}" y="${f(focus.y - r)}" width="${f(r * 2)}" height="${f(r * 2)}" fill="none" stroke="#fff" stroke-opacity="0.13" stroke-width="${f(r * 0.02)}" transform="rotate(45 ${f(focus.x)} ${f(focus.y)})"/>`);
  parts.push(`<rect x="${f(focus.x - r * 0.78)}" y="${f(focus.y - r * 0.78)}" width="${f(r * 1.56)}" height="${f(r * 1.56)}" fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.08" stroke-width="${f(r * 0.012)}" transform="rotate(${f(20 + rnd() * 10)} ${f(focus.x)} ${f(focus.y)})"/>`);
  const hex = [];
  for (let i = 0; i < 6; i++) hex.push([focus.x + r * 1.25 * Math.cos((Math.PI / 3) * i), focus.y + r * 1.25 * Math.sin((Math.PI / 3) * i)]);
  parts.push(`<polygon points="${poly(hex)}" fill="none" stroke="${pal.accent}" stroke-opacity="0.16" stroke-width="${f(r * 0.01)}" stroke-dasharray="${f(r * 0.06)} ${f(r * 0.04)}"/>`);

  // Corner triangles give the frame some weight.
  parts.push(`<polygon points="${poly([[0, h], [w * 0.32, h], [0, h * 0.45]])}" fill="#000" opacity="0.18"/>`);
  parts.push(`<polygon points="${poly([[w, 0], [w * 0.72, 0], [w, h * 0.38]])}" fill="#fff" opacity="0.06"/>`);

  for (let i = 0; i < sparkles; i++) {
    parts.push(sparkle(rnd() * w, rnd() * h, Math.min(w, h) * (0.008 + rnd() * 0.018), 0.35 + rnd() * 0.55));
  }

  if (scrim) {
    parts.push(`<rect x="0" y="${f(scrim.from)}" width="${w}" height="${f(h - scrim.from)}" fill="${doc.linear([[0, '#000', 0], [1, '#000', scrim.opacity]])}"/>`);
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Shapes. Every emblem is drawn in a 100 x 100 box centred on 0,0 and placed with place().

const place = (cx, cy, size, body, extra = '') => `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(size / 100)})"${extra}>${body}</g>`;

/** A cut gem, the shop's "diamond": six facets in three shades, a table highlight and a sparkle. */
function gem(x, y, w, color, { sparkleOn = true } = {}) {
  const P = (px, py) => [x + px * w, y + py * w];
  const T1 = P(-0.27, -0.34), T2 = P(0.27, -0.34);
  const G0 = P(-0.5, -0.07), G1 = P(-0.17, -0.07), G2 = P(0.17, -0.07), G3 = P(0.5, -0.07);
  const B = P(0, 0.56);
  const hi = lighten(color, 0.55), light = lighten(color, 0.25), mid = color, dark = darken(color, 0.3), deep = darken(color, 0.5);
  const edge = `stroke="${lighten(color, 0.7)}" stroke-opacity="0.7" stroke-width="${f(w * 0.015)}" stroke-linejoin="round"`;
  return (
    `<g>` +
    `<polygon points="${poly([G0, T1, G1])}" fill="${light}" ${edge}/>` +
    `<polygon points="${poly([T1, T2, G2, G1])}" fill="${hi}" ${edge}/>` +
    `<polygon points="${poly([T2, G3, G2])}" fill="${mid}" ${edge}/>` +
    `<polygon points="${poly([G0, G1, B])}" fill="${mid}" ${edge}/>` +
    `<polygon points="${poly([G1, G2, B])}" fill="${dark}" ${edge}/>` +
    `<polygon points="${poly([G2, G3, B])}" fill="${deep}" ${edge}/>` +
    `<polygon points="${poly([P(-0.2, -0.3), P(-0.02, -0.3), P(-0.1, -0.12)])}" fill="#fff" opacity="0.55"/>` +
    (sparkleOn ? sparkle(x + w * 0.36, y - w * 0.36, w * 0.16, 0.95) : '') +
    `</g>`
  );
}

/** A long six-sided crystal (Genshin-style currencies). */
function crystal(x, y, h, color, { sparkleOn = true } = {}) {
  const P = (px, py) => [x + px * h, y + py * h];
  const top = P(0, -0.5), bottom = P(0, 0.5);
  const ul = P(-0.22, -0.22), ur = P(0.22, -0.22), ll = P(-0.22, 0.22), lr = P(0.22, 0.22);
  const cu = P(0.04, -0.22), cl = P(0.04, 0.22);
  const edge = `stroke="${lighten(color, 0.75)}" stroke-opacity="0.75" stroke-width="${f(h * 0.012)}" stroke-linejoin="round"`;
  return (
    `<g>` +
    `<polygon points="${poly([top, ul, cu])}" fill="${lighten(color, 0.6)}" ${edge}/>` +
    `<polygon points="${poly([top, cu, ur])}" fill="${lighten(color, 0.25)}" ${edge}/>` +
    `<polygon points="${poly([ul, cu, cl, ll])}" fill="${lighten(color, 0.3)}" ${edge}/>` +
    `<polygon points="${poly([cu, ur, lr, cl])}" fill="${color}" ${edge}/>` +
    `<polygon points="${poly([ll, cl, bottom])}" fill="${darken(color, 0.15)}" ${edge}/>` +
    `<polygon points="${poly([cl, lr, bottom])}" fill="${darken(color, 0.4)}" ${edge}/>` +
    `<polygon points="${poly([P(-0.14, -0.18), P(-0.04, -0.18), P(-0.04, 0.12), P(-0.14, 0.16)])}" fill="#fff" opacity="0.35"/>` +
    (sparkleOn ? sparkle(x + h * 0.22, y - h * 0.34, h * 0.11, 0.95) : '') +
    `</g>`
  );
}

/** A thin two-tone shard (Star Rail-style currency). */
function shard(x, y, h, color, tilt = 0) {
  const P = (px, py) => [px * h, py * h];
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${tilt})">` +
    `<polygon points="${poly([P(0, -0.5), P(0.16, -0.05), P(0, 0.5), P(0.02, -0.05)])}" fill="${darken(color, 0.25)}" stroke="${lighten(color, 0.7)}" stroke-width="${f(h * 0.012)}" stroke-linejoin="round"/>` +
    `<polygon points="${poly([P(0, -0.5), P(0.02, -0.05), P(0, 0.5), P(-0.16, 0.02)])}" fill="${lighten(color, 0.35)}" stroke="${lighten(color, 0.7)}" stroke-width="${f(h * 0.012)}" stroke-linejoin="round"/>` +
    `<polygon points="${poly([P(-0.02, -0.36), P(-0.09, 0), P(-0.01, 0.05)])}" fill="#fff" opacity="0.5"/>` +
    `</g>`
  );
}

/** A coin seen slightly from above; `face` is drawn on it in 100-unit coordinates. */
function coin(doc, x, y, d, color, face = '') {
  const rim = doc.linear([[0, lighten(color, 0.5)], [1, darken(color, 0.35)]]);
  const disc = doc.radial([[0, lighten(color, 0.45)], [1, color]], { cx: 0.35, cy: 0.3, r: 0.8 });
  const s = d / 100;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">` +
    `<ellipse cx="0" cy="7" rx="50" ry="46" fill="${darken(color, 0.45)}"/>` +
    `<ellipse cx="0" cy="0" rx="50" ry="46" fill="${rim}"/>` +
    `<ellipse cx="0" cy="0" rx="40" ry="36.5" fill="${disc}" stroke="${darken(color, 0.25)}" stroke-width="2"/>` +
    face +
    `<path d="M-30,-18 A38,34 0 0 1 10,-34" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>` +
    `</g>`
  );
}

const crownPath = (y = 0, s = 1) =>
  `<path d="M${-22 * s},${y} L${-27 * s},${y - 22 * s} L${-12 * s},${y - 11 * s} L0,${y - 27 * s} L${12 * s},${y - 11 * s} L${27 * s},${y - 22 * s} L${22 * s},${y} Z"`;

// --- Emblems (game-like marks drawn for this shop; none copies a real logo) ---

const emblems = {
  /** Crossed swords behind a shield holding a gem. */
  mlbb(doc, pal) {
    const steel = doc.linear([[0, '#ffffff'], [0.5, '#cfd8e6'], [1, '#7d8aa3']], { x1: 0, y1: 0, x2: 1, y2: 0 });
    const gold = doc.linear([[0, lighten(pal.accent, 0.4)], [1, darken(pal.accent, 0.25)]]);
    const face = doc.linear([[0, lighten(pal.bg[1], 0.15)], [1, darken(pal.bg[0], 0.2)]]);
    const sword = (a) =>
      `<g transform="rotate(${a})">` +
      `<polygon points="0,-64 5,-54 5,27 -5,27 -5,-54" fill="${steel}" stroke="#fff" stroke-opacity="0.5" stroke-width="0.8"/>` +
      `<line x1="0" y1="-55" x2="0" y2="24" stroke="#7d8aa3" stroke-width="1"/>` +
      `<rect x="-14" y="27" width="28" height="6" rx="3" fill="${gold}"/>` +
      `<rect x="-3" y="33" width="6" height="15" rx="2" fill="#5b3516"/>` +
      `<circle cx="0" cy="51" r="4.6" fill="${gold}"/>` +
      `</g>`;
    const shield = 'M-31,-33 L31,-33 L31,2 C31,25 15,37 0,46 C-15,37 -31,25 -31,2 Z';
    return (
      sword(-46) +
      sword(46) +
      `<g transform="scale(0.9)"><path d="${shield}" fill="${face}" stroke="${gold}" stroke-width="4.5" stroke-linejoin="round"/>` +
      `<path d="${shield}" transform="scale(0.78) translate(0 1)" fill="none" stroke="${pal.accent}" stroke-opacity="0.55" stroke-width="1.6"/>` +
      `<polygon points="0,-33 7,-27 -7,-27" fill="${gold}"/>` +
      gem(0, 0, 40, pal.gem) +
      `</g>`
    );
  },

  /** A chess king on an isometric board. */
  mcgg(doc, pal) {
    const cells = [];
    const O = [0, 18], u = [11, 4], v = [-11, 4];
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) {
        const p = (a, b) => [O[0] + a * u[0] + b * v[0], O[1] + a * u[1] + b * v[1]];
        const fill = (i + j) % 2 ? lighten(pal.bg[2], 0.35) : darken(pal.bg[0], 0.1);
        cells.push(`<polygon points="${poly([p(i, j), p(i + 1, j), p(i + 1, j + 1), p(i, j + 1)])}" fill="${fill}" opacity="0.9"/>`);
      }
    const body = doc.linear([[0, '#ffffff'], [0.45, lighten(pal.gem, 0.45)], [1, darken(pal.bg[1], 0.2)]], { x1: 0, y1: 0, x2: 1, y2: 1 });
    const trim = pal.accent;
    return (
      `<polygon points="0,16 46,33 0,50 -46,33" fill="${darken(pal.bg[0], 0.2)}" stroke="${trim}" stroke-opacity="0.8" stroke-width="1.5"/>` +
      cells.join('') +
      `<ellipse cx="0" cy="34" rx="21" ry="6" fill="#000" opacity="0.35"/>` +
      `<path d="M-20,33 L20,33 L16,25 L-16,25 Z" fill="${body}" stroke="${trim}" stroke-width="1.4"/>` +
      `<rect x="-13" y="19" width="26" height="6" rx="2" fill="${body}" stroke="${trim}" stroke-width="1.4"/>` +
      `<path d="M-11,19 C-9,4 -7,-7 -8,-13 L8,-13 C7,-7 9,4 11,19 Z" fill="${body}" stroke="${trim}" stroke-width="1.4"/>` +
      `<rect x="-13" y="-19" width="26" height="6" rx="3" fill="${body}" stroke="${trim}" stroke-width="1.4"/>` +
      `<path d="M-11,-19 L-14,-33 L-5,-26 L0,-37 L5,-26 L14,-33 L11,-19 Z" fill="${body}" stroke="${trim}" stroke-width="1.4" stroke-linejoin="round"/>` +
      `<rect x="-2" y="-50" width="4" height="14" rx="1" fill="${pal.accent}"/>` +
      `<rect x="-6.5" y="-46" width="13" height="4" rx="1" fill="${pal.accent}"/>` +
      gem(29, -24, 20, pal.gem) +
      gem(-31, -8, 13, lighten(pal.gem, 0.2), { sparkleOn: false })
    );
  },

  /** An eight-pointed star, a ring and a crystal. */
  genshin(doc, pal) {
    const gold = doc.linear([[0, lighten(pal.accent, 0.5)], [1, darken(pal.accent, 0.2)]]);
    return (
      `<polygon points="${starPoints(0, 0, 52, 19, 8, -90)}" fill="${gold}" opacity="0.95"/>` +
      `<polygon points="${starPoints(0, 0, 38, 14, 8, -67.5)}" fill="#fff" opacity="0.35"/>` +
      `<circle cx="0" cy="0" r="29" fill="${darken(pal.bg[0], 0.1)}" fill-opacity="0.85" stroke="${gold}" stroke-width="3.5"/>` +
      `<circle cx="0" cy="0" r="23" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1"/>` +
      `<ellipse cx="0" cy="0" rx="50" ry="13" fill="none" stroke="${lighten(pal.glow, 0.2)}" stroke-opacity="0.7" stroke-width="1.6" transform="rotate(-22)"/>` +
      crystal(0, 0, 40, '#6fe3e8') +
      sparkle(-38, -30, 5, 0.9) +
      sparkle(40, 28, 4, 0.8)
    );
  },

  /** Rails running into a ring with a bright star. */
  honkai(doc, pal) {
    const ring = doc.linear([[0, lighten(pal.accent, 0.3)], [1, pal.gem]], { x1: 0, y1: 0, x2: 1, y2: 1 });
    const ties = [];
    for (let i = 0; i < 5; i++) {
      const t = i / 4;
      const y = 24 + t * 26, half = 6 + t * 34;
      ties.push(`<line x1="${f(-half - 4)}" y1="${f(y)}" x2="${f(half + 4)}" y2="${f(y)}" stroke="${lighten(pal.gem, 0.3)}" stroke-opacity="0.6" stroke-width="${f(1 + t * 1.5)}"/>`);
    }
    return (
      ties.join('') +
      `<line x1="-5" y1="20" x2="-42" y2="52" stroke="#eef0ff" stroke-width="2.6"/>` +
      `<line x1="5" y1="20" x2="42" y2="52" stroke="#eef0ff" stroke-width="2.6"/>` +
      `<circle cx="0" cy="-10" r="30" fill="${darken(pal.bg[0], 0.1)}" fill-opacity="0.7" stroke="${ring}" stroke-width="5"/>` +
      `<circle cx="0" cy="-10" r="22" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1"/>` +
      `<ellipse cx="0" cy="-10" rx="48" ry="12" fill="none" stroke="${pal.accent}" stroke-opacity="0.75" stroke-width="1.6" transform="rotate(-18 0 -10)"/>` +
      `<g filter="url(#glow2)"><polygon points="${starPoints(0, -10, 21, 4.5, 4)}" fill="#fff"/></g>` +
      `<polygon points="${starPoints(0, -10, 11, 3, 4, -45)}" fill="${pal.accent}" opacity="0.9"/>` +
      sparkle(34, -38, 4.5, 0.9) +
      sparkle(-36, -32, 3, 0.7)
    );
  },

  /** A hexagon badge with a lightning Z over a hazard band. */
  zenless(doc, pal) {
    const stripes = doc.id('hz');
    doc.raw(`<pattern id="${stripes}" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#ffb31a"/><rect width="5" height="10" fill="#111"/></pattern>`);
    const bolt = doc.linear([[0, pal.accent], [1, pal.ink]], { x1: 0, y1: 0, x2: 1, y2: 1 });
    const hex = (r) => poly([...Array(6)].map((_, i) => [r * Math.cos((Math.PI / 3) * i + Math.PI / 6), r * Math.sin((Math.PI / 3) * i + Math.PI / 6)]));
    return (
      `<rect x="-64" y="-9" width="128" height="18" fill="url(#${stripes})" transform="rotate(-28)" opacity="0.95"/>` +
      `<polygon points="${hex(42)}" fill="#0d0f12" stroke="${pal.accent}" stroke-width="4.5" stroke-linejoin="round"/>` +
      `<polygon points="${hex(34)}" fill="none" stroke="${pal.accent}" stroke-opacity="0.35" stroke-width="1.5"/>` +
      `<polygon points="-17,-22 19,-22 19,-15 -1,3 15,3 -15,27 -3,8 -19,8 -19,1 1,-15 -17,-15" fill="${bolt}" stroke="#fff" stroke-opacity="0.5" stroke-width="0.8" stroke-linejoin="round"/>` +
      `<rect x="-30" y="-36" width="12" height="3" fill="${pal.ink}"/>` +
      `<rect x="18" y="33" width="12" height="3" fill="${pal.ink}"/>`
    );
  },

  /** A crowned round shield with sun rays and laurels. */
  hok(doc, pal) {
    const gold = doc.linear([[0, lighten(pal.accent, 0.55)], [0.6, pal.accent], [1, darken(pal.accent, 0.35)]]);
    const face = doc.radial([[0, lighten(pal.bg[1], 0.2)], [1, darken(pal.bg[0], 0.2)]], { cx: 0.4, cy: 0.35, r: 0.75 });
    const rays = [];
    for (let i = 0; i < 16; i++) {
      const a = (i * 360) / 16;
      rays.push(`<polygon points="-3,-30 3,-30 0,${i % 2 ? -46 : -54}" fill="${pal.accent}" opacity="${i % 2 ? 0.45 : 0.75}" transform="rotate(${a})"/>`);
    }
    const leaves = [];
    for (let i = 0; i < 5; i++) {
      const a = 115 + i * 22;
      const rad = (a * Math.PI) / 180;
      const x = Math.cos(rad) * 37, y = Math.sin(rad) * 37 + 4;
      leaves.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="3" fill="${gold}" transform="rotate(${a + 60} ${f(x)} ${f(y)})"/>`);
      leaves.push(`<ellipse cx="${f(-x)}" cy="${f(y)}" rx="7" ry="3" fill="${gold}" transform="rotate(${-a - 60} ${f(-x)} ${f(y)})"/>`);
    }
    return (
      rays.join('') +
      leaves.join('') +
      `<circle cx="0" cy="4" r="30" fill="${face}" stroke="${gold}" stroke-width="5"/>` +
      `<circle cx="0" cy="4" r="23" fill="none" stroke="${pal.accent}" stroke-opacity="0.5" stroke-width="1.2"/>` +
      `<polygon points="${starPoints(0, 5, 17, 7, 5)}" fill="${gold}" stroke="#fff" stroke-opacity="0.5" stroke-width="0.8"/>` +
      `${crownPath(-24, 0.85)} fill="${gold}" stroke="${darken(pal.accent, 0.4)}" stroke-width="1.2" stroke-linejoin="round"/>` +
      `<circle cx="0" cy="-47" r="2.6" fill="#fff"/><circle cx="-23" cy="-43" r="2.2" fill="#fff"/><circle cx="23" cy="-43" r="2.2" fill="#fff"/>`
    );
  },

  /** A play button in ripples with a small premium crown. */
  youtube(doc, pal) {
    const red = doc.linear([[0, '#ff5a5a'], [1, '#b80f0f']], { x1: 0, y1: 0, x2: 1, y2: 1 });
    const gold = doc.linear([[0, '#ffe9a3'], [1, '#f0b323']]);
    return (
      `<circle cx="0" cy="0" r="47" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="2"/>` +
      `<circle cx="0" cy="0" r="40" fill="none" stroke="#fff" stroke-opacity="0.24" stroke-width="2"/>` +
      `<circle cx="0" cy="0" r="32" fill="#fff"/>` +
      `<path d="M-9,-16 Q-9,-19 -6,-17.5 L16,-2.5 Q18.5,0 16,2.5 L-6,17.5 Q-9,19 -9,16 Z" fill="${red}"/>` +
      `<g transform="translate(23 -27) rotate(18)">${crownPath(6, 0.45)} fill="${gold}" stroke="#8a5a00" stroke-width="0.8" stroke-linejoin="round"/></g>`
    );
  },

  /** Headphones around an equaliser. */
  spotify(doc, pal) {
    const bar = doc.linear([[0, '#eafff1'], [1, '#35d06d']]);
    const heights = [14, 26, 36, 22, 30, 12];
    const bars = heights.map((h, i) => `<rect x="${-17.5 + i * 6}" y="${f(16 - h)}" width="4.2" height="${h}" rx="2" fill="${bar}"/>`).join('');
    return (
      `<path d="M-34,10 A34,34 0 0 1 34,10" fill="none" stroke="#fff" stroke-width="6.5" stroke-linecap="round"/>` +
      `<rect x="-42" y="2" width="15" height="30" rx="6" fill="#fff"/>` +
      `<rect x="27" y="2" width="15" height="30" rx="6" fill="#fff"/>` +
      `<rect x="-38" y="7" width="7" height="20" rx="3" fill="#1b9a4b"/>` +
      `<rect x="31" y="7" width="7" height="20" rx="3" fill="#1b9a4b"/>` +
      bars +
      `<circle cx="-22" cy="-34" r="3.2" fill="#fff"/><rect x="-19.6" y="-48" width="2.4" height="14" fill="#fff"/><path d="M-17.2,-48 q8,3 6,10" fill="none" stroke="#fff" stroke-width="2.4"/>` +
      sparkle(30, -34, 4.5, 0.9)
    );
  },

  /** A screen with a play button and a film strip. */
  prime(doc, pal) {
    const screen = doc.linear([[0, '#0b2a4a'], [1, '#04111f']]);
    const play = doc.linear([[0, '#bff0ff'], [1, '#2fc0f2']], { x1: 0, y1: 0, x2: 1, y2: 1 });
    const holes = [...Array(7)].map((_, i) => `<rect x="${-33 + i * 10}" y="-44" width="5" height="4" rx="1" fill="${pal.bg[0]}"/><rect x="${-33 + i * 10}" y="-35" width="5" height="4" rx="1" fill="${pal.bg[0]}"/>`).join('');
    return (
      `<g transform="rotate(-8)"><rect x="-38" y="-47" width="76" height="19" rx="2" fill="#e3f6ff"/>${holes}</g>` +
      `<rect x="-42" y="-26" width="84" height="54" rx="8" fill="${screen}" stroke="#bfeaff" stroke-width="3.5"/>` +
      `<path d="M-12,36 L12,36 L16,44 L-16,44 Z" fill="#bfeaff"/>` +
      `<path d="M-10,-14 Q-10,-17 -7,-15.5 L14,-1.5 Q16,0 14,1.5 L-7,15.5 Q-10,17 -10,14 Z" fill="${play}"/>` +
      sparkle(33, -12, 4, 0.9)
    );
  },

  /** A television with a big star. */
  hotstar(doc, pal) {
    const screen = doc.linear([[0, '#1b1f5e'], [1, '#0a0c2a']]);
    const star = doc.linear([[0, '#fff4b8'], [1, '#f5a623']], { x1: 0, y1: 0, x2: 1, y2: 1 });
    return (
      `<line x1="-12" y1="-44" x2="0" y2="-30" stroke="#dcd6ff" stroke-width="3" stroke-linecap="round"/>` +
      `<line x1="14" y1="-46" x2="0" y2="-30" stroke="#dcd6ff" stroke-width="3" stroke-linecap="round"/>` +
      `<rect x="-44" y="-30" width="88" height="60" rx="10" fill="${screen}" stroke="#dcd6ff" stroke-width="3.5"/>` +
      `<rect x="-24" y="32" width="48" height="5" rx="2.5" fill="#dcd6ff"/>` +
      `<g filter="url(#glow2)"><polygon points="${starPoints(0, 1, 22, 9, 5)}" fill="${star}"/></g>` +
      sparkle(28, -16, 4.5, 0.9) +
      sparkle(-28, 16, 3, 0.7)
    );
  },

  /** Two gift cards with a ribbon and a rupee mark. */
  googlePlay(doc, pal) {
    const card = doc.linear([[0, '#ffffff'], [1, '#dfe8ef']], { x1: 0, y1: 0, x2: 1, y2: 1 });
    const colours = ['#34a853', '#4285f4', '#fbbc05', '#ea4335'];
    const bands = colours.map((c, i) => `<rect x="-40" y="${-22 + i * 6}" width="14" height="6" fill="${c}"/>`).join('');
    return (
      `<g transform="rotate(-14) translate(-6 -8)"><rect x="-40" y="-26" width="80" height="52" rx="7" fill="${lighten(pal.bg[1], 0.25)}" opacity="0.9"/></g>` +
      `<g transform="rotate(6) translate(4 6)">` +
      `<rect x="-42" y="-27" width="84" height="54" rx="7" fill="${card}"/>` +
      bands +
      `<rect x="10" y="-27" width="9" height="54" fill="#e8453c"/>` +
      text(-8, 12, '₹', { size: 28, fill: '#1f6f5c', anchor: 'middle' }) +
      `<ellipse cx="6" cy="-31" rx="10" ry="6" fill="#ff6b5e" transform="rotate(-25 6 -31)"/>` +
      `<ellipse cx="23" cy="-31" rx="10" ry="6" fill="#ff6b5e" transform="rotate(25 23 -31)"/>` +
      `<circle cx="14.5" cy="-27" r="5" fill="#c9302c"/>` +
      `</g>` +
      sparkle(-34, -36, 4.5, 0.9)
    );
  },

  /** A wallet with coins and a card. */
  steam(doc, pal) {
    const wallet = doc.linear([[0, '#5a7aa3'], [1, '#22344f']]);
    const gold = doc.linear([[0, '#ffe9a3'], [1, '#d99a1c']]);
    return (
      `<rect x="-26" y="-40" width="46" height="26" rx="4" fill="#66c0f4" transform="rotate(-10)"/>` +
      `<ellipse cx="26" cy="-26" rx="11" ry="4" fill="${gold}"/><ellipse cx="26" cy="-31" rx="11" ry="4" fill="${gold}" stroke="#a8730f" stroke-width="0.8"/>` +
      `<ellipse cx="26" cy="-36" rx="11" ry="4" fill="${gold}" stroke="#a8730f" stroke-width="0.8"/>` +
      `<rect x="-42" y="-22" width="84" height="56" rx="9" fill="${wallet}" stroke="#bfe3ff" stroke-width="3"/>` +
      `<rect x="12" y="-6" width="34" height="24" rx="7" fill="#1a2a44" stroke="#bfe3ff" stroke-width="2.5"/>` +
      `<circle cx="24" cy="6" r="4.5" fill="#66c0f4"/>` +
      `<path d="M-34,-12 H2" stroke="#bfe3ff" stroke-opacity="0.45" stroke-width="2" stroke-linecap="round"/>` +
      sparkle(-34, -34, 4.5, 0.9)
    );
  },

  /** A game controller on a gift card. */
  playstation(doc, pal) {
    const pad = doc.linear([[0, '#ffffff'], [1, '#c9d6ea']]);
    return (
      `<rect x="-40" y="-36" width="80" height="50" rx="7" fill="${lighten(pal.bg[1], 0.2)}" opacity="0.85" transform="rotate(-10)"/>` +
      `<path d="M-38,-6 C-38,-19 -26,-21 -14,-17 L14,-17 C26,-21 38,-19 38,-6 L44,20 C46,32 34,36 27,26 L19,14 L-19,14 L-27,26 C-34,36 -46,32 -44,20 Z" fill="${pad}" stroke="#0c1a4a" stroke-opacity="0.35" stroke-width="1"/>` +
      `<rect x="-31" y="-4" width="14" height="4.5" rx="1.5" fill="#1c2f6e"/><rect x="-26.2" y="-9" width="4.5" height="14" rx="1.5" fill="#1c2f6e"/>` +
      `<circle cx="24" cy="-8" r="3.2" fill="#3b82f6"/><circle cx="24" cy="3" r="3.2" fill="#3b82f6"/><circle cx="18.5" cy="-2.5" r="3.2" fill="#3b82f6"/><circle cx="29.5" cy="-2.5" r="3.2" fill="#3b82f6"/>` +
      `<circle cx="-10" cy="7" r="5.5" fill="#1c2f6e"/><circle cx="10" cy="7" r="5.5" fill="#1c2f6e"/>` +
      sparkle(34, -34, 4.5, 0.9)
    );
  },
};

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
// Pack icons, 128 x 128, transparent so they sit on light and dark cards alike.

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

const packs = {
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

async function packIcon(name) {
  const doc = new Doc(128, 128);
  const art = await packs[name](doc);
  return doc.render(`<g transform="translate(64 64) scale(1.1)"><g filter="url(#glow2)">${art}</g></g>`);
}

// ---------------------------------------------------------------------------------------------
// Home banners (mobile 800 x 400, desktop 1600 x 400) and the welcome popup (600 x 750).

const hokCoinFace = `${crownPath(10, 0.8)} fill="#a3590b" opacity="0.85"/>`;

/** Copy between stars is drawn in the accent colour. Art: `core` always, `sides` only where there is room. */
const banners = [
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

async function banner(b, kind) {
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

async function popup() {
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

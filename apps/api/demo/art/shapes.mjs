// The demo artwork's palettes, backdrops and the shapes its emblems and packs are made of.
import { f, lighten, darken, random, poly, starPoints } from './svg.mjs';

// ---------------------------------------------------------------------------------------------
// Palettes: one per game or brand, so every tile on the home page has its own colour.

export const palettes = {
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
// Backdrop: gradient, glow behind the art, geometric shapes, light beams, dots and sparkles.

export function sparkle(x, y, r, opacity = 0.9, fill = '#fff') {
  return `<polygon points="${starPoints(x, y, r, r * 0.22, 4)}" fill="${fill}" opacity="${f(opacity)}"/>`;
}

export function backdrop(doc, pal, seed, focus, { sparkles = 10, scrim = null } = {}) {
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

export const place = (cx, cy, size, body, extra = '') => `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(size / 100)})"${extra}>${body}</g>`;

/** A cut gem, the shop's "diamond": six facets in three shades, a table highlight and a sparkle. */
export function gem(x, y, w, color, { sparkleOn = true } = {}) {
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
export function crystal(x, y, h, color, { sparkleOn = true } = {}) {
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
export function shard(x, y, h, color, tilt = 0) {
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
export function coin(doc, x, y, d, color, face = '') {
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

export const crownPath = (y = 0, s = 1) =>
  `<path d="M${-22 * s},${y} L${-27 * s},${y - 22 * s} L${-12 * s},${y - 11 * s} L0,${y - 27 * s} L${12 * s},${y - 11 * s} L${27 * s},${y - 22 * s} L${22 * s},${y} Z"`;

// SVG basics for the demo artwork: colours, a seeded random stream, points and a document that
// collects its gradients and filters.

export const FONT = 'DejaVu Sans';

// ---------------------------------------------------------------------------------------------
// Small helpers

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const f = (n) => Number(n.toFixed(2));

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
export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);

/** A deterministic random stream, so re-running the script gives the same pictures. */
export function random(seedText) {
  let a = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761), 1779033703) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const poly = (points) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

export function starPoints(cx, cy, outer, inner, n, rotation = -90) {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotation + (i * 180) / n) * Math.PI) / 180;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return poly(out);
}

/** Collects gradient, pattern and mask definitions for one SVG document. */
export class Doc {
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

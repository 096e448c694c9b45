// Text for the demo artwork, measured with the renderer sharp uses for SVG text so that nothing
// is clipped.
import sharp from 'sharp';
import { FONT, esc, f } from './svg.mjs';

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
export const textWidth = async (text, size, spacing = 0) => ((await measure(text)) * size) / 100 + spacing * Math.max(0, text.length - 1);

/** The largest size (at most maxSize) at which the text fits maxWidth on one line. */
export async function fitSize(text, maxWidth, maxSize, spacing = 0) {
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
export async function wrap(text, maxWidth, maxLines, maxSize, minSize = 10) {
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

export function text(x, y, content, { size, fill = '#fff', anchor = 'start', weight = 700, spacing = 0, shadow = 0, opacity = 1 }) {
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
export function highlighted(textWithStars) {
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
export function runs(words, colour) {
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
export async function pill(x, y, label, { size, fill, color, height = size * 2, padding = size * 0.9, spacing = 0, anchor = 'start', stroke }) {
  const w = (await textWidth(label, size, spacing)) + padding * 2;
  const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  const svg =
    `<rect x="${f(left)}" y="${f(y)}" width="${f(w)}" height="${f(height)}" rx="${f(height / 2)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5"` : ''}/>` +
    text(left + w / 2, y + height / 2 + size * 0.36, label, { size, fill: color, anchor: 'middle', spacing });
  return { svg, width: w };
}

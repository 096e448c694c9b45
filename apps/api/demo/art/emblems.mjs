// The products' emblems: game-like marks drawn for this shop; none copies a real logo.
import { f, lighten, darken, poly, starPoints } from './svg.mjs';
import { text } from './text.mjs';
import { sparkle, gem, crystal, crownPath } from './shapes.mjs';

export const emblems = {
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

// Henna-like sample artwork for the demo catalogue: mandalas, paisleys and vines in henna brown on cream,
// drawn as SVG from a seed so every sample differs and every run draws the same ones.

const WIDTH = 900;
const HEIGHT = 1200;
const CREAM = '#f7ecd9';
const HENNA = '#6b2f0e';
const HENNA_LIGHT = '#9a5526';

export type PatternStyle = 'mandala' | 'paisley' | 'moon' | 'arabic-vine' | 'indian-lattice';

/** A small deterministic random source (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A petal pointing up from the origin. */
function petal(length: number, width: number): string {
  const [l, w] = [round(length), round(width)];
  return `M0,0 C${w},${round(-l * 0.3)} ${round(w * 0.6)},${round(-l * 0.8)} 0,${-l} C${round(-w * 0.6)},${round(-l * 0.8)} ${-w},${round(-l * 0.3)} 0,0 Z`;
}

function ring(count: number, draw: (index: number) => string): string {
  return Array.from(
    { length: count },
    (_, index) => `<g transform="rotate(${round((360 / count) * index)})">${draw(index)}</g>`,
  ).join('');
}

function mandala(cx: number, cy: number, radius: number, random: () => number): string {
  const petals = 8 + 2 * Math.floor(random() * 5);
  const layers: string[] = [`<circle r="${round(radius * 0.12)}" fill="${HENNA}"/>`];
  layers.push(`<circle r="${round(radius * 0.2)}" fill="none" stroke="${HENNA}" stroke-width="4"/>`);
  layers.push(
    ring(
      petals,
      () =>
        `<path d="${petal(radius * 0.45, radius * 0.1)}" transform="translate(0,${round(-radius * 0.18)})" fill="none" stroke="${HENNA}" stroke-width="4"/>`,
    ),
  );
  layers.push(
    ring(
      petals,
      () =>
        `<path d="${petal(radius * 0.25, radius * 0.045)}" transform="translate(0,${round(-radius * 0.22)})" fill="${HENNA_LIGHT}"/>`,
    ),
  );
  layers.push(`<circle r="${round(radius * 0.68)}" fill="none" stroke="${HENNA}" stroke-width="3"/>`);
  layers.push(
    ring(
      petals * 2,
      () => `<circle cy="${round(-radius * 0.74)}" r="${round(radius * 0.025)}" fill="${HENNA}"/>`,
    ),
  );
  const outer = petals * 2;
  layers.push(
    ring(
      outer,
      () =>
        `<path d="${petal(radius * 0.26, radius * 0.07)}" transform="translate(0,${round(-radius * 0.78)})" fill="none" stroke="${HENNA}" stroke-width="3"/>`,
    ),
  );
  layers.push(
    ring(
      outer,
      () =>
        `<path d="M0,${round(-radius * 0.82)} L0,${round(-radius * 0.96)}" stroke="${HENNA_LIGHT}" stroke-width="2"/>`,
    ),
  );
  layers.push(
    ring(
      outer * 2,
      () => `<circle cy="${round(-radius * 1.08)}" r="${round(radius * 0.018)}" fill="${HENNA}"/>`,
    ),
  );
  return `<g transform="translate(${round(cx)},${round(cy)}) rotate(${round(random() * 30)})">${layers.join('')}</g>`;
}

/** A paisley (mango motif) with a curled tip, filled with stripes and dots. */
function paisley(x: number, y: number, size: number, angle: number): string {
  const s = size;
  const outline = `M0,${round(s)} C${round(-s * 0.9)},${round(s)} ${round(-s * 0.9)},0 0,${round(-s * 0.2)} C${round(s * 0.5)},${round(-s * 0.35)} ${round(s * 0.55)},${round(-s * 0.9)} ${round(s * 0.15)},${round(-s * 1.1)} C${round(s * 1.1)},${round(-s * 0.7)} ${round(s * 0.9)},${round(s)} 0,${round(s)} Z`;
  const inner = `<ellipse cx="${round(s * 0.05)}" cy="${round(s * 0.45)}" rx="${round(s * 0.32)}" ry="${round(s * 0.38)}" fill="none" stroke="${HENNA}" stroke-width="3"/>`;
  const dots = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${round(s * 0.05)}" cy="${round(s * (0.2 + i * 0.12))}" r="${round(s * 0.03)}" fill="${HENNA}"/>`,
  ).join('');
  return `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle)})"><path d="${outline}" fill="none" stroke="${HENNA}" stroke-width="5"/><path d="${outline}" transform="scale(0.82) translate(0,${round(s * 0.12)})" fill="none" stroke="${HENNA_LIGHT}" stroke-width="2"/>${inner}${dots}</g>`;
}

/** A wavy stem with leaves on alternating sides and curls, from (x1,y1) to (x2,y2). */
function vine(x1: number, y1: number, x2: number, y2: number, random: () => number): string {
  const steps = 10;
  const [dx, dy] = [x2 - x1, y2 - y1];
  const length = Math.hypot(dx, dy);
  const [nx, ny] = [-dy / length, dx / length];
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const wave = Math.sin(t * Math.PI * 2.5) * 45;
    return [x1 + dx * t + nx * wave, y1 + dy * t + ny * wave] as const;
  });
  const stem = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join(' ');
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const parts = [`<path d="${stem}" fill="none" stroke="${HENNA}" stroke-width="5"/>`];
  points.slice(1, -1).forEach(([x, y], i) => {
    const side = i % 2 === 0 ? 1 : -1;
    const fill = i % 3 === 0 ? HENNA_LIGHT : 'none';
    parts.push(
      `<g transform="translate(${round(x)},${round(y)}) rotate(${round(angle + 90 + side * 50)})"><path d="${petal(85 + random() * 25, 26)}" fill="${fill}" stroke="${HENNA}" stroke-width="3"/><path d="M0,-8 L0,-70" stroke="${HENNA}" stroke-width="1.5"/></g>`,
    );
    parts.push(
      `<circle cx="${round(x + nx * side * 30)}" cy="${round(y + ny * side * 30)}" r="6" fill="${HENNA}"/>`,
    );
  });
  return parts.join('');
}

function border(): string {
  const scallops = Array.from({ length: 18 }, (_, i) => {
    const x = 25 + i * 50;
    return `<path d="M${x},40 a25,25 0 0 0 50,0" fill="none" stroke="${HENNA}" stroke-width="3"/><circle cx="${x + 25}" cy="72" r="5" fill="${HENNA}"/>`;
  }).join('');
  return `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="${HENNA}" stroke-width="4"/>${scallops}<g transform="rotate(180 ${WIDTH / 2} ${HEIGHT / 2})">${scallops}</g>`;
}

function lattice(random: () => number): string {
  const cells: string[] = [];
  const size = 150;
  for (let y = 150; y < HEIGHT - 100; y += size) {
    for (let x = 75; x < WIDTH; x += size) {
      cells.push(
        `<g transform="translate(${x},${y})"><path d="M0,${-size / 2} L${size / 2},0 L0,${size / 2} L${-size / 2},0 Z" fill="none" stroke="${HENNA}" stroke-width="3"/>${ring(6, () => `<path d="${petal(40, 12)}" fill="${random() < 0.5 ? HENNA_LIGHT : 'none'}" stroke="${HENNA}" stroke-width="2"/>`)}<circle r="8" fill="${HENNA}"/></g>`,
      );
    }
  }
  return cells.join('');
}

function artwork(style: PatternStyle, random: () => number): string {
  switch (style) {
    case 'mandala':
      return (
        border() +
        mandala(WIDTH / 2, HEIGHT * 0.42, 330, random) +
        mandala(WIDTH / 2, HEIGHT * 0.86, 110, random)
      );
    case 'paisley':
      return (
        mandala(WIDTH / 2, HEIGHT / 2, 220, random) +
        paisley(200, 230, 120, -30 + random() * 20) +
        paisley(700, 230, 120, 30 - random() * 20) +
        paisley(200, 970, 120, 200) +
        paisley(700, 970, 120, 160)
      );
    case 'moon': {
      const [cx, cy, r] = [WIDTH / 2, 230, 110];
      const moon = `<path d="M${cx},${cy - r} A${r},${r} 0 1 0 ${cx},${cy + r} A${r * 0.75},${r} 0 1 1 ${cx},${cy - r} Z" fill="${HENNA_LIGHT}" stroke="${HENNA}" stroke-width="4"/>`;
      const stars = [160, 740, 250, 650].map(
        (x, i) => `<circle cx="${x}" cy="${150 + (i % 2) * 120}" r="7" fill="${HENNA}"/>`,
      );
      return border() + moon + stars.join('') + mandala(WIDTH / 2, HEIGHT * 0.64, 260, random);
    }
    case 'arabic-vine':
      return (
        vine(40 + random() * 160, 1150, 860 - random() * 160, 60 + random() * 100, random) +
        vine(-40, 700 + random() * 200, 420 + random() * 160, 80, random) +
        paisley(620 + random() * 60, 820 + random() * 80, 100 + random() * 30, 140 + random() * 60) +
        mandala(240 + random() * 60, 1000 + random() * 40, 80 + random() * 30, random)
      );
    case 'indian-lattice':
      return (
        lattice(random) +
        `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="215" fill="${CREAM}" stroke="${HENNA}" stroke-width="5"/>` +
        mandala(WIDTH / 2, HEIGHT / 2, 170, random)
      );
    default: {
      const unknown: never = style;
      throw new Error(`Unknown pattern style ${String(unknown)}`);
    }
  }
}

/** A 900×1200 SVG of one sample design. */
export function demoDesignSvg(style: PatternStyle, seed: number): string {
  const random = randomFrom(seed);
  const tint = ['#f7ecd9', '#f5e6cc', '#f8efe0'][Math.floor(random() * 3)] ?? CREAM;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="${tint}"/><g stroke-linecap="round" stroke-linejoin="round">${artwork(style, random)}</g></svg>`;
}

// Illustrations for the demo projects, composed as SVG (a gradient sky, a horizon and a simple motif
// that says what the project is) and encoded to WebP with sharp: real image files in storage without
// shipping binary assets in the repository. A generator seeded by the project key makes every project
// look different while the output stays the same from one seed to the next.
import type { ProjectType } from '../../db/tables';
import type { DemoProject, IllustrationMotif } from './projects';

export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1000;
const HORIZON = 760;

const PALETTES: Record<ProjectType, { dark: string; mid: string; accent: string }> = {
  real_estate: { dark: '#0B1B3F', mid: '#1D4ED8', accent: '#FBBF24' },
  energy: { dark: '#082F49', mid: '#0284C7', accent: '#FACC15' },
  business: { dark: '#1A2E05', mid: '#4D7C0F', accent: '#FDE68A' },
  infrastructure: { dark: '#1E1B4B', mid: '#4F46E5', accent: '#A5F3FC' },
  other: { dark: '#052E16', mid: '#047857', accent: '#BEF264' },
};

const DEFAULT_MOTIF: Record<ProjectType, IllustrationMotif> = {
  real_estate: 'buildings',
  energy: 'solar',
  business: 'grove',
  infrastructure: 'turbines',
  other: 'circular',
};

type Random = () => number;

/** mulberry32: tiny, fast and good enough to place shapes. */
function randomFrom(seed: string): Random {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

function hills(random: Random, color: string): string {
  const layers = [0.16, 0.1].map((opacity, layer) => {
    const y = HORIZON - 30 + layer * 50;
    const a = r1(y - between(random, 20, 90));
    const b = r1(y - between(random, 0, 70));
    return `<path d="M0 ${y} C 400 ${a}, 1000 ${b}, 1600 ${r1(y - between(random, 0, 40))} L1600 1000 L0 1000 Z" fill="${color}" opacity="${opacity}"/>`;
  });
  return layers.join('');
}

function buildings(random: Random, accent: string): string {
  let x = between(random, 80, 200);
  const out: string[] = [];
  while (x < 1450) {
    const width = between(random, 150, 250);
    const height = between(random, 260, 600);
    const top = HORIZON - height;
    out.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(width)}" height="${r1(height)}" rx="8" fill="#ffffff" opacity="0.13"/>`);
    const cols = Math.floor((width - 30) / 48);
    for (let row = 0; top + 40 + row * 62 < HORIZON - 50; row++) {
      for (let col = 0; col < cols; col++) {
        const opacity = random() < 0.35 ? 0.85 : 0.28;
        out.push(`<rect x="${r1(x + 22 + col * 48)}" y="${r1(top + 36 + row * 62)}" width="26" height="34" rx="3" fill="${accent}" opacity="${opacity}"/>`);
      }
    }
    x += width + between(random, 24, 70);
  }
  return `<rect x="0" y="${HORIZON}" width="1600" height="${1000 - HORIZON}" fill="#000000" opacity="0.18"/>${out.join('')}`;
}

function solar(random: Random, accent: string): string {
  const sun = `<circle cx="${r1(between(random, 1050, 1400))}" cy="${r1(between(random, 170, 280))}" r="${r1(between(random, 80, 120))}" fill="${accent}" opacity="0.9"/>`;
  const panels: string[] = [];
  for (let row = 0; row < 6; row++) {
    const scale = 0.6 + row * 0.18;
    const y = HORIZON - 190 + row * (50 + row * 8);
    const width = 150 * scale;
    for (let x = -80 + row * 18; x < 1680; x += width + 18 * scale) {
      const skew = 26 * scale;
      panels.push(
        `<polygon points="${r1(x + skew)},${r1(y)} ${r1(x + width + skew)},${r1(y)} ${r1(x + width)},${r1(y + 46 * scale)} ${r1(x)},${r1(y + 46 * scale)}" fill="${accent}" opacity="${r1(0.3 + random() * 0.35)}"/>`,
      );
    }
  }
  return `${sun}${hills(random, '#000000')}${panels.join('')}`;
}

function trees(random: Random, accent: string, kind: 'grove' | 'vineyard'): string {
  const out: string[] = [];
  for (let row = 0; row < 6; row++) {
    const scale = 0.45 + row * 0.16;
    const y = HORIZON - 120 + row * 58;
    const spacing = (kind === 'grove' ? 130 : 70) * scale;
    for (let x = -40 + (row % 2) * spacing * 0.5; x < 1640; x += spacing) {
      const jitter = between(random, -6, 6);
      if (kind === 'grove') {
        out.push(
          `<rect x="${r1(x - 4 * scale)}" y="${r1(y - 10 * scale)}" width="${r1(8 * scale)}" height="${r1(30 * scale)}" fill="#000000" opacity="0.3"/>` +
            `<ellipse cx="${r1(x + jitter)}" cy="${r1(y - 28 * scale)}" rx="${r1(46 * scale)}" ry="${r1(32 * scale)}" fill="${accent}" opacity="${r1(0.35 + random() * 0.4)}"/>`,
        );
      } else {
        out.push(`<circle cx="${r1(x + jitter)}" cy="${r1(y - 14 * scale)}" r="${r1(16 * scale)}" fill="${accent}" opacity="${r1(0.35 + random() * 0.4)}"/>`);
      }
    }
  }
  return `${hills(random, '#000000')}${out.join('')}`;
}

function turbines(random: Random, accent: string): string {
  const out: string[] = [];
  const count = 3 + Math.floor(random() * 2);
  for (let i = 0; i < count; i++) {
    const x = 220 + (i * 1160) / (count - 1) + between(random, -60, 60);
    const hubY = between(random, 230, 420);
    const blade = between(random, 150, 220);
    const angle = between(random, 0, 120);
    out.push(`<polygon points="${r1(x - 6)},${r1(hubY)} ${r1(x + 6)},${r1(hubY)} ${r1(x + 14)},${HORIZON + 20} ${r1(x - 14)},${HORIZON + 20}" fill="#ffffff" opacity="0.55"/>`);
    for (const turn of [0, 120, 240]) {
      out.push(
        `<path d="M${r1(x)} ${r1(hubY)} q 16 ${r1(-blade * 0.3)} 3 ${r1(-blade)} q -12 ${r1(blade * 0.5)} -3 ${r1(blade)} Z" fill="${accent}" transform="rotate(${r1(angle + turn)} ${r1(x)} ${r1(hubY)})"/>`,
      );
    }
    out.push(`<circle cx="${r1(x)}" cy="${r1(hubY)}" r="11" fill="#ffffff"/>`);
  }
  return `${hills(random, '#000000')}${out.join('')}`;
}

function warehouse(random: Random, accent: string): string {
  const left = between(random, 160, 260);
  const width = 1180;
  const top = HORIZON - 300;
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const x = left + (i * width) / 8;
    return `<polygon points="${r1(x)},${top} ${r1(x + width / 8)},${top} ${r1(x + width / 8)},${top - 70}" fill="${accent}" opacity="0.55"/>`;
  }).join('');
  const docks = Array.from({ length: 9 }, (_, i) => `<rect x="${r1(left + 50 + i * 125)}" y="${HORIZON - 150}" width="86" height="150" rx="4" fill="#000000" opacity="${r1(0.25 + random() * 0.2)}"/>`).join('');
  const truckX = left + between(random, 120, 700);
  const truck = `<rect x="${r1(truckX)}" y="${HORIZON + 40}" width="260" height="110" rx="8" fill="#ffffff" opacity="0.75"/><rect x="${r1(truckX + 265)}" y="${HORIZON + 75}" width="80" height="75" rx="8" fill="${accent}"/><circle cx="${r1(truckX + 60)}" cy="${HORIZON + 160}" r="22" fill="#0f172a"/><circle cx="${r1(truckX + 290)}" cy="${HORIZON + 160}" r="22" fill="#0f172a"/>`;
  return `<rect x="0" y="${HORIZON}" width="1600" height="${1000 - HORIZON}" fill="#000000" opacity="0.2"/><rect x="${r1(left)}" y="${top}" width="${width}" height="300" fill="#ffffff" opacity="0.16"/>${teeth}${docks}${truck}`;
}

function water(random: Random, accent: string): string {
  const tanks = [0, 1, 2]
    .map((i) => {
      const cx = 330 + i * 470 + between(random, -40, 40);
      const rx = between(random, 150, 200);
      return `<ellipse cx="${r1(cx)}" cy="${HORIZON - 60}" rx="${r1(rx)}" ry="${r1(rx * 0.32)}" fill="${accent}" opacity="0.5"/><ellipse cx="${r1(cx)}" cy="${HORIZON - 60}" rx="${r1(rx * 0.6)}" ry="${r1(rx * 0.19)}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/><line x1="${r1(cx - rx * 0.9)}" y1="${HORIZON - 60}" x2="${r1(cx + rx * 0.9)}" y2="${HORIZON - 60}" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`;
    })
    .join('');
  const waves = [0, 1, 2, 3]
    .map((i) => {
      const y = HORIZON + 40 + i * 50;
      const amplitude = between(random, 10, 22);
      return `<path d="M0 ${y} q 100 ${r1(-amplitude)} 200 0 t 200 0 t 200 0 t 200 0 t 200 0 t 200 0 t 200 0 t 200 0" fill="none" stroke="${accent}" stroke-width="8" opacity="${r1(0.7 - i * 0.13)}"/>`;
    })
    .join('');
  const drop = `<path d="M${r1(between(random, 1200, 1380))} 170 c 60 90 90 140 90 190 a 90 90 0 0 1 -180 0 c 0 -50 30 -100 90 -190 Z" fill="${accent}" opacity="0.85"/>`;
  return `${drop}${tanks}${waves}`;
}

function circular(random: Random, accent: string): string {
  const cx = between(random, 700, 900);
  const cy = between(random, 440, 520);
  const rings = [0, 1, 2]
    .map((i) => {
      const radius = 160 + i * 70;
      const rotation = r1(i * 50 + random() * 90);
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${radius}" fill="none" stroke="${accent}" stroke-width="28" stroke-linecap="round" stroke-dasharray="${r1(radius * 1.5)} ${r1(radius * 0.6)}" opacity="${r1(0.85 - i * 0.22)}" transform="rotate(${rotation} ${r1(cx)} ${r1(cy)})"/>`;
    })
    .join('');
  return `${hills(random, '#000000')}${rings}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="70" fill="#ffffff" opacity="0.2"/>`;
}

function growth(random: Random, accent: string): string {
  const bars: string[] = [];
  const points: string[] = [];
  let height = between(random, 120, 180);
  for (let i = 0; i < 8; i++) {
    const x = 220 + i * 150;
    height += between(random, 20, 60);
    bars.push(`<rect x="${x}" y="${r1(HORIZON - height)}" width="96" height="${r1(height)}" rx="10" fill="#ffffff" opacity="${r1(0.12 + i * 0.03)}"/>`);
    points.push(`${x + 48},${r1(HORIZON - height - 60)}`);
  }
  const line = `<polyline points="${points.join(' ')}" fill="none" stroke="${accent}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`;
  const dots = points.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="14" fill="${accent}"/>`).join('');
  return `<rect x="0" y="${HORIZON}" width="1600" height="${1000 - HORIZON}" fill="#000000" opacity="0.18"/>${bars.join('')}${line}${dots}`;
}

const MOTIFS: Record<IllustrationMotif, (random: Random, accent: string) => string> = {
  buildings,
  solar,
  grove: (random, accent) => trees(random, accent, 'grove'),
  vineyard: (random, accent) => trees(random, accent, 'vineyard'),
  turbines,
  warehouse,
  water,
  circular,
  growth,
};

export function projectIllustrationSvg(project: DemoProject, variant: number): string {
  const { dark, mid, accent } = PALETTES[project.projectType];
  const random = randomFrom(`${project.key}/${variant}`);
    // The second view is mirrored (unless that would turn a rising chart into a falling one) and the
  // third a closer crop of the lower middle, so a gallery never repeats itself.
  const motifName = project.motif ?? DEFAULT_MOTIF[project.projectType];
  const mirror = motifName === 'growth' ? 'translate(-80 -60) scale(1.1)' : 'translate(1600 0) scale(-1 1)';
  const view = ['', mirror, 'translate(-240 -300) scale(1.3)'][variant % 3];
  const glowX = r1(between(random, 0.15, 0.85));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 1600 1000">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="0.15" r="0.75"><stop offset="0" stop-color="${accent}" stop-opacity="0.32"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="1600" height="1000" fill="url(#sky)"/><rect width="1600" height="1000" fill="url(#glow)"/>
<g transform="${view}">${MOTIFS[motifName](random, accent)}</g>
</svg>`;
}

export async function renderProjectImage(project: DemoProject, variant: number): Promise<Buffer> {
  // Loaded only when a seed draws: a start on a seeded database never does.
  const { default: sharp } = await import('sharp');
  // effort 2 encodes about twice as fast as the default for flat illustrations at the same size.
  return sharp(Buffer.from(projectIllustrationSvg(project, variant)))
    .webp({ quality: 75, effort: 2 })
    .toBuffer();
}

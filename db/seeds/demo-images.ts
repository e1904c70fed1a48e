// Illustrations for the demo projects, drawn as SVG per project type and encoded to WebP with sharp:
// real image files in storage without shipping binary assets in the repository.
import sharp from 'sharp';
import type { DemoProject } from './demo-projects';

const PALETTES: Record<DemoProject['projectType'], [string, string, string]> = {
  real_estate: ['#0B1B3A', '#1D4ED8', '#F59E0B'],
  energy: ['#082F49', '#0EA5E9', '#FACC15'],
  business: ['#1A2E05', '#4D7C0F', '#FDE68A'],
  infrastructure: ['#1E1B4B', '#6366F1', '#A5F3FC'],
  other: ['#052E16', '#059669', '#D9F99D'],
};

function motif(type: DemoProject['projectType'], accent: string, variant: number): string {
  const shift = variant * 90;
  switch (type) {
    case 'real_estate':
      return [0, 1, 2, 3]
        .map((i) => {
          const x = 260 + i * 260 + shift;
          const h = 360 + ((i * 97 + variant * 53) % 240);
          const windows = Array.from({ length: Math.floor(h / 70) }, (_, r) =>
            [0, 1, 2].map((c) => `<rect x="${x + 30 + c * 60}" y="${1000 - h + 40 + r * 70}" width="34" height="40" rx="4" fill="${accent}" opacity="${0.35 + ((r + c + i) % 3) * 0.2}"/>`).join(''),
          ).join('');
          return `<rect x="${x}" y="${1000 - h}" width="220" height="${h}" rx="10" fill="#ffffff" opacity="0.12"/>${windows}`;
        })
        .join('');
    case 'energy':
      return Array.from({ length: 5 }, (_, r) =>
        Array.from({ length: 6 }, (_, c) => {
          const x = 200 + c * 210 + r * 40 + shift / 3;
          const y = 560 + r * 85;
          return `<polygon points="${x},${y} ${x + 180},${y} ${x + 200},${y + 70} ${x + 20},${y + 70}" fill="${accent}" opacity="${0.25 + ((r + c) % 4) * 0.12}"/>`;
        }).join(''),
      ).join('') + `<circle cx="${1280 - shift}" cy="230" r="120" fill="${accent}" opacity="0.85"/>`;
    case 'business':
      return Array.from({ length: 7 }, (_, r) =>
        Array.from({ length: 9 }, (_, c) => {
          const x = 120 + c * 170 + (r % 2) * 85;
          const y = 520 + r * 70;
          return `<ellipse cx="${x}" cy="${y}" rx="60" ry="34" fill="${accent}" opacity="${0.2 + ((r * c + variant) % 5) * 0.1}"/>`;
        }).join(''),
      ).join('') + `<path d="M0 520 Q 800 ${380 + shift / 2} 1600 520 L1600 1000 L0 1000 Z" fill="#ffffff" opacity="0.06"/>`;
    case 'infrastructure':
      return [0, 1, 2]
        .map((i) => {
          const x = 300 + i * 450 + shift / 2;
          return `<rect x="${x - 8}" y="300" width="16" height="700" fill="#ffffff" opacity="0.35"/><g transform="rotate(${20 + i * 40 + variant * 15} ${x} 300)"><rect x="${x - 6}" y="80" width="12" height="220" rx="6" fill="${accent}"/><rect x="${x - 6}" y="300" width="12" height="220" rx="6" fill="${accent}" transform="rotate(120 ${x} 300)"/><rect x="${x - 6}" y="300" width="12" height="220" rx="6" fill="${accent}" transform="rotate(240 ${x} 300)"/></g>`;
        })
        .join('');
    case 'other':
      return [0, 1, 2]
        .map((i) => {
          const r = 170 + i * 40;
          return `<circle cx="${800 + shift / 2}" cy="560" r="${r}" fill="none" stroke="${accent}" stroke-width="26" stroke-dasharray="${r * 1.4} ${r * 0.7}" opacity="${0.8 - i * 0.2}" transform="rotate(${i * 50 + variant * 30} ${800 + shift / 2} 560)"/>`;
        })
        .join('');
  }
}

export function projectIllustrationSvg(project: DemoProject, variant: number): string {
  const [dark, mid, accent] = PALETTES[project.projectType];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
  <rect width="1600" height="1000" fill="url(#g)"/><rect width="1600" height="1000" fill="url(#glow)"/>
  ${motif(project.projectType, accent, variant)}
</svg>`;
}

export async function renderProjectImage(project: DemoProject, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(projectIllustrationSvg(project, variant)))
    .resize(1200, 750)
    .webp({ quality: 72 })
    .toBuffer();
}

// Renders the installable app's PNG icons from the brand's SVG source (web/public/brands/*-icon.svg).
// Run once after changing the artwork: `npx tsx scripts/generate-icons.mts [brand]` (default tokenia).
// The source is full-bleed with the symbol inside the maskable safe zone, so one drawing serves both
// the "maskable" icon and, with rounded corners cut here, the "any" icons.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brand = process.argv[2] ?? 'tokenia';
const source = path.join(root, 'web/public/brands', `${brand}-icon.svg`);
const outDir = path.join(root, 'web/public/icons');

function roundedMask(size: number): Buffer {
  const radius = Math.round(size * 0.22);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`,
  );
}

async function render(size: number, file: string, rounded: boolean): Promise<void> {
  let image = sharp(source, { density: Math.ceil((72 * size) / 512) * 2 }).resize(size, size);
  if (rounded) image = sharp(await image.png().toBuffer()).composite([{ input: roundedMask(size), blend: 'dest-in' }]);
  await image.png({ compressionLevel: 9, palette: true, quality: 95 }).toFile(path.join(outDir, file));
  console.log(`${file} (${size}x${size})`);
}

await render(192, 'icon-192.png', true);
await render(512, 'icon-512.png', true);
await render(512, 'icon-512-maskable.png', false);
// iOS rounds the corners itself and shows transparency as black, so its icon stays square.
await render(180, 'apple-touch-icon.png', false);
await render(32, 'favicon-32.png', true);

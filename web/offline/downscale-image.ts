// Phone cameras write photos of 4000 px and several MB: over a weak connection that is minutes of upload
// and often more than the server's 5 MB. An ID card stays legible at 2400 px, so larger photos are
// redrawn (upright, by their EXIF orientation) and sent as JPEG of about 2 MB at most.
export const MAX_EDGE = 2400;
export const MAX_BYTES = 2 * 1024 * 1024;
/** Tried in order until the photo fits; past the last one the server's own limit decides. */
const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
const REDRAWABLE_TYPES = new Set(['image/jpeg', 'image/png']);

interface Limits {
  maxEdge?: number;
  maxBytes?: number;
}

interface Size {
  width: number;
  height: number;
}

/** Only photos are redrawn; a PDF (or anything else) goes as it is. */
export const isRedrawable = (type: string): boolean => REDRAWABLE_TYPES.has(type);

/** The size to redraw a photo at, or null when it already fits both limits and goes as it is. */
export function downscaleTarget(photo: Size & { bytes: number }, { maxEdge = MAX_EDGE, maxBytes = MAX_BYTES }: Limits = {}): Size | null {
  const scale = Math.min(1, maxEdge / Math.max(photo.width, photo.height));
  if (scale === 1 && photo.bytes <= maxBytes) return null;
  return { width: Math.max(1, Math.round(photo.width * scale)), height: Math.max(1, Math.round(photo.height * scale)) };
}

export const jpegName = (name: string): string => `${name.replace(/\.[^./]*$/, '')}.jpg`;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function draw(bitmap: ImageBitmap, { width, height }: Size): Canvas {
  const canvas = typeof OffscreenCanvas === 'undefined' ? Object.assign(document.createElement('canvas'), { width, height }) : new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a PNG's transparent parts would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

function toJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  if (!('toBlob' in canvas)) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality));
}

async function encode(canvas: Canvas, maxBytes: number): Promise<Blob> {
  let blob: Blob | undefined;
  for (const quality of JPEG_QUALITIES) {
    blob = await toJpeg(canvas, quality);
    if (blob.size <= maxBytes) break;
  }
  return blob!;
}

export async function downscaleImage(file: File, options: Limits = {}): Promise<File> {
  if (!isRedrawable(file.type) || typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not decodable here (a mislabelled file): the server's content check will say what it is.
    return file;
  }
  try {
    const target = downscaleTarget({ width: bitmap.width, height: bitmap.height, bytes: file.size }, options);
    if (!target) return file;
    const blob = await encode(draw(bitmap, target), options.maxBytes ?? MAX_BYTES);
    // A re-encoded photo of the same size can come out larger than a well-compressed original.
    if (target.width === bitmap.width && target.height === bitmap.height && blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

// WebP variants of a project image at the contract widths, so a phone's catalog card downloads a few
// dozen kilobytes instead of the original. Never upscaled; EXIF orientation applied; metadata (EXIF,
// GPS, XMP) dropped, as sharp does unless told to keep it.
import type { SharpOptions } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '../../core/projects';

/** Quality 72 at effort 4: photos and illustrations stay clean at about a third of quality-90 sizes. */
const WEBP = { quality: 72, effort: 4 } as const;
/**
 * A 2 MB upload can still claim gigapixels (a decompression bomb); 50 megapixels is above any camera
 * photo an administrator would upload and keeps one decode within a few hundred megabytes.
 */
const INPUT: SharpOptions = { limitInputPixels: 50_000_000, failOn: 'error' };

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

export interface ImageVariant {
  width: ImageVariantWidth;
  body: Buffer;
}

export interface ImageWithVariants {
  /** Size as displayed (after EXIF orientation). */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: ImageVariant[];
}

export async function makeImageVariants(input: Buffer | string): Promise<ImageWithVariants> {
  // Loaded on the first image, not at start-up: most server starts never see an upload.
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(input, INPUT);
    const { format, autoOrient } = await source.metadata();
    const { width, height } = autoOrient;
    // A WebP original as wide as a variant already is that variant: encoding it again only costs time.
    const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < width || (w === width && format !== 'webp'));
    const variants = await Promise.all(
      widths.map(async (w) => ({ width: w, body: await source.clone().autoOrient().resize({ width: w }).webp(WEBP).toBuffer() })),
    );
    return { width, height, variants };
  } catch (err) {
    throw new UnreadableImageError(err);
  }
}

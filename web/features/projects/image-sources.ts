// Which file of a project image to show: the WebP variant of the wanted width, the other variants as
// srcset candidates, and the original when no variant was made (an image narrower than every width).
import type { ProjectImage } from '../../../core/projects';

export interface ImageSources {
  src: string;
  srcSet: string | undefined;
}

export function imageSources(image: Pick<ProjectImage, 'url' | 'variants'>, preferredWidth: number): ImageSources {
  if (image.variants.length === 0) return { src: image.url, srcSet: undefined };
  const preferred = image.variants.find((variant) => variant.width === preferredWidth) ?? image.variants.at(-1)!;
  return { src: preferred.url, srcSet: image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') };
}

/** The 480-wide variant for a thumbnail in the admin's image list, or the nearest smaller one. */
export function thumbnailUrl(image: Pick<ProjectImage, 'url' | 'variants'>): string {
  return image.variants[0]?.url ?? image.url;
}

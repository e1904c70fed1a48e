// Which file a catalog card's image shows (spec 001 §2), written once for the card (project-card.tsx) and
// for the entry, which asks for the first cards' images as soon as the catalog's first page arrives
// (the route table's first answers, web/shell/route-table.ts): on a phone the app's code is still
// downloading then, and the images would otherwise be asked for only once it has run and drawn the
// cards. Kept tiny: the entry imports it.
import type { ProjectSummary } from '../../../core/projects';

export type CardImage = NonNullable<ProjectSummary['image']>;

/** Cards whose image loads at once: the first row at any width up to three columns. */
export const EAGER_CARDS = 3;

/**
 * Phones always get the 480-wide variant, whatever their pixel density: the first screen's image budget
 * (≤ 300 KB) matters more there than a sharper thumbnail.
 */
export const PHONE_SCREEN = '(max-width: 599.98px)';

/** How wide a card shows from 600px up (the grid in projects.css: 2, 3, 4, then 5 columns). */
export const CARD_SIZES = '(min-width: 1800px) 20vw, (min-width: 1440px) 25vw, (min-width: 1024px) 33vw, 50vw';

/** A `<link rel="preload" as="image">`'s attributes. */
export interface ImagePreload {
  href: string;
  media: string;
  imageSrcset?: string;
  imageSizes?: string;
}

/** What the first cards' <picture>s will ask for, one preload per screen kind and card. */
export function cardImagePreloads(projects: readonly Pick<ProjectSummary, 'image'>[]): ImagePreload[] {
  return projects.slice(0, EAGER_CARDS).flatMap(({ image }) =>
    image
      ? [
          { href: image.url, media: PHONE_SCREEN },
          { href: image.url, media: '(min-width: 600px)', imageSrcset: image.srcset, imageSizes: CARD_SIZES },
        ]
      : [],
  );
}

/** Asks for the first cards' images of a catalog page's answer (`projects`), ahead of the cards themselves. */
export function cardImagePreloadLinks(projects: unknown): void {
  if (!Array.isArray(projects)) return;
  for (const { href, media, imageSrcset, imageSizes } of cardImagePreloads(projects as ProjectSummary[])) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.media = media;
    if (imageSrcset) link.imageSrcset = imageSrcset;
    if (imageSizes) link.imageSizes = imageSizes;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

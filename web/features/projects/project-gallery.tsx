// The detail's image carousel (spec 001 §2): main image first, swipe or scroll between slides (CSS
// scroll snap), previous/next buttons and one dot per image. Slides after the first load lazily.
import { useRef, useState } from 'react';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icon';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import type { Project } from '../../../core/projects';
import { useT } from '../../i18n/i18n';
import { imageSources } from './image-sources';

/** The slide fills the main column: the whole width on phones and tablets, about 60% beside the figures. */
const SLIDE_SIZES = '(min-width: 1200px) 60vw, 100vw';
const SLIDE_WIDTH = 960;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ProjectGallery({ project }: { project: Project }) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** The slide a button asked for, while the smooth scroll travels there: passing slides do not count. */
  const heading = useRef<number | null>(null);
  // The API already puts the main image first; sorting again keeps that true for any saved copy.
  const images = [...project.images].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  if (images.length === 0) return null;
  const total = images.length;

  const show = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const target = (index + total) % total;
    heading.current = target;
    track.scrollTo({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setCurrent(target);
  };

  return (
    <section className="panel gallery" aria-roledescription={t('projects.gallery.role')} aria-label={t('projects.gallery.label')}>
      <div
        ref={trackRef}
        className="gallery__track"
        tabIndex={0}
        aria-label={t('projects.gallery.track')}
        role="group"
        // The user takes over (a swipe, a wheel): their scrolling decides the slide again.
        onPointerDown={() => (heading.current = null)}
        onWheel={() => (heading.current = null)}
        onScroll={(event) => {
          const track = event.currentTarget;
          if (track.clientWidth === 0) return;
          const position = track.scrollLeft / track.clientWidth;
          if (heading.current !== null) {
            if (Math.abs(position - heading.current) < 0.01) heading.current = null;
            return;
          }
          setCurrent(Math.round(position));
        }}
      >
        {images.map((image, index) => {
          const { src, srcSet } = imageSources(image, SLIDE_WIDTH);
          return (
            <div
              key={image.id}
              className="gallery__slide"
              role="group"
              aria-roledescription={t('projects.gallery.slide')}
              aria-label={t('projects.gallery.position', { current: index + 1, total })}
            >
              <img
                src={src}
                srcSet={srcSet}
                sizes={SLIDE_SIZES}
                alt={image.description ?? project.name}
                width={image.width ?? SLIDE_WIDTH}
                height={image.height ?? (SLIDE_WIDTH * 5) / 8}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </div>
          );
        })}
      </div>
      {total > 1 ? (
        <div className="row cluster--spread gallery__controls">
          <button type="button" className={buttonClass('secondary', 'icon-box gallery__button')} onClick={() => show(current - 1)} aria-label={t('projects.gallery.previous')}>
            <Icon icon={chevronBackOutline} />
          </button>
          <div className="gallery__dots">
            {images.map((image, index) => (
              <button
                key={image.id}
                type="button"
                className="gallery__dot"
                aria-label={t('projects.gallery.goTo', { current: index + 1, total })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button type="button" className={buttonClass('secondary', 'icon-box gallery__button')} onClick={() => show(current + 1)} aria-label={t('projects.gallery.next')}>
            <Icon icon={chevronForwardOutline} />
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {t('projects.gallery.position', { current: current + 1, total })}
      </p>
    </section>
  );
}

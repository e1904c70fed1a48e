// The project's preview the BFF wrote into the page (core/project-preview.ts), taken out before the app's
// first render replaces the markup, and put back, the same element, wherever the app shows that
// project's page loading, so the visitor sees it once, from the first paint until the screen draws it.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PREVIEW_ATTRIBUTE } from '../../core/project-preview';
import { useT } from '../i18n/i18n';
import { matchScreen } from './route-table';

let kept: { id: string; element: Element } | null = null;

export function keepProjectPreview(root: ParentNode): void {
  const element = root.querySelector(`[${PREVIEW_ATTRIBUTE}]`);
  kept = element ? { id: element.getAttribute(PREVIEW_ATTRIBUTE) ?? '', element } : null;
}

/** Once the screen has drawn the project, the preview has done its job. */
export function forgetProjectPreview(): void {
  kept = null;
}

/** The kept preview if the address is its project's page, else `fallback`. */
export function ProjectPreviewOr({ fallback }: { fallback: ReactNode }) {
  const t = useT();
  const match = matchScreen(useLocation().pathname);
  const element = kept && match?.screen.paint === 'project-preview' && match.params.id === kept.id ? kept.element : null;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (element) ref.current?.append(element);
  }, [element]);
  if (!element) return fallback;
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div ref={ref} aria-hidden="true" />
    </div>
  );
}

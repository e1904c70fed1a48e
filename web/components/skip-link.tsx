// The first stop of the keyboard on every page: a link past the header to the page's own <main>, seen
// only while it has the focus.
import type { MouseEvent } from 'react';
import { useT } from '../i18n/i18n';
import './skip-link.css';

/** Ionic keeps earlier pages mounted, and the site scrolls inside its frame: focus this page's own <main> rather than trust the fragment. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = event.currentTarget.closest('.ion-page, .site')?.querySelector('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function SkipLink({ mainId }: { mainId: string }) {
  const t = useT();
  return (
    <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
      {t('nav.skip')}
    </a>
  );
}

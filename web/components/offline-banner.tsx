// Tells the user they are offline; the app keeps working from what the service worker cached. The live
// region stays in the page while empty so screen readers announce the text when it appears. The banner
// floats over the bottom of the page, so its height is published (--offline-banner-height) for the
// scrolling areas to leave that much room: the last buttons of a form stay reachable offline.
import { useLayoutEffect, useRef } from 'react';
import { useOnline } from '../shell/online-status';
import { useT } from '../i18n/i18n';
import './offline-banner.css';

const HEIGHT_VARIABLE = '--offline-banner-height';

export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement.style;
    if (online || !banner) {
      root.removeProperty(HEIGHT_VARIABLE);
      return;
    }
    const publish = () => root.setProperty(HEIGHT_VARIABLE, `${banner.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, [online]);
  return (
    <div ref={ref} className={online ? 'visually-hidden' : 'offline-banner'} role="status" aria-live="polite">
      {online ? null : t('app.offline')}
    </div>
  );
}

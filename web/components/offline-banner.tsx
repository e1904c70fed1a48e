// Tells the user they are offline; the app keeps working from what the service worker cached. The live
// region stays in the page while empty so screen readers announce the text when it appears.
import { useOnline } from '../app/online-status';
import { useT } from '../i18n/i18n';
import './offline-banner.css';

export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {online ? null : t('app.offline')}
    </div>
  );
}

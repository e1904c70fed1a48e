// What the project screens say about the network (DESIGN.md "Offline"): reading from a saved copy, with
// its date, and admin changes being impossible while offline.
import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { formatDateTime } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { useLanguage, useT } from '../../i18n/i18n';

export function SavedDataNotice({ savedAt }: { savedAt: string }) {
  const t = useT();
  const [language] = useLanguage();
  return (
    <div className="project-notice" role="status">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <p>{t('offline.savedData', { date: formatDateTime(savedAt, INTL_LOCALE[language]) })}</p>
    </div>
  );
}

export function WritesOfflineNotice() {
  const t = useT();
  return (
    <div className="project-notice" role="status">
      <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
      <p>{t('offline.writesDisabled')}</p>
    </div>
  );
}

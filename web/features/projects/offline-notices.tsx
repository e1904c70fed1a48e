// What the project screens say about the network (DESIGN.md "Offline"): reading from a saved copy, with
// its date, and admin changes being impossible while offline.
import { cloudOfflineOutline } from 'ionicons/icons';
import { formatDateTime } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { Callout } from '../../components/callout';
import { useLanguage, useT } from '../../i18n/i18n';

export function SavedDataNotice({ savedAt }: { savedAt: string }) {
  const t = useT();
  const [language] = useLanguage();
  return (
    <Callout tone="neutral" icon={cloudOfflineOutline} role="status">
      <p>{t('offline.savedData', { date: formatDateTime(savedAt, INTL_LOCALE[language]) })}</p>
    </Callout>
  );
}

export function WritesOfflineNotice() {
  const t = useT();
  return (
    <Callout tone="neutral" icon={cloudOfflineOutline} role="status">
      <p>{t('offline.writesDisabled')}</p>
    </Callout>
  );
}

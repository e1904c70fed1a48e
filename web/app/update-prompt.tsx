// "A new version is available — Reload": shown while a new service worker is waiting.
import { IonToast } from '@ionic/react';
import { useAtom } from 'jotai';
import { useT } from '../i18n/i18n';
import { pendingUpdateAtom } from './sw-register';
import './update-prompt.css';

export function UpdatePrompt() {
  const t = useT();
  const [update, setUpdate] = useAtom(pendingUpdateAtom);
  return (
    <IonToast
      isOpen={update !== null}
      className="update-prompt"
      message={t('app.update.message')}
      position="bottom"
      buttons={[
        { text: t('app.update.dismiss'), role: 'cancel' },
        { text: t('app.update.reload'), handler: () => update?.apply() },
      ]}
      onDidDismiss={() => setUpdate(null)}
    />
  );
}

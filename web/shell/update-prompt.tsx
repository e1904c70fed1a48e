// "A new version is available — Reload": shown while a new service worker is waiting. Plain markup (no
// Ionic) because it is part of every page, public ones included.
import { useAtom } from 'jotai';
import { Button } from '../components/button';
import { useT } from '../i18n/i18n';
import { pendingUpdateAtom } from './sw-register';
import './update-prompt.css';

export function UpdatePrompt() {
  const t = useT();
  const [update, setUpdate] = useAtom(pendingUpdateAtom);
  if (!update) return null;
  return (
    <div className="cluster cluster--spread update-prompt" role="status">
      <p>{t('app.update.message')}</p>
      <div className="row">
        <Button variant="on-dark" className="dash-button--tall" onClick={() => setUpdate(null)}>
          {t('app.update.dismiss')}
        </Button>
        <Button variant="on-dark" className="dash-button--tall update-prompt__reload" onClick={() => update.apply()}>
          {t('app.update.reload')}
        </Button>
      </div>
    </div>
  );
}

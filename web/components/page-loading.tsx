// Shown while a lazily loaded page arrives. A plain .ion-page so Ionic's outlet can lay it out.
import { useT } from '../i18n/i18n';
import './spinner.css';
import './page-loading.css';

export function PageLoading() {
  const t = useT();
  return (
    <div className="ion-page page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

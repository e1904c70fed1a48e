// Shown in the content area while a dashboard page's code or data arrives.
import { useT } from '../i18n/i18n';
import './spinner.css';
import './content-loading.css';

export function ContentLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="dash-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

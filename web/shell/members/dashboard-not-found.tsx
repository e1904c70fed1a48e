// Any /dashboard address without a page: said plainly inside the dashboard frame, with the way back.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n';
import { useDashboardPage } from '../use-dashboard-page';

export function DashboardNotFound() {
  const t = useT();
  useDashboardPage([{ label: t('dashboard.notFound.title') }]);
  return (
    <section aria-labelledby="dash-not-found-title">
      <header className="dash-page-header">
        <h1 id="dash-not-found-title" className="dash-title">
          {t('dashboard.notFound.title')}
        </h1>
        <p className="dash-subtitle">{t('dashboard.notFound.text')}</p>
      </header>
      <Link to="/dashboard" className={buttonClass('primary')}>
        {t('dashboard.notFound.back')}
      </Link>
    </section>
  );
}

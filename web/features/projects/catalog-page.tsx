// /dashboard (spec 001 §2): the investment opportunities as cards — main image, name, type, annual
// return and how much is funded — six skeleton cards while loading, one column on phones and three to
// five on wide screens. A card opens /dashboard/projects/{id}/view.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectSummary } from '../../../core/projects';
import { failureMessage } from '../../api/failure-message';
import { Badge } from '../../components/badge';
import { useT } from '../../i18n/i18n';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { fetchCatalogPage } from './projects-api';
import { percent, projectTypeLabel } from './project-labels';
import './projects.css';

type Catalog =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; projects: ProjectSummary[]; nextCursor: string | null; loadingMore: boolean };

const SKELETONS = 6;

function ProjectCard({ project, eager }: { project: ProjectSummary; eager: boolean }) {
  const t = useT();
  const funded = project.funding_percentage.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <li className="project-card">
      <Link to={`/dashboard/projects/${project.id}/view`} className="project-card__link">
        <div className="project-card__media">
          {project.image ? (
            <img
              src={project.image.url}
              alt={project.image.alt}
              width={480}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className="project-card__placeholder" aria-hidden="true" />
          )}
        </div>
        <div className="project-card__body">
          <Badge tone="info">{projectTypeLabel(t, project.project_type)}</Badge>
          <h2 className="project-card__name">{project.name}</h2>
          <p className="project-card__return">{t('catalog.card.return', { value: percent(project.annual_return) })}</p>
          <div className="project-card__funding">
            <div
              className="progress"
              role="progressbar"
              aria-label={t('catalog.card.fundedLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={project.funding_percentage}
              aria-valuetext={`${funded} %`}
            >
              <span className="progress__bar" style={{ width: `${project.funding_percentage}%` }} />
            </div>
            <p className="project-card__funded">{t('catalog.card.funded', { value: funded })}</p>
          </div>
        </div>
      </Link>
    </li>
  );
}

export function CatalogPage() {
  const t = useT();
  useDashboardPage([{ label: t('catalog.title') }]);
  const [catalog, setCatalog] = useState<Catalog>({ state: 'loading' });

  const fail = useCallback((error: unknown) => failureMessage(error, { refused: t('catalog.error.generic'), offline: t('catalog.error.offline') }), [t]);

  useEffect(() => {
    let current = true;
    fetchCatalogPage(null).then(
      ({ data, nextCursor }) => current && setCatalog({ state: 'ready', projects: data, nextCursor, loadingMore: false }),
      (error: unknown) => current && setCatalog({ state: 'failed', message: fail(error) }),
    );
    return () => {
      current = false;
    };
  }, [fail]);

  const loadMore = async () => {
    if (catalog.state !== 'ready' || !catalog.nextCursor) return;
    setCatalog({ ...catalog, loadingMore: true });
    try {
      const page = await fetchCatalogPage(catalog.nextCursor);
      setCatalog({ state: 'ready', projects: [...catalog.projects, ...page.data], nextCursor: page.nextCursor, loadingMore: false });
    } catch {
      setCatalog({ ...catalog, loadingMore: false });
    }
  };

  return (
    <div className="catalog">
      <header className="catalog__header">
        <h1 className="catalog__title">{t('catalog.title')}</h1>
        <p className="catalog__subtitle">{t('catalog.subtitle')}</p>
      </header>
      {catalog.state === 'failed' ? (
        <div className="projects-error" role="alert">
          {t('catalog.error', { message: catalog.message })}
        </div>
      ) : null}
      {catalog.state === 'loading' ? (
        <ul className="catalog__grid" aria-busy="true" aria-label={t('catalog.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} className="project-card project-card--skeleton" aria-hidden="true">
              <div className="project-card__media" />
              <div className="project-card__body">
                <span className="skeleton-line skeleton-line--short" />
                <span className="skeleton-line" />
                <span className="skeleton-line skeleton-line--short" />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {catalog.state === 'ready' && catalog.projects.length === 0 ? <p className="catalog__empty">{t('catalog.empty')}</p> : null}
      {catalog.state === 'ready' && catalog.projects.length > 0 ? (
        <>
          <ul className="catalog__grid">
            {catalog.projects.map((project, index) => (
              <ProjectCard key={project.id} project={project} eager={index < 2} />
            ))}
          </ul>
          {catalog.nextCursor ? (
            <div className="catalog__more">
              <button type="button" className="dash-button dash-button--primary" onClick={() => void loadMore()} disabled={catalog.loadingMore}>
                {catalog.loadingMore ? t('catalog.loadingMore') : t('catalog.loadMore')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

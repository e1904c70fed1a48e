// /dashboard (spec 001 §2): the investment opportunities of the user's brand as cards, six skeleton
// cards while loading, one column on phones, two on small tablets and three to five on wide screens;
// more with "Cargar más". Offline, the last saved pages show with their date.
import { useDeferredValue } from 'react';
import { useProfile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { Callout } from '../../components/callout';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../i18n/i18n';
import { projectQueries } from './api/project-queries';
import { useProjectList } from './api/use-project-list';
import { EAGER_CARDS } from './card-image';
import { LoadMore } from '../../components/load-more';
import { SavedDataNotice } from './offline-notices';
import { ProjectCard, SkeletonCard } from './project-card';
import './projects.css';

const SKELETONS = 6;

function Catalog({ userId }: { userId: string }) {
  const t = useT();
  const { list: arrived, failure, hasMore, loadingMore, loadMore } = useProjectList(projectQueries.catalog(userId));
  // The cards are drawn in the background, in slices the browser can interleave with its own work.
  const list = useDeferredValue(arrived);
  return (
    <>
      {failure ? (
        <Callout tone="danger" role="alert">
          <p>{t('catalog.error', { message: failure })}</p>
        </Callout>
      ) : null}
      {!failure && !list ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('catalog.loading')}</span>
          <ul className="plain-list column-grid column-grid--3 catalog__grid">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </ul>
        </div>
      ) : null}
      {!failure && list ? (
        <>
          {list.savedAt ? <SavedDataNotice savedAt={list.savedAt} /> : null}
          {list.projects.length === 0 ? (
            <EmptyState>{t('catalog.empty')}</EmptyState>
          ) : (
            <ul className="plain-list column-grid column-grid--3 catalog__grid" aria-label={t('catalog.listLabel')}>
              {list.projects.map((project, index) => (
                <ProjectCard key={project.id} project={project} eager={index < EAGER_CARDS} />
              ))}
            </ul>
          )}
          {hasMore ? <LoadMore auto loading={loadingMore} onLoad={loadMore} /> : null}
        </>
      ) : null}
    </>
  );
}

export function CatalogPage() {
  const t = useT();
  const profile = useProfile();
  useDashboardPage([{ label: t('catalog.title') }]);
  return (
    <div className="catalog">
      <header className="dash-page-header">
        <h1 className="dash-title">{t('catalog.title')}</h1>
        <p className="dash-subtitle">{t('catalog.subtitle')}</p>
      </header>
      {profile ? <Catalog userId={profile.id} /> : null}
    </div>
  );
}

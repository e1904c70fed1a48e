// /dashboard/projects "Gestión de Proyectos" (spec 001 §2), for admins (RequireRole): every project with a
// brand filter, new ones created, blocked or unblocked. A table from tablet width up, cards on phones.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon';
import { addOutline } from 'ionicons/icons';
import type { ProjectSummary } from '../../../core/projects';
import { useOnline } from '../../shell/online-status';
import { useProfile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { useListAsCards } from '../../shell/use-media-query';
import { buttonClass } from '../../components/button';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { DomainFilterSelect, type DomainFilter } from '../../components/domain-filter';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../i18n/i18n';
import { AdminProjectCards } from './admin-project-cards';
import { AdminProjectsTable } from './admin-projects-table';
import { BlockDialog } from './block-dialog';
import { LoadMore } from '../../components/load-more';
import { WritesOfflineNotice } from './offline-notices';
import { projectQueries } from './api/project-queries';
import { FIRST_ADMIN_BRAND, type BlockAction } from './api/projects-api';
import { useProjectList } from './api/use-project-list';
import './projects.css';

interface ListingProps {
  brand: DomainFilter;
  userId: string;
  onBlockAction: (project: ProjectSummary, action: BlockAction) => void;
}

function Listing({ brand, userId, onBlockAction }: ListingProps) {
  const t = useT();
  const asCards = useListAsCards();
  const { list, failure, hasMore, loadingMore, loadMore } = useProjectList(projectQueries.adminList(brand, userId));
  if (failure) {
    return (
      <AlertCallout>
        <p>{t('catalog.error', { message: failure })}</p>
      </AlertCallout>
    );
  }
  if (!list) return <ContentLoading label={t('catalog.loading')} />;
  if (list.projects.length === 0) return <EmptyState>{t('catalog.empty')}</EmptyState>;
  return (
    <>
      {asCards ? (
        <AdminProjectCards projects={list.projects} onBlockAction={onBlockAction} />
      ) : (
        <AdminProjectsTable projects={list.projects} onBlockAction={onBlockAction} />
      )}
      {hasMore ? <LoadMore loading={loadingMore} onLoad={loadMore} variant="secondary" /> : null}
    </>
  );
}

function AdminProjectsScreen({ userId }: { userId: string }) {
  const t = useT();
  const online = useOnline();
  const [brand, setBrand] = useState<DomainFilter>(FIRST_ADMIN_BRAND);
  const [blocking, setBlocking] = useState<{ project: ProjectSummary; action: BlockAction } | null>(null);
  useDashboardPage([{ label: t('projects.title') }]);
  return (
    <div className="admin-projects">
      <header className="cluster cluster--spread dash-page-header dash-page-header--tools">
        <div className="admin-projects__heading">
          <h1 className="dash-title">{t('projects.title')}</h1>
          <p className="dash-subtitle">{t('projects.subtitle')}</p>
        </div>
        <div className="filter-bar">
          <DomainFilterSelect
            label={t('projects.filter.label')}
            allLabel={t('projects.filter.all')}
            value={brand}
            onChange={setBrand}
          />
          <Link to="/dashboard/projects/new" className={buttonClass('primary', 'dash-button--tall')}>
            <Icon icon={addOutline} />
            {t('projects.new')}
          </Link>
        </div>
      </header>
      {online ? null : <WritesOfflineNotice />}
      <Listing brand={brand} userId={userId} onBlockAction={(project, action) => setBlocking({ project, action })} />
      {blocking ? (
        <BlockDialog
          project={blocking.project}
          action={blocking.action}
          onCancel={() => setBlocking(null)}
          onDone={() => setBlocking(null)}
        />
      ) : null}
    </div>
  );
}

/** Behind RequireRole: the signed-in admin is there. */
export function AdminProjectsPage() {
  const profile = useProfile();
  return profile ? <AdminProjectsScreen userId={profile.id} /> : null;
}

// /dashboard/projects "Gestión de Proyectos" (spec 001 §2): admins see every project with a brand filter,
// create new ones and block or unblock them; anyone else goes back to /dashboard (the server refuses
// them too). A table from tablet width up, cards on phones.
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { IonIcon } from '@ionic/react';
import { addOutline, alertCircleOutline } from 'ionicons/icons';
import type { ProjectSummary } from '../../../core/projects';
import { useOnline } from '../../app/online-status';
import { currentUserAtom } from '../../app/session';
import { useIsMobile } from '../../app/use-media-query';
import { DomainFilterSelect, type DomainFilter } from '../../components/domain-filter';
import { useT } from '../../i18n/i18n';
import { ContentLoading } from '../dashboard/content-loading';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { AdminProjectCards } from './admin-project-cards';
import { AdminProjectsTable } from './admin-projects-table';
import { BlockDialog } from './block-dialog';
import { LoadMore } from './load-more';
import { WritesOfflineNotice } from './offline-notices';
import type { BlockAction } from './projects-api';
import { useAdminProjects, type AdminListing } from './use-admin-projects';
import './projects.css';

interface ListingProps {
  listing: AdminListing;
  onLoadMore: () => void;
  onBlockAction: (project: ProjectSummary, action: BlockAction) => void;
}

function Listing({ listing, onLoadMore, onBlockAction }: ListingProps) {
  const t = useT();
  const isMobile = useIsMobile();
  if (listing.state === 'loading') return <ContentLoading label={t('catalog.loading')} />;
  if (listing.state === 'failed') {
    return (
      <div className="projects-error" role="alert">
        <IonIcon icon={alertCircleOutline} aria-hidden="true" />
        <p>{t('catalog.error', { message: listing.message })}</p>
      </div>
    );
  }
  if (listing.projects.length === 0) return <p className="projects-empty">{t('catalog.empty')}</p>;
  return (
    <>
      {isMobile ? (
        <AdminProjectCards projects={listing.projects} onBlockAction={onBlockAction} />
      ) : (
        <AdminProjectsTable projects={listing.projects} onBlockAction={onBlockAction} />
      )}
      {listing.nextCursor ? <LoadMore loading={listing.loadingMore} onLoad={onLoadMore} className="dash-button project-button--secondary" /> : null}
    </>
  );
}

function AdminProjectsScreen({ userId }: { userId: string }) {
  const t = useT();
  const online = useOnline();
  const [brand, setBrand] = useState<DomainFilter>('all');
  const { listing, loadMore, setStatus } = useAdminProjects(brand, userId);
  const [blocking, setBlocking] = useState<{ project: ProjectSummary; action: BlockAction } | null>(null);
  useDashboardPage([{ label: t('projects.title') }]);
  return (
    <div className="admin-projects">
      <header className="dash-page-header dash-page-header--tools">
        <div className="admin-projects__heading">
          <h1 className="dash-title">{t('projects.title')}</h1>
          <p className="dash-subtitle">{t('projects.subtitle')}</p>
        </div>
        <div className="admin-projects__tools">
          <DomainFilterSelect
            className="project-field project-filter"
            label={t('projects.filter.label')}
            allLabel={t('projects.filter.all')}
            value={brand}
            onChange={setBrand}
          />
          <Link to="/dashboard/projects/new" className="dash-button dash-button--primary">
            <IonIcon icon={addOutline} aria-hidden="true" />
            {t('projects.new')}
          </Link>
        </div>
      </header>
      {online ? null : <WritesOfflineNotice />}
      <Listing listing={listing} onLoadMore={() => void loadMore()} onBlockAction={(project, action) => setBlocking({ project, action })} />
      {blocking ? (
        <BlockDialog
          project={blocking.project}
          action={blocking.action}
          onCancel={() => setBlocking(null)}
          onDone={(status) => {
            setStatus(blocking.project.id, status);
            setBlocking(null);
          }}
        />
      ) : null}
    </div>
  );
}

export function AdminProjectsPage() {
  const profile = useAtomValue(currentUserAtom);
  // The dashboard shell renders pages only once the user has loaded, so null here means "not yet".
  if (!profile) return null;
  if (!profile.is_admin) return <Navigate to="/dashboard" replace />;
  return <AdminProjectsScreen userId={profile.id} />;
}

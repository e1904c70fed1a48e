// /dashboard/projects/new and /dashboard/projects/{id} (spec 001 §2 "Admin project form"): admins only
// (anyone else goes back to /dashboard). An existing project is loaded first; one just created arrives
// with the navigation, so it opens on the same tab without loading again.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { Project } from '../../../core/projects';
import { ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import { currentUserAtom, type Profile } from '../../app/session';
import { useT } from '../../i18n/i18n';
import { ContentLoading } from '../dashboard/content-loading';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { ProjectEditor, type CreatedState } from './project-editor';
import { fetchProject } from './projects-api';
import './projects.css';

type Loading = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; project: Project };

function useAdminProject(id: string, created: Project | undefined): Loading {
  const t = useT();
  const [loaded, setLoaded] = useState<{ id: string; value: Loading }>({ id, value: { state: 'loading' } });
  const handedOver = created?.id === id ? created : undefined;
  useEffect(() => {
    if (handedOver) return;
    let current = true;
    fetchProject(id).then(
      (project) => current && setLoaded({ id, value: { state: 'ready', project } }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) return setLoaded({ id, value: { state: 'missing' } });
        const message = failureMessage(error, { refused: t('projects.detail.error.generic'), offline: t('catalog.error.offline') });
        setLoaded({ id, value: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, handedOver, t]);
  if (handedOver) return { state: 'ready', project: handedOver };
  return loaded.id === id ? loaded.value : { state: 'loading' };
}

function NotReady({ loading }: { loading: Exclude<Loading, { state: 'ready' }> }) {
  const t = useT();
  useDashboardPage([{ label: t('projects.title'), to: '/dashboard/projects' }, { label: t('projects.detail.title') }]);
  if (loading.state === 'loading') return <ContentLoading label={t('projects.detail.loading')} />;
  if (loading.state === 'missing') return <h1 className="dash-title">{t('projects.detail.notFound')}</h1>;
  return (
    <div className="projects-error" role="alert">
      <p>{t('projects.detail.error', { message: loading.message })}</p>
    </div>
  );
}

/** The project handed over by its creation, taken once: a later reload of the page loads it afresh. */
function useHandedOver(): CreatedState | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [handed] = useState(() => (location.state as CreatedState | null) ?? undefined);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  return handed;
}

function EditProject({ id, profile }: { id: string; profile: Profile }) {
  const created = useHandedOver();
  const loading = useAdminProject(id, created?.project);
  if (loading.state !== 'ready') return <NotReady loading={loading} />;
  return <ProjectEditor key={id} initial={loading.project} profile={profile} initialTab={created?.project.id === id ? created.tab : undefined} />;
}

export function ProjectFormPage() {
  const { id } = useParams();
  const profile = useAtomValue(currentUserAtom);
  // The dashboard shell renders pages only once the user has loaded, so null here means "not yet".
  if (!profile) return null;
  if (!profile.is_admin) return <Navigate to="/dashboard" replace />;
  return id ? <EditProject id={id} profile={profile} /> : <ProjectEditor key="new" initial={null} profile={profile} />;
}

// /dashboard/projects/new and /dashboard/projects/{id} (spec 001 §2 "Admin project form"), for admins
// (RequireRole). An existing project is loaded first; one just created is already in the cache and
// opens on the tab it was saved from, without loading again.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../api/client';
import { PROJECTS_LIST_PATH } from '../../shell/route-table';
import { useProfile, type Profile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { useT } from '../../i18n/i18n';
import { Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { projectQueries } from './api/project-queries';
import { ProjectEditor } from './project-editor';
import type { CreatedState } from './project-form-values';
import { projectLoadError } from './project-labels';
import './projects.css';

function NotReady({ error }: { error: Error | null }) {
  const t = useT();
  useDashboardPage([{ label: t('projects.title'), to: PROJECTS_LIST_PATH }, { label: t('projects.detail.title') }]);
  if (!error) return <ContentLoading label={t('projects.detail.loading')} />;
  if (isNotFound(error)) return <h1 className="dash-title">{t('projects.detail.notFound')}</h1>;
  return (
    <Callout tone="danger" role="alert">
      <p>{projectLoadError(t, error)}</p>
    </Callout>
  );
}

/** The tab a just-created project was saved from, taken once: a later reload of the page starts afresh. */
function useHandedOverTab(): CreatedState['tab'] | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [handed] = useState(() => (location.state as CreatedState | null)?.tab);
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  return handed;
}

function EditProject({ id, profile }: { id: string; profile: Profile }) {
  const initialTab = useHandedOverTab();
  const { data: project, error } = useQuery(projectQueries.edit(id));
  if (error || !project) return <NotReady error={error} />;
  return <ProjectEditor key={id} project={project} profile={profile} initialTab={initialTab} />;
}

/** Behind RequireRole: the signed-in admin is there. */
export function ProjectFormPage() {
  const { id } = useParams();
  const profile = useProfile();
  if (!profile) return null;
  return id ? <EditProject id={id} profile={profile} /> : <ProjectEditor key="new" project={null} profile={profile} />;
}

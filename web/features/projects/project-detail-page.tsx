// /dashboard/projects/{id}/view (spec 001 §2 "Investor project detail"): name, KYC, account, status and
// type badges; the image carousel; tabs for the description, the documents (read-only) and the
// investment terms when there are any; the key figures. Not found shows "Project not found"; other load
// failures a red box; offline, the saved copy with its date. The funding summary and the invest form
// come from the investments feature, put in by the routes (features do not import each other).
import { Suspense, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../core/projects';
import { formatDate } from '../../../core/format';
import { networkName } from '../../../core/chain';
import { isNotFound } from '../../api/client';
import { forgetProjectPreview, ProjectPreviewOr } from '../../shell/kept-preview';
import { isBlocked, kycState, useProfile, type Profile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { Badge } from '../../components/badge';
import { Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { FactList, type Fact } from '../../components/fact-list';
import { useT } from '../../i18n/i18n';
import { projectQueries } from './api/project-queries';
import { SavedDataNotice } from './offline-notices';
import { ProjectDocuments } from './project-documents';
import { ProjectGallery } from './project-gallery';
import { euros, modalityLabel, percent, projectLoadError } from './project-labels';
import { accountBadge, kycBadge, statusBadge, typeBadge } from './project-badges';
import { TabList, tabPanelProps, type TabItem } from '../../components/tab-list';
import './projects.css';

type Tab = 'description' | 'documents' | 'terms';

function DetailTabs({ project }: { project: Project }) {
  const t = useT();
  const idBase = useId();
  const [active, setActive] = useState<Tab>('description');
  const tabs: TabItem<Tab>[] = [
    { id: 'description', label: t('projects.detail.tab.description') },
    { id: 'documents', label: t('projects.detail.tab.documents') },
    ...(project.investment_terms ? [{ id: 'terms' as const, label: t('projects.detail.tab.terms') }] : []),
  ];
  return (
    <div className="project-tabs">
      <TabList idBase={idBase} label={t('projects.detail.tabs.label')} tabs={tabs} active={active} onSelect={setActive} />
      <div {...tabPanelProps(idBase, 'description', active)}>
        <p className="project-text">{project.description ?? t('projects.detail.noDescription')}</p>
      </div>
      <div {...tabPanelProps(idBase, 'documents', active)}>
        <ProjectDocuments documents={project.documents} />
      </div>
      {project.investment_terms ? (
        <div {...tabPanelProps(idBase, 'terms', active)}>
          <p className="project-text">{project.investment_terms}</p>
        </div>
      ) : null}
    </div>
  );
}

function Figures({ project }: { project: Project }) {
  const t = useT();
  const titleId = useId();
  const rows: Fact[] = [
    [t('projects.detail.figure.totalFunding'), euros(project.total_funding)],
    [t('projects.detail.figure.annualReturn'), percent(project.annual_return)],
    [t('projects.detail.figure.totalReturn'), percent(project.total_return)],
    [t('projects.detail.figure.duration'), project.duration == null ? '—' : t('projects.detail.figure.months', { months: project.duration })],
    [t('projects.detail.figure.modality'), project.modality ? modalityLabel(t, project.modality) : '—'],
    [t('projects.detail.figure.tokenValue'), euros(project.token_value, 2)],
    [t('projects.detail.figure.minInvestment'), euros(project.min_investment)],
    [t('projects.detail.figure.maxInvestment'), euros(project.max_investment)],
    [t('projects.detail.figure.startDate'), project.start_date ? formatDate(project.start_date) : '—'],
    [t('projects.detail.figure.endDate'), project.end_date ? formatDate(project.end_date) : '—'],
    // Its token, once publishing has deployed it (spec 001 §1: tokens on a Polygon wallet).
    ...(project.token
      ? ([
          [t('projects.detail.figure.tokenNetwork'), networkName(project.token.chain_id)],
          [t('projects.detail.figure.tokenAddress'), <code key="address">{project.token.address}</code>],
        ] as const)
      : []),
  ];
  return (
    <aside className="panel project-detail__aside" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('projects.detail.figures.label')}
      </h2>
      <FactList facts={rows} rows />
    </aside>
  );
}

function Badges({ project, profile }: { project: Project; profile: Profile }) {
  const t = useT();
  const badges = [kycBadge(t, kycState(profile.kyc_status)), accountBadge(t, isBlocked(profile)), statusBadge(t, project.status), typeBadge(t, project.project_type)];
  return (
    <div className="cluster project-detail__badges">
      {badges.map(({ text, tone }, i) => (
        <Badge key={i} tone={tone}>
          {text}
        </Badge>
      ))}
    </div>
  );
}

/** What the routes put beside the key figures: the investing part (web/features/investments). */
export type InvestSlot = (project: Project) => ReactNode;

function ProjectDetail({ profile, id, invest }: { profile: Profile; id: string; invest?: InvestSlot }) {
  const t = useT();
  const { data: arrived, error } = useQuery(projectQueries.detail(profile.id, id));
  // The page (gallery, tabs, figures, the investing part) is drawn in the background, in slices.
  const detail = useDeferredValue(arrived);
  // "Panel" already leads back to the opportunities at /dashboard.
  useDashboardPage([{ label: detail && !error ? detail.value.name : t('projects.detail.title') }]);
  const settled = Boolean(detail) || Boolean(error);
  useEffect(() => {
    if (settled) forgetProjectPreview();
  }, [settled]);

  if (isNotFound(error)) {
    return (
      <div className="project-missing">
        <h1 className="dash-title">{t('projects.detail.notFound')}</h1>
      </div>
    );
  }
  if (error) {
    return (
      <Callout tone="danger" role="alert">
        <p>{projectLoadError(t, error)}</p>
      </Callout>
    );
  }
  if (!detail) return <ProjectPreviewOr fallback={<ContentLoading label={t('projects.detail.loading')} />} />;
  const { value: project, savedAt } = detail;
  return (
    <article className="project-detail">
      {savedAt ? <SavedDataNotice savedAt={savedAt} /> : null}
      <header className="stack project-detail__header">
        <h1 className="dash-title">{project.name}</h1>
        <Badges project={project} profile={profile} />
      </header>
      <div className="stack project-detail__layout">
        <div className="project-detail__main">
          <ProjectGallery project={project} />
          <DetailTabs project={project} />
        </div>
        <div className="stack">
          {invest ? <Suspense fallback={<ContentLoading />}>{invest(project)}</Suspense> : null}
          <Figures project={project} />
        </div>
      </div>
    </article>
  );
}

export function ProjectDetailPage({ invest }: { invest?: InvestSlot }) {
  const { id = '' } = useParams();
  const profile = useProfile();
  // The dashboard shell sends anyone without a session to /user-login before any page renders.
  if (!profile) return null;
  // One per project: another project's page never shows this one's deferred content.
  return <ProjectDetail key={id} profile={profile} id={id} invest={invest} />;
}

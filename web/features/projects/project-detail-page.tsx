// /dashboard/projects/{id}/view (spec 001 §2 "Investor project detail"): name, KYC, account, status and
// type badges; the images with the main one first; tabs for the description, the documents (read-only,
// sizes in base 1024) and the investment terms when there are any; the key figures. Not found shows
// "Project not found"; other load failures a red box. (Investing comes with the investments issue.)
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { Project } from '../../../core/projects';
import { formatDate, formatFileSize } from '../../../core/format';
import { ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import { currentUserAtom, isBlocked, kycState } from '../../app/session';
import { Badge, type BadgeTone } from '../../components/badge';
import { useT } from '../../i18n/i18n';
import { ContentLoading } from '../dashboard/content-loading';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { fetchProject } from './projects-api';
import { euros, percent, projectStatusLabel, projectStatusTone, projectTypeLabel } from './project-labels';
import './projects.css';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; project: Project };

const KYC_TONE: Record<ReturnType<typeof kycState>, BadgeTone> = { ok: 'success', process: 'warning', pending: 'neutral' };
const DOCUMENT_TYPE_KEYS = {
  whitepaper: 'projects.document.whitepaper',
  legal: 'projects.document.legal',
  contract: 'projects.document.contract',
  financial: 'projects.document.financial',
  technical: 'projects.document.technical',
  marketing: 'projects.document.marketing',
  other: 'projects.document.other',
} as const;

function useProject(id: string): Loaded {
  const t = useT();
  const [loaded, setLoaded] = useState<{ id: string; value: Loaded }>({ id, value: { state: 'loading' } });
  useEffect(() => {
    let current = true;
    fetchProject(id).then(
      (project) => current && setLoaded({ id, value: { state: 'ready', project } }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setLoaded({ id, value: { state: 'missing' } });
        else setLoaded({ id, value: { state: 'failed', message: failureMessage(error, { refused: t('project.error.generic'), offline: t('catalog.error.offline') }) } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, t]);
  return loaded.id === id ? loaded.value : { state: 'loading' };
}

function Gallery({ project }: { project: Project }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const images = project.images;
  if (images.length === 0) return null;
  const image = images[Math.min(index, images.length - 1)]!;
  const go = (step: number) => setIndex((current) => (current + step + images.length) % images.length);
  return (
    <section className="gallery" aria-roledescription={t('project.gallery.role')} aria-label={t('project.gallery.label')}>
      <img className="gallery__image" src={image.url} alt={image.description ?? project.name} width={960} height={600} />
      {images.length > 1 ? (
        <div className="gallery__controls">
          <button type="button" className="gallery__button" onClick={() => go(-1)} aria-label={t('project.gallery.previous')}>
            ‹
          </button>
          <p className="gallery__count" aria-live="polite">
            {t('project.gallery.position', { current: index + 1, total: images.length })}
          </p>
          <button type="button" className="gallery__button" onClick={() => go(1)} aria-label={t('project.gallery.next')}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

type Tab = 'description' | 'documents' | 'terms';

function Tabs({ project }: { project: Project }) {
  const t = useT();
  const base = useId();
  const tabs: { id: Tab; label: string }[] = [
    { id: 'description', label: t('project.tab.description') },
    { id: 'documents', label: t('project.tab.documents') },
    ...(project.investment_terms ? [{ id: 'terms' as const, label: t('project.tab.terms') }] : []),
  ];
  const [active, setActive] = useState<Tab>('description');
  return (
    <div className="project-tabs">
      <div role="tablist" aria-label={t('project.tabs.label')} className="project-tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}-panel`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className="project-tabs__tab"
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${active}-panel`} aria-labelledby={`${base}-${active}-tab`} className="project-tabs__panel">
        {active === 'description' ? <p className="project-text">{project.description ?? t('project.noDescription')}</p> : null}
        {active === 'terms' ? <p className="project-text">{project.investment_terms}</p> : null}
        {active === 'documents' ? (
          project.documents.length === 0 ? (
            <p>{t('project.documents.empty')}</p>
          ) : (
            <ul className="documents">
              {project.documents.map((document) => (
                <li key={document.id} className="documents__item">
                  <div>
                    <a href={document.url} target="_blank" rel="noopener">
                      {document.description ?? document.filename}
                    </a>
                    <p className="documents__meta">
                      {document.document_type
                        ? document.document_type in DOCUMENT_TYPE_KEYS
                          ? t(DOCUMENT_TYPE_KEYS[document.document_type])
                          : t('projects.document.other')
                        : t('projects.document.none')}{' '}
                      · {formatFileSize(document.file_size)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}

function Figures({ project }: { project: Project }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('project.figure.totalFunding'), euros(project.total_funding)],
    [t('project.figure.annualReturn'), percent(project.annual_return)],
    [t('project.figure.totalReturn'), percent(project.total_return)],
    [t('project.figure.duration'), project.duration == null ? '—' : t('project.figure.months', { months: project.duration })],
    [t('project.figure.tokenValue'), euros(project.token_value, 2)],
    [t('project.figure.minInvestment'), euros(project.min_investment)],
    [t('project.figure.maxInvestment'), euros(project.max_investment)],
    [t('project.figure.dates'), project.start_date && project.end_date ? `${formatDate(project.start_date)} – ${formatDate(project.end_date)}` : '—'],
  ];
  return (
    <dl className="figures">
      {rows.map(([label, value]) => (
        <div key={label} className="figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProjectDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const loaded = useProject(id);
  const profile = useAtomValue(currentUserAtom);
  const name = loaded.state === 'ready' ? loaded.project.name : t('project.title');
  useDashboardPage([{ label: t('catalog.title'), to: '/dashboard' }, { label: name }]);

  if (loaded.state === 'loading') return <ContentLoading label={t('project.loading')} />;
  if (loaded.state === 'missing') {
    return (
      <div className="project-missing">
        <h1>{t('project.notFound')}</h1>
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="projects-error" role="alert">
        {t('project.error', { message: loaded.message })}
      </div>
    );
  }
  const { project } = loaded;
  const kyc = kycState(profile?.kyc_status ?? 'no');
  return (
    <article className="project-detail">
      <header className="project-detail__header">
        <h1 className="project-detail__name">{project.name}</h1>
        <div className="project-detail__badges">
          <Badge tone={KYC_TONE[kyc]}>{t('project.badge.kyc', { state: t(`kyc.status.${kyc}`) })}</Badge>
          <Badge tone={profile && isBlocked(profile) ? 'danger' : 'success'}>
            {t('project.badge.account', { state: profile && isBlocked(profile) ? t('profile.status.blocked') : t('profile.status.active') })}
          </Badge>
          <Badge tone={projectStatusTone(project.status, 'investor')}>{projectStatusLabel(t, project.status)}</Badge>
          <Badge tone="info">{projectTypeLabel(t, project.project_type)}</Badge>
        </div>
      </header>
      <div className="project-detail__layout">
        <div className="project-detail__main">
          <Gallery project={project} />
          <Tabs project={project} />
        </div>
        <aside className="project-detail__aside" aria-label={t('project.figures.label')}>
          <h2 className="project-detail__aside-title">{t('project.figures.label')}</h2>
          <Figures project={project} />
        </aside>
      </div>
    </article>
  );
}

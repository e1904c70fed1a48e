// One opportunity in the catalog (spec 001 §2): main image, type, name, annual return and how much is
// funded; the whole card links to the project's detail.
import { Link } from 'react-router-dom';
import type { ProjectSummary } from '../../../core/projects';
import { Badge } from '../../components/badge';
import { ProgressBar } from '../../components/progress-bar';
import { useT } from '../../i18n/i18n';
import { CARD_SIZES, PHONE_SCREEN, type CardImage as Image } from './card-image';
import { fundedShare, percent, projectTypeLabel } from './project-labels';

function CardImage({ image, eager }: { image: Image; eager: boolean }) {
  return (
    <picture>
      <source media={PHONE_SCREEN} srcSet={image.url} />
      <img
        src={image.url}
        srcSet={image.srcset}
        sizes={CARD_SIZES}
        alt={image.alt}
        width={480}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}

export function ProjectCard({ project, eager }: { project: ProjectSummary; eager: boolean }) {
  const t = useT();
  const funded = fundedShare(project.funding_percentage);
  return (
    <li className="panel project-card">
      <Link to={`/dashboard/projects/${project.id}/view`} className="project-card__link">
        <div className="project-card__media">
          {project.image ? <CardImage image={project.image} eager={eager} /> : <span className="project-card__placeholder" aria-hidden="true" />}
        </div>
        <div className="stack stack--start project-card__body">
          <Badge tone="info">{projectTypeLabel(t, project.project_type)}</Badge>
          <h2 className="project-card__name">{project.name}</h2>
          <p className="project-card__return">{project.annual_return == null ? null : t('catalog.card.return', { value: percent(project.annual_return) })}</p>
          <div className="project-card__funding">
            <ProgressBar label={t('catalog.card.fundedLabel')} value={project.funding_percentage} valueText={`${funded} %`} />
            <p className="meta-text project-card__funded">{t('catalog.card.funded', { value: funded })}</p>
          </div>
        </div>
      </Link>
    </li>
  );
}

export function SkeletonCard() {
  return (
    <li className="panel project-card project-card--skeleton" aria-hidden="true">
      <div className="skeleton project-card__media" />
      <div className="stack stack--start project-card__body">
        <span className="skeleton skeleton-line skeleton-line--short" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-line--short" />
      </div>
    </li>
  );
}

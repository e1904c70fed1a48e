// The top of a project's page with a placeholder in every value, rendered by the build into the page the
// BFF fills in for a visitor who may see the project (core/project-preview.ts): the same elements and
// classes as the screen's (project-detail-page.tsx, project-gallery.tsx, the tab list), so that when the
// screen replaces it nothing moves. Text only, no controls: it sits inside the skeleton, which assistive
// technology does not see, until the screen arrives.
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { PREVIEW_ATTRIBUTE, PREVIEW_SLOTS as slots, type PreviewLabels } from '../../../core/project-preview';
import { PROJECT_STATUSES, PROJECT_TYPES } from '../../../core/projects';
import { KYC_STATES } from '../../../core/kyc-status';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icon';
import { useT, type Translate } from '../../i18n/i18n';
import { accountBadge, kycBadge, statusBadge, typeBadge } from './project-badges';

const BADGES = [0, 1, 2, 3] as const;

export function ProjectPreview() {
  const t = useT();
  return (
    <article className="project-detail project-preview" {...{ [PREVIEW_ATTRIBUTE]: slots.id }} data-images={slots.images} data-terms={slots.terms}>
      <header className="stack project-detail__header">
        <h1 className="dash-title">{slots.name}</h1>
        <div className="cluster project-detail__badges">
          {BADGES.map((i) => (
            <span key={i} className={`badge badge--${slots[`tone${i}`]}`}>
              {slots[`badge${i}`]}
            </span>
          ))}
        </div>
      </header>
      <div className="stack project-detail__layout">
        <div className="project-detail__main">
          <div className="panel gallery">
            <div className="gallery__track">
              <div className="gallery__slide" />
            </div>
            <div className="row cluster--spread gallery__controls">
              <span className={buttonClass('secondary', 'icon-box gallery__button')}>
                <Icon icon={chevronBackOutline} />
              </span>
              <span className={buttonClass('secondary', 'icon-box gallery__button')}>
                <Icon icon={chevronForwardOutline} />
              </span>
            </div>
          </div>
          <div className="project-tabs">
            <div className="tab-list">
              <span className="row tab-list__tab">{t('projects.detail.tab.description')}</span>
              <span className="row tab-list__tab">{t('projects.detail.tab.documents')}</span>
              <span className="row tab-list__tab project-preview__terms">{t('projects.detail.tab.terms')}</span>
            </div>
            <div className="tab-panel">
              <p className="project-text">{slots.description}</p>
            </div>
          </div>
        </div>
        <div className="stack" />
      </div>
    </article>
  );
}

/** Every badge the preview may show, and the text of a missing description, in `t`'s language. */
export function previewLabels(t: Translate): PreviewLabels {
  const table = <K extends string>(keys: readonly K[], badge: (key: K) => PreviewLabels['kyc']['ok']) => Object.fromEntries(keys.map((key) => [key, badge(key)])) as Record<K, PreviewLabels['kyc']['ok']>;
  return {
    kyc: table(KYC_STATES, (state) => kycBadge(t, state)),
    account: accountBadge(t, false),
    status: table(PROJECT_STATUSES, (status) => statusBadge(t, status)),
    type: { ...table(PROJECT_TYPES, (type) => typeBadge(t, type)), none: typeBadge(t, null) },
    noDescription: t('projects.detail.noDescription'),
  };
}

// Whose application it is: name, e-mail and brand, the status badge, and when it was sent and decided.
import type { KycApplication } from '../../../core/kyc';
import { formatDateTime } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { Badge } from '../../components/badge';
import { whitelabelName } from '../../components/domain-filter';
import { FactList, type Fact } from '../../components/fact-list';
import { useLanguage, useT } from '../../i18n/i18n';
import { applicationStatus } from './review-labels';

export function ApplicantHeader({ application }: { application: KycApplication }) {
  const t = useT();
  const [language] = useLanguage();
  const { applicant } = application;
  const name = applicant?.name?.trim() || application.name?.trim();
  const status = applicationStatus(t, application.status);
  const when = (value: string) => formatDateTime(value, INTL_LOCALE[language]);
  const facts = (
    [
      applicant ? [t('kycAdmin.applicant.brand'), whitelabelName(applicant.domain_id)] : null,
      application.submitted_at ? [t('kycAdmin.applicant.submitted'), when(application.submitted_at)] : null,
      application.reviewed_at ? [t('kycAdmin.applicant.reviewed'), when(application.reviewed_at)] : null,
    ] satisfies (Fact | null)[]
  ).filter((fact) => fact !== null);
  return (
    <header className="kyc-review__header">
      <p className="eyebrow eyebrow--muted kyc-review__eyebrow">{t('kycAdmin.title')}</p>
      <div className="cluster kyc-review__title-row">
        <h1 className="dash-title kyc-review__name">{name || t('kycAdmin.applicant.noName')}</h1>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {applicant ? <p className="kyc-review__email">{applicant.email}</p> : null}
      {facts.length ? (
        <FactList facts={facts} className="kyc-review__facts" />
      ) : null}
    </header>
  );
}

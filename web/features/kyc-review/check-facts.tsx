// The few details the documents must show (name, number, date, nationality or registration), next to the
// documents, so the admin compares them without scrolling to the summary.
import type { KycApplication } from '../../../core/kyc';
import kycFieldLabels from '../../../core/i18n/kyc-fields.json';
import { formatDate } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { useLanguage, useT } from '../../i18n/i18n';

export function CheckFacts({ application }: { application: KycApplication }) {
  const t = useT();
  const [language] = useLanguage();
  const company = application.user_type === 'persona_juridica';
  const facts: [string, string | null][] = [
    [kycFieldLabels.name[language], application.name],
    [kycFieldLabels.id_number[language], application.id_number],
    [t(company ? 'kycAdmin.check.incorporationDate' : 'kycAdmin.check.birthDate'), application.birth_date ? formatDate(application.birth_date, INTL_LOCALE[language]) : null],
    company
      ? [kycFieldLabels.company_registration_number[language], application.company_registration_number]
      : [t('kycAdmin.check.nationality'), application.nationality],
  ];
  return (
    <dl className="fact-list kyc-review-check" aria-label={t('kycAdmin.check.title')}>
      {facts.map(([label, value]) => (
        <div key={label} className="kyc-review-check__item">
          <dt>{label}</dt>
          <dd>{value?.trim() ? value : <span className="kyc-summary__empty">{t('kycAdmin.check.empty')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

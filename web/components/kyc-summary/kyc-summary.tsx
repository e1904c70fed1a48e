// The application read-only (spec 001 §2 "KYC verification", review tab; "Admin KYC review"): the user
// type, personal or company data, the Polygon wallet and its note, the address, compliance, the identity
// documents ('Subido' with a 'Ver imagen' preview, or 'Pendiente'), the questionnaire and the statements.
// Empty values read 'No especificado', unknown enumeration values raw, dates dd/mm/yyyy.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { documentTextOutline, eyeOutline } from 'ionicons/icons';
import { Icon } from '../icon';
import { KYC_DOCUMENT_TYPES, type KycApplication, type KycDocument, type KycDocumentType } from '../../../core/kyc';
import { displayCountry } from '../../../core/countries';
import { formatDate } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { Badge } from '../badge';
import { Button, buttonClass } from '../button';
import { AlertCallout } from '../callout';
import { FactList } from '../fact-list';
import { ModalDialog } from '../modal-dialog';
import type { MessageKey } from '../../i18n/catalogs';
import { useLanguage, useT } from '../../i18n/i18n';
import { DOCUMENT_NAME_KEYS, enumLabel } from './kyc-labels';
import './kyc-summary.css';

type Row = [label: string, value: ReactNode];

/** The sections' heading level: one below the heading the summary sits under (the page's on the investor's tab). */
type SectionHeading = 'h2' | 'h3';
const SectionHeadingLevel = createContext<SectionHeading>('h3');

function Section({ title, rows, children }: { title: string; rows?: Row[]; children?: ReactNode }) {
  const heading = useContext(SectionHeadingLevel);
  return (
    <section className="panel panel--box">
      {heading === 'h2' ? <h2 className="section-title">{title}</h2> : <h3 className="section-title">{title}</h3>}
      {rows ? (
        <FactList facts={rows} className="kyc-summary__rows" />
      ) : null}
      {children}
    </section>
  );
}

const STATEMENTS = [
  ['understand_risks', 'kycSummary.statement.understandRisks'],
  ['terms_acceptance', 'kycSummary.statement.termsAcceptance'],
  ['treated_as_professional', 'kycSummary.statement.treatedAsProfessional'],
  ['invested_in_unlisted', 'kycSummary.statement.investedInUnlisted'],
  ['knows_security_token', 'kycSummary.statement.knowsSecurityToken'],
  ['knows_total_loss', 'kycSummary.statement.knowsTotalLoss'],
] as const satisfies readonly (readonly [keyof KycApplication, MessageKey])[];

function DocumentPreview({ document, title, onClose }: { document: KycDocument; title: string; onClose: () => void }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="document-preview kyc-summary__preview">
        {failed ? (
          <AlertCallout>
            <p>{t('kycSummary.document.imageError')}</p>
          </AlertCallout>
        ) : (
          <img src={document.url} alt={title} onError={() => setFailed(true)} />
        )}
      </div>
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('kycSummary.document.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function DocumentRow({ type, document }: { type: KycDocumentType; document: KycDocument | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const title = t(DOCUMENT_NAME_KEYS[type]);
  const pdf = document?.content_type === 'application/pdf';
  return (
    <li className="cluster cluster--spread kyc-summary__document">
      <span className="kyc-summary__document-name">{title}</span>
      {document ? (
        <span className="cluster">
          <Badge tone="success">{t('kycSummary.document.uploaded')}</Badge>
          {pdf ? (
            <a className={buttonClass('secondary', 'dash-button--tall')} href={document.url} target="_blank" rel="noopener noreferrer">
              <Icon icon={documentTextOutline} />
              {t('kycSummary.document.openPdf')}
            </a>
          ) : (
            <Button variant="secondary" className="dash-button--tall" onClick={() => setOpen(true)} aria-label={`${t('kycSummary.document.view')}: ${title}`}>
              <Icon icon={eyeOutline} />
              {t('kycSummary.document.view')}
            </Button>
          )}
        </span>
      ) : (
        <Badge tone="neutral">{t('kycSummary.document.pending')}</Badge>
      )}
      {open && document ? <DocumentPreview document={document} title={title} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}

export function KycSummary({ application, headingLevel = 'h3' }: { application: KycApplication; headingLevel?: SectionHeading }) {
  const t = useT();
  const [language] = useLanguage();
  const company = application.user_type === 'persona_juridica';
  const empty = <span className="kyc-summary__empty">{t('kycSummary.empty')}</span>;
  const text = (value: string | null | undefined) => (value?.trim() ? value : empty);
  const date = (value: string | null) => (value ? formatDate(value, INTL_LOCALE[language]) : empty);
  const yesNo = (value: boolean | null) => (value === null ? empty : t(value ? 'kycSummary.yes' : 'kycSummary.no'));
  const country = (value: string | null) => text(displayCountry(value, language));

  const identity: Row[] = company
    ? [
        [t('kycSummary.field.companyName'), text(application.name)],
        [t('kycSummary.field.cif'), text(application.id_number)],
        [t('kycSummary.field.incorporationDate'), date(application.birth_date)],
        [t('kycSummary.field.companyRegistrationNumber'), text(application.company_registration_number)],
        [t('kycSummary.field.companyRole'), text(application.company_role)],
        [t('kycSummary.field.phone'), text(application.phone)],
      ]
    : [
        [t('kycSummary.field.name'), text(application.name)],
        [t('kycSummary.field.idNumber'), text(application.id_number)],
        [t('kycSummary.field.birthDate'), date(application.birth_date)],
        [t('kycSummary.field.phone'), text(application.phone)],
        [t('kycSummary.field.nationality'), country(application.nationality)],
        [t('kycSummary.field.profession'), text(application.profession)],
        [t('kycSummary.field.educationLevel'), enumLabel(t, 'education_level', application.education_level)],
      ];

  return (
    <SectionHeadingLevel.Provider value={headingLevel}>
      <div className="stack kyc-summary">
        <Section title={t('kycSummary.section.userType')}>
          <p className="kyc-summary__value">{enumLabel(t, 'user_type', application.user_type)}</p>
        </Section>
        <Section title={t(company ? 'kycSummary.section.company' : 'kycSummary.section.personal')} rows={identity} />
        <Section title={t('kycSummary.section.wallet')} rows={[[t('kycSummary.field.wallet'), application.wallet ? <code className="kyc-summary__wallet">{application.wallet}</code> : empty]]}>
          <p className="note-text">{t('kycSummary.walletNote')}</p>
        </Section>
        <Section
          title={t('kycSummary.section.address')}
          rows={[
            [t('kycSummary.field.address'), text(application.address)],
            [t('kycSummary.field.postalCode'), text(application.postal_code)],
            [t('kycSummary.field.city'), text(application.city)],
            [t('kycSummary.field.country'), country(application.country)],
          ]}
        />
        {company ? null : (
          <Section
            title={t('kycSummary.section.compliance')}
            rows={[
              [t('kycSummary.field.usCitizen'), yesNo(application.is_us_citizen)],
              [t('kycSummary.field.politicallyExposed'), yesNo(application.is_politically_exposed)],
            ]}
          />
        )}
        <Section title={t('kycSummary.section.documents')}>
          <ul className="plain-list stack kyc-summary__documents">
            {KYC_DOCUMENT_TYPES.map((type) => (
              <DocumentRow key={type} type={type} document={application.documents[type]} />
            ))}
          </ul>
        </Section>
        <Section
          title={t('kycSummary.section.questionnaire')}
          rows={[
            [t('kycSummary.field.investmentExperience'), enumLabel(t, 'investment_experience', application.investment_experience)],
            [t('kycSummary.field.investmentObjective'), enumLabel(t, 'investment_objective', application.investment_objective)],
            [t('kycSummary.field.riskTolerance'), enumLabel(t, 'risk_tolerance', application.risk_tolerance)],
            [t('kycSummary.field.annualIncome'), enumLabel(t, 'annual_income', application.annual_income)],
            [t('kycSummary.field.sourceOfFunds'), enumLabel(t, 'source_of_funds', application.source_of_funds)],
            [t('kycSummary.field.capitalPercentage'), enumLabel(t, 'capital_percentage', application.capital_percentage)],
            [t('kycSummary.field.capitalOrigin'), enumLabel(t, 'investment_capital_origin', application.investment_capital_origin)],
          ]}
        />
        <Section title={t('kycSummary.section.statements')} rows={STATEMENTS.map(([field, key]) => [t(key), yesNo(application[field])])} />
      </div>
    </SectionHeadingLevel.Provider>
  );
}

// The questionnaire tab (spec 001 §2, §3 "Enumerations", §5 "KYC questionnaire"): the seven choices of
// the investor's profile, the two statements that must be ticked (risks, terms) and the four others,
// with the terms and the privacy policy a link away (in a new tab, so nothing typed is lost).
import { FormProvider } from 'react-hook-form';
import { KycQuestionnaireSchema } from '../../../core/kyc';
import { ContentLoading } from '../../components/content-loading';
import type { MessageKey } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';
import { saveQuestionnaire } from './api/kyc-api';
import { CheckField, SelectField } from './kyc-fields';
import {
  QUESTIONNAIRE_RULES,
  questionnaireBody,
  type QUESTIONNAIRE_CHECKS,
  type QUESTIONNAIRE_SELECTS,
  type QuestionnaireFormValues,
  type StepStart,
} from './kyc-form-values';
import { enumOptions } from '../../components/kyc-summary/kyc-labels';
import type { FormTabProps } from './kyc-personal-tab';
import { StepForm } from './kyc-step-parts';
import { useKycStepForm } from './use-kyc-step-form';

export const TERMS_PATH = '/terminos-condiciones';
export const PRIVACY_PATH = '/politica-privacidad';

const SELECT_LABELS = {
  investment_experience: 'kycSummary.field.investmentExperience',
  investment_objective: 'kycSummary.field.investmentObjective',
  risk_tolerance: 'kycSummary.field.riskTolerance',
  annual_income: 'kycSummary.field.annualIncome',
  source_of_funds: 'kycSummary.field.sourceOfFunds',
  capital_percentage: 'kycSummary.field.capitalPercentage',
  investment_capital_origin: 'kycSummary.field.capitalOrigin',
} as const satisfies Record<(typeof QUESTIONNAIRE_SELECTS)[number], MessageKey>;

const CHECK_LABELS = {
  understand_risks: 'kycSummary.statement.understandRisks',
  terms_acceptance: 'kycSummary.statement.termsAcceptance',
  treated_as_professional: 'kycSummary.statement.treatedAsProfessional',
  invested_in_unlisted: 'kycSummary.statement.investedInUnlisted',
  knows_security_token: 'kycSummary.statement.knowsSecurityToken',
  knows_total_loss: 'kycSummary.statement.knowsTotalLoss',
} as const satisfies Record<(typeof QUESTIONNAIRE_CHECKS)[number], MessageKey>;

function LegalLinks() {
  const t = useT();
  const link = (href: string, label: MessageKey) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t(label)}
      <span className="visually-hidden"> {t('kyc.q.newTab')}</span>
    </a>
  );
  return (
    <p className="field__hint kyc-legal-links">
      {t('kyc.q.readFirst')} {link(TERMS_PATH, 'kyc.q.terms')} · {link(PRIVACY_PATH, 'kyc.q.privacy')}
    </p>
  );
}

function QuestionnaireForm({ userId, application, editable, onNext, onPrevious, onState, start }: FormTabProps & { start: StepStart<QuestionnaireFormValues> }) {
  const t = useT();
  const { form, state, sending, submit } = useKycStepForm({ step: 'questionnaire', schema: KycQuestionnaireSchema, rules: QUESTIONNAIRE_RULES, body: questionnaireBody, send: saveQuestionnaire, userId, application, start, editable, onNext, onState });

  return (
    <FormProvider {...form}>
      <StepForm step="questionnaire" label={t('kyc.tab.questionnaire')} state={state} editable={editable} sending={sending} onSubmit={submit} onPrevious={onPrevious}>
        {(Object.keys(SELECT_LABELS) as (keyof typeof SELECT_LABELS)[]).map((field) => (
          <SelectField key={field} name={field} label={t(SELECT_LABELS[field])} required options={enumOptions(t, field)} />
        ))}
        <div className="stack kyc-form__group field--wide">
          <h2 className="kyc-form__group-title">{t('kycSummary.section.statements')}</h2>
          <CheckField name="understand_risks" label={t(CHECK_LABELS.understand_risks)} required />
          <CheckField name="terms_acceptance" label={t(CHECK_LABELS.terms_acceptance)} required />
          <LegalLinks />
          {(['treated_as_professional', 'invested_in_unlisted', 'knows_security_token', 'knows_total_loss'] as const).map((field) => (
            <CheckField key={field} name={field} label={t(CHECK_LABELS[field])} />
          ))}
        </div>
      </StepForm>
    </FormProvider>
  );
}

/** `start` is read by the page, which needs the step's state before the tab is first opened. */
export function KycQuestionnaireTab({ start, ...props }: FormTabProps & { start: StepStart<QuestionnaireFormValues> | null }) {
  const t = useT();
  return start ? <QuestionnaireForm {...props} start={start} /> : <ContentLoading label={t('kyc.step.loading')} />;
}

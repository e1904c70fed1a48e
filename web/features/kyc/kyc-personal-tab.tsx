// The personal tab (spec 001 §2, §3, §5 "KYC personal"): natural person or company; for a person the
// nationality, profession, education and the compliance questions (FATCA, politically exposed); for a
// company the company labels (CIF, date of incorporation), registration number and role. Countries are
// named in the interface language and stored by their Spanish name (core/countries.ts).
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { countryOptions, storedCountryName } from '../../../core/countries';
import { KycPersonalSchema } from '../../../core/kyc';
import { ContentLoading } from '../../components/content-loading';
import { useLanguage, useT } from '../../i18n/i18n';
import { savePersonal } from './api/kyc-api';
import { RadioField, SelectField, TextField, YesNoField, type Option } from './kyc-fields';
import { PERSONAL_RULES, personalBody, type KnownApplication, type PersonalFormValues, type StepStart, type StepState } from './kyc-form-values';
import { enumOptions } from '../../components/kyc-summary/kyc-labels';
import { StepForm } from './kyc-step-parts';
import { useStepStart } from './use-kyc-draft';
import { useKycStepForm } from './use-kyc-step-form';

export interface FormTabProps {
  userId: string;
  application: KnownApplication;
  editable: boolean;
  onNext: () => void;
  onPrevious?: () => void;
  onState: (state: StepState) => void;
}

/** A stored name the list does not know stays choosable, so opening the form loses nothing. */
function withValue(options: Option[], value: string | null | undefined): Option[] {
  return value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options;
}

/**
 * A country select's options. A locked form's select cannot be opened, so it holds only the chosen
 * country instead of all ~250: the two lists were most of the form's elements, created and styled in
 * one task on a phone when an approved or submitted application opens.
 */
function countryChoices(countries: Option[], value: string | null | undefined, editable: boolean): Option[] {
  return withValue(editable ? countries : countries.filter((option) => option.value === value), value);
}

function PersonalForm({ userId, application, editable, onNext, onState, start }: FormTabProps & { start: StepStart<PersonalFormValues> }) {
  const t = useT();
  const [language] = useLanguage();
  const { form, values, state, sending, submit } = useKycStepForm({ step: 'personal', schema: KycPersonalSchema, rules: PERSONAL_RULES, body: personalBody, send: savePersonal, userId, application, start, editable, onNext, onState });

  const countries = useMemo(() => countryOptions(language).map(({ code, name }) => ({ value: storedCountryName(code), label: name })), [language]);
  const company = values.user_type === 'persona_juridica';

  return (
    <FormProvider {...form}>
      <StepForm step="personal" label={t('kyc.tab.personal')} state={state} editable={editable} sending={sending} onSubmit={submit}>
        <RadioField name="user_type" legend={t('kycSummary.section.userType')} options={enumOptions(t, 'user_type')} />
        <TextField
          name="name"
          label={t(company ? 'kycSummary.field.companyName' : 'kycSummary.field.name')}
          required
          autoComplete={company ? 'organization' : 'name'}
        />
        <TextField name="id_number" label={t(company ? 'kycSummary.field.cif' : 'kycSummary.field.idNumber')} required verbatim autoComplete="off" />
        <TextField
          name="birth_date"
          type="date"
          label={t(company ? 'kycSummary.field.incorporationDate' : 'kycSummary.field.birthDate')}
          autoComplete={company ? 'off' : 'bday'}
        />
        <TextField name="phone" type="tel" inputMode="tel" label={t('kycSummary.field.phone')} autoComplete="tel" />
        {company ? (
          <>
            <TextField name="company_registration_number" label={t('kycSummary.field.companyRegistrationNumber')} required verbatim />
            <TextField name="company_role" label={t('kycSummary.field.companyRole')} required autoComplete="organization-title" />
          </>
        ) : (
          <>
            <SelectField name="nationality" label={t('kycSummary.field.nationality')} options={countryChoices(countries, values.nationality, editable)} />
            <TextField name="profession" label={t('kycSummary.field.profession')} required autoComplete="organization-title" />
            <SelectField name="education_level" label={t('kycSummary.field.educationLevel')} required options={enumOptions(t, 'education_level')} />
          </>
        )}
        <TextField
          name="wallet"
          label={t('kycSummary.field.wallet')}
          required
          wide
          verbatim
          autoComplete="off"
          placeholder="0x…"
          hint={`${t('kyc.field.walletHint')} ${t('kycSummary.walletNote')}`}
        />
        <TextField name="address" label={t('kycSummary.field.address')} wide autoComplete="street-address" />
        <TextField name="postal_code" label={t('kycSummary.field.postalCode')} autoComplete="postal-code" verbatim />
        <TextField name="city" label={t('kycSummary.field.city')} autoComplete="address-level2" />
        <SelectField name="country" label={t('kycSummary.field.country')} options={countryChoices(countries, values.country, editable)} />
        {company ? null : (
          <div className="stack kyc-form__group field--wide">
            <h2 className="kyc-form__group-title">{t('kycSummary.section.compliance')}</h2>
            <YesNoField name="is_us_citizen" legend={t('kycSummary.field.usCitizen')} />
            <YesNoField name="is_politically_exposed" legend={t('kycSummary.field.politicallyExposed')} />
          </div>
        )}
      </StepForm>
    </FormProvider>
  );
}

export function KycPersonalTab(props: FormTabProps) {
  const t = useT();
  const start = useStepStart('personal', PERSONAL_RULES, props.userId, props.application);
  return start ? <PersonalForm {...props} start={start} /> : <ContentLoading label={t('kyc.step.loading')} />;
}

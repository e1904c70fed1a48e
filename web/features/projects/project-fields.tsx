// The inputs of the admin project form's first three tabs (spec 001 §3 fields). Each input is labelled,
// shows its error (a core message key, translated) and says which fields publishing needs. The terms a
// project's investments were made on are shown, not edited, once it has some (project.terms_fixed).
import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { MODALITIES, PROJECT_TYPES } from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { useLanguage, useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/catalogs';
import type { ProjectField, ProjectFormValues } from './project-form-values';
import { modalityLabel, projectTypeLabel, whitelabelName } from './project-labels';

/** Empty inputs hold null, like a field the project never had, so clearing one is not a change. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

interface FrameProps {
  field: ProjectField;
  label: MessageKey;
  /** Needed to publish (spec 001 §5): marked with an asterisk. */
  publish?: boolean;
  hint?: MessageKey;
  wide?: boolean;
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

function FieldFrame({ field, label, publish = false, hint, wide = false, children }: FrameProps) {
  const t = useT();
  const [language] = useLanguage();
  const id = useId();
  const { formState } = useFormContext<ProjectFormValues>();
  const error = formState.errors[field]?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'project-field project-field--wide' : 'project-field'}>
      <label htmlFor={id}>
        {t(label)}
        {publish ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="project-field__hint">
          {t(hint)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="project-field__error">
          {translateMessage(error, language)}
        </p>
      ) : null}
    </div>
  );
}

function TextInput({ field, label, type = 'text', ...frame }: Omit<FrameProps, 'children'> & { type?: 'text' | 'url' | 'date' }) {
  const { register } = useFormContext<ProjectFormValues>();
  const options: RegisterOptions<ProjectFormValues, ProjectField> = field === 'name' ? {} : { setValueAs: emptyAsNull };
  return (
    <FieldFrame field={field} label={label} {...frame}>
      {(control) => <input type={type} {...control} {...register(field, options)} />}
    </FieldFrame>
  );
}

function TextArea({ field, label, ...frame }: Omit<FrameProps, 'children'>) {
  const { register } = useFormContext<ProjectFormValues>();
  return (
    <FieldFrame field={field} label={label} wide {...frame}>
      {(control) => <textarea rows={6} {...control} {...register(field, { setValueAs: emptyAsNull })} />}
    </FieldFrame>
  );
}

/**
 * A fixed field's value, shown in a disabled control that is not registered: the form keeps the saved
 * value (a disabled registered input would be sent as empty, which the server reads as a change).
 */
function useFixedValue(field: ProjectField, fixed: boolean) {
  const value = useWatch<ProjectFormValues>({ name: field });
  return fixed ? { disabled: true, value: value == null ? '' : String(value) } : null;
}

type Fixable = { fixed?: boolean };

function NumberInput({ field, label, step, fixed = false, hint, ...frame }: Omit<FrameProps, 'children'> & Fixable & { step: '1' | '0.01' }) {
  const { register } = useFormContext<ProjectFormValues>();
  const shown = useFixedValue(field, fixed);
  return (
    <FieldFrame field={field} label={label} hint={fixed ? 'projects.field.fixedHint' : hint} {...frame}>
      {(control) => (
        <input
          type="number"
          inputMode={step === '1' ? 'numeric' : 'decimal'}
          min={step}
          step={step}
          {...control}
          {...(shown ?? register(field, { setValueAs: numberOrNull }))}
        />
      )}
    </FieldFrame>
  );
}

function Select({ field, label, options, fixed = false, hint, ...frame }: Omit<FrameProps, 'children'> & Fixable & { options: { value: string; label: string }[] }) {
  const t = useT();
  const { register } = useFormContext<ProjectFormValues>();
  const shown = useFixedValue(field, fixed);
  return (
    <FieldFrame field={field} label={label} hint={fixed ? 'projects.field.fixedHint' : hint} {...frame}>
      {(control) => (
        <select {...control} {...(shown ?? register(field, { setValueAs: emptyAsNull }))}>
          <option value="">{t('projects.field.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface BrandChoice {
  value: 1 | 2;
  onChange: (value: 1 | 2) => void;
  /** A saved project keeps its brand. */
  locked: boolean;
}

function BrandSelect({ value, onChange, locked }: BrandChoice) {
  const t = useT();
  const id = useId();
  return (
    <div className="project-field">
      <label htmlFor={id}>{t('projects.field.whitelabel')}</label>
      <select id={id} value={value} disabled={locked} onChange={(event) => onChange(event.target.value === '2' ? 2 : 1)}>
        {([1, 2] as const).map((domainId) => (
          <option key={domainId} value={domainId}>
            {whitelabelName(domainId)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BasicInfoFields({ brand }: { brand: BrandChoice }) {
  const t = useT();
  return (
    <div className="project-form__grid">
      <TextInput field="name" label="projects.field.name" publish />
      <BrandSelect {...brand} />
      <Select
        field="project_type"
        label="projects.field.type"
        publish
        options={PROJECT_TYPES.map((type) => ({ value: type, label: projectTypeLabel(t, type) }))}
      />
      <TextInput field="website" label="projects.field.website" type="url" hint="projects.field.websiteHint" />
      <TextArea field="description" label="projects.field.description" publish hint="projects.field.descriptionHint" />
    </div>
  );
}

/** `termsFixed`: the project has investments, so its modality and token value (core's TERMS_FIXED_ONCE_INVESTED) are shown, not edited. */
export function FinancingFields({ termsFixed }: { termsFixed: boolean }) {
  const t = useT();
  return (
    <div className="project-form__grid">
      <NumberInput field="total_funding" label="projects.field.totalFunding" step="0.01" publish />
      <Select
        field="modality"
        label="projects.field.modality"
        publish
        fixed={termsFixed}
        options={MODALITIES.map((modality) => ({ value: modality, label: modalityLabel(t, modality) }))}
      />
      <NumberInput field="token_value" label="projects.field.tokenValue" step="0.01" publish fixed={termsFixed} />
      <NumberInput field="min_investment" label="projects.field.minInvestment" step="0.01" publish />
      <NumberInput field="max_investment" label="projects.field.maxInvestment" step="0.01" publish />
      <NumberInput field="annual_return" label="projects.field.annualReturn" step="0.01" publish />
      <NumberInput field="total_return" label="projects.field.totalReturn" step="0.01" publish />
    </div>
  );
}

export function TermsFields() {
  return (
    <div className="project-form__grid">
      <NumberInput field="duration" label="projects.field.duration" step="1" publish />
      <TextInput field="start_date" label="projects.field.startDate" type="date" publish />
      <TextInput field="end_date" label="projects.field.endDate" type="date" publish />
      <TextArea field="investment_terms" label="projects.field.terms" publish hint="projects.field.termsHint" />
    </div>
  );
}

// The inputs of the admin project form's first three tabs (spec 001 §3 fields). Each input is labelled,
// shows its error (a core message key, translated) and says which fields publishing needs. The terms a
// project's investments were made on are shown, not edited, once it has some (project.terms_fixed).
import type { ReactNode } from 'react';
import { useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { MODALITIES, PROJECT_TYPES } from '../../../core/projects';
import { translateMessage } from '../../../core/messages';
import { Field, Select, TextInput, Textarea, type FieldControl } from '../../components/field';
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
  children: (control: FieldControl) => ReactNode;
}

/** The shared field, in the interface language, told the form's error for `field`. */
function FieldFrame({ field, label, publish = false, hint, wide = false, children }: FrameProps) {
  const t = useT();
  const [language] = useLanguage();
  const { formState } = useFormContext<ProjectFormValues>();
  const error = formState.errors[field]?.message;
  return (
    <Field label={t(label)} marked={publish} hint={hint ? t(hint) : undefined} error={error ? translateMessage(error, language) : undefined} wide={wide}>
      {children}
    </Field>
  );
}

function TextControl({ field, label, type = 'text', ...frame }: Omit<FrameProps, 'children'> & { type?: 'text' | 'url' | 'date' }) {
  const { register } = useFormContext<ProjectFormValues>();
  const options: RegisterOptions<ProjectFormValues, ProjectField> = field === 'name' ? {} : { setValueAs: emptyAsNull };
  return (
    <FieldFrame field={field} label={label} {...frame}>
      {(control) => <TextInput type={type} {...control} {...register(field, options)} />}
    </FieldFrame>
  );
}

function TextareaControl({ field, label, ...frame }: Omit<FrameProps, 'children'>) {
  const { register } = useFormContext<ProjectFormValues>();
  return (
    <FieldFrame field={field} label={label} wide {...frame}>
      {(control) => <Textarea rows={6} {...control} {...register(field, { setValueAs: emptyAsNull })} />}
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
        <TextInput
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

function SelectControl({ field, label, options, fixed = false, hint, ...frame }: Omit<FrameProps, 'children'> & Fixable & { options: { value: string; label: string }[] }) {
  const t = useT();
  const { register } = useFormContext<ProjectFormValues>();
  const shown = useFixedValue(field, fixed);
  return (
    <FieldFrame field={field} label={label} hint={fixed ? 'projects.field.fixedHint' : hint} {...frame}>
      {(control) => (
        <Select options={options} placeholder={t('projects.field.choose')} {...control} {...(shown ?? register(field, { setValueAs: emptyAsNull }))} />
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
  const options = ([1, 2] as const).map((domainId) => ({ value: String(domainId), label: whitelabelName(domainId) }));
  return (
    <Field label={t('projects.field.whitelabel')}>
      {({ id }) => <Select id={id} value={value} disabled={locked} options={options} onChange={(event) => onChange(event.target.value === '2' ? 2 : 1)} />}
    </Field>
  );
}

export function BasicInfoFields({ brand }: { brand: BrandChoice }) {
  const t = useT();
  return (
    <div className="form-grid">
      <TextControl field="name" label="projects.field.name" publish />
      <BrandSelect {...brand} />
      <SelectControl
        field="project_type"
        label="projects.field.type"
        publish
        options={PROJECT_TYPES.map((type) => ({ value: type, label: projectTypeLabel(t, type) }))}
      />
      <TextControl field="website" label="projects.field.website" type="url" hint="projects.field.websiteHint" />
      <TextareaControl field="description" label="projects.field.description" publish hint="projects.field.descriptionHint" />
    </div>
  );
}

/** `termsFixed`: the project has investments, so its modality and token value (core's TERMS_FIXED_ONCE_INVESTED) are shown, not edited. */
export function FinancingFields({ termsFixed }: { termsFixed: boolean }) {
  const t = useT();
  return (
    <div className="form-grid">
      <NumberInput field="total_funding" label="projects.field.totalFunding" step="0.01" publish />
      <SelectControl
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
    <div className="form-grid">
      <NumberInput field="duration" label="projects.field.duration" step="1" publish />
      <TextControl field="start_date" label="projects.field.startDate" type="date" publish />
      <TextControl field="end_date" label="projects.field.endDate" type="date" publish />
      <TextareaControl field="investment_terms" label="projects.field.terms" publish hint="projects.field.termsHint" />
    </div>
  );
}

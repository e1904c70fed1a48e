// The KYC forms' inputs: each labelled, its hint and its error (a core message key, worded in the
// interface language: the spec's texts word for word) tied to it for screen readers.
import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { translateMessage } from '../../../core/messages';
import { Checkbox, Field, FieldError, Select, TextInput, type FieldControl, type Option } from '../../components/field';
import { useLanguage, useT } from '../../i18n/i18n';

export type { Option };

/** Empty selects hold null, like a field the application never had. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

function useFieldError(name: string): string | undefined {
  const [language] = useLanguage();
  const { formState } = useFormContext();
  const message = formState.errors[name]?.message;
  return typeof message === 'string' && message ? translateMessage(message, language) : undefined;
}

interface FrameProps {
  name: string;
  label: string;
  /** Needed to send the application: marked with an asterisk. */
  required?: boolean;
  hint?: string;
  wide?: boolean;
}

/** The shared field, told the form's error for `name`; its control also says when it is required. */
function FieldFrame({ name, label, required = false, hint, wide = false, children }: FrameProps & { children: (control: FieldControl & { 'aria-required': true | undefined }) => ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field label={label} marked={required} hint={hint} error={error} wide={wide}>
      {(control) => children({ ...control, 'aria-required': required ? true : undefined })}
    </Field>
  );
}

interface TextFieldProps extends FrameProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  placeholder?: string;
  /** Typed as is (an address, a code): no spelling help. */
  verbatim?: boolean;
}

export function TextField({ type = 'text', autoComplete, inputMode, placeholder, verbatim = false, ...frame }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <TextInput
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          spellCheck={verbatim ? false : undefined}
          autoCapitalize={verbatim ? 'off' : undefined}
          autoCorrect={verbatim ? 'off' : undefined}
          {...control}
          {...register(frame.name)}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({ options, autoComplete, ...frame }: FrameProps & { options: Option[]; autoComplete?: string }) {
  const t = useT();
  const { register } = useFormContext();
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <Select autoComplete={autoComplete} options={options} placeholder={t('kyc.field.choose')} {...control} {...register(frame.name, { setValueAs: emptyAsNull })} />
      )}
    </FieldFrame>
  );
}

/** A question answered Sí or No; unanswered until one is chosen. */
export function YesNoField({ name, legend }: { name: string; legend: string }) {
  const t = useT();
  const id = useId();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = field.value as boolean | null;
  return (
    <fieldset className="kyc-choice field--wide" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="cluster kyc-choice__options">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className="check">
            <input
              type="radio"
              name={`${id}-${name}`}
              checked={value === answer}
              onChange={() => field.onChange(answer)}
              onBlur={field.onBlur}
              ref={answer ? field.ref : undefined}
            />
            {t(answer ? 'kycSummary.yes' : 'kycSummary.no')}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** One of a few values as radio buttons (the type of user). */
export function RadioField({ name, legend, options }: { name: string; legend: string; options: Option[] }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <fieldset className="kyc-choice field--wide" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="cluster kyc-choice__options">
        {options.map((option) => (
          <label key={option.value} className="check">
            <input type="radio" value={option.value} {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A statement the investor ticks; `required` ones must be ticked to go on. */
export function CheckField({ name, label, required = false }: { name: string; label: ReactNode; required?: boolean }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Checkbox
      id={id}
      className="check--top kyc-check"
      label={label}
      marked={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-required={required ? true : undefined}
      after={<FieldError id={id} error={error} />}
      {...register(name)}
    />
  );
}

// The KYC forms' inputs: each labelled, its hint and its error (a core message key, worded in the
// interface language: the spec's texts word for word) tied to it for screen readers.
import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { translateMessage } from '../../../core/messages';
import { useLanguage, useT } from '../../i18n/i18n';

/** Empty selects hold null, like a field the application never had. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

function useFieldError(name: string): string | undefined {
  const [language] = useLanguage();
  const { formState } = useFormContext();
  const message = formState.errors[name]?.message;
  return typeof message === 'string' && message ? translateMessage(message, language) : undefined;
}

interface Control {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FrameProps {
  name: string;
  label: string;
  /** Needed to send the application: marked with an asterisk. */
  required?: boolean;
  hint?: string;
  wide?: boolean;
}

function FieldFrame({ name, label, required = false, hint, wide = false, children }: FrameProps & { children: (control: Control) => ReactNode }) {
  const id = useId();
  const error = useFieldError(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'kyc-field kyc-field--wide' : 'kyc-field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="kyc-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
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

/** The field's message, referenced by its input's aria-describedby as `${id}-error`. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="kyc-field__error">
      {error}
    </p>
  ) : null;
}

export function TextField({ type = 'text', autoComplete, inputMode, placeholder, verbatim = false, ...frame }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
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

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ options, autoComplete, ...frame }: FrameProps & { options: Option[]; autoComplete?: string }) {
  const t = useT();
  const { register } = useFormContext();
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select autoComplete={autoComplete} {...control} {...register(frame.name, { setValueAs: emptyAsNull })}>
          <option value="">{t('kyc.field.choose')}</option>
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

/** A question answered Sí or No; unanswered until one is chosen. */
export function YesNoField({ name, legend }: { name: string; legend: string }) {
  const t = useT();
  const id = useId();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = field.value as boolean | null;
  return (
    <fieldset className="kyc-choice kyc-field--wide" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="kyc-choice__options">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className="kyc-choice__option">
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
    <fieldset className="kyc-choice kyc-field--wide" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="kyc-choice__options">
        {options.map((option) => (
          <label key={option.value} className="kyc-choice__option">
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
    <div className="kyc-check">
      <input
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required ? true : undefined}
        {...register(name)}
      />
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

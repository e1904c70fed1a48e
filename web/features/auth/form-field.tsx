// A labelled input with its error, for the auth forms. Error texts are shared message keys
// (core/messages.ts) translated to the interface language.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { translateMessage } from '../../../core/messages';
import { useLanguage } from '../../i18n/i18n';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ id, label, error, hint, ...input }, ref) {
  const [language] = useLanguage();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth__field">
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="auth__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="auth__field-error" role="alert">
          {translateMessage(error, language)}
        </p>
      ) : null}
    </div>
  );
});

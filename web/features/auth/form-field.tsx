// The auth forms' inputs: the shared field with the auth texts. Error texts are shared message keys
// (core/messages.ts) translated to the interface language.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { translateMessage } from '../../../core/messages';
import { PASSWORD_MIN_LENGTH } from '../../../core/auth';
import { Field, TextInput } from '../../components/field';
import { useLanguage, useT } from '../../i18n/i18n';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ id, label, error, hint, ...input }, ref) {
  const [language] = useLanguage();
  return (
    <Field id={id} label={label} marked={input.required} hint={hint} error={error ? translateMessage(error, language) : undefined} announceError>
      {(control) => <TextInput ref={ref} {...control} {...input} />}
    </Field>
  );
});

type FieldProps = Omit<FormFieldProps, 'id' | 'label' | 'type'>;

/** The e-mail field every auth form starts with. */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(props, ref) {
  const t = useT();
  return <FormField ref={ref} id="email" type="email" label={t('auth.field.email')} autoComplete="email" required {...props} />;
});

/** A password input: typed hidden and always required; `autoComplete` says whether it is the current one or a new one. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'autoComplete'> & { id: string; label: string; autoComplete: 'current-password' | 'new-password' }>(
  function PasswordField(props, ref) {
    return <FormField ref={ref} type="password" required {...props} />;
  },
);

/** A password being chosen: the browser may suggest one, and the hint states the minimum length. */
export const NewPasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'autoComplete'> & { id?: string; label: string }>(function NewPasswordField({ id = 'password', ...props }, ref) {
  const t = useT();
  return <PasswordField ref={ref} id={id} autoComplete="new-password" hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })} {...props} />;
});

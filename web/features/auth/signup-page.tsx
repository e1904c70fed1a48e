// /user-signup (spec 000 §2, §4, §8): e-mail and password; the brand decides domainId (spec 000 §6).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router-dom';
import { SignupSchema, type SignupInput } from '../../../core/auth';
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { AuthLayout, Notice } from './auth-layout';
import { EmailField, NewPasswordField } from './form-field';
import { signUp } from './api/auth-api';
import { useAuthOptions } from './api/auth-options';
import { failureMessage } from '../../api/failure-message';
import { ExternalIdentityLink } from './external-identity';

export function SignupPage() {
  const t = useT();
  const brand = useBrand();
  const options = useAuthOptions();

  return (
    <AuthLayout title={t('auth.signup.title')} links={<Link to="/user-login">{t('auth.links.login')}</Link>}>
      <p className="auth__lead">{t('auth.signup.lead', { brand: brand.name })}</p>
      {options?.external && options.signupUrl ? (
        <ExternalIdentityLink href={options.signupUrl} lead="auth.external.signupLead" action="auth.external.signupAction" />
      ) : (
        <SignupForm />
      )}
    </AuthLayout>
  );
}

/** The platform's own sign-up (embedded identity provider). */
function SignupForm() {
  const t = useT();
  const brand = useBrand();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<SignupInput>({
    resolver: valibotResolver(SignupSchema),
    values: { email: '', password: '', domainId: brand.domainId },
  });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await signUp({ ...input, domainId: brand.domainId });
      setSentTo(input.email);
      reset({ email: '', password: '', domainId: brand.domainId });
    } catch (err) {
      setError(failureMessage(err, { refused: t('auth.signup.failed'), offline: t('auth.error.offline'), thrown: t('auth.signup.error') }));
    }
  });

  return (
    <>
      {sentTo ? (
        <Notice tone="success">
          <h2>{t('auth.signup.sentTitle')}</h2>
          <p>{t('auth.signup.sentBody', { email: sentTo })}</p>
        </Notice>
      ) : null}
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        <NewPasswordField label={t('auth.field.password')} error={formState.errors.password?.message} {...register('password')} />
        <button type="submit" className="auth__submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.signup.loading') : t('auth.signup.submit')}
        </button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </>
  );
}

// /user-reset-password (spec 000 §2, §4, §8): asks for a reset link by e-mail.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from 'react-router-dom';
import { ResetRequestSchema, type ResetRequestInput } from '../../../core/auth';
import { useT } from '../../i18n/i18n';
import { AuthLayout, Notice } from './auth-layout';
import { EmailField } from './form-field';
import { requestReset } from './api/auth-api';
import { useAuthOptions } from './api/auth-options';
import { failureMessage } from '../../api/failure-message';
import { ExternalIdentityLink } from './external-identity';

export function ResetPasswordPage() {
  const t = useT();
  const options = useAuthOptions();
  return (
    <AuthLayout
      title={t('auth.reset.title')}
      links={
        <>
          <Link to="/user-login">{t('auth.links.login')}</Link>
          <Link to="/user-signup">{t('auth.links.signup')}</Link>
        </>
      }
    >
      {options?.external && options.resetUrl ? (
        <ExternalIdentityLink href={options.resetUrl} lead="auth.external.resetLead" action="auth.external.resetAction" />
      ) : (
        <ResetForm />
      )}
    </AuthLayout>
  );
}

/** The platform's own reset request (embedded identity provider). */
function ResetForm() {
  const t = useT();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetRequestInput>({ resolver: valibotResolver(ResetRequestSchema) });

  const onSubmit = handleSubmit(async (input) => {
    setResult(null);
    try {
      await requestReset(input);
      setResult({ ok: true, message: t('auth.reset.sent') });
    } catch (err) {
      const generic = t('auth.error.generic');
      setResult({ ok: false, message: failureMessage(err, { refused: generic, offline: t('auth.error.offline'), thrown: generic }) });
    }
  });

  return (
    <>
      <p className="auth__lead">{t('auth.reset.lead')}</p>
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        <button type="submit" className="auth__submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.reset.loading') : t('auth.reset.submit')}
        </button>
      </form>
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
    </>
  );
}

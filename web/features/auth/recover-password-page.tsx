// /user-recover-password?token=… (spec 000 §2, §4, §5, §8): the new password from a reset link.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, RecoverPasswordSchema, type RecoverPasswordInput } from '../../../core/auth';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { AuthLayout, Notice } from './auth-layout';
import { FormField } from './form-field';
import { recoverPassword } from './auth-api';

export function RecoverPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<RecoverPasswordInput>({
    resolver: valibotResolver(RecoverPasswordSchema),
    values: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setResult(null);
    try {
      await recoverPassword({ ...input, token });
      setResult({ ok: true, message: t('auth.recover.done') });
    } catch (err) {
      setResult({ ok: false, message: err instanceof ApiError && err.message ? err.message : t('auth.error.generic') });
    }
  });

  const links = (
    <>
      <Link to="/user-login">{t('auth.links.login')}</Link>
      <Link to="/user-signup">{t('auth.links.signup')}</Link>
    </>
  );

  if (!token) {
    return (
      <AuthLayout title={t('auth.recover.title')} footer={links}>
        <Notice tone="error">
          <p>{t('auth.recover.noToken')}</p>
        </Notice>
        <p>
          <Link to="/user-reset-password">{t('auth.recover.askAgain')}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.recover.title')} footer={links}>
      {result?.ok ? (
        <Notice tone="success">
          <p>{result.message}</p>
          <p>
            <Link to="/user-login">{t('auth.links.login')}</Link>
          </p>
        </Notice>
      ) : (
        <>
          <form className="auth__form" onSubmit={onSubmit} noValidate>
            <FormField
              id="password"
              type="password"
              label={t('auth.field.newPassword')}
              autoComplete="new-password"
              required
              hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <FormField
              id="confirmPassword"
              type="password"
              label={t('auth.field.confirmPassword')}
              autoComplete="new-password"
              required
              error={formState.errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <button type="submit" className="auth__submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('auth.recover.loading') : t('auth.recover.submit')}
            </button>
          </form>
          {result ? <Notice tone="error">{result.message}</Notice> : null}
        </>
      )}
    </AuthLayout>
  );
}

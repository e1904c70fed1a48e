// /user-recover-password?token=… (spec 000 §2, §4, §5, §8): the new password from a reset link.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useSearchParams } from 'react-router-dom';
import { RecoverPasswordSchema, type RecoverPasswordInput } from '../../../core/auth';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n/i18n';
import { AuthLayout, Notice } from './auth-layout';
import { NewPasswordField, PasswordField } from './form-field';
import { recoverPassword } from './api/auth-api';
import { failureMessage } from '../../api/failure-message';

type Result = { ok: true } | { ok: false; message: string; linkInvalid: boolean };

export function RecoverPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<Result | null>(null);
  const { register, handleSubmit, formState } = useForm<RecoverPasswordInput>({
    resolver: valibotResolver(RecoverPasswordSchema),
    values: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setResult(null);
    try {
      await recoverPassword({ ...input, token });
      setResult({ ok: true });
    } catch (err) {
      const generic = t('auth.error.generic');
      setResult({
        ok: false,
        message: failureMessage(err, { refused: generic, offline: t('auth.error.offline'), thrown: generic }),
        linkInvalid: err instanceof ApiError && err.code === 'link_invalid',
      });
    }
  });

  const links = (
    <>
      <Link to="/user-login">{t('auth.links.login')}</Link>
      <Link to="/user-signup">{t('auth.links.signup')}</Link>
    </>
  );
  const askAgain = (
    <Link to="/user-reset-password" className="auth__secondary">
      {t('auth.recover.askAgain')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout title={t('auth.recover.title')} links={links}>
        <Notice tone="error">
          <p>{t('auth.recover.noToken')}</p>
          {askAgain}
        </Notice>
      </AuthLayout>
    );
  }

  if (result?.ok) {
    return (
      <AuthLayout title={t('auth.recover.title')} links={links}>
        <Notice tone="success">
          <p>{t('auth.recover.done')}</p>
          <Link to="/user-login" className="auth__secondary">
            {t('auth.recover.toLogin')}
          </Link>
        </Notice>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.recover.title')} links={links}>
      <p className="auth__lead">{t('auth.recover.lead')}</p>
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <NewPasswordField label={t('auth.field.newPassword')} error={formState.errors.password?.message} {...register('password')} />
        <PasswordField id="confirmPassword" label={t('auth.field.confirmPassword')} autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
        <button type="submit" className="auth__submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.recover.loading') : t('auth.recover.submit')}
        </button>
      </form>
      {result ? (
        <Notice tone="error">
          <p>{result.message}</p>
          {result.linkInvalid ? askAgain : null}
        </Notice>
      ) : null}
    </AuthLayout>
  );
}

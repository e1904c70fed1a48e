// /user-login (spec 000 §2, §4, §8). Without an interaction id the page first goes through the BFF's
// login start (which also ends any session), then comes back here with ?uid=.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useSearchParams } from 'react-router-dom';
import { SigninSchema, type SigninInput } from '../../../core/auth';
import { ApiError, OfflineError } from '../../api/client';
import { useLanguage, useT } from '../../i18n/i18n';
import { AuthLayout, Notice } from './auth-layout';
import { EmailField, PasswordField } from './form-field';
import { resendVerification, signIn, startLogin } from './api/auth-api';
import { arrivingNotice, returnedNotice } from '../../../core/login-notice';
import { failureMessage } from '../../api/failure-message';
import { earlySubmitTarget, takeEarlyTaps } from '../../boot/early-taps';
import type { ProofMethod } from '../../../core/second-factor';
import { SecondFactorStep } from './second-factor-step';

const LOGIN_FORM = 'login';

const NOTICE_KEYS = {
  verified: 'auth.notice.verified',
  login_expired: 'auth.notice.loginExpired',
  login_failed: 'auth.notice.loginFailed',
  unknown_account: 'auth.notice.unknownAccount',
  verification_invalid: 'auth.notice.verificationInvalid',
} as const;

export function LoginPage() {
  const t = useT();
  const [language] = useLanguage();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const notice = returnedNotice(params);
  const [error, setError] = useState<{ message: string; unverified: boolean } | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  // Set once the provider has accepted the login: the button keeps saying "Loading..." while the
  // browser follows the redirect chain to /dashboard.
  const [leaving, setLeaving] = useState(false);
  // The password was right and the account has a second factor: the methods it can prove it with.
  const [secondFactor, setSecondFactor] = useState<readonly ProofMethod[] | null>(null);
  const { register, handleSubmit, getValues, formState } = useForm<SigninInput>({ resolver: valibotResolver(SigninSchema) });
  const formRef = useRef<HTMLFormElement>(null);

  // The form is prerendered: one sent before the page came alive (web/boot/early-taps.ts) is sent now,
  // with what was typed. A layout effect: the fields are already tied to the form, nothing painted yet.
  useLayoutEffect(() => {
    if (takeEarlyTaps(LOGIN_FORM) > 0) formRef.current?.requestSubmit();
  }, []);

  useEffect(() => {
    if (uid) return;
    startLogin(language, arrivingNotice(params));
  }, [uid, params, language]);

  if (!uid) {
    return (
      <AuthLayout title={t('auth.login.title')} indexedAt="/user-login">
        <p className="auth__waiting" role="status">
          {t('app.loading')}
        </p>
      </AuthLayout>
    );
  }

  if (secondFactor) return <SecondFactorStep methods={secondFactor} />;

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    setResend('idle');
    try {
      const answer = await signIn(input);
      if ('second_factor' in answer) return setSecondFactor(answer.second_factor.methods);
      setLeaving(true);
      window.location.assign(answer.redirectTo);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'login_expired') return startLogin(language);
      setError({
        message: failureMessage(err, { refused: t('auth.login.failed'), offline: t('auth.error.offline') }),
        unverified: err instanceof ApiError && err.code === 'email_unverified',
      });
    }
  });

  const resendLink = async () => {
    setResend('sending');
    try {
      await resendVerification(getValues('email'));
    } catch (err) {
      // Refusals stay as neutral as the answer itself; only a dropped connection is worth saying.
      if (err instanceof OfflineError) {
        setResend('idle');
        return setError({ message: t('auth.error.offline'), unverified: true });
      }
    }
    setResend('sent');
  };

  return (
    <AuthLayout title={t('auth.login.title')} indexedAt="/user-login" links={<Link to="/user-signup">{t('auth.links.signup')}</Link>}>
      <p className="auth__lead">{t('auth.login.lead')}</p>
      {notice ? <Notice tone={notice === 'verified' ? 'success' : 'error'}>{t(NOTICE_KEYS[notice])}</Notice> : null}
      {/* POST: were the page's code never to run, the browser's own send keeps the password out of the address. */}
      <form ref={formRef} className="auth__form" method="post" onSubmit={onSubmit} noValidate {...earlySubmitTarget(LOGIN_FORM)}>
        <EmailField error={formState.errors.email?.message} {...register('email')} />
        <PasswordField id="password" label={t('auth.field.password')} autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        <div className="auth__row-end">
          <Link to="/user-reset-password">{t('auth.login.forgot')}</Link>
        </div>
        <button type="submit" className="auth__submit" disabled={formState.isSubmitting || leaving}>
          {formState.isSubmitting || leaving ? t('auth.login.loading') : t('auth.login.submit')}
        </button>
      </form>
      {error ? (
        <Notice tone="error">
          <p>{error.message}</p>
          {error.unverified ? (
            <button type="button" className="auth__secondary" onClick={() => void resendLink()} disabled={resend !== 'idle'}>
              {t('auth.login.resend')}
            </button>
          ) : null}
        </Notice>
      ) : null}
      {resend === 'sent' ? <Notice tone="info">{t('auth.login.resent')}</Notice> : null}
    </AuthLayout>
  );
}

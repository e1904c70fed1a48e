// The sign-in's second step (issue 57): the password was right and the account has a second factor, so
// nothing is signed in until it is proved here; then the browser follows the provider's redirect as after
// a password alone. A sign-in that waited too long starts again, as the password step does.
import { useState } from 'react';
import type { ProofMethod } from '../../../core/second-factor';
import { ApiError } from '../../api/client';
import { FactorProofForm, proofFailureMessage, type FactorProof } from '../../components/factor-proof-form';
import { useLanguage, useT } from '../../i18n/i18n';
import { AuthLayout, Notice } from './auth-layout';
import { signInPasskeyOptions, signInWithFactor, startLogin } from './api/auth-api';

export function SecondFactorStep({ methods }: { methods: readonly ProofMethod[] }) {
  const t = useT();
  const [language] = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const prove = async (proof: FactorProof) => {
    const { redirectTo } = await signInWithFactor(proof);
    setLeaving(true);
    window.location.assign(redirectTo);
  };

  const onFailure = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'login_expired') return startLogin(language);
    setError(proofFailureMessage(failure, t));
  };

  return (
    <AuthLayout title={t('auth.secondFactor.title')}>
      <p className="auth__lead">{t('auth.secondFactor.lead')}</p>
      {leaving ? (
        <p className="auth__waiting" role="status">
          {t('auth.login.loading')}
        </p>
      ) : (
        <FactorProofForm methods={methods} passkeyOptions={signInPasskeyOptions} prove={prove} onAttempt={() => setError(null)} onFailure={onFailure} />
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="auth__row-end auth__row-end--after">
        <button type="button" className="auth__text-button" onClick={() => startLogin(language)}>
          {t('auth.secondFactor.restart')}
        </button>
      </div>
    </AuthLayout>
  );
}

// Proving a second factor (issue 57), the one form the sign-in's second step and the step-up dialog share:
// "Usar llave de acceso" when the account has a passkey, else (or also) the authenticator app's code, and
// a switch to a recovery code. Where the proof goes, and how a refusal is shown, is the caller's.
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { RecoveryCodeSchema, TOTP_DIGITS, TotpCodeSchema, type ProofMethod } from '../../core/second-factor';
import { translateMessage } from '../../core/messages';
import { ApiError, OfflineError } from '../api/client';
import { useLanguage, useT, type Translate } from '../i18n/i18n';
import { Button } from './button';
import { CodeField } from './code-field';
import './factor-proof-form.css';

/** What POST /api/auth/step-up and /api/auth/signin/factor take (core's FactorProofSchema), with the WebAuthn library's own type of an assertion. */
export type FactorProof = { method: 'totp' | 'recovery'; code: string } | { method: 'passkey'; response: AuthenticationResponseJSON };

type CodeMethod = 'totp' | 'recovery';

interface FactorProofFormProps {
  methods: readonly ProofMethod[];
  /** A passkey challenge for this proof, from the server. */
  passkeyOptions: () => Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** Sends the proof; rejects with the server's refusal. */
  prove: (proof: FactorProof) => Promise<void>;
  /** A new try, or another way to prove: the caller clears the last refusal it shows. */
  onAttempt: () => void;
  onFailure: (error: unknown) => void;
}

/** The words for a failed proof: the server's own reason, the offline text, or a passkey the browser did not give. */
export function proofFailureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.message || t('auth.secondFactor.failed');
  if (error instanceof OfflineError) return t('auth.error.offline');
  return t('auth.secondFactor.passkeyFailed');
}

const SCHEMAS = { totp: TotpCodeSchema, recovery: RecoveryCodeSchema } as const;

export function FactorProofForm({ methods, passkeyOptions, prove, onAttempt, onFailure }: FactorProofFormProps) {
  const t = useT();
  const [language] = useLanguage();
  const fieldId = useId();
  const hasApp = methods.includes('totp');
  const hasRecovery = methods.includes('recovery');
  const [method, setMethod] = useState<CodeMethod>(hasApp || !hasRecovery ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const attempt = async (proof: () => Promise<FactorProof>) => {
    onAttempt();
    setBusy(true);
    try {
      await prove(await proof());
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const provePasskey = () =>
    attempt(async () => {
      const optionsJSON = await passkeyOptions();
      // Loaded on the tap: only accounts with a passkey need the WebAuthn helpers.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      return { method: 'passkey', response: await startAuthentication({ optionsJSON }) };
    });

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(SCHEMAS[method], { code });
    if (!parsed.success) return setProblem(translateMessage(parsed.issues[0].message, language));
    setProblem(undefined);
    void attempt(() => Promise.resolve({ method, code: parsed.output.code }));
  };

  const switchTo = (next: CodeMethod) => {
    onAttempt();
    setMethod(next);
    setCode('');
    setProblem(undefined);
  };

  const showCode = hasApp || hasRecovery;
  return (
    <div className="stack factor-proof">
      {methods.includes('passkey') ? (
        <Button variant="primary" className="factor-proof__passkey" disabled={busy} onClick={() => void provePasskey()}>
          {t('auth.secondFactor.passkey')}
        </Button>
      ) : null}
      {methods.includes('passkey') && showCode ? <p className="factor-proof__or meta-text">{t('auth.secondFactor.or')}</p> : null}
      {showCode ? (
        <form className="stack" onSubmit={sendCode} noValidate>
          {method === 'totp' ? (
            <CodeField key="totp" kind="totp" id={fieldId} label={t('auth.secondFactor.code')} hint={t('auth.secondFactor.codeHint', { digits: TOTP_DIGITS })} error={problem} value={code} onChange={setCode} className="factor-proof__code" />
          ) : (
            <CodeField key="recovery" kind="recovery" id={fieldId} label={t('auth.secondFactor.recoveryCode')} hint={t('auth.secondFactor.recoveryHint')} error={problem} value={code} onChange={setCode} />
          )}
          <Button type="submit" variant={methods.includes('passkey') ? 'secondary' : 'primary'} disabled={busy}>
            {busy ? t('auth.secondFactor.verifying') : t('auth.secondFactor.submit')}
          </Button>
          {hasApp && hasRecovery ? (
            <button type="button" className="factor-proof__switch" onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
              {t(method === 'totp' ? 'auth.secondFactor.useRecovery' : 'auth.secondFactor.useApp')}
            </button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

// /dashboard/security (issue 57), for every signed-in user: their second factors, adding a passkey or an
// authenticator app, and the recovery codes (shown once, after the first enrolment or when made anew).
// An admin or ERIR account that must have a factor sees why here; where the deployment enforces it, the
// shell shows this screen alone until there is one.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { keyOutline, phonePortraitOutline, shieldCheckmarkOutline, warningOutline } from 'ionicons/icons';
import type { EnrolmentResult, FactorOverview, TotpEnrolment } from '../../../core/second-factor';
import { Button } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { Field, TextInput } from '../../components/field';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useProfile, type Profile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { securityQueries } from './api/security-api';
import { useAddPasskey, useNewRecoveryCodes, useStartTotp } from './api/security-mutations';
import { FactorCards } from './factor-cards';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { securityFailure } from './security-failures';
import { TotpEnrolmentDialog } from './totp-enrolment-dialog';
import './security.css';

function RequiredNotice({ profile }: { profile: Profile }) {
  const t = useT();
  const state = profile.second_factor;
  if (!state.required || state.enrolled) return null;
  return state.enforced ? (
    <Callout tone="warning" icon={warningOutline} role="alert">
      <p>{t('security.required.enforced')}</p>
    </Callout>
  ) : (
    <Callout tone="neutral" icon={shieldCheckmarkOutline}>
      <p>{t('security.required.advised')}</p>
    </Callout>
  );
}

function AddFactor({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useT();
  const toast = useToast();
  const addPasskey = useAddPasskey();
  const startTotp = useStartTotp();
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [passkeyLabel, setPasskeyLabel] = useState('');
  const passkeyLabelId = useId();

  const enrolled = (result: EnrolmentResult) => {
    toast.success(t('security.added'));
    if (result.recovery_codes) onCodes(result.recovery_codes);
  };
  const failed = (thrown?: string) => (error: unknown) => {
    const message = securityFailure(error, t, thrown);
    if (message) toast.error(message);
  };

  return (
    <section className="stack" aria-labelledby="security-add-title">
      <h2 id="security-add-title" className="section-title">
        {t('security.add.title')}
      </h2>
      <div className="stack stack--halves">
        <div className="panel panel--box stack stack--start security-add">
          <p className="row security-add__name">
            <Icon icon={keyOutline} />
            {t('security.factor.kind.passkey')}
          </p>
          <p className="meta-text">{t('security.add.passkeyHint')}</p>
          <Field id={passkeyLabelId} label={t('security.add.passkeyLabel')} hint={t('security.add.passkeyLabelHint')}>
            {(control) => <TextInput {...control} name="passkey-label" maxLength={60} value={passkeyLabel} onChange={(event) => setPasskeyLabel(event.target.value)} />}
          </Field>
          <Button
            variant="primary"
            disabled={addPasskey.isPending}
            onClick={() =>
              addPasskey.mutate(passkeyLabel, {
                onSuccess: (result) => {
                  setPasskeyLabel('');
                  enrolled(result);
                },
                onError: failed(t('security.add.passkeyFailed')),
              })
            }
          >
            {t('security.add.passkey')}
          </Button>
        </div>
        <div className="panel panel--box stack stack--start security-add">
          <p className="row security-add__name">
            <Icon icon={phonePortraitOutline} />
            {t('security.factor.kind.totp')}
          </p>
          <p className="meta-text">{t('security.add.totpHint')}</p>
          <Button variant="secondary" disabled={startTotp.isPending} onClick={() => startTotp.mutate(undefined, { onSuccess: setTotp, onError: failed() })}>
            {t('security.add.totp')}
          </Button>
        </div>
      </div>
      {totp ? (
        <TotpEnrolmentDialog
          enrolment={totp}
          onClose={() => setTotp(null)}
          onDone={(result) => {
            setTotp(null);
            enrolled(result);
          }}
        />
      ) : null}
    </section>
  );
}

function RecoveryCodes({ overview, onCodes }: { overview: FactorOverview; onCodes: (codes: string[]) => void }) {
  const t = useT();
  const toast = useToast();
  const regenerate = useNewRecoveryCodes();
  return (
    <section className="panel panel--box stack stack--start security-recovery" aria-labelledby="security-recovery-title">
      <h2 id="security-recovery-title" className="section-title">
        {t('security.recovery.title')}
      </h2>
      <p>{t('security.recovery.left', { count: overview.recovery_codes_left })}</p>
      <p className="meta-text">{t('security.recovery.hint')}</p>
      <Button
        variant="secondary"
        disabled={regenerate.isPending}
        onClick={() =>
          regenerate.mutate(undefined, {
            onSuccess: ({ recovery_codes }) => onCodes(recovery_codes),
            onError: (error) => {
              const message = securityFailure(error, t);
              if (message) toast.error(message);
            },
          })
        }
      >
        {regenerate.isPending ? t('security.recovery.regenerating') : t('security.recovery.regenerate')}
      </Button>
    </section>
  );
}

function SecurityState({ profile }: { profile: Profile }) {
  const t = useT();
  const { data: overview, error } = useQuery(securityQueries.factors());
  const [codes, setCodes] = useState<string[] | null>(null);
  if (error && !overview) {
    return (
      <AlertCallout>
        <p>{t('security.error', { message: securityFailure(error, t) ?? t('security.error.generic') })}</p>
      </AlertCallout>
    );
  }
  if (!overview) return <ContentLoading label={t('security.loading')} />;
  return (
    <>
      <section className="stack" aria-labelledby="security-factors-title">
        <h2 id="security-factors-title" className="section-title">
          {t('security.factors.title')}
        </h2>
        {overview.factors.length > 0 ? <FactorCards factors={overview.factors} /> : <EmptyState>{t('security.factors.empty')}</EmptyState>}
      </section>
      <AddFactor onCodes={setCodes} />
      {overview.factors.length > 0 ? <RecoveryCodes overview={overview} onCodes={setCodes} /> : null}
      {codes ? <RecoveryCodesDialog codes={codes} email={profile.email} onClose={() => setCodes(null)} /> : null}
    </>
  );
}

export function SecurityPage() {
  const t = useT();
  const profile = useProfile();
  useDashboardPage([{ label: t('security.title') }]);
  if (!profile) return null;
  return (
    <div className="stack security">
      <header className="dash-page-header">
        <h1 className="dash-title">{t('security.title')}</h1>
        <p className="dash-subtitle">{t('security.subtitle')}</p>
      </header>
      <RequiredNotice profile={profile} />
      <SecurityState profile={profile} />
    </div>
  );
}

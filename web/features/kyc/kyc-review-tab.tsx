// The review tab (spec 001 §2, §5 "KYC final submission"): the application read-only, 'Anterior' and
// 'Finalizar' ('Enviando...' while it goes; hidden once under review or approved). Before sending, the
// fields still missing are listed ('Faltan campos obligatorios: …') and nothing is sent; so is a step
// whose changes are still only on this device. The wallet is asked for once more (typed or pasted) and
// must match: tokens sent to a mistyped address are lost (issue 56).
import { useState } from 'react';
import { walletOutline } from 'ionicons/icons';
import { isReadOnly, submissionProblem } from '../../../core/kyc';
import { isSameWallet } from '../../../core/wallet-change';
import { translate } from '../../../core/messages';
import { failureMessage } from '../../api/failure-message';
import { useOnline } from '../../shell/online-status';
import { Button } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { Field, TextInput } from '../../components/field';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useSubmitApplication } from './api/kyc-api';
import type { FormSteps, KnownApplication } from './kyc-form-values';
import { StepButtons } from './kyc-step-parts';
import { KycSummary } from '../../components/kyc-summary/kyc-summary';

const sameWallet = (typed: string, saved: string | null | undefined): boolean => !!saved && isSameWallet(typed.trim(), saved);

interface ReviewTabProps {
  userId: string;
  application: KnownApplication;
  steps: FormSteps;
  onPrevious: () => void;
}

export function KycReviewTab({ userId, application, steps, onPrevious }: ReviewTabProps) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const online = useOnline();
  const submit = useSubmitApplication(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const [walletAgain, setWalletAgain] = useState('');
  const closed = application ? isReadOnly(application.status) : false;
  // Until both steps are known, an unsent change on this device could go unnoticed.
  const stepsKnown = steps.personal !== null && steps.questionnaire !== null;

  const finish = () => {
    const unsent = (['personal', 'questionnaire'] as const).filter((step) => steps[step] === 'unsent' || steps[step] === 'waiting');
    if (unsent.length > 0) return setProblem(t('kyc.review.unsent', { steps: unsent.map((step) => t(step === 'personal' ? 'kyc.tab.personal' : 'kyc.tab.questionnaire')).join(', ') }));
    const missing = submissionProblem(application ?? { user_type: null });
    if (missing) return setProblem(translate(missing, language));
    if (!sameWallet(walletAgain, application?.wallet)) return setProblem(t('kyc.review.walletMismatch'));
    setProblem(null);
    submit.mutate({ wallet_repeat: walletAgain }, {
      onSuccess: () => toast.success(t('kyc.review.submitted')),
      onError: (error) => toast.error(failureMessage(error, { refused: t('kyc.review.submitFailed'), offline: t('kyc.review.offline'), thrown: t('kyc.review.submitFailed') })),
    });
  };

  return (
    <div className="stack">
      {application ? <KycSummary application={application} headingLevel="h2" /> : <EmptyState>{t(application === null ? 'kyc.review.empty' : 'kyc.review.offlineSummary')}</EmptyState>}
      {closed || !application?.wallet ? null : (
        <div className="stack">
          <Callout tone="warning" icon={walletOutline}>
            <p>{t('kyc.review.walletOwn')}</p>
          </Callout>
          <Field label={t('kyc.review.walletAgain')} hint={t('kyc.review.walletAgainHint')} marked>
            {(control) => (
              <TextInput {...control} value={walletAgain} onChange={(event) => setWalletAgain(event.target.value)} required autoComplete="off" spellCheck={false} placeholder="0x…" />
            )}
          </Field>
        </div>
      )}
      {problem ? (
        <AlertCallout className="kyc-review__problem">
          <p data-testid="kyc-submit-problem">{problem}</p>
        </AlertCallout>
      ) : null}
      <StepButtons onPrevious={onPrevious} note={!closed && !online ? <p className="field__hint">{t('kyc.review.offline')}</p> : null}>
        {closed ? null : (
          <Button variant="primary" onClick={finish} disabled={submit.isPending || !online || !stepsKnown}>
            {submit.isPending ? t('kyc.review.sending') : t('kyc.review.finish')}
          </Button>
        )}
      </StepButtons>
    </div>
  );
}

// A form step's state while its tab has not been opened: what its form would report on opening, from the
// same start (the server's application, or the draft this device holds). The review tab and its submit
// need both steps' states, and working them out draws none of the tab's fields.
import { useEffect } from 'react';
import { useOnline } from '../../app/online-status';
import type { KycDraftStep } from '../../offline/kyc-drafts';
import { stepStatus, type KnownApplication, type StepRules, type StepState } from './kyc-form-values';
import { useStepStart } from './use-kyc-draft';

interface StepStateProps<V> {
  step: KycDraftStep;
  rules: StepRules<V>;
  userId: string;
  application: KnownApplication;
  onState: (state: StepState) => void;
}

export function UnopenedStepState<V extends object>({ step, rules, userId, application, onState }: StepStateProps<V>) {
  const online = useOnline();
  const start = useStepStart(step, rules, userId, application);
  const state = start ? stepStatus(rules, start.values, application, start, { sending: false, waitingForNetwork: !online }) : null;
  useEffect(() => {
    if (state) onState(state);
  }, [onState, state]);
  return null;
}

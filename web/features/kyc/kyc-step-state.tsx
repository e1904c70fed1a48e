// A form step's state reaches the KYC page (the review's 'Finalizar' needs both steps'): from its form
// once the tab is opened, and before that from the same start its form would take (the server's
// application, or the draft this device holds), which draws none of the tab's fields.
import { useEffect } from 'react';
import { useOnline } from '../../shell/online-status';
import { stepStatus, type KnownApplication, type StepRules, type StepStart, type StepState } from './kyc-form-values';

/** Tells the page the step's state whenever it changes; null (not known yet) is not told. */
export function useReportStepState(state: StepState | null, onState: (state: StepState) => void): void {
  useEffect(() => {
    if (state) onState(state);
  }, [onState, state]);
}

interface StepStateProps<V> {
  rules: StepRules<V>;
  application: KnownApplication;
  /** Null while the device's draft is being read. */
  start: StepStart<V> | null;
  onState: (state: StepState) => void;
}

/** Until the step's tab is opened (its form tells from then on), the state its form would start in. */
export function useUnopenedStepState<V extends object>(opened: boolean, { rules, application, start, onState }: StepStateProps<V>): void {
  const online = useOnline();
  const state = !opened && start ? stepStatus(rules, start.values, application, start, { sending: false, waitingForNetwork: !online }) : null;
  useReportStepState(state, onState);
}

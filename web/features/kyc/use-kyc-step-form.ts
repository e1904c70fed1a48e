// What the personal and questionnaire tabs share: the form checked by core's schema, its sealed draft
// written as the investor types, "Siguiente" saving only what changed, and the step's state line.
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { KycApplication } from '../../../core/kyc';
import { useOnline } from '../../shell/online-status';
import type { KycDraftStep } from '../../offline/kyc-drafts';
import { stepStatus, type KnownApplication, type StepRules, type StepStart, type StepState } from './kyc-form-values';
import { useReportStepState } from './kyc-step-state';
import { useDraftAutosave } from './use-kyc-draft';
import { useStepSave } from './use-step-save';

export interface StepFormOptions<V extends FieldValues, Body> {
  step: KycDraftStep;
  schema: v.GenericSchema<FieldValues, Body>;
  rules: StepRules<V>;
  body: (checked: Body, applicationId: string | null) => Body;
  send: (body: Body) => Promise<KycApplication>;
  userId: string;
  application: KnownApplication;
  start: StepStart<V>;
  editable: boolean;
  onNext: () => void;
  onState: (state: StepState) => void;
}

export function useKycStepForm<V extends FieldValues, Body>(options: StepFormOptions<V, Body>) {
  const { step, schema, rules, body, send, userId, application, start, editable, onNext, onState } = options;
  const online = useOnline();
  const form = useForm<V, unknown, Body>({
    // The inputs hold what the schema refuses (empty, unchosen): the schema's input type is narrower than the form's.
    resolver: valibotResolver(schema) as unknown as Resolver<V, unknown, Body>,
    defaultValues: start.values as DefaultValues<V>,
    // 'all' also keeps valibot from stopping at the first failed field: the rules across fields
    // (profession and education for natural persons) speak together with the others.
    criteriaMode: 'all',
  });
  useDraftAutosave(form, { step, rules, userId, application, start, enabled: editable });
  const save = useStepSave({ step, rules, userId, application, start, body, send });
  const values = { ...start.values, ...useWatch({ control: form.control }) } as V;
  const state = stepStatus(rules, values, application, start, { sending: save.sending, waitingForNetwork: !online || save.unreachable });
  useReportStepState(state, onState);

  const submit = () => {
    if (!editable) return onNext();
    void form.handleSubmit(async (checked) => {
      if (await save.next(form.getValues(), checked)) onNext();
    })();
  };

  return { form, values, state, sending: save.sending, submit };
}

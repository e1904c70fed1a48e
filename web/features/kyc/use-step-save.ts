// "Siguiente" on the personal and questionnaire tabs (spec 001 §2): saves only when a watched field
// changed, stays on the tab when the server refuses ('Error al guardar los datos. Por favor, inténtalo de
// nuevo.' or the server's words), 'Información guardada' when it accepts. Offline, or when the request
// cannot get through, the step stays on the device marked pending and the investor goes on.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KycApplication } from '../../../core/kyc';
import { ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { deleteKycDraft, markKycDraftSaved, type KycDraftStep } from '../../offline/kyc-drafts';
import { isUnreachable } from '../../offline/network-first';
import { applicationChanged, applicationSaved } from './api/kyc-api';
import { draftBase, stepChanged, type KnownApplication, type StepRules, type StepStart } from './kyc-form-values';
import { writeDraft } from './use-kyc-draft';

interface StepSaveOptions<V, Body> {
  step: KycDraftStep;
  rules: StepRules<V>;
  userId: string;
  application: KnownApplication;
  start: StepStart<V>;
  /** The request body from the checked values. */
  body: (checked: Body, applicationId: string | null) => Body;
  send: (body: Body) => Promise<KycApplication>;
}

export function useStepSave<V, Body>({ step, rules, userId, application, start, body, send }: StepSaveOptions<V, Body>) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  /** The last attempt could not reach the server: the step waits for the network. */
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const onOnline = () => setUnreachable(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const keepOnDevice = async (values: V) => {
    await writeDraft(userId, step, { form: values, base: draftBase(rules, application, start) }, true);
    // No toast: the page's offline notice and the step's state line say it (the same words twice confuse).
    setUnreachable(true);
  };

  /** Saves if needed; true when the investor may go on to the next tab. */
  const next = async (values: V, checked: Body): Promise<boolean> => {
    if (application && !application.can.edit) return true;
    if (application !== undefined && !stepChanged(rules, values, application, start)) return true;
    if (!navigator.onLine) {
      await keepOnDevice(values);
      return true;
    }
    setSending(true);
    try {
      const saved = await send(body(checked, application?.id ?? null));
      applicationSaved(queryClient, userId, saved);
      setUnreachable(false);
      await markKycDraftSaved(userId, step).catch(() => undefined);
      toast.success(t('kyc.saved'));
      return true;
    } catch (error) {
      if (isUnreachable(error)) {
        await keepOnDevice(values);
        return true;
      }
      if (error instanceof ApiError && error.code === 'kyc_not_editable') {
        // The server's status wins: what was typed here can no longer be sent.
        await deleteKycDraft(userId, step).catch(() => undefined);
        void applicationChanged(queryClient, userId);
      }
      toast.error(failureMessage(error, { refused: t('kyc.saveFailed'), offline: t('kyc.step.waiting'), thrown: t('kyc.saveFailed') }));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { next, sending, unreachable };
}

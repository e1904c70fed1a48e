// A form step's local draft (web/offline/kyc-drafts.ts, sealed per user): what the form starts with,
// every change written to the device a moment after it is typed, and the steps the server has not
// accepted sent by themselves when the network returns or the page opens again. The server's status
// wins: once the application is under review or approved (or a write answers 409), drafts are dropped.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { KycPersonalSchema, KycQuestionnaireSchema, type KycApplication } from '../../../core/kyc';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { deleteKycDraft, markKycDraftSaved, pendingKycDrafts, readKycDraft, saveKycDraft, type KycDraftStep } from '../../offline/kyc-drafts';
import { isUnreachable } from '../../offline/network-first';
import { applicationChanged, applicationSaved, fetchOwnApplication, kycKeys, savePersonal, saveQuestionnaire } from './api/kyc-api';
import {
  draftBase,
  draftWins,
  PERSONAL_RULES,
  QUESTIONNAIRE_RULES,
  readDraftRecord,
  stepChanged,
  stepStart,
  type DraftRecord,
  type KnownApplication,
  type StepRules,
  type StepStart,
} from './kyc-form-values';

/** Typing is written to the device this long after the last key. */
const AUTOSAVE_DELAY_MS = 150;

export function writeDraft<V>(userId: string, step: KycDraftStep, record: DraftRecord<V>, pending: boolean): Promise<void> {
  return saveKycDraft(userId, step, record as unknown as Record<string, unknown>, pending).catch(() => undefined);
}

/**
 * The form's start, read once per user and per "server known or not" (`application` undefined is
 * offline): later answers of the server do not reset what is being typed.
 */
export function useStepStart<V extends object>(step: KycDraftStep, rules: StepRules<V>, userId: string, application: KnownApplication): StepStart<V> | null {
  const key = `${userId}:${application === undefined ? 'offline' : 'online'}`;
  const [start, setStart] = useState<{ key: string; value: StepStart<V> } | null>(null);
  const started = start?.key === key;
  useEffect(() => {
    if (started) return;
    let cancelled = false;
    void readKycDraft(userId, step)
      .catch(() => undefined)
      .then((draft) => {
        if (cancelled) return;
        const value = stepStart(rules, application, draft);
        if (value.dropDraft) void deleteKycDraft(userId, step).catch(() => undefined);
        // The form (a tab of fields, the country lists) is drawn as a transition: in slices the browser
        // can interleave with its own work, the tab's loader showing until it is ready.
        startTransition(() => setStart({ key, value }));
      });
    return () => {
      cancelled = true;
    };
  }, [started, key, userId, step, rules, application]);
  return started ? start.value : null;
}

interface AutosaveOptions<V> {
  step: KycDraftStep;
  rules: StepRules<V>;
  userId: string;
  application: KnownApplication;
  start: StepStart<V>;
  /** Off while the application is read-only. */
  enabled: boolean;
}

/** Writes the form to its sealed draft shortly after each change (and at once when the form goes away). */
export function useDraftAutosave<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, { step, rules, userId, application, start, enabled }: AutosaveOptions<V>): void {
  // Read when the write happens, so a save answered in between is counted.
  const latest = useRef({ application, start });
  useEffect(() => {
    latest.current = { application, start };
  }, [application, start]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      const values = form.getValues();
      const { application: known, start: from } = latest.current;
      void writeDraft(userId, step, { form: values, base: draftBase(rules, known, from) }, stepChanged(rules, values, known, from));
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(write, AUTOSAVE_DELAY_MS);
    });
    // A reload or a closed tab runs no React clean-up: the last keys go now.
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, enabled, userId, step, rules]);
}

// ---- Sending pending steps by themselves ----------------------------------------------------------------

interface SyncStep {
  step: KycDraftStep;
  rules: StepRules<object>;
  /** The request for a draft's values, or null when they break a rule. */
  request: (form: object, applicationId: string | null) => (() => Promise<KycApplication>) | null;
}

const STEPS: SyncStep[] = [
  {
    step: 'personal',
    rules: PERSONAL_RULES as unknown as StepRules<object>,
    request: (form, applicationId) => {
      const parsed = v.safeParse(KycPersonalSchema, { ...form, application_id: applicationId });
      return parsed.success ? () => savePersonal(parsed.output) : null;
    },
  },
  {
    step: 'questionnaire',
    rules: QUESTIONNAIRE_RULES as unknown as StepRules<object>,
    request: (form, applicationId) => {
      const parsed = v.safeParse(KycQuestionnaireSchema, { ...form, application_id: applicationId });
      return parsed.success ? () => saveQuestionnaire(parsed.output) : null;
    },
  },
];

export type SyncOutcome = { sent: KycDraftStep[]; closed: boolean };

const running = new Map<string, Promise<SyncOutcome>>();

async function syncOnce(userId: string, queryClient: QueryClient): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: [], closed: false };
  const drafts = await pendingKycDrafts(userId).catch(() => []);
  if (drafts.length === 0) return outcome;
  let application: KycApplication | null;
  try {
    application = await fetchOwnApplication();
  } catch {
    return outcome;
  }
  queryClient.setQueryData(kycKeys.own(userId), application);
  const forget = () => Promise.all(drafts.map((draft) => deleteKycDraft(userId, draft.step).catch(() => undefined)));
  if (application && !application.can.edit) {
    await forget();
    return { ...outcome, closed: true };
  }
  for (const { step, rules, request } of STEPS) {
    const draft = drafts.find((found) => found.step === step);
    if (!draft) continue;
    const record = readDraftRecord(draft.values, rules.empty);
    if (!draftWins(rules, { ...draft, record }, application)) {
      await deleteKycDraft(userId, step).catch(() => undefined);
      continue;
    }
    // A step that breaks a rule stays pending: "Siguiente" shows the errors on its fields.
    const send = request(record.form, application?.id ?? null);
    if (!send) continue;
    try {
      application = await send();
      applicationSaved(queryClient, userId, application);
      await markKycDraftSaved(userId, step).catch(() => undefined);
      outcome.sent.push(step);
    } catch (error) {
      if (isUnreachable(error)) return outcome;
      if (error instanceof ApiError && error.code === 'kyc_not_editable') {
        await forget();
        await applicationChanged(queryClient, userId);
        return { ...outcome, closed: true };
      }
      // Any other refusal leaves the step pending for "Siguiente" to show.
    }
  }
  return outcome;
}

/** Sends the user's pending steps; one run at a time per user (the page's mount and 'online' may meet). */
export function syncPendingKycDrafts(userId: string, queryClient: QueryClient): Promise<SyncOutcome> {
  const current = running.get(userId);
  if (current) return current;
  const run = syncOnce(userId, queryClient).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

/** On the page's mount and whenever the network returns: pending steps go, and the application is read again. */
export function useKycDraftSync(userId: string): void {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = (reread: boolean) => {
      void syncPendingKycDrafts(userId, queryClient).then(({ sent, closed }) => {
        if (sent.length > 0) toast.success(t('kyc.saved'));
        if (closed) toast.info(t('kyc.step.draftsDropped'));
        if (reread) void queryClient.invalidateQueries({ queryKey: kycKeys.own(userId) });
      });
    };
    const onOnline = () => sync(true);
    sync(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId, queryClient, toast, t]);
}

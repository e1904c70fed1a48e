// /dashboard/kyc-verification (spec 001 §2 "KYC verification (user)"): the investor's own application in
// four tabs — personal information, documents, questionnaire, review — with its status badge, the
// notices of its state (under review, rejected with the reason, approved) and 'Anterior' / 'Siguiente'
// at the bottom of each tab. Works offline: the form steps are kept sealed on the device and sent when
// the network returns, documents wait in the upload queue; when the application cannot be loaded for
// want of a network, the page says so and the steps go on from what this device holds.
import { useCallback, useDeferredValue, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { alertCircleOutline, cloudOfflineOutline, hourglassOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import type { KycApplication } from '../../../core/kyc';
import { useOnline } from '../../shell/online-status';
import { useProfile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { panelId, TabList, tabPanelProps, type TabItem } from '../../components/tab-list';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { resumeKycUploads, type QueuedUpload } from '../../offline/kyc-upload-queue';
import { isUnreachable } from '../../offline/network-first';
import { kycKeys, ownApplicationQuery } from './api/kyc-api';
import { KycDocumentsTab } from './kyc-documents-tab';
import { KYC_TABS, QUESTIONNAIRE_RULES, type FormSteps, type KnownApplication, type KycTab, type StepState } from './kyc-form-values';
import { applicationStatusBadge } from '../../components/kyc-summary/kyc-labels';
import { KycPersonalTab } from './kyc-personal-tab';
import { KycQuestionnaireTab } from './kyc-questionnaire-tab';
import { KycReviewTab } from './kyc-review-tab';
import { WalletChangePanel } from './wallet-change';
import { useUnopenedStepState } from './kyc-step-state';
import { useKycDraftSync, useStepStart } from './use-kyc-draft';
import './kyc.css';

const TAB_LABELS = {
  personal: 'kyc.tab.personal',
  documents: 'kyc.tab.documents',
  questionnaire: 'kyc.tab.questionnaire',
  review: 'kyc.tab.review',
} as const;

/** The upload queue runs for this user while the app is open; a settled upload brings the application up to date. */
function useKycUploads(userId: string): void {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    resumeKycUploads(userId, (upload: QueuedUpload) => {
      void queryClient.invalidateQueries({ queryKey: kycKeys.own(userId) });
      // A stored document shows 'Subido' on its line; a refusal is also worth a toast, the investor may be on another tab.
      if (upload.state === 'failed') toast.error(upload.error?.trim() || t('kyc.upload.failed'));
    });
  }, [userId, queryClient, toast, t]);
}

function StateNotices({ application, online }: { application: KnownApplication; online: boolean }) {
  const t = useT();
  return (
    <>
      {application === undefined ? (
        <Callout tone="neutral" icon={cloudOfflineOutline} role="status" className="kyc-notice">
          <div>
            <p>{t('kyc.loadError')}</p>
            <p>{t('kyc.offline.unknown')}</p>
          </div>
        </Callout>
      ) : !online ? (
        <Callout tone="neutral" icon={cloudOfflineOutline} role="status" className="kyc-notice">
          <p>{t('kyc.offline.known')}</p>
        </Callout>
      ) : null}
      {application?.status === 'SUBMITTED' ? (
        <Callout tone="neutral" icon={hourglassOutline} role="status" className="kyc-notice">
          <p data-testid="kyc-under-review">{t('kyc.notice.submitted')}</p>
        </Callout>
      ) : null}
      {application?.status === 'APPROVED' ? (
        <Callout tone="neutral" icon={shieldCheckmarkOutline} role="status" className="kyc-notice">
          <p>{t('kyc.notice.approved')}</p>
        </Callout>
      ) : null}
      {application?.rejection_reason ? (
        <Callout tone="danger" icon={alertCircleOutline} className="kyc-notice">
          <p data-testid="kyc-rejection">{t('kyc.notice.rejected', { reason: application.rejection_reason })}</p>
        </Callout>
      ) : null}
    </>
  );
}

function KycWorkspace({ userId, application }: { userId: string; application: KnownApplication }) {
  const t = useT();
  const online = useOnline();
  const idBase = useId();
  const [tab, setTab] = useState<KycTab>('personal');
  // The first tab is drawn with the page, another when it is first opened; an opened tab stays drawn,
  // so what was typed in it survives a switch. Drawing the hidden tabs (the documents' lines, the
  // questionnaire's form) with the page was a fifth of its main-thread work, for tabs a visit may not open.
  const [opened, setOpened] = useState<ReadonlySet<KycTab>>(() => new Set([tab]));
  // Null until the step's form (or, for a tab not opened, its start) reports: the device's draft is read first.
  const [steps, setSteps] = useState<FormSteps>({ personal: null, questionnaire: null });
  // Read here, not in the tab: the review needs the questionnaire's state before its tab is opened.
  const questionnaireStart = useStepStart('questionnaire', QUESTIONNAIRE_RULES, userId, application);
  const editable = application ? application.can.edit : true;
  // Forms start again once the server's application is known (offline they started from the device).
  const mode = application === undefined ? 'offline' : 'online';

  const show = (next: KycTab) => {
    setTab(next);
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
  };
  /** 'Anterior' / 'Siguiente': the new tab's panel, shown at once, takes focus (and scrolls into view). */
  const goTo = (next: KycTab) => {
    flushSync(() => show(next));
    document.getElementById(panelId(idBase, next))?.focus();
  };
  /** The tab before or after `from`: each panel's buttons know their own place, whatever is shown when a save ends. */
  const step = (from: KycTab, offset: 1 | -1) => () => goTo(KYC_TABS[KYC_TABS.indexOf(from) + offset] ?? from);
  const onPersonalState = useCallback((state: StepState) => setSteps((current) => (current.personal === state ? current : { ...current, personal: state })), []);
  const onQuestionnaireState = useCallback(
    (state: StepState) => setSteps((current) => (current.questionnaire === state ? current : { ...current, questionnaire: state })),
    [],
  );
  useUnopenedStepState(opened.has('questionnaire'), { rules: QUESTIONNAIRE_RULES, application, start: questionnaireStart, onState: onQuestionnaireState });
  const waiting = steps.personal === 'waiting' || steps.questionnaire === 'waiting';

  const tabs: TabItem<KycTab>[] = KYC_TABS.map((id) => ({ id, label: t(TAB_LABELS[id]) }));
  return (
    <>
      <StateNotices application={application} online={online} />
      {application?.status === 'APPROVED' ? <WalletChangePanel userId={userId} application={application} /> : null}
      {waiting && online ? (
        <Callout tone="neutral" icon={cloudOfflineOutline} role="status" className="kyc-notice">
          <p>{t('kyc.step.waitingSomewhere')}</p>
        </Callout>
      ) : null}
      <div className="kyc-tabs">
        <TabList idBase={idBase} label={t('kyc.tabs')} tabs={tabs} active={tab} onSelect={show} />
        <div {...tabPanelProps(idBase, 'personal', tab)}>
          <KycPersonalTab key={mode} userId={userId} application={application} editable={editable} onNext={step('personal', 1)} onState={onPersonalState} />
        </div>
        <div {...tabPanelProps(idBase, 'documents', tab)}>
          {opened.has('documents') ? <KycDocumentsTab userId={userId} application={application} editable={editable} onNext={step('documents', 1)} onPrevious={step('documents', -1)} /> : null}
        </div>
        <div {...tabPanelProps(idBase, 'questionnaire', tab)}>
          {opened.has('questionnaire') ? (
            <KycQuestionnaireTab
              key={mode}
              userId={userId}
              application={application}
              editable={editable}
              onNext={step('questionnaire', 1)}
              onPrevious={step('questionnaire', -1)}
              onState={onQuestionnaireState}
              start={questionnaireStart}
            />
          ) : null}
        </div>
        <div {...tabPanelProps(idBase, 'review', tab)}>
          {/* Drawn only when shown: the summary repeats every value of the other tabs. */}
          {tab === 'review' ? <KycReviewTab userId={userId} application={application} steps={steps} onPrevious={step('review', -1)} /> : null}
        </div>
      </div>
    </>
  );
}

function KycHeader({ application }: { application: KnownApplication }) {
  const t = useT();
  const badge = application === undefined ? null : applicationStatusBadge(t, application?.status ?? 'DRAFT');
  return (
    <header className="dash-page-header cluster kyc-page__header">
      <h1 className="dash-title">{t('kyc.title')}</h1>
      {badge ? (
        <span data-testid="kyc-status-badge">
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </span>
      ) : null}
    </header>
  );
}

function KycScreen({ userId }: { userId: string }) {
  const t = useT();
  const query = useQuery(ownApplicationQuery(userId));
  useKycUploads(userId);
  useKycDraftSync(userId);
  // The workspace (the first tab's form, its country lists) is drawn in the background once the
  // application has arrived, in slices the browser can interleave with its own work; the loader stays
  // until it is ready.
  const pending = useDeferredValue(query.isPending) || query.isPending;

  if (pending) {
    return (
      <>
        <KycHeader application={undefined} />
        <ContentLoading label={t('kyc.loading')} />
      </>
    );
  }
  const data: KycApplication | null | undefined = query.data;
  if (data === undefined && !isUnreachable(query.error)) {
    return (
      <>
        <KycHeader application={undefined} />
        <AlertCallout className="kyc-notice">
          <p>{t('kyc.loadError')}</p>
        </AlertCallout>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('kyc.retry')}
        </Button>
      </>
    );
  }
  return (
    <>
      <KycHeader application={data} />
      <KycWorkspace userId={userId} application={data} />
    </>
  );
}

export function KycPage() {
  const t = useT();
  const profile = useProfile();
  useDashboardPage([{ label: t('kyc.title') }]);
  return <div className="kyc-page">{profile ? <KycScreen userId={profile.id} /> : <ContentLoading label={t('kyc.loading')} />}</div>;
}

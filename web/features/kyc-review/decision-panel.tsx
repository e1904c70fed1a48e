// The admin section of the review (spec 001 §2 "Admin KYC review", §5 "KYC admin rejection"): the comments,
// the copies asked for, 'Rechazar Solicitud' and 'Aprobar Solicitud'. An application no longer SUBMITTED
// (can.review false) shows the panel disabled with its status and rejection reason; the admin's own
// application shows it disabled with the server's reason (can.refusal). An approval proposed and waiting
// for a second admin (issue 57) shows "Pendiente de aprobación" where 'Aprobar Solicitud' was.
import { useId } from 'react';
import { informationCircleOutline } from 'ionicons/icons';
import { KYC_DOCUMENT_TYPES, type KycApplication } from '../../../core/kyc';
import { translate, translateMessage } from '../../../core/messages';
import { Button } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { Field, Textarea } from '../../components/field';
import { PendingApproval } from '../../components/pending-approval';
import { useLanguage, useT } from '../../i18n/i18n';
import type { ReviewDecisionState } from './review-decision';
import { REASON_KEYS, applicationStatus, documentLabel } from './review-labels';

function ClosedNote({ application }: { application: KycApplication }) {
  const t = useT();
  return (
    <Callout tone="neutral" icon={informationCircleOutline} role="status">
      <div>
        <p>{t('kycAdmin.decision.closed', { status: applicationStatus(t, application.status).label })}</p>
        {application.rejection_reason ? <p>{t('kycAdmin.decision.rejectionReason', { reason: application.rejection_reason })}</p> : null}
      </div>
    </Callout>
  );
}

function RequestedCopies({ decision }: { decision: ReviewDecisionState }) {
  const t = useT();
  const [language] = useLanguage();
  const requested = KYC_DOCUMENT_TYPES.flatMap((type) => {
    const request = decision.replacements[type];
    return request ? [{ type, reason: t(REASON_KEYS[request.reason]) }] : [];
  });
  if (requested.length === 0) return null;
  return (
    <Callout tone="warning" className="kyc-review-decision__requested">
      <div>
        <p>{t('kycAdmin.decision.requested')}</p>
        <ul>
          {requested.map(({ type, reason }) => (
            <li key={type}>{t('kycAdmin.decision.requestedItem', { document: documentLabel(type, language), reason })}</li>
          ))}
        </ul>
      </div>
    </Callout>
  );
}

export function DecisionPanel({ application, decision }: { application: KycApplication; decision: ReviewDecisionState }) {
  const t = useT();
  const [language] = useLanguage();
  const id = useId();
  const open = application.can.review;
  const { problems, sending } = decision;
  const copiesToFix = KYC_DOCUMENT_TYPES.filter((type) => problems?.documents[type]).map((type) => documentLabel(type, language));
  return (
    <section className="panel panel--box kyc-review-decision" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title kyc-review__section-title">
        {t('kycAdmin.decision.title')}
      </h2>
      {/* Once the application is read again as decided (a 409), the note below says why. */}
      {open && decision.failure ? (
        <AlertCallout>
          <p>{decision.failure}</p>
        </AlertCallout>
      ) : null}
      {application.pending_approval ? (
        <PendingApproval pending={application.pending_approval} />
      ) : open ? null : application.can.refusal ? (
        <Callout tone="neutral" icon={informationCircleOutline} role="status">
          <p>{translate(application.can.refusal, language)}</p>
        </Callout>
      ) : (
        <ClosedNote application={application} />
      )}
      <fieldset className="stack" disabled={!open || !!sending}>
        <Field
          id={`${id}-comments`}
          label={t('kycAdmin.decision.comments')}
          hint={t('kycAdmin.decision.commentsHint')}
          error={problems?.comments ? translateMessage(problems.comments, language) : undefined}
          announceError
        >
          {(control) => <Textarea {...control} rows={4} value={decision.comments} onChange={(event) => decision.setComments(event.target.value)} />}
        </Field>
        <RequestedCopies decision={decision} />
        {problems?.decision ? (
          <p className="field__error" role="alert">
            {translateMessage(problems.decision, language)}
          </p>
        ) : null}
        {copiesToFix.length ? (
          <p className="field__error" role="alert">
            {t('kycAdmin.decision.fixCopies', { documents: copiesToFix.join(', ') })}
          </p>
        ) : null}
        <div className="cluster kyc-review-decision__actions">
          <Button variant="danger-outline" onClick={() => decision.decide('REJECTED')}>
            {sending === 'REJECTED' ? t('kycAdmin.decision.sending') : t('kycAdmin.decision.reject')}
          </Button>
          {application.pending_approval ? null : (
            <Button variant="primary" onClick={() => decision.decide('APPROVED')}>
              {sending === 'APPROVED' ? t('kycAdmin.decision.sending') : t('kycAdmin.decision.approve')}
            </Button>
          )}
        </div>
      </fieldset>
    </section>
  );
}

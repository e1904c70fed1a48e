// The parts of a request both the table and the cards show: what approving will do (and on what, with
// a link to it), who proposed it and why, the time left, who decided it and what they said, its state,
// and the decision buttons or why the caller may not decide it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApprovalPerson, ApprovalRequest } from '../../../core/approvals';
import { translateMessage } from '../../../core/messages';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { useLanguage, useT } from '../../i18n/i18n';
import { useProfile } from '../../shell/session';
import { approvalInstant, countdownText, effectAmount, effectText, KIND_KEYS, personName, STATUS_KEYS, STATUS_TONES } from './approval-labels';
import { DecisionDialog } from './decision-dialog';
import type { ApprovalDecision } from './api/approval-mutations';
import { useNow } from './use-now';

/** The countdown moves once a minute: its finest unit. */
const COUNTDOWN_TICK_MS = 30_000;

export function EffectCell({ approval }: { approval: ApprovalRequest }) {
  const t = useT();
  const amount = effectAmount(t, approval);
  return (
    <>
      <span className="meta-text approval__kind">{t(KIND_KEYS[approval.kind])}</span>
      <span className="approval__effect">{effectText(t, approval)}</span>
      {amount ? <span className="meta-text approval__line">{amount}</span> : null}
      <Link className="text-link approval__line" to={approval.subject.path}>
        {approval.subject.label}
      </Link>
    </>
  );
}

function Person({ person, at }: { person: ApprovalPerson; at: string | null }) {
  const t = useT();
  const [language] = useLanguage();
  const profile = useProfile();
  const name = personName(person);
  return (
    <>
      <span className="approval__person">{profile?.id === person.id ? t('approvals.person.you', { name }) : name}</span>
      {at ? <span className="meta-text approval__line">{approvalInstant(at, language)}</span> : null}
    </>
  );
}

export const MakerCell = ({ approval }: { approval: ApprovalRequest }) => <Person person={approval.maker} at={approval.created_at} />;

export const ReasonCell = ({ approval }: { approval: ApprovalRequest }) => <span className="approval__text">{approval.reason?.trim() || '—'}</span>;

export function CheckerCell({ approval }: { approval: ApprovalRequest }) {
  if (!approval.checker) return <>—</>;
  return <Person person={approval.checker} at={approval.decided_at} />;
}

export const CommentCell = ({ approval }: { approval: ApprovalRequest }) => <span className="approval__text">{approval.decision_comment?.trim() || '—'}</span>;

/** "Caduca en 47 h 12 min", moving while the screen is open, with the deadline itself below. */
export function CountdownCell({ approval }: { approval: ApprovalRequest }) {
  const t = useT();
  const [language] = useLanguage();
  const now = useNow(COUNTDOWN_TICK_MS);
  return (
    <>
      <span className="approval__countdown">{countdownText(t, approval.expires_at, now)}</span>
      <time className="meta-text approval__line" dateTime={approval.expires_at}>
        {t('approvals.until', { date: approvalInstant(approval.expires_at, language) })}
      </time>
    </>
  );
}

export function StatusBadge({ approval }: { approval: ApprovalRequest }) {
  const t = useT();
  return <Badge tone={STATUS_TONES[approval.status]}>{t(STATUS_KEYS[approval.status])}</Badge>;
}

/** 'Aprobar' and 'Rechazar' when the server lets the caller decide; else its reason (their own request). */
export function DecisionActions({ approval }: { approval: ApprovalRequest }) {
  const t = useT();
  const [language] = useLanguage();
  const [deciding, setDeciding] = useState<ApprovalDecision | null>(null);
  if (!approval.can.decide) {
    return approval.can.refusal ? <span className="meta-text approval__refusal">{translateMessage(approval.can.refusal.message, language)}</span> : null;
  }
  const effect = effectText(t, approval);
  return (
    <div className="cluster approval__actions">
      <Button variant="danger-outline" className="dash-button--small" aria-label={t('approvals.rejectNamed', { effect })} onClick={() => setDeciding('reject')}>
        {t('approvals.reject')}
      </Button>
      <Button variant="primary" className="dash-button--small" aria-label={t('approvals.approveNamed', { effect })} onClick={() => setDeciding('approve')}>
        {t('approvals.approve')}
      </Button>
      {deciding ? <DecisionDialog approval={approval} decision={deciding} onClose={() => setDeciding(null)} /> : null}
    </div>
  );
}

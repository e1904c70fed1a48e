// The pieces of an investor that the table and the phone cards share (spec 001 §2 "Verified investors"):
// the status badge, the KYC date, the block/unblock button, the toggle that shows the investments, and
// the investments per project with their links (blocked tokens, history, block tokens).
import { Icon } from '../../components/icon';
import { chevronDownOutline, lockClosedOutline, lockOpenOutline } from 'ionicons/icons';
import { investorName, mayBlockMoreTokens, type Investor, type InvestorProject } from '../../../core/investors';
import { Badge } from '../../components/badge';
import { Button, buttonClass } from '../../components/button';
import '../../components/icon-button.css';
import { useT } from '../../i18n/i18n';
import { isBlocked } from '../../../core/users';
import { euros, investorStatusLabel, investorStatusTone } from './investor-labels';
import { PendingApproval } from '../../components/pending-approval';

/** What a click on the list asks for; the page opens the matching dialog. */
export type InvestorIntent =
  | { kind: 'block' | 'unblock'; investor: Investor }
  | { kind: 'blockTokens' | 'blockedTokens' | 'history'; investor: Investor; line: InvestorProject };

export type OnIntent = (intent: InvestorIntent) => void;

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={investorStatusTone(status)}>{investorStatusLabel(t, status)}</Badge>;
}

/**
 * 'Bloquear' for an active investor, 'Desbloquear' for a blocked one, named for screen readers. `compact`:
 * the icon alone, for the table beside the sidebar; the word stays as its tooltip. An unblock proposed
 * and waiting for a second person (issue 57) says so instead.
 */
export function InvestorBlockButton({ investor, onIntent, compact = false }: { investor: Investor; onIntent: OnIntent; compact?: boolean }) {
  const t = useT();
  const blocked = isBlocked(investor);
  if (blocked && investor.pending_approval?.kind === 'investor.unblock') return <PendingApproval pending={investor.pending_approval} compact />;
  const label = t(blocked ? 'investors.unblock' : 'investors.block');
  return (
    <Button
      variant={blocked ? 'secondary' : 'danger-outline'}
      className={compact ? 'dash-button--small dash-button--square investor-block' : 'dash-button--small investor-block'}
      aria-label={t(blocked ? 'investors.unblockNamed' : 'investors.blockNamed', { name: investorName(investor) })}
      title={compact ? label : undefined}
      onClick={() => onIntent({ kind: blocked ? 'unblock' : 'block', investor })}
    >
      <Icon icon={blocked ? lockOpenOutline : lockClosedOutline} />
      {compact ? null : label}
    </Button>
  );
}

interface ExpandToggleProps {
  investor: Investor;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  /** Cards: the count in words beside the chevron; the table: the chevron alone, named for screen readers. */
  labelled?: boolean;
}

export function ExpandToggle({ investor, expanded, controls, onToggle, labelled = false }: ExpandToggleProps) {
  const t = useT();
  const name = t('investors.expand', { name: investorName(investor) });
  // aria-controls only while open: the list it names exists only then.
  return (
    <button
      type="button"
      className={labelled ? buttonClass('secondary', 'dash-button--small dash-button--tall') : 'icon-button'}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={labelled ? undefined : name}
      title={labelled ? undefined : name}
      onClick={onToggle}
    >
      {labelled ? (
        <span>
          {t('investors.showHoldings', { count: investor.investments.length })}
          <span className="visually-hidden"> {t('investors.ofName', { name: investorName(investor) })}</span>
        </span>
      ) : null}
      <Icon icon={chevronDownOutline} className="investor-expand__icon" />
    </button>
  );
}

/** A link-like button inside a project line, its visible words followed by the project for screen readers. */
function LineAction({ label, project, danger = false, onClick }: { label: string; project: string; danger?: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={danger ? 'link-button investor-line__action investor-line__action--danger' : 'link-button investor-line__action'} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {t('investors.inProject', { project })}</span>
    </button>
  );
}

/**
 * The investor's holdings, one line per project (spec 001 §2): name, tokens, euros; the blocked tokens
 * when there are any, the history, and 'Bloquear tokens' while some are still unblocked (spec 001 §4)
 * for those who may block.
 */
export function HoldingLines({ investor, canBlock, onIntent, id }: { investor: Investor; canBlock: boolean; onIntent: OnIntent; id: string }) {
  const t = useT();
  if (investor.investments.length === 0) {
    return (
      <p id={id} className="meta-text investor-lines">
        {t('investors.noHoldings')}
      </p>
    );
  }
  return (
    <ul id={id} className="plain-list stack investor-lines" aria-label={t('investors.holdings', { name: investorName(investor) })}>
      {investor.investments.map((line) => (
        <li key={line.project_id} className="investor-line">
          <span className="investor-line__project">{line.project_name}</span>
          <span className="row cluster--spread investor-line__figures">
            <span>{t('investors.tokens', { count: line.total_tokens })}</span>
            <span>{euros(line.total_amount)}</span>
          </span>
          <span className="cluster investor-line__actions">
            {line.total_tokens_blocked > 0 ? (
              <LineAction
                label={t('investors.blockedLink', { count: line.total_tokens_blocked })}
                project={line.project_name}
                onClick={() => onIntent({ kind: 'blockedTokens', investor, line })}
              />
            ) : null}
            <LineAction label={t('investors.history')} project={line.project_name} onClick={() => onIntent({ kind: 'history', investor, line })} />
            {canBlock && mayBlockMoreTokens(line) ? (
              <LineAction label={t('investors.blockTokens')} project={line.project_name} danger onClick={() => onIntent({ kind: 'blockTokens', investor, line })} />
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

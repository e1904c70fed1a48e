// The pieces of an audit entry that the table and the phone cards share: when, who, what, on what, and
// the button that opens what it changed.
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon';
import { chevronForwardOutline } from 'ionicons/icons';
import type { AuditEntry } from '../../../core/audit';
import { buttonClass } from '../../components/button';
import '../../components/icon-button.css';
import { EmailAddress } from '../../components/email-address';
import { useLanguage, useT } from '../../i18n/i18n';
import { actionLabel, actorName, auditInstant, auditInstantParts, targetLabel, targetPath } from './audit-labels';

/** The day, and the time below it. */
export function EntryInstant({ entry }: { entry: AuditEntry }) {
  const [language] = useLanguage();
  const [day, time] = auditInstantParts(entry.created_at, language);
  return (
    <time dateTime={entry.created_at} className="audit-instant">
      <span>{day}</span> <span>{time}</span>
    </time>
  );
}

/** The actor's name with their e-mail below, or 'Sistema'. */
export function ActorCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { actor } = entry;
  return (
    <span className="stack stack--tight">
      <span className="audit-actor__name">{actorName(t, actor)}</span>
      {actor && actor.name?.trim() ? (
        <span className="meta-text audit-actor__email">
          <EmailAddress email={actor.email} />
        </span>
      ) : null}
    </span>
  );
}

/** The action's name, and its code when the name is not the code itself. */
export function ActionCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const label = actionLabel(t, entry.action);
  return (
    <span className="stack stack--tight">
      <span className="audit-action__label">{label}</span>
      {label !== entry.action ? <code className="mono audit-action__code">{entry.action}</code> : null}
    </span>
  );
}

/** The target's type and id, the id a link when the target has a page. */
export function TargetCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const path = targetPath(entry);
  const id = <code className="mono">{entry.target_id}</code>;
  return (
    <span className="stack stack--tight">
      <span className="audit-target__type">{targetLabel(t, entry.target_type)}</span>
      {path ? (
        <Link to={path} className="audit-target__link">
          {id}
        </Link>
      ) : (
        id
      )}
    </span>
  );
}

/**
 * Opens what the entry changed: 'Ver cambios' / 'Ocultar cambios' on a card, a chevron at the start of a
 * table row; named for screen readers by the action and its instant either way (many rows read alike).
 */
export function DetailsToggle({ entry, open, controls, onToggle, icon = false }: { entry: AuditEntry; open: boolean; controls: string; onToggle: () => void; icon?: boolean }) {
  const t = useT();
  const [language] = useLanguage();
  const label = t(open ? 'audit.details.hide' : 'audit.details.show');
  const named = t('audit.details.named', { action: actionLabel(t, entry.action), date: auditInstant(entry.created_at, language) });
  return (
    <button
      type="button"
      className={icon ? 'icon-button audit-toggle--icon' : buttonClass('secondary', 'dash-button--tall audit-toggle--wide')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {icon ? <Icon icon={chevronForwardOutline} /> : label}
      <span className="visually-hidden">{icon ? `${label} ${named}` : ` ${named}`}</span>
    </button>
  );
}

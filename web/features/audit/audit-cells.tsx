// The pieces of an audit entry that the table and the phone cards share: when, who, what, on what, and
// the button that opens what it changed.
import { Link } from 'react-router-dom';
import type { AuditEntry } from '../../../core/audit';
import { Button } from '../../components/button';
import { useLanguage, useT } from '../../i18n/i18n';
import { actionLabel, actorName, auditInstant, targetLabel, targetPath } from './audit-labels';

export function EntryInstant({ entry }: { entry: AuditEntry }) {
  const [language] = useLanguage();
  return <time dateTime={entry.created_at}>{auditInstant(entry.created_at, language)}</time>;
}

/** The actor's name with their e-mail below, or 'Sistema'. */
export function ActorCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { actor } = entry;
  return (
    <span className="audit-actor">
      <span className="audit-actor__name">{actorName(t, actor)}</span>
      {actor && actor.name?.trim() ? <span className="audit-actor__email">{actor.email}</span> : null}
    </span>
  );
}

/** The action's name, and its code when the name is not the code itself. */
export function ActionCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const label = actionLabel(t, entry.action);
  return (
    <span className="audit-action">
      <span className="audit-action__label">{label}</span>
      {label !== entry.action ? <code className="audit-action__code">{entry.action}</code> : null}
    </span>
  );
}

/** The target's type and id, the id a link when the target has a page. */
export function TargetCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const path = targetPath(entry);
  const id = <code className="audit-target__id">{entry.target_id}</code>;
  return (
    <span className="audit-target">
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

/** 'Ver cambios' / 'Ocultar cambios', named for screen readers by the action and its instant. */
export function DetailsToggle({ entry, open, controls, onToggle, wide = false }: { entry: AuditEntry; open: boolean; controls: string; onToggle: () => void; wide?: boolean }) {
  const t = useT();
  const [language] = useLanguage();
  return (
    <Button variant="secondary" className={wide ? 'audit-toggle audit-toggle--wide' : 'audit-toggle'} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {t(open ? 'audit.details.hide' : 'audit.details.show')}{' '}
      <span className="visually-hidden">{t('audit.details.named', { action: actionLabel(t, entry.action), date: auditInstant(entry.created_at, language) })}</span>
    </Button>
  );
}

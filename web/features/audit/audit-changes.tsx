// An entry opened: each field it recorded as before → after (or its value, unchanged), and its hash.
import type { AuditEntry } from '../../../core/audit';
import '../../components/badge.css';
import { useT } from '../../i18n/i18n';
import { changesOf } from './audit-labels';

export function AuditChanges({ entry, id }: { entry: AuditEntry; id: string }) {
  const t = useT();
  const changes = changesOf(entry.before, entry.after);
  return (
    <section className="panel stack audit-changes" id={id} aria-label={t('audit.details.title')}>
      {changes.length === 0 ? (
        <p className="meta-text">{t('audit.details.none')}</p>
      ) : (
        <dl className="stack audit-changes__list">
          {changes.map((change) => (
            <div key={change.field} className="audit-change">
              <dt>{change.field}</dt>
              <dd>
                {change.changed ? (
                  <>
                    <span className="badge badge--danger">
                      <span className="visually-hidden">{t('audit.details.before')}: </span>
                      {change.before}
                    </span>
                    <span className="meta-text" aria-hidden="true">
                      →
                    </span>
                    <span className="badge badge--success audit-change__after">
                      <span className="visually-hidden">{t('audit.details.after')}: </span>
                      {change.after}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="badge badge--neutral">{change.after}</span> <span className="meta-text">({t('audit.details.unchanged')})</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="meta-text audit-changes__hash">
        <span>{t('audit.details.hash')}</span> <code>{entry.hash ?? t('audit.details.noHash')}</code>
      </p>
    </section>
  );
}

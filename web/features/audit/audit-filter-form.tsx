// The audit screen's filters: actor, action, target type and id, and a range of days. Applied with the
// button (or Enter) after the same checks the server makes; 'Quitar filtros' shows everything again.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AuditFilter } from '../../../core/audit';
import { translateMessage } from '../../../core/messages';
import { Button } from '../../components/button';
import { useLanguage, useT } from '../../i18n/i18n';
import { EMPTY_DRAFT, checkDraft, draftOf, type AuditFilterField, type DraftErrors, type FilterDraft } from './audit-filters';
import { TARGET_KEYS, actionGroups, actionLabel, targetLabel } from './audit-labels';

interface FieldProps {
  label: string;
  /** A day of the range: on a phone the two sit side by side. */
  day?: boolean;
  hint?: string;
  error?: string;
  /** The control, given its id and description. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

function FilterField({ label, day = false, hint, error, children }: FieldProps) {
  const [language] = useLanguage();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={day ? 'audit-filter audit-filter--day' : 'audit-filter'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="audit-filter__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="audit-filter__error">
          {translateMessage(error, language)}
        </p>
      ) : null}
    </div>
  );
}

/** The known values as options, and the current one too when the screen does not know it. */
function unknownOption(value: string, known: readonly string[]) {
  return value && !known.includes(value) ? <option value={value}>{value}</option> : null;
}

export function AuditFilterForm({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filter));
  const [errors, setErrors] = useState<DraftErrors>({});
  const groups = actionGroups();
  const knownActions = groups.flatMap((group) => group.actions);
  const knownTargets = Object.keys(TARGET_KEYS);

  const edit = (field: AuditFilterField) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onApply(checked.filter);
  };
  const clear = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    onApply({});
  };

  return (
    <form className="audit-filters" role="search" aria-label={t('audit.filters.label')} onSubmit={submit} noValidate>
      <FilterField label={t('audit.filters.actor')} hint={t('audit.filters.actorHint')} error={errors.actor}>
        {(control) => <input {...control} type="text" autoComplete="off" spellCheck={false} value={draft.actor} onChange={edit('actor')} />}
      </FilterField>
      <FilterField label={t('audit.filters.action')} error={errors.action}>
        {(control) => (
          <select {...control} value={draft.action} onChange={edit('action')}>
            <option value="">{t('audit.filters.allActions')}</option>
            {unknownOption(draft.action, knownActions)}
            {groups.map(({ group, actions }) => (
              <optgroup key={group} label={t(group)}>
                {actions.map((action) => (
                  <option key={action} value={action}>
                    {actionLabel(t, action)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label={t('audit.filters.targetType')} error={errors.target_type}>
        {(control) => (
          <select {...control} value={draft.target_type} onChange={edit('target_type')}>
            <option value="">{t('audit.filters.allTargets')}</option>
            {unknownOption(draft.target_type, knownTargets)}
            {knownTargets.map((type) => (
              <option key={type} value={type}>
                {targetLabel(t, type)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
      <FilterField label={t('audit.filters.targetId')} error={errors.target_id}>
        {(control) => <input {...control} type="text" autoComplete="off" spellCheck={false} value={draft.target_id} onChange={edit('target_id')} />}
      </FilterField>
      <FilterField label={t('audit.filters.from')} error={errors.from} day>
        {(control) => <input {...control} type="date" value={draft.from} onChange={edit('from')} />}
      </FilterField>
      <FilterField label={t('audit.filters.to')} error={errors.to} day>
        {(control) => <input {...control} type="date" value={draft.to} onChange={edit('to')} />}
      </FilterField>
      <div className="audit-filters__actions">
        <p className="audit-filters__zone">{t('audit.filters.timeZone')}</p>
        <Button variant="secondary" onClick={clear}>
          {t('audit.filters.clear')}
        </Button>
        <Button variant="primary" type="submit">
          {t('audit.filters.apply')}
        </Button>
      </div>
    </form>
  );
}

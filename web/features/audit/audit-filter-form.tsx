// The audit screen's filters: actor, action, target type and id, and a range of days. Applied with the
// button (or Enter) after the same checks the server makes; 'Quitar filtros' shows everything again.
import { useState, type FormEvent } from 'react';
import type { AuditFilter } from '../../../core/audit';
import { translateMessage } from '../../../core/messages';
import { Button } from '../../components/button';
import { Field, Select, TextInput, type FieldProps } from '../../components/field';
import { useLanguage, useT } from '../../i18n/i18n';
import { EMPTY_DRAFT, checkDraft, draftOf, type AuditFilterField, type DraftErrors, type FilterDraft } from './audit-filters';
import { TARGET_KEYS, actionGroups, actionLabel, targetLabel } from './audit-labels';

/** A field of the form; a day of the range sits beside the other one on a phone. */
function FilterField({ day = false, error, ...field }: Omit<FieldProps, 'className' | 'error'> & { day?: boolean; error?: string | undefined }) {
  const [language] = useLanguage();
  return <Field {...field} className={day ? 'audit-filter--day' : 'audit-filter'} error={error ? translateMessage(error, language) : undefined} />;
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
        {(control) => <TextInput {...control} type="text" autoComplete="off" spellCheck={false} value={draft.actor} onChange={edit('actor')} />}
      </FilterField>
      <FilterField label={t('audit.filters.action')} error={errors.action}>
        {(control) => (
          <Select {...control} value={draft.action} onChange={edit('action')} placeholder={t('audit.filters.allActions')}>
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
          </Select>
        )}
      </FilterField>
      <FilterField label={t('audit.filters.targetType')} error={errors.target_type}>
        {(control) => (
          <Select {...control} value={draft.target_type} onChange={edit('target_type')} placeholder={t('audit.filters.allTargets')}>
            {unknownOption(draft.target_type, knownTargets)}
            {knownTargets.map((type) => (
              <option key={type} value={type}>
                {targetLabel(t, type)}
              </option>
            ))}
          </Select>
        )}
      </FilterField>
      <FilterField label={t('audit.filters.targetId')} error={errors.target_id}>
        {(control) => <TextInput {...control} type="text" autoComplete="off" spellCheck={false} value={draft.target_id} onChange={edit('target_id')} />}
      </FilterField>
      <FilterField label={t('audit.filters.from')} error={errors.from} day>
        {(control) => <TextInput {...control} type="date" value={draft.from} onChange={edit('from')} />}
      </FilterField>
      <FilterField label={t('audit.filters.to')} error={errors.to} day>
        {(control) => <TextInput {...control} type="date" value={draft.to} onChange={edit('to')} />}
      </FilterField>
      <div className="cluster audit-filters__actions">
        <p className="meta-text audit-filters__zone">{t('audit.filters.timeZone')}</p>
        <Button variant="secondary" className="dash-button--tall" onClick={clear}>
          {t('audit.filters.clear')}
        </Button>
        <Button variant="primary" className="dash-button--tall" type="submit">
          {t('audit.filters.apply')}
        </Button>
      </div>
    </form>
  );
}

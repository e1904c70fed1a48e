// "Pedir nueva copia" for one document (beyond the spec): a coded reason, and a comment the investor reads,
// required with "other". The request travels with a rejection, so the investor re-uploads only this one.
import { REPLACEMENT_REASONS, type ReplacementReason } from '../../../core/kyc';
import { translateMessage, type MessageKey } from '../../../core/messages';
import { Field, Select, Textarea } from '../../components/field';
import { useLanguage, useT } from '../../i18n/i18n';
import type { ReplacementDraft } from './review-body';
import { REASON_KEYS } from './review-labels';

interface ReplacementFieldProps {
  value: ReplacementDraft | undefined;
  onChange: (value: ReplacementDraft | undefined) => void;
  error?: MessageKey;
  disabled: boolean;
}

const FIRST_REASON: ReplacementReason = 'blurry';

export function ReplacementField({ value, onChange, error, disabled }: ReplacementFieldProps) {
  const t = useT();
  const [language] = useLanguage();
  return (
    <fieldset className={value ? 'kyc-review-copy kyc-review-copy--on' : 'kyc-review-copy'} disabled={disabled}>
      <label className="check kyc-review-copy__toggle">
        <input type="checkbox" checked={!!value} onChange={(event) => onChange(event.target.checked ? { reason: FIRST_REASON, comment: '' } : undefined)} />
        {t('kycAdmin.replacement.toggle')}
      </label>
      {value ? (
        <div className="stack kyc-review-copy__fields">
          <Field label={t('kycAdmin.replacement.reason')}>
            {({ id }) => (
              <Select
                id={id}
                value={value.reason}
                options={REPLACEMENT_REASONS.map((reason) => ({ value: reason, label: t(REASON_KEYS[reason]) }))}
                onChange={(event) => {
                  const reason = REPLACEMENT_REASONS.find((item) => item === event.target.value);
                  if (reason) onChange({ ...value, reason });
                }}
              />
            )}
          </Field>
          <Field label={t('kycAdmin.replacement.comment')} hint={t('kycAdmin.replacement.commentHint')} error={error ? translateMessage(error, language) : undefined}>
            {(control) => <Textarea {...control} rows={2} value={value.comment} onChange={(event) => onChange({ ...value, comment: event.target.value })} />}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}

// "Pedir nueva copia" for one document (beyond the spec): a coded reason, and a comment the investor reads,
// required with "other". The request travels with a rejection, so the investor re-uploads only this one.
import { useId } from 'react';
import { REPLACEMENT_REASONS, type ReplacementReason } from '../../../core/kyc';
import { translateMessage, type MessageKey } from '../../../core/messages';
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
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className={value ? 'kyc-review-copy kyc-review-copy--on' : 'kyc-review-copy'} disabled={disabled}>
      <label className="kyc-review-copy__toggle">
        <input type="checkbox" checked={!!value} onChange={(event) => onChange(event.target.checked ? { reason: FIRST_REASON, comment: '' } : undefined)} />
        {t('kycAdmin.replacement.toggle')}
      </label>
      {value ? (
        <div className="kyc-review-copy__fields">
          <div className="kyc-review-field">
            <label htmlFor={`${id}-reason`}>{t('kycAdmin.replacement.reason')}</label>
            <select
              id={`${id}-reason`}
              value={value.reason}
              onChange={(event) => {
                const reason = REPLACEMENT_REASONS.find((item) => item === event.target.value);
                if (reason) onChange({ ...value, reason });
              }}
            >
              {REPLACEMENT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(REASON_KEYS[reason])}
                </option>
              ))}
            </select>
          </div>
          <div className="kyc-review-field">
            <label htmlFor={`${id}-comment`}>{t('kycAdmin.replacement.comment')}</label>
            <textarea
              id={`${id}-comment`}
              rows={2}
              value={value.comment}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => onChange({ ...value, comment: event.target.value })}
            />
            <p id={hintId} className="kyc-review-field__hint">
              {t('kycAdmin.replacement.commentHint')}
            </p>
            {error ? (
              <p id={errorId} className="kyc-review-field__error">
                {translateMessage(error, language)}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

// Pieces every KYC tab shares: the step's state line (saved, kept on the device, waiting for the network,
// sending), the 'Anterior' / 'Siguiente' row at the bottom of a tab, and the frame of the two form tabs.
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { checkmarkCircleOutline, cloudOfflineOutline, phonePortraitOutline, syncOutline } from 'ionicons/icons';
import { Button } from '../../components/button';
import type { MessageKey } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';
import type { StepState } from './kyc-form-values';

const STATE_TEXTS: Record<Exclude<StepState, 'empty'>, { key: MessageKey; icon: string }> = {
  saved: { key: 'kyc.step.saved', icon: checkmarkCircleOutline },
  unsent: { key: 'kyc.step.unsent', icon: phonePortraitOutline },
  waiting: { key: 'kyc.step.waiting', icon: cloudOfflineOutline },
  sending: { key: 'kyc.step.sending', icon: syncOutline },
};

/** Always in the page (empty at first), so a change of state is announced. */
export function StepStatus({ step, state }: { step: 'personal' | 'questionnaire'; state: StepState }) {
  const t = useT();
  const text = state === 'empty' ? null : STATE_TEXTS[state];
  return (
    <p className={`row kyc-step-status kyc-step-status--${state}`} role="status" data-testid={`kyc-${step}-status`} data-state={state}>
      {text ? (
        <>
          <Icon icon={text.icon} />
          {t(text.key)}
        </>
      ) : null}
    </p>
  );
}

interface StepButtonsProps {
  onPrevious?: () => void;
  /** The tab's forward button ('Siguiente' or 'Finalizar'), when it has one. */
  children?: ReactNode;
  /** Why the forward button cannot be used yet. */
  note?: ReactNode;
}

export function StepButtons({ onPrevious, children, note }: StepButtonsProps) {
  const t = useT();
  return (
    <div className="stack kyc-step-buttons">
      {note ? <div className="kyc-step-buttons__note">{note}</div> : null}
      <div className="cluster cluster--spread kyc-step-buttons__row">
        {onPrevious ? (
          <Button variant="secondary" onClick={onPrevious}>
            {t('kyc.previous')}
          </Button>
        ) : (
          <span />
        )}
        {children}
      </div>
    </div>
  );
}

interface StepFormProps {
  step: 'personal' | 'questionnaire';
  label: string;
  state: StepState;
  editable: boolean;
  sending: boolean;
  onSubmit: () => void;
  onPrevious?: () => void;
  children: ReactNode;
}

/** The frame of the personal and questionnaire tabs: state line, fields (locked when not editable), buttons. */
export function StepForm({ step, label, state, editable, sending, onSubmit, onPrevious, children }: StepFormProps) {
  const t = useT();
  return (
    <form
      className="stack kyc-form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <StepStatus step={step} state={state} />
      <p className="field__hint">{t('kyc.field.requiredNote')}</p>
      <fieldset disabled={!editable}>
        <div className="form-grid">{children}</div>
      </fieldset>
      <StepButtons onPrevious={onPrevious}>
        <Button variant="primary" type="submit" disabled={sending}>
          {t('kyc.next')}
        </Button>
      </StepButtons>
    </form>
  );
}

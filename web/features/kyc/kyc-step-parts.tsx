// Pieces every KYC tab shares: the step's state line (saved, kept on the device, waiting for the network,
// sending) and the 'Anterior' / 'Siguiente' row at the bottom of the tab.
import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
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
    <p className={`kyc-step-status kyc-step-status--${state}`} role="status" data-testid={`kyc-${step}-status`} data-state={state}>
      {text ? (
        <>
          <IonIcon icon={text.icon} aria-hidden="true" />
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
    <div className="kyc-step-buttons">
      {note ? <div className="kyc-step-buttons__note">{note}</div> : null}
      <div className="kyc-step-buttons__row">
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

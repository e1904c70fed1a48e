// Step-up (issue 57): an action the server refuses with 401 step_up_required brings up this dialog; once
// a factor is proved (POST /api/auth/step-up) the API client repeats the action, and closing it leaves the
// action refused. It opens above whatever the user was doing, which stays as it was (the form filled).
// Loaded only when a step-up is asked for (./step-up-host.tsx): most sessions never see it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FactorProofForm, proofFailureMessage, type FactorProof } from '../../components/factor-proof-form';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { DialogActions, ModalDialog } from '../../components/modal-dialog';
import { proofMethods } from '../../features/security/api/proof-methods';
import { securityQueries, stepUp, stepUpPasskeyOptions } from '../../features/security/api/security-api';
import { useT } from '../../i18n/i18n';
import { SECURITY_PATH } from '../route-table';

export function StepUpDialog({ onProved, onCancel }: { onProved: () => void; onCancel: () => void }) {
  const t = useT();
  const { data: overview, error: loadError } = useQuery({ ...securityQueries.factors(), refetchOnMount: 'always' });
  const [error, setError] = useState<string | null>(null);
  const methods = overview ? proofMethods(overview) : [];

  const prove = async (proof: FactorProof) => {
    await stepUp(proof);
    onProved();
  };

  let body = <ContentLoading />;
  if (overview && methods.length === 0) {
    body = (
      <p className="modal-dialog__text">
        {t('security.stepUp.none')} <Link to={SECURITY_PATH} onClick={onCancel}>{t('security.title')}</Link>
      </p>
    );
  } else if (overview) {
    body = <FactorProofForm methods={methods} passkeyOptions={stepUpPasskeyOptions} prove={prove} onAttempt={() => setError(null)} onFailure={(failure) => setError(proofFailureMessage(failure, t))} />;
  } else if (loadError) {
    body = (
      <AlertCallout>
        <p>{proofFailureMessage(loadError, t)}</p>
      </AlertCallout>
    );
  }

  return (
    <ModalDialog title={t('security.stepUp.title')} onClose={onCancel}>
      <p className="modal-dialog__text">{t('security.stepUp.lead')}</p>
      <div className="stack">
        {body}
        {error ? (
          <AlertCallout>
            <p>{error}</p>
          </AlertCallout>
        ) : null}
      </div>
      <DialogActions onCancel={onCancel} busy={false}>
        {null}
      </DialogActions>
    </ModalDialog>
  );
}

// The signed-in user's second factors (contract: core/second-factor.ts): the overview the security screen
// and the step-up dialog read, and the enrolment, removal and recovery-code calls. Removal and new codes
// (and a new factor once there is one) need step-up: the API client asks for it and repeats the call.
import { queryOptions } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { EnrolmentResult, FactorOverview, TotpEnrolment } from '../../../../core/second-factor';
import { apiGet, apiSend } from '../../../api/client';
import type { FactorProof } from '../../../components/factor-proof-form';
import { FACTORS_PATH, factorPath } from './security-paths';

export const securityKeys = {
  factors: ['security', 'factors'] as const,
};

export const securityQueries = {
  factors: () => queryOptions({ queryKey: securityKeys.factors, queryFn: () => apiGet<FactorOverview>(FACTORS_PATH) }),
};

export const startTotpEnrolment = () => apiSend<TotpEnrolment>('POST', `${FACTORS_PATH}/totp`, {});

export const confirmTotp = (input: { enrolment_id: string; code: string; label?: string }) => apiSend<EnrolmentResult>('POST', `${FACTORS_PATH}/totp/confirm`, input);

export const passkeyCreationOptions = () => apiSend<PublicKeyCredentialCreationOptionsJSON>('POST', `${FACTORS_PATH}/passkey/options`, {});

export const registerPasskey = (response: RegistrationResponseJSON, label: string) =>
  apiSend<EnrolmentResult>('POST', `${FACTORS_PATH}/passkey`, label.trim() ? { response, label } : { response });

export const removeFactor = (id: string) => apiSend<void>('DELETE', factorPath(id));

export const newRecoveryCodes = () => apiSend<{ recovery_codes: string[] }>('POST', `${FACTORS_PATH}/recovery-codes`, {});

export const stepUpPasskeyOptions = () => apiSend<PublicKeyCredentialRequestOptionsJSON>('POST', '/auth/step-up/passkey-options', {});

export const stepUp = (proof: FactorProof) => apiSend<{ step_up_seconds_left: number }>('POST', '/auth/step-up', proof);

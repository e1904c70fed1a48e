// The security screen's changes. Each one changes what the shell knows too (Profile.second_factor: an
// account that had to enrol may now use the platform), so the profile is asked for again with the factors.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../shell/session';
import { confirmTotp, newRecoveryCodes, passkeyCreationOptions, registerPasskey, removeFactor, securityKeys, startTotpEnrolment } from './security-api';

function useRefreshFactors() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: securityKeys.factors }), queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })]);
}

/** The browser creates the passkey (its own dialog) on the server's challenge, and the server keeps it under the name the user gave (the server's default when none). */
async function createPasskey(label: string) {
  const optionsJSON = await passkeyCreationOptions();
  // Loaded on the tap: only this screen registers passkeys.
  const { startRegistration } = await import('@simplewebauthn/browser');
  return registerPasskey(await startRegistration({ optionsJSON }), label);
}

export function useAddPasskey() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: createPasskey, onSuccess: refresh });
}

export const useStartTotp = () => useMutation({ mutationFn: startTotpEnrolment });

export function useConfirmTotp() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: confirmTotp, onSuccess: refresh });
}

export function useRemoveFactor() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: removeFactor, onSuccess: refresh });
}

export function useNewRecoveryCodes() {
  const refresh = useRefreshFactors();
  return useMutation({ mutationFn: newRecoveryCodes, onSuccess: refresh });
}

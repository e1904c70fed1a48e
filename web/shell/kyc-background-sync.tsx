// Keeps an unverified investor's KYC work going on any dashboard page (a reopened app lands on the
// catalog, not on the KYC screen). Its code loads only for a user whose verification is not done, after
// the first paint, so the dashboard's own chunk does not carry the offline store or the upload client.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from './session';

export function KycBackgroundSync() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const userId = profile && profile.kyc_status !== 'ok' ? profile.id : null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('../features/kyc/background-sync').then(
      ({ startKycBackgroundSync }) => {
        if (!left) stop = startKycBackgroundSync(userId, queryClient);
      },
      // A chunk that cannot load (offline before it was ever cached) waits for the next page load.
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [userId, queryClient]);
  return null;
}

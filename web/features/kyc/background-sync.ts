// The investor's pending KYC work goes on wherever the app opens, not only on the KYC screen: steps kept
// on the device and not yet accepted are sent, queued documents resume their upload — at once and each
// time the network returns. Loaded by web/shell/kyc-background-sync.tsx after the dashboard's first paint.
import type { QueryClient } from '@tanstack/react-query';
import { resumeKycUploads } from '../../offline/kyc-upload-queue';
import { syncPendingKycDrafts } from './use-kyc-draft';

/** Starts the work for `userId`; the function returned stops listening for the network. */
export function startKycBackgroundSync(userId: string, queryClient: QueryClient): () => void {
  const run = () => {
    resumeKycUploads(userId);
    void syncPendingKycDrafts(userId, queryClient);
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}

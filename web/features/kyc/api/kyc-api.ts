// The investor's own KYC application (docs/kyc.md): the query and the writes. Server only, never network
// first: identity data is not kept in any saved copy (the only copies on the device are the sealed drafts
// and upload queue of web/offline/). Each write leaves the cache as the server answered, and reloads the
// session profile so the sidebar's "Verificar Cuenta" entries follow the application's status.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KycApplication, KycDocumentType, KycPersonalInput, KycQuestionnaireInput, KycSubmitInput } from '../../../../core/kyc';
import type { WalletChange, WalletChangeRequestInput } from '../../../../core/wallet-change';
import { apiGet, apiSend } from '../../../api/client';
import { shouldRetry } from '../../../shell/query-client';
import { profileQuery } from '../../../shell/session';
import { isUnreachable } from '../../../offline/network-first';
import { OWN_APPLICATIONS } from './kyc-paths';

export const kycKeys = {
  all: ['kyc', 'own'] as const,
  own: (userId: string) => ['kyc', 'own', userId] as const,
};

/** The caller's application, or null while they have none (the list is empty until the first write). */
export async function fetchOwnApplication(): Promise<KycApplication | null> {
  const applications = await apiGet<KycApplication[]>(OWN_APPLICATIONS);
  return applications[0] ?? null;
}

export const ownApplicationQuery = (userId: string) =>
  queryOptions({
    queryKey: kycKeys.own(userId),
    queryFn: fetchOwnApplication,
    // Offline, asking again only delays the page's offline mode.
    retry: (failures, error) => !(isUnreachable(error) && !navigator.onLine) && shouldRetry(failures, error),
    // Identity data stays in memory no longer than the page needs it.
    gcTime: 60_000,
  });

export function savePersonal(body: KycPersonalInput): Promise<KycApplication> {
  return apiSend<KycApplication>('PUT', '/kyc/personal', body);
}

export function saveQuestionnaire(body: KycQuestionnaireInput): Promise<KycApplication> {
  return apiSend<KycApplication>('PUT', '/kyc/questionnaire', body);
}

export function submitApplication(body: KycSubmitInput): Promise<KycApplication> {
  return apiSend<KycApplication>('POST', '/kyc/submit', body);
}

export async function deleteDocument(body: { application_id: string | null; document_type: KycDocumentType }): Promise<void> {
  await apiSend<unknown>('DELETE', '/kyc/document', body);
}

/** The application as the server now has it, and the profile's KYC fields reloaded (not waited for). */
export function applicationSaved(queryClient: QueryClient, userId: string, application: KycApplication): void {
  queryClient.setQueryData(kycKeys.own(userId), application);
  void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
}

/** The application read again (after a change the server answered without it), and the profile. */
export async function applicationChanged(queryClient: QueryClient, userId: string): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  await queryClient.invalidateQueries({ queryKey: kycKeys.own(userId) });
}

export function useSubmitApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: (application) => applicationSaved(queryClient, userId, application) });
}

export function useDeleteDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => applicationChanged(queryClient, userId) });
}

/** An approved investor's request for a new wallet (docs/kyc.md "A new wallet"); the application shows it once read again. */
export function useRequestWalletChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletChangeRequestInput) => apiSend<WalletChange>('POST', '/kyc/wallet-change', body),
    onSuccess: () => applicationChanged(queryClient, userId),
  });
}

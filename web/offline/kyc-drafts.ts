// The KYC form steps as the investor typed them, kept sealed on the device (web/offline/kyc-crypto.ts)
// so a lost connection or a closed app loses nothing; `pending` marks a step the server has not accepted.
import type { StoredKycDraft } from './db';
import { sealJson, unsealJson } from './kyc-crypto';
import { askPersistentStorage, offlineStore, readOffline } from './store';

export type KycDraftStep = 'personal' | 'questionnaire';

export interface KycDraft {
  userId: string;
  step: KycDraftStep;
  values: Record<string, unknown>;
  pending: boolean;
  /** ISO instant of the last change. */
  savedAt: string;
}

/** Personal data typed a week ago and never sent is more likely forgotten than wanted. */
export const KYC_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const isExpired = (draft: StoredKycDraft) => Date.now() - Date.parse(draft.savedAt) > KYC_DRAFT_MAX_AGE_MS;

export async function saveKycDraft(userId: string, step: KycDraftStep, values: Record<string, unknown>, pending: boolean): Promise<void> {
  askPersistentStorage();
  const sealed = await sealJson(userId, values);
  const { offlineDb } = await offlineStore();
  await offlineDb.kycDrafts.put({ userId, step, pending, savedAt: new Date().toISOString(), values: sealed });
}

/** The readable draft, or undefined (and the record gone) when it expired or no longer opens. */
async function open(stored: StoredKycDraft): Promise<KycDraft | undefined> {
  if (!isExpired(stored)) {
    try {
      const values = await unsealJson<Record<string, unknown>>(stored.userId, stored.values);
      return { userId: stored.userId, step: stored.step as KycDraftStep, values, pending: stored.pending, savedAt: stored.savedAt };
    } catch {
      // Its key is gone: nothing can ever read it again.
    }
  }
  await deleteKycDraft(stored.userId, stored.step as KycDraftStep);
  return undefined;
}

export async function readKycDraft(userId: string, step: KycDraftStep): Promise<KycDraft | undefined> {
  const stored = await readOffline(({ offlineDb }) => offlineDb.kycDrafts.get([userId, step]), undefined);
  return stored && open(stored);
}

export async function markKycDraftSaved(userId: string, step: KycDraftStep): Promise<void> {
  await readOffline(({ offlineDb }) => offlineDb.kycDrafts.update([userId, step], { pending: false }), 0);
}

export async function pendingKycDrafts(userId: string): Promise<KycDraft[]> {
  const stored = await readOffline(({ offlineDb }) => offlineDb.kycDrafts.where('userId').equals(userId).filter((draft) => draft.pending).toArray(), []);
  const drafts = await Promise.all(stored.map(open));
  return drafts.filter((draft): draft is KycDraft => draft !== undefined);
}

export async function deleteKycDraft(userId: string, step: KycDraftStep): Promise<void> {
  await readOffline(({ offlineDb }) => offlineDb.kycDrafts.delete([userId, step]), undefined);
}

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from './db';
import { clearOfflineData } from './store';
import { deleteKycDraft, KYC_DRAFT_MAX_AGE_MS, markKycDraftSaved, pendingKycDrafts, readKycDraft, saveKycDraft } from './kyc-drafts';

const personal = { name: 'Lucía Fernández Ortega', id_number: '12345678Z', phone: '600123456' };

afterEach(async () => {
  vi.useRealTimers();
  await clearOfflineData();
});

describe('KYC drafts', () => {
  it('reads back what was saved', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    const draft = await readKycDraft('ana', 'personal');
    expect(draft).toMatchObject({ userId: 'ana', step: 'personal', values: personal, pending: true });
    expect(Date.parse(draft?.savedAt ?? '')).not.toBeNaN();
  });

  it('stores no plaintext of the values', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    const stored = await offlineDb.kycDrafts.get(['ana', 'personal']);
    expect(stored?.values.iv).toHaveLength(12);
    const raw = new TextDecoder('latin1').decode(new Uint8Array(stored?.values.data ?? new ArrayBuffer(0)));
    expect(raw).not.toContain('Lucía');
    expect(raw).not.toContain('12345678Z');
    expect(JSON.stringify(stored, (_key, value: unknown) => (value instanceof ArrayBuffer ? '[bytes]' : value))).not.toContain('Fernández');
  });

  it('keeps the key non-extractable', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    const key = await offlineDb.kycKeys.get('ana');
    expect(key?.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!.key)).rejects.toThrow();
  });

  it('keeps each user apart, each under a key of their own', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    await saveKycDraft('luis', 'personal', { name: 'Luis' }, false);
    expect((await readKycDraft('ana', 'personal'))?.values).toEqual(personal);
    expect((await readKycDraft('luis', 'personal'))?.values).toEqual({ name: 'Luis' });
    expect(await readKycDraft('luis', 'questionnaire')).toBeUndefined();
    const [ana, luis] = await Promise.all([offlineDb.kycKeys.get('ana'), offlineDb.kycKeys.get('luis')]);
    expect(ana?.key).not.toBe(luis?.key);
    expect(await pendingKycDrafts('luis')).toEqual([]);
  });

  it('creates a single key when the first saves run at once', async () => {
    await Promise.all([saveKycDraft('ana', 'personal', personal, true), saveKycDraft('ana', 'questionnaire', { risk_tolerance: 'moderate' }, true)]);
    expect((await readKycDraft('ana', 'personal'))?.values).toEqual(personal);
    expect((await readKycDraft('ana', 'questionnaire'))?.values).toEqual({ risk_tolerance: 'moderate' });
  });

  it('forgets a draft older than seven days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    await saveKycDraft('ana', 'personal', personal, true);
    vi.setSystemTime(new Date(Date.parse('2026-11-01T10:00:00.000Z') + KYC_DRAFT_MAX_AGE_MS));
    expect(await readKycDraft('ana', 'personal')).toBeDefined();
    vi.setSystemTime(new Date(Date.parse('2026-11-01T10:00:00.000Z') + KYC_DRAFT_MAX_AGE_MS + 1000));
    expect(await readKycDraft('ana', 'personal')).toBeUndefined();
    expect(await offlineDb.kycDrafts.count()).toBe(0);
  });

  it('lists the steps the server has not accepted yet', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    await saveKycDraft('ana', 'questionnaire', { risk_tolerance: 'high' }, true);
    await markKycDraftSaved('ana', 'personal');
    expect((await pendingKycDrafts('ana')).map((draft) => draft.step)).toEqual(['questionnaire']);
    expect((await readKycDraft('ana', 'personal'))?.pending).toBe(false);
  });

  it('deletes one step', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    await deleteKycDraft('ana', 'personal');
    expect(await readKycDraft('ana', 'personal')).toBeUndefined();
  });

  it('is gone after sign-out, keys included', async () => {
    await saveKycDraft('ana', 'personal', personal, true);
    await clearOfflineData();
    expect(await offlineDb.kycDrafts.count()).toBe(0);
    expect(await offlineDb.kycKeys.count()).toBe(0);
  });
});

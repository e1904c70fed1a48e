import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readKycDraft, saveKycDraft } from './kyc-drafts';
import { kycUploadList } from './kyc-upload-queue';
import { clearOfflineData, OFFLINE_DB_NAME, readOffline, withOfflineStore } from './store';

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name);

// One module instance for the whole file: the first tests run on a device that has never kept anything.
describe('the offline store on a device without its database', () => {
  it('answers reads with nothing, and creates nothing', async () => {
    expect(await readKycDraft('ana', 'personal')).toBeUndefined();
    expect(await readOffline(async () => 'read', 'none')).toBe('none');
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
  });

  it('is cleared at sign-out without being created', async () => {
    await clearOfflineData();
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
  });

  it('starts the live upload list once a write creates the database', async () => {
    const list = kycUploadList('ana');
    let changes = 0;
    const unsubscribe = list.subscribe(() => (changes += 1));
    const opened = new Promise((resolve) => withOfflineStore(resolve));
    await readOffline(async () => undefined, undefined);
    expect(changes).toBe(0);
    await saveKycDraft('ana', 'personal', { name: 'Ana' }, true);
    await opened;
    await expect.poll(() => changes).toBeGreaterThan(0);
    expect(list.getSnapshot()).toEqual([]);
    unsubscribe();
    expect(await databaseNames()).toContain(OFFLINE_DB_NAME);
    expect((await readKycDraft('ana', 'personal'))?.values).toEqual({ name: 'Ana' });
  });

  it('runs a wait cancelled before the store loads no more', async () => {
    let ran = false;
    const cancel = withOfflineStore(() => (ran = true));
    cancel();
    await readOffline(async () => undefined, undefined);
    expect(ran).toBe(false);
  });
});

// The investor's identity documents on their way to the server over a phone's unreliable connection:
// each file is kept sealed on the device (web/offline/kyc-crypto.ts) and sent with tus in 512 KiB
// chunks, so a cut connection, a reload or a reopened app resumes from the server's offset instead of
// starting over. One upload runs at a time, only for the user the app last resumed for; after tus ends,
// the application says whether the server kept the document (docs/kyc.md, tus uploads).
import { useMemo, useSyncExternalStore } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { KYC_DOCUMENT_MAX_BYTES, type KycApplication, type KycDocumentType } from '../../core/kyc';
import { apiGet } from '../api/client';
import { storedPlatform } from '../boot/platform';
import type { StoredKycUpload } from './db';
import { downscaleImage } from './downscale-image';
import { seal, sealJson, unseal, unsealJson } from './kyc-crypto';
import { askPersistentStorage, beforeOfflineDataCleared, offlineStore, readOffline, withOfflineStore } from './store';

export type QueuedUploadState = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';

export interface QueuedUpload {
  id: string;
  userId: string;
  type: KycDocumentType;
  name: string;
  size: number;
  state: QueuedUploadState;
  /** 0..1 */
  progress: number;
  error?: string;
  uploadUrl?: string;
}

export const KYC_UPLOAD_ENDPOINT = '/api/kyc/uploads';
/** Fixed, so a cut upload resends at most one chunk. */
const CHUNK_SIZE = 512 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
/** Progress is written (and the list redrawn) in steps this large, not on every network event. */
const PROGRESS_STEP = 0.05;
const UNFINISHED: readonly QueuedUploadState[] = ['queued', 'uploading', 'processing'];

interface FileMeta {
  name: string;
  filetype: string;
}

// ---- Decisions ---------------------------------------------------------------------------------------

/** The tus upload id: the last segment of its URL. */
export const uploadIdOf = (uploadUrl: string): string => uploadUrl.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';

export type Settlement = { state: 'done' } | { state: 'failed'; error: string };

/** After tus finished: the server refused this very upload, or it kept the document. */
export function settlement(application: KycApplication | undefined, type: KycDocumentType, uploadUrl: string): Settlement {
  const failure = application?.upload_failures?.[type];
  return failure && failure.upload_id === uploadIdOf(uploadUrl) ? { state: 'failed', error: failure.error } : { state: 'done' };
}

export type TusFailure = { kind: 'refused'; error?: string } | { kind: 'wait' };

/** The BFF's JSON refusal (`{ success: false, error }`) in a tus answer, if that is what it is. */
function bffError(body: string | undefined): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    const error = (parsed as { error?: unknown } | null)?.error;
    return typeof error === 'string' && error ? error : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own words from a tus answer: the BFF's JSON envelope, or a short plain text. */
function serverText(body: string | undefined): string | undefined {
  const text = body?.trim();
  if (!text) return undefined;
  if (text.startsWith('{')) return bffError(text);
  return text.startsWith('<') || text.length > 300 ? undefined : text;
}

/**
 * A 4xx (too large, wrong type, not editable, not yours) will not change by sending again. Everything
 * else waits for the next chance: no network, a server error, or a session that needs signing in again.
 */
export function tusFailure(status: number | undefined, body: string | undefined): TusFailure {
  const refused = status !== undefined && status >= 400 && status < 500 && ![401, 408, 423, 429].includes(status);
  return refused ? { kind: 'refused', error: serverText(body) } : { kind: 'wait' };
}

/**
 * Whether tus-js-client should try again at once. Its default also retries every 409, which tus uses
 * for an offset mismatch; but a 409 worded by the BFF (the application is under review) is final, and
 * since the server drops a finished upload's staging copy, each retry would send the whole file again.
 */
export function tusShouldRetry(status: number | undefined, body: string | undefined, online: boolean): boolean {
  if (!online) return false;
  if (status === 409) return bffError(body) === undefined;
  return status === undefined || status === 0 || status === 423 || status < 400 || status >= 500;
}

/** The photo, even redrawn, is still over the server's limit (spec 001 §5): the screen says so. */
export class KycDocumentTooLarge extends Error {
  override readonly name = 'KycDocumentTooLarge';
  constructor() {
    super('kyc.documentTooLarge');
  }
}

// ---- Rows --------------------------------------------------------------------------------------------

const toQueued = (row: StoredKycUpload, name: string): QueuedUpload => ({
  id: row.id,
  userId: row.userId,
  type: row.type,
  name,
  size: row.size,
  state: row.state,
  progress: row.progress,
  ...(row.error === undefined ? {} : { error: row.error }),
  ...(row.uploadUrl === undefined ? {} : { uploadUrl: row.uploadUrl }),
});

const patch = (id: string, changes: Partial<StoredKycUpload>) => offlineStore().then(({ offlineDb }) => offlineDb.kycUploads.update(id, changes));

/** The row's end: the sealed bytes go at once, done or refused, since nothing will send them again. */
async function finish(id: string, changes: Partial<StoredKycUpload>): Promise<void> {
  const { offlineDb } = await offlineStore();
  await offlineDb.transaction('rw', offlineDb.kycUploads, offlineDb.kycUploadBytes, async () => {
    await offlineDb.kycUploads.update(id, changes);
    await offlineDb.kycUploadBytes.delete(id);
  });
}

async function nextUnfinished(userId: string): Promise<StoredKycUpload | undefined> {
  const rows = await readOffline(({ offlineDb }) => offlineDb.kycUploads.where('userId').equals(userId).sortBy('createdAt'), []);
  return rows.find((row) => UNFINISHED.includes(row.state));
}

function requestHeaders(): Record<string, string> {
  const platform = storedPlatform();
  const language = document.documentElement.lang;
  return { ...(platform ? { 'X-Platform': platform } : {}), ...(language ? { 'X-Language': language } : {}) };
}

const isOnline = () => globalThis.navigator?.onLine !== false;

// ---- The runner --------------------------------------------------------------------------------------

type Transfer = { kind: 'sent'; uploadUrl: string } | { kind: 'failed'; failure: TusFailure } | { kind: 'stopped' };

interface Runner {
  userId: string;
  onSettled?: (upload: QueuedUpload) => void;
  running: boolean;
  /** Asked to look again while busy (a new file, the network back). */
  again: boolean;
  stopped: boolean;
  current?: { id: string; upload: Upload; stop: () => void };
}

let runner: Runner | undefined;

function stopRunner(): void {
  if (!runner) return;
  runner.stopped = true;
  runner.current?.stop();
  runner = undefined;
}

// Sign-out wipes the store: the file being sent must not go on from memory.
beforeOfflineDataCleared(stopRunner);

// tus-js-client and what it needs (~17 KB compressed) load when a file is first sent, not with the KYC
// screen: most visits send nothing.
const loadTus = () => import('tus-js-client');

async function send(run: Runner, row: StoredKycUpload, file: Blob, meta: FileMeta): Promise<Transfer> {
  let tus: Awaited<ReturnType<typeof loadTus>>;
  try {
    tus = await loadTus();
  } catch {
    // Its code could not be fetched (no network yet): the file waits for the next chance, as any failed send.
    return { kind: 'failed', failure: { kind: 'wait' } };
  }
  if (run.stopped) return { kind: 'stopped' };
  return new Promise((resolve) => {
    let written = row.progress;
    const upload: Upload = new tus.Upload(file, {
      endpoint: KYC_UPLOAD_ENDPOINT,
      uploadUrl: row.uploadUrl ?? null,
      metadata: { document_type: row.type, filename: meta.name, filetype: meta.filetype },
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      headers: requestHeaders(),
      // The address lives in the sealed queue's row; tus's own store is localStorage, with the file name in clear.
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => {
        const response = error.originalResponse;
        return tusShouldRetry(response?.getStatus(), response?.getBody(), isOnline());
      },
      onUploadUrlAvailable: () => {
        if (upload.url) void patch(row.id, { uploadUrl: upload.url });
      },
      onProgress: (sent, total) => {
        const progress = total ? sent / total : 0;
        if (progress - written < PROGRESS_STEP && progress < 1) return;
        written = progress;
        void patch(row.id, { progress });
      },
      onSuccess: () => resolve({ kind: 'sent', uploadUrl: upload.url ?? row.uploadUrl ?? '' }),
      onError: (error: Error | DetailedError) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        resolve({ kind: 'failed', failure: tusFailure(response?.getStatus(), response?.getBody()) });
      },
    });
    run.current = {
      id: row.id,
      upload,
      // tus reports nothing after abort(): the runner learns of it here.
      stop: () => {
        void upload.abort();
        resolve({ kind: 'stopped' });
      },
    };
    upload.start();
  });
}

/** Reads the application to learn what the server made of the upload; false while it cannot be asked. */
async function settle(run: Runner, row: StoredKycUpload, uploadUrl: string, name: string): Promise<boolean> {
  let applications: KycApplication[];
  try {
    applications = await apiGet<KycApplication[]>('/kyc/applications');
  } catch {
    return false;
  }
  if (run.stopped) return false;
  const outcome = settlement(applications[0], row.type, uploadUrl);
  const changes = outcome.state === 'done' ? { state: outcome.state, progress: 1 } : outcome;
  await finish(row.id, changes);
  run.onSettled?.(toQueued({ ...row, ...changes, uploadUrl }, name));
  return true;
}

/** The row's file, unsealed; undefined when its bytes are gone or no longer open (the key was wiped). */
async function openFile(run: Runner, row: StoredKycUpload): Promise<{ meta: FileMeta; file?: Blob } | undefined> {
  try {
    const meta = await unsealJson<FileMeta>(run.userId, row.meta);
    if (row.state === 'processing' && row.uploadUrl) return { meta };
    const { offlineDb } = await offlineStore();
    const stored = await offlineDb.kycUploadBytes.get(row.id);
    return stored && { meta, file: new Blob([await unseal(run.userId, stored.bytes)], { type: meta.filetype }) };
  } catch {
    return undefined;
  }
}

/** One row to its end, or until it must wait; true when the runner may go on to the next. */
async function advance(run: Runner, row: StoredKycUpload): Promise<boolean> {
  const opened = await openFile(run, row);
  if (!opened) {
    // Nothing can ever send it: it fails here rather than stand first in the queue for good.
    await finish(row.id, { state: 'failed' });
    run.onSettled?.(toQueued({ ...row, state: 'failed' }, ''));
    return true;
  }
  const { meta, file } = opened;
  if (!file) return settle(run, row, row.uploadUrl ?? '', meta.name);
  await patch(row.id, { state: 'uploading' });
  const transfer = await send(run, row, file, meta);
  run.current = undefined;
  if (transfer.kind === 'stopped' || run.stopped) return false;
  if (transfer.kind === 'sent') {
    await patch(row.id, { state: 'processing', progress: 1, uploadUrl: transfer.uploadUrl });
    return settle(run, row, transfer.uploadUrl, meta.name);
  }
  if (transfer.failure.kind === 'wait') {
    await patch(row.id, { state: 'queued' });
    return false;
  }
  const changes = { state: 'failed' as const, error: transfer.failure.error };
  await finish(row.id, changes);
  run.onSettled?.(toQueued({ ...row, ...changes }, meta.name));
  return true;
}

async function drain(run: Runner): Promise<void> {
  run.running = true;
  try {
    for (;;) {
      run.again = false;
      const row = !run.stopped && isOnline() ? await nextUnfinished(run.userId) : undefined;
      const goOn = row ? await advance(run, row) : false;
      if (!goOn && !run.again) return;
    }
  } catch {
    // The store went away under it (sign-out) or a row no longer opens: the next resume starts afresh.
  } finally {
    run.running = false;
  }
}

let listeningForNetwork = false;

/** Starts (or wakes) the queue of `userId`; a queue of another user stops first. The latest `onSettled` given is kept. */
export function resumeKycUploads(userId: string, onSettled?: (upload: QueuedUpload) => void): void {
  if (!listeningForNetwork && typeof window !== 'undefined') {
    listeningForNetwork = true;
    window.addEventListener('online', () => runner && resumeKycUploads(runner.userId));
  }
  if (runner?.userId !== userId) {
    stopRunner();
    runner = { userId, running: false, again: false, stopped: false };
  }
  if (onSettled) runner.onSettled = onSettled;
  if (runner.running) runner.again = true;
  else void drain(runner);
}

// ---- The screen's calls ------------------------------------------------------------------------------

/** Queues a document; an earlier one of the same type, in any state, gives way to it. */
export async function enqueueKycDocument(userId: string, type: KycDocumentType, file: File): Promise<QueuedUpload> {
  askPersistentStorage();
  const ready = await downscaleImage(file);
  if (ready.size > KYC_DOCUMENT_MAX_BYTES) throw new KycDocumentTooLarge();
  const meta: FileMeta = { name: ready.name, filetype: ready.type };
  const [sealedMeta, bytes] = await Promise.all([sealJson(userId, meta), ready.arrayBuffer().then((plain) => seal(userId, plain))]);
  const row: StoredKycUpload = {
    id: crypto.randomUUID(),
    userId,
    type,
    size: ready.size,
    state: 'queued',
    progress: 0,
    createdAt: new Date().toISOString(),
    meta: sealedMeta,
  };
  const { offlineDb } = await offlineStore();
  const earlier = await offlineDb.kycUploads.where('userId').equals(userId).filter((other) => other.type === type).primaryKeys();
  await Promise.all(earlier.map(cancelKycUpload));
  await offlineDb.transaction('rw', offlineDb.kycUploads, offlineDb.kycUploadBytes, async () => {
    await offlineDb.kycUploads.add(row);
    await offlineDb.kycUploadBytes.add({ id: row.id, userId, bytes });
  });
  resumeKycUploads(userId);
  return toQueued(row, meta.name);
}

/** Forgets the upload here at once; the server's partial copy is let go of when the network allows. */
export async function cancelKycUpload(id: string): Promise<void> {
  if (runner?.current?.id === id) runner.current.stop();
  const row = await readOffline(async ({ offlineDb }) => {
    const found = await offlineDb.kycUploads.get(id);
    await offlineDb.transaction('rw', offlineDb.kycUploads, offlineDb.kycUploadBytes, async () => {
      await offlineDb.kycUploads.delete(id);
      await offlineDb.kycUploadBytes.delete(id);
    });
    return found;
  }, undefined);
  const uploadUrl = row?.uploadUrl;
  if (uploadUrl && UNFINISHED.includes(row.state)) {
    void loadTus()
      .then(({ Upload }) => Upload.terminate(uploadUrl, { headers: requestHeaders(), retryDelays: null }))
      .catch(() => undefined);
  }
}

// ---- The live list -----------------------------------------------------------------------------------

export interface UploadList {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => QueuedUpload[];
}

const NOTHING: QueuedUpload[] = [];

/** The user's queue, oldest first, kept current from the database (names unsealed once per row). */
export function kycUploadList(userId: string): UploadList {
  let snapshot = NOTHING;
  let latest = 0;
  const names = new Map<string, Promise<string>>();
  const nameOf = (row: StoredKycUpload) => {
    let name = names.get(row.id);
    if (!name) {
      name = unsealJson<FileMeta>(userId, row.meta).then((meta) => meta.name, () => '');
      names.set(row.id, name);
    }
    return name;
  };
  return {
    subscribe: (onChange) => {
      let subscription: { unsubscribe: () => void } | undefined;
      // Nothing to watch on a device without the database: the list starts when the first file creates it.
      const stopWaiting = withOfflineStore(({ offlineDb, liveQuery }) => {
        subscription = liveQuery(() => offlineDb.kycUploads.where('userId').equals(userId).sortBy('createdAt')).subscribe({
          next: async (rows) => {
            const emission = ++latest;
            const next = await Promise.all(rows.map(async (row) => toQueued(row, await nameOf(row))));
            if (emission !== latest) return;
            snapshot = next;
            onChange();
          },
          error: () => undefined,
        });
      });
      return () => {
        stopWaiting();
        subscription?.unsubscribe();
      };
    },
    getSnapshot: () => snapshot,
  };
}

export function useKycUploadQueue(userId: string): QueuedUpload[] {
  const list = useMemo(() => kycUploadList(userId), [userId]);
  return useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
}

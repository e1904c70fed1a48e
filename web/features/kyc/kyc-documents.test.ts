import { describe, expect, it } from 'vitest';
import type { KycApplication, KycDocument } from '../../../core/kyc';
import type { QueuedUpload } from '../../offline/kyc-upload-queue';
import { allDocumentsUploaded, documentMimeType, documentProblem, documentSlot, latestUploads, uploadView } from './kyc-documents';

const MB = 1024 * 1024;

const stored = (type: KycDocument['type']): KycDocument => ({
  id: `d-${type}`,
  type,
  url: `/api/kyc/document/u1/d-${type}`,
  content_type: 'image/jpeg',
  file_size: 800_000,
  uploaded_at: '2026-11-20T10:00:00.000Z',
});

const withDocuments = (documents: Partial<KycApplication['documents']>, rest: Partial<KycApplication> = {}) =>
  ({ documents: { front: null, back: null, proof: null, ...documents }, upload_failures: {}, replacements: {}, ...rest }) as KycApplication;

const queued = (overrides: Partial<QueuedUpload> = {}): QueuedUpload => ({
  id: 'q1',
  userId: 'u1',
  type: 'front',
  name: 'dni.jpg',
  size: 900_000,
  state: 'queued',
  progress: 0,
  ...overrides,
});

describe('which files may be queued', () => {
  it('takes JPG, PNG and PDF by their type, or by their name when the browser gives none', () => {
    expect(documentProblem({ name: 'dni.jpg', type: 'image/jpeg', size: MB })).toBeNull();
    expect(documentProblem({ name: 'dni.png', type: 'image/png', size: MB })).toBeNull();
    expect(documentProblem({ name: 'certificado.pdf', type: 'application/pdf', size: MB })).toBeNull();
    expect(documentProblem({ name: 'CERTIFICADO.PDF', type: '', size: MB })).toBeNull();
    expect(documentMimeType({ name: 'foto.jpeg', type: '' })).toBe('image/jpeg');
    expect(documentMimeType({ name: 'foto', type: 'image/jpg' })).toBe('image/jpeg');
  });

  it('refuses other formats with the spec’s message key', () => {
    expect(documentProblem({ name: 'dni.gif', type: 'image/gif', size: MB })).toBe('kyc.documentFormat');
    expect(documentProblem({ name: 'dni.heic', type: 'image/heic', size: MB })).toBe('kyc.documentFormat');
    expect(documentProblem({ name: 'dni', type: '', size: MB })).toBe('kyc.documentFormat');
  });

  it('refuses a PDF over 5 MB, but lets a larger photo go to be redrawn smaller', () => {
    expect(documentProblem({ name: 'certificado.pdf', type: 'application/pdf', size: 5 * MB })).toBeNull();
    expect(documentProblem({ name: 'certificado.pdf', type: 'application/pdf', size: 5 * MB + 1 })).toBe('kyc.documentTooLarge');
    expect(documentProblem({ name: 'dni.jpg', type: 'image/jpeg', size: 9 * MB })).toBeNull();
  });
});

describe('an upload as the investor is told', () => {
  it('waits for the network while offline', () => {
    expect(uploadView(queued(), false)).toEqual({ state: 'waiting' });
    expect(uploadView(queued({ state: 'uploading', progress: 0.4 }), false)).toEqual({ state: 'waiting' });
    expect(uploadView(queued(), true)).toEqual({ state: 'queued' });
  });

  it('shows the share sent as a whole percentage', () => {
    expect(uploadView(queued({ state: 'uploading', progress: 0.456 }), true)).toEqual({ state: 'uploading', percent: 46 });
    expect(uploadView(queued({ state: 'uploading', progress: 1.2 }), true)).toEqual({ state: 'uploading', percent: 100 });
  });

  it('passes the server’s words on a failure, or none for the fallback', () => {
    expect(uploadView(queued({ state: 'failed', error: 'Tipo de archivo no permitido' }), true)).toEqual({ state: 'failed', error: 'Tipo de archivo no permitido' });
    expect(uploadView(queued({ state: 'failed' }), true)).toEqual({ state: 'failed', error: null });
    expect(uploadView(queued({ state: 'processing' }), false)).toEqual({ state: 'processing' });
  });

  it('keeps the newest upload of each type', () => {
    const older = queued({ id: 'a' });
    const newer = queued({ id: 'b' });
    const back = queued({ id: 'c', type: 'back' });
    expect(latestUploads([older, back, newer])).toEqual({ front: newer, back });
  });
});

describe('a document’s line', () => {
  const failure = { upload_id: 'x', error: 'El archivo es demasiado grande. Tamaño máximo: 5MB', at: '2026-11-20T10:00:00.000Z' };

  it('shows the stored copy, and no finished upload', () => {
    const slot = documentSlot('front', withDocuments({ front: stored('front') }), queued({ state: 'done' }), true);
    expect(slot).toMatchObject({ document: { id: 'd-front' }, upload: null, refusal: null, replacement: null });
  });

  it('shows the server’s refusal only while no newer upload speaks for the document', () => {
    const application = withDocuments({}, { upload_failures: { back: failure } });
    expect(documentSlot('back', application, undefined, true).refusal).toBe(failure.error);
    expect(documentSlot('back', application, queued({ type: 'back', state: 'uploading', progress: 0.5 }), true)).toMatchObject({ refusal: null, upload: { state: 'uploading' } });
  });

  it('shows an admin’s request for a new copy', () => {
    const application = withDocuments({ proof: stored('proof') }, { replacements: { proof: { reason: 'expired', comment: null } } });
    expect(documentSlot('proof', application, undefined, true).replacement).toEqual({ reason: 'expired', comment: null });
  });

  it('knows nothing of the server offline, only of the queue', () => {
    expect(documentSlot('front', undefined, queued(), false)).toMatchObject({ document: null, upload: { state: 'waiting' }, refusal: null });
  });

  it('lets the investor go on only with all three stored', () => {
    expect(allDocumentsUploaded(withDocuments({ front: stored('front'), back: stored('back') }))).toBe(false);
    expect(allDocumentsUploaded(withDocuments({ front: stored('front'), back: stored('back'), proof: stored('proof') }))).toBe(true);
    expect(allDocumentsUploaded(null)).toBe(false);
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../../core/kyc';
import { settlement, tusFailure, tusShouldRetry, uploadIdOf } from './kyc-upload-queue';

const UPLOAD_ID = `${'a'.repeat(32)}${'0123456789abcdef'.repeat(2)}`;
const UPLOAD_URL = `/api/kyc/uploads/${UPLOAD_ID}`;

/** Only what `settlement` reads; the rest of the application does not matter here. */
const withFailures = (upload_failures: KycApplication['upload_failures']) => ({ upload_failures }) as KycApplication;

describe('uploadIdOf', () => {
  it('takes the last segment of a relative or absolute address', () => {
    expect(uploadIdOf(UPLOAD_URL)).toBe(UPLOAD_ID);
    expect(uploadIdOf(`https://app.tokenia.es${UPLOAD_URL}`)).toBe(UPLOAD_ID);
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(uploadIdOf(`${UPLOAD_URL}/`)).toBe(UPLOAD_ID);
    expect(uploadIdOf(`${UPLOAD_URL}?x=1`)).toBe(UPLOAD_ID);
    expect(uploadIdOf(`${UPLOAD_URL}#part`)).toBe(UPLOAD_ID);
  });

  it('is empty for an empty address', () => {
    expect(uploadIdOf('')).toBe('');
  });
});

describe('settlement', () => {
  const failure = { upload_id: UPLOAD_ID, error: 'Tipo de archivo no permitido. Formatos soportados: JPG, PNG, PDF', at: '2026-11-20T10:00:00.000Z' };

  it('fails with the server’s words when it refused this very upload', () => {
    expect(settlement(withFailures({ front: failure }), 'front', UPLOAD_URL)).toEqual({ state: 'failed', error: failure.error });
  });

  it('is done when the refusal recorded is of an earlier upload', () => {
    expect(settlement(withFailures({ front: { ...failure, upload_id: 'b'.repeat(64) } }), 'front', UPLOAD_URL)).toEqual({ state: 'done' });
  });

  it('is done when the refusal is of another document type', () => {
    expect(settlement(withFailures({ back: failure }), 'front', UPLOAD_URL)).toEqual({ state: 'done' });
  });

  it('is done when nothing was refused, or there is no application to read', () => {
    expect(settlement(withFailures({}), 'proof', UPLOAD_URL)).toEqual({ state: 'done' });
    expect(settlement(undefined, 'proof', UPLOAD_URL)).toEqual({ state: 'done' });
  });
});

describe('tusFailure', () => {
  const refusal = (error: string) => JSON.stringify({ success: false, error, code: 'validation_failed' });

  it('gives up on a refusal, with the BFF’s own message', () => {
    expect(tusFailure(400, refusal('El archivo es demasiado grande. Tamaño máximo: 5MB'))).toEqual({
      kind: 'refused',
      error: 'El archivo es demasiado grande. Tamaño máximo: 5MB',
    });
    expect(tusFailure(409, refusal('Tu solicitud de KYC está en revisión'))).toEqual({ kind: 'refused', error: 'Tu solicitud de KYC está en revisión' });
  });

  it('keeps a short plain-text answer (tus’s own) and drops an HTML page or a JSON without error', () => {
    expect(tusFailure(413, 'Maximum size exceeded\n')).toEqual({ kind: 'refused', error: 'Maximum size exceeded' });
    expect(tusFailure(404, '<html><body>Not Found</body></html>')).toEqual({ kind: 'refused', error: undefined });
    expect(tusFailure(400, '{"success":false}')).toEqual({ kind: 'refused', error: undefined });
    expect(tusFailure(400, '')).toEqual({ kind: 'refused', error: undefined });
  });

  it('waits for the next chance when nothing answered, the server failed, or the session must be renewed', () => {
    for (const status of [undefined, 0, 500, 502, 503, 401, 408, 423, 429]) {
      expect(tusFailure(status, undefined), String(status)).toEqual({ kind: 'wait' });
    }
  });
});

describe('tusShouldRetry', () => {
  it('retries what may pass a moment later, while online', () => {
    for (const status of [undefined, 0, 500, 503, 423]) expect(tusShouldRetry(status, '', true), String(status)).toBe(true);
    expect(tusShouldRetry(500, '', false)).toBe(false);
  });

  it('retries tus’s offset conflict but not the BFF’s refusal worded as 409', () => {
    expect(tusShouldRetry(409, 'Upload-Offset conflict', true)).toBe(true);
    expect(tusShouldRetry(409, JSON.stringify({ success: false, error: 'No se puede modificar', code: 'kyc_not_editable' }), true)).toBe(false);
  });

  it('does not retry the other refusals', () => {
    for (const status of [400, 401, 403, 404, 413]) expect(tusShouldRetry(status, '', true), String(status)).toBe(false);
  });
});

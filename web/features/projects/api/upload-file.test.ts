import { describe, expect, it } from 'vitest';
import { readUploadAnswer, UploadError, type UploadFailure } from './upload-file';

function failure(run: () => unknown): UploadFailure | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadError) return error.failure;
    throw error;
  }
  return undefined;
}

describe('readUploadAnswer', () => {
  it('returns the stored file of a successful answer', () => {
    const body = JSON.stringify({ success: true, data: { id: 'f1', filename: 'plano.pdf', file_size: 2048 } });
    expect(readUploadAnswer(201, 'Created', body)).toMatchObject({ id: 'f1', filename: 'plano.pdf' });
  });

  it('cannot read a success without JSON or without the file', () => {
    expect(failure(() => readUploadAnswer(201, 'Created', '<html>'))).toEqual({ reason: 'unreadable' });
    expect(failure(() => readUploadAnswer(200, 'OK', '{"success":true}'))).toEqual({ reason: 'unreadable' });
    expect(failure(() => readUploadAnswer(200, 'OK', '{"success":false,"error":"x","data":{"id":"f"}}'))).toEqual({ reason: 'unreadable' });
  });

  it('passes on the server’s own words when it refuses', () => {
    const body = JSON.stringify({ success: false, error: 'El archivo es demasiado grande. Tamaño máximo: 2MB', code: 'bad_request' });
    expect(failure(() => readUploadAnswer(400, 'Bad Request', body))).toEqual({
      reason: 'refused',
      status: 400,
      message: 'El archivo es demasiado grande. Tamaño máximo: 2MB',
    });
  });

  it('reports status and text when the failure has no message', () => {
    expect(failure(() => readUploadAnswer(502, 'Bad Gateway', '<html>bad gateway</html>'))).toEqual({
      reason: 'server',
      status: 502,
      statusText: 'Bad Gateway',
    });
    expect(failure(() => readUploadAnswer(500, 'Internal Server Error', '{"success":false,"error":""}'))).toEqual({
      reason: 'server',
      status: 500,
      statusText: 'Internal Server Error',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../api/client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a refusal', () => {
    expect(shouldRetry(0, new ApiError(404, 'Project not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'No autenticado'))).toBe(false);
  });

  it('retries a server fault or a dropped connection twice', () => {
    expect(shouldRetry(0, new ApiError(500, 'Error interno'))).toBe(true);
    expect(shouldRetry(1, new OfflineError(null))).toBe(true);
    expect(shouldRetry(2, new OfflineError(null))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../api/client';
import { createQueryClient, shouldRetry } from './query-client';
import { profileQuery } from './session';

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

describe('a refusal for want of a second factor', () => {
  it('asks for the profile again, which tells the shell to show the security screen', async () => {
    const client = createQueryClient();
    client.setQueryData(profileQuery.queryKey, { id: 'u1' } as never);
    await client.fetchQuery({ queryKey: ['projects'], queryFn: () => Promise.reject(new ApiError(403, 'Añade un segundo factor', 'second_factor_required')) }).catch(() => undefined);
    expect(client.getQueryState(profileQuery.queryKey)?.isInvalidated).toBe(true);

    const other = createQueryClient();
    other.setQueryData(profileQuery.queryKey, { id: 'u1' } as never);
    await other.fetchQuery({ queryKey: ['projects'], queryFn: () => Promise.reject(new ApiError(403, 'No', 'forbidden')) }).catch(() => undefined);
    expect(other.getQueryState(profileQuery.queryKey)?.isInvalidated).toBe(false);
  });
});

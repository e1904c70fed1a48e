import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../api/client';
import { isUnreachable, networkFirst } from './network-first';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const saved = { value: 'old', savedAt: '2026-11-20T08:30:00.000Z' };

type ReadSaved = () => Promise<typeof saved | undefined>;

function steps(fetch: () => Promise<string>, readSaved = vi.fn<ReadSaved>(async () => saved)) {
  const save = vi.fn(async () => undefined);
  return { save, readSaved, run: () => networkFirst({ fetch, save, readSaved, now: () => NOW }) };
}

describe('networkFirst', () => {
  it('answers fresh and keeps a dated copy', async () => {
    const { run, save, readSaved } = steps(async () => 'new');
    expect(await run()).toEqual({ value: 'new', savedAt: null });
    expect(save).toHaveBeenCalledWith('new', NOW.toISOString());
    expect(readSaved).not.toHaveBeenCalled();
  });

  it('answers fresh without waiting for the copy to be kept', async () => {
    const { run, save } = steps(async () => 'new');
    save.mockReturnValueOnce(new Promise(() => undefined));
    expect(await run()).toEqual({ value: 'new', savedAt: null });
  });

  it('still answers fresh when the copy cannot be kept', async () => {
    const { run, save } = steps(async () => 'new');
    save.mockRejectedValueOnce(new Error('QuotaExceededError'));
    expect(await run()).toEqual({ value: 'new', savedAt: null });
  });

  it('falls back to the saved copy when the server cannot be reached', async () => {
    const { run } = steps(() => Promise.reject(new OfflineError(new TypeError('Failed to fetch'))));
    expect(await run()).toEqual(saved);
  });

  it('falls back when a gateway answers for an unreachable server', async () => {
    const { run } = steps(() => Promise.reject(new ApiError(503, 'Service Unavailable')));
    expect(await run()).toEqual(saved);
  });

  it('passes a refusal on, even with a saved copy', async () => {
    const refusal = new ApiError(404, 'Project not found');
    const { run, readSaved } = steps(() => Promise.reject(refusal));
    await expect(run()).rejects.toBe(refusal);
    expect(readSaved).not.toHaveBeenCalled();
  });

  it('passes the network failure on when nothing was saved, or the saved copy cannot be read', async () => {
    const offline = new OfflineError(new TypeError('Failed to fetch'));
    await expect(steps(() => Promise.reject(offline), vi.fn<ReadSaved>(async () => undefined)).run()).rejects.toBe(offline);
    await expect(steps(() => Promise.reject(offline), vi.fn<ReadSaved>(() => Promise.reject(new Error('blocked')))).run()).rejects.toBe(offline);
  });
});

describe('isUnreachable', () => {
  it('tells a missing answer from a refusal', () => {
    expect(isUnreachable(new OfflineError(null))).toBe(true);
    expect(isUnreachable(new ApiError(502, 'Bad Gateway'))).toBe(true);
    expect(isUnreachable(new ApiError(500, 'Error interno'))).toBe(false);
    expect(isUnreachable(new ApiError(401, 'No autenticado'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });
});

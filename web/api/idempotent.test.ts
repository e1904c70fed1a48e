import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from './client';
import { INTENT_TTL_MS, IntentKeys, backoffDelay, isUnanswered, sendOnce, sendWithKey, type IntentStore } from './idempotent';

const offline = () => new OfflineError(new TypeError('Failed to fetch'));
const inProgress = () => new ApiError(409, 'Esta operación ya se está procesando.', 'idempotency_in_progress');
const refused = () => new ApiError(400, 'La inversión mínima es €1000', 'amount_invalid');

/** A fake transport answering from a script: an error to throw or a value to return, one per call. */
function scripted(...answers: unknown[]) {
  const calls: { method: string; path: string; body: unknown; key: string }[] = [];
  const send = vi.fn(async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    calls.push({ method, path, body, key: headers['Idempotency-Key']! });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { send: send as never, calls };
}

const noWait = { sleep: () => Promise.resolve() };

function memoryStore(): IntentStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

function counterKeys(store: IntentStore | null = memoryStore(), now = () => 0) {
  let n = 0;
  return new IntentKeys(store, () => `key-${++n}`, now);
}

describe('isUnanswered', () => {
  it('counts a dropped connection, a gateway without answer and a request still running', () => {
    expect(isUnanswered(offline())).toBe(true);
    for (const status of [502, 503, 504]) expect(isUnanswered(new ApiError(status, 'Bad Gateway'))).toBe(true);
    expect(isUnanswered(inProgress())).toBe(true);
  });

  it('does not count an answer: a refusal, a conflict, a reused key, a server fault', () => {
    expect(isUnanswered(refused())).toBe(false);
    expect(isUnanswered(new ApiError(409, 'Ya no está en este paso', 'investment_step'))).toBe(false);
    expect(isUnanswered(new ApiError(422, 'Reused', 'idempotency_key_reused'))).toBe(false);
    expect(isUnanswered(new ApiError(500, 'Error interno', 'internal'))).toBe(false);
    expect(isUnanswered(new Error('boom'))).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles from half a second up to four, with jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4].map((retry) => backoffDelay(retry, offline(), middle))).toEqual([500, 1000, 2000, 4000, 4000]);
    expect(backoffDelay(0, offline(), () => 0)).toBe(400);
    expect(backoffDelay(0, offline(), () => 1)).toBe(600);
  });

  it('waits the second the server asks for while the first request runs', () => {
    expect(backoffDelay(3, inProgress(), () => 0.9)).toBe(1000);
  });
});

describe('sendWithKey', () => {
  it('sends the key and returns the answer', async () => {
    const { send, calls } = scripted({ id: 'inv-1' });
    await expect(sendWithKey('POST', '/investment', { amount: 1000 }, 'k', noWait, send)).resolves.toEqual({ id: 'inv-1' });
    expect(calls).toEqual([{ method: 'POST', path: '/investment', body: { amount: 1000 }, key: 'k' }]);
  });

  it('retries an unanswered request with the same key, waiting between tries', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const { send, calls } = scripted(offline(), new ApiError(504, 'Gateway Timeout'), inProgress(), { id: 'inv-1' });
    const answer = await sendWithKey('POST', '/investment', { amount: 1000 }, 'k', { sleep, delayMs: (retry) => retry * 10 }, send);
    expect(answer).toEqual({ id: 'inv-1' });
    expect(calls.map((call) => call.key)).toEqual(['k', 'k', 'k', 'k']);
    expect(sleep.mock.calls).toEqual([[0], [10], [20]]);
  });

  it('gives up after the last retry with the last error', async () => {
    const { send, calls } = scripted(offline(), offline(), offline());
    await expect(sendWithKey('PUT', '/investment/1', {}, 'k', { ...noWait, retries: 2 }, send)).rejects.toBeInstanceOf(OfflineError);
    expect(calls).toHaveLength(3);
  });

  it('never retries a refusal', async () => {
    const { send, calls } = scripted(refused(), { id: 'never' });
    await expect(sendWithKey('POST', '/investment', {}, 'k', noWait, send)).rejects.toMatchObject({ status: 400, code: 'amount_invalid' });
    expect(calls).toHaveLength(1);
  });
});

describe('IntentKeys', () => {
  it('keeps the key of an intent until it is settled, then makes a new one', () => {
    const keys = counterKeys();
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.settle('a');
    expect(keys.keyFor('a')).toBe('key-3');
  });

  it('finds a pending key again after a reload (a new instance on the same store)', () => {
    const store = memoryStore();
    expect(counterKeys(store).keyFor('a')).toBe('key-1');
    const reloaded = new IntentKeys(store, () => 'other', () => 0);
    expect(reloaded.keyFor('a')).toBe('key-1');
    reloaded.settle('a');
    expect(store.data.size).toBe(0);
  });

  it('forgets an intent left unanswered for longer than an hour', () => {
    let now = 0;
    const keys = counterKeys(memoryStore(), () => now);
    expect(keys.keyFor('a')).toBe('key-1');
    now = INTENT_TTL_MS - 1;
    expect(keys.keyFor('a')).toBe('key-1');
    now = INTENT_TTL_MS + 1;
    expect(keys.keyFor('a')).toBe('key-2');
  });

  it('works in memory when there is no storage or it refuses to write', () => {
    const keys = counterKeys(null);
    expect(keys.keyFor('a')).toBe(keys.keyFor('a'));
    const full: IntentStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const fallback = counterKeys(full);
    expect(fallback.keyFor('a')).toBe('key-1');
    expect(fallback.keyFor('a')).toBe('key-1');
  });
});

describe('sendOnce', () => {
  it('uses one key for one intent: a retry after no answer reuses it, the next intent after an answer does not', async () => {
    const keys = counterKeys();
    const body = { project_id: 'p', amount: 1000, payment_method: 'bank' };
    const first = scripted(offline(), offline());
    await expect(sendOnce('POST', '/investment', body, { keys, send: first.send, retries: 1, ...noWait })).rejects.toBeInstanceOf(OfflineError);
    // The user presses again: the same intent, the same key (the first request may have been done).
    const again = scripted({ id: 'inv-1' });
    await expect(sendOnce('POST', '/investment', body, { keys, send: again.send, ...noWait })).resolves.toEqual({ id: 'inv-1' });
    expect([...first.calls, ...again.calls].map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
    // A second investment of the same amount is a new intent.
    const next = scripted({ id: 'inv-2' });
    await sendOnce('POST', '/investment', body, { keys, send: next.send, ...noWait });
    expect(next.calls[0]!.key).toBe('key-2');
  });

  it('settles an intent the server refused, and keys another body apart', async () => {
    const keys = counterKeys();
    const refusedOnce = scripted(refused());
    await expect(sendOnce('POST', '/investment', { amount: 10 }, { keys, send: refusedOnce.send, ...noWait })).rejects.toBeInstanceOf(ApiError);
    const other = scripted(offline());
    await expect(sendOnce('POST', '/investment', { amount: 2000 }, { keys, send: other.send, retries: 0, ...noWait })).rejects.toBeInstanceOf(OfflineError);
    const same = scripted({ id: 'inv' });
    await sendOnce('POST', '/investment', { amount: 10 }, { keys, send: same.send, ...noWait });
    expect([refusedOnce.calls[0]!.key, other.calls[0]!.key, same.calls[0]!.key]).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('keeps the same request in another state of its subject apart (a step at review, then at erir)', async () => {
    const keys = counterKeys();
    const review = scripted(offline());
    await expect(sendOnce('PUT', '/investment/1', {}, { keys, send: review.send, retries: 0, intentScope: 'review', ...noWait })).rejects.toBeInstanceOf(OfflineError);
    // Reloaded, the investment is at erir (the first request was done): confirming ERIR is a new intent.
    const erir = scripted({ id: '1', status: 'mint' });
    await sendOnce('PUT', '/investment/1', {}, { keys, send: erir.send, intentScope: 'erir', ...noWait });
    expect([review.calls[0]!.key, erir.calls[0]!.key]).toEqual(['key-1', 'key-2']);
  });
});

// The API client's failures, from what a server (or something in front of it) answers: the server's own
// error, a refusal without one (its status kept for the screen), a success that is not JSON.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError, apiGet, setStepUpPrompt } from './client';
import { sendOnce } from './idempotent';
import { failureMessage } from './failure-message';

const answer = (body: string, init: ResponseInit & { type?: string }) =>
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { ...init, headers: init.type ? { 'Content-Type': init.type } : {} })));

const failureOf = async (read: Promise<unknown>): Promise<ApiError> => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const texts = { refused: (status: number, text: string) => `Server error: ${status} ${text}`, offline: 'Sin conexión' };

beforeEach(() => vi.stubGlobal('document', { documentElement: { lang: 'es' } }));
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it("keeps the server's own error and code", async () => {
    answer(JSON.stringify({ success: false, error: 'Project not found', code: 'project_not_found' }), { status: 404, type: 'application/json' });
    const error = await failureOf(apiGet('/projects/x'));
    expect(error).toMatchObject({ status: 404, message: 'Project not found', code: 'project_not_found' });
    expect(failureMessage(error, texts)).toBe('Project not found');
  });

  it('leaves a refusal without a reason to the screen, with its status line', async () => {
    answer('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', type: 'text/html' });
    const error = await failureOf(apiGet('/users'));
    expect(error).toMatchObject({ status: 502, message: '', statusText: 'Bad Gateway' });
    expect(failureMessage(error, texts)).toBe('Server error: 502 Bad Gateway');
    expect(failureMessage(error, { ...texts, refused: 'Error fetching investors' })).toBe('Error fetching investors');

    answer(JSON.stringify({ success: false }), { status: 500, statusText: 'Internal Server Error', type: 'application/json' });
    expect(failureMessage(await failureOf(apiGet('/investors')), texts)).toBe('Server error: 500 Internal Server Error');
  });

  it('says "Expected JSON response" of a success that is not JSON, in either language', async () => {
    answer('<!doctype html><title>Tokenia</title>', { status: 200, statusText: 'OK', type: 'text/html' });
    const error = await failureOf(apiGet('/users'));
    expect(error).toMatchObject({ status: 200, message: 'Expected JSON response' });
    expect(failureMessage(error, texts)).toBe('Expected JSON response');

    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    answer('not json', { status: 200, type: 'application/json' });
    expect((await failureOf(apiGet('/users'))).message).toBe('Expected JSON response');
  });

  it('calls a request that never got an answer offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiGet('/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(failureMessage(error, texts)).toBe('Sin conexión');
  });
});

describe('a refusal that asks for a fresh second factor (step_up_required)', () => {
  const stepUp = () => new Response(JSON.stringify({ success: false, error: 'Confirm it is you', code: 'step_up_required' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
  const done = () => new Response(JSON.stringify({ success: true, data: { id: 'i1' } }), { status: 201, headers: { 'Content-Type': 'application/json' } });

  it('opens the prompt and, once proved, sends the same request again with the same Idempotency-Key', async () => {
    const sent: Request[] = [];
    const answers = [stepUp(), done()];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push(new Request(`http://x${url}`, init));
      return Promise.resolve(answers.shift()!);
    });
    const prompt = vi.fn(() => Promise.resolve(true));
    const remove = setStepUpPrompt(prompt);
    try {
      await expect(sendOnce('POST', '/investments', { amount: 100 })).resolves.toEqual({ id: 'i1' });
    } finally {
      remove();
    }
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual([expect.any(String), sent[0]!.headers.get('Idempotency-Key')]);
    expect(await sent[1]!.json()).toEqual({ amount: 100 });
  });

  it('asks once: a second refusal, or giving up, is the caller\'s refusal', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(stepUp()));
    const proved = vi.fn(() => Promise.resolve(true));
    let remove = setStepUpPrompt(proved);
    expect(await failureOf(apiGet('/x'))).toMatchObject({ status: 401, code: 'step_up_required' });
    expect(proved).toHaveBeenCalledTimes(1);
    remove();

    const cancelled = vi.fn(() => Promise.resolve(false));
    remove = setStepUpPrompt(cancelled);
    expect(await failureOf(apiGet('/x'))).toMatchObject({ code: 'step_up_required', message: 'Confirm it is you' });
    remove();
  });
});
